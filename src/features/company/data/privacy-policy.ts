import { SITE } from '@/config/site';
import type { LegalDocument } from './legal-types';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  metaDescription: `How ${SITE.name} collects, uses, shares and protects your information, and the choices you have.`,
  lastUpdated: '2024-03-01',
  intro: `This policy explains what information ${SITE.name} ("we", "us") collects when you visit our website, use our marketing tools or talk to our team, how we use it, and the choices you have. We wrote it in plain English; if anything is unclear, ask us.`,
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: [
        'We collect only what we need to run our service and support your business:',
        {
          list: [
            'Details you give us: your name, email address, phone number, business name and website, and anything you write in forms such as the Custom Tool Builder or onboarding form.',
            'Account and billing details: your plan and billing history. Card payments are handled by our payment provider; we never see or store your full card number.',
            'Usage information: pages visited, tools enabled, browser type and approximate location derived from your IP address, used to keep the service working and improve it.',
            'Information about your customers that our tools collect on your behalf, such as booking requests or review submissions. You control this data and we process it only on your instructions.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      body: [
        'We use your information to provide and improve our tools, set up and support your account, process payments, send service messages (for example trial reminders and billing receipts), respond to your questions, and keep our service secure.',
        'With your permission, we may also send you marketing tips and product news. You can unsubscribe from these at any time using the link in every email. We do not sell your personal information.',
      ],
    },
    {
      id: 'sharing-information',
      title: 'How We Share Information',
      body: [
        'We share information only with service providers who help us run LocalBoost, under contracts that require them to protect it and use it only for the services they provide to us:',
        {
          list: [
            'Hosting and database providers that store our data in the United States.',
            'Our payment provider, to process subscriptions and refunds.',
            'Email delivery and customer support tools, to send messages and answer your requests.',
          ],
        },
        'We may also disclose information when required by law, to protect the rights and safety of our users, or as part of a merger or acquisition, in which case we will tell you before your information becomes subject to a different policy.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      body: [
        'We use a small number of cookies and local storage entries that the site needs to work, such as remembering your place on a page and keeping you signed in. We do not use third-party advertising cookies on our website. Your browser settings let you block or delete cookies, though some features may then stop working.',
      ],
    },
    {
      id: 'security-and-retention',
      title: 'Data Security and Retention',
      body: [
        'We protect your information with encryption in transit, access controls that limit staff access to what their job requires, and regular reviews of our systems. No service can guarantee perfect security, and we will notify you promptly if a breach affects your information.',
        'We keep your information for as long as your account is active and for up to 12 months afterwards, unless the law requires us to keep it longer (for example, billing records for tax purposes). You can ask us to delete it sooner.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and Choices',
      body: [
        'Wherever you live, you can ask us to:',
        {
          list: [
            'Tell you what personal information we hold about you and give you a copy.',
            'Correct information that is wrong or incomplete.',
            'Delete your information, subject to records we must keep by law.',
            'Stop sending you marketing emails.',
          ],
        },
        'California residents have additional rights under the CCPA, including the right to know and the right to delete; we honor them for everyone. We will not treat you differently for using any of these rights, and we respond to requests within 30 days.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      body: [
        `To use any of your rights or ask a question about this policy, email ${SITE.supportEmail} or use our contact form. You can also write to us at ${SITE.name}, ${SITE.address}. If we change this policy in a way that matters, we will update the date at the top and tell active customers by email.`,
      ],
    },
  ],
};
