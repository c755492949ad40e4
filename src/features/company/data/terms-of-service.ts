import { SITE } from '@/config/site';
import type { LegalDocument } from './legal-types';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  metaDescription: `The terms for using ${SITE.name}: accounts, subscriptions and free trials, refunds, acceptable use, and the limits of our liability.`,
  lastUpdated: '2024-03-01',
  intro: `These terms are an agreement between you and ${SITE.name} for the use of our website, marketing tools and services. Please read them; by creating an account or using our tools, you accept them.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      body: [
        'By using LocalBoost you confirm that you are at least 18 years old and able to enter into a contract, and that if you use LocalBoost for a business, you have authority to accept these terms on its behalf.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your Account',
      body: [
        'Keep your account details accurate and your login secure. You are responsible for activity under your account, including by team members you invite. Tell us straight away if you think someone has accessed your account without permission.',
      ],
    },
    {
      id: 'subscriptions-and-billing',
      title: 'Subscriptions, Trials and Billing',
      body: [
        'Paid plans are billed in advance, monthly or annually, through our payment provider.',
        {
          list: [
            'Every plan starts with a 14-day free trial. You will not be charged if you cancel before the trial ends.',
            'Subscriptions renew automatically at the end of each billing period until you cancel.',
            'We may change our prices with at least 30 days’ notice by email; changes apply from your next renewal.',
            'Prices do not include taxes, which we add where the law requires.',
          ],
        },
      ],
    },
    {
      id: 'cancellations-and-refunds',
      title: 'Cancellations and Refunds',
      body: [
        'You can cancel at any time from your account or by contacting us; your plan stays active until the end of the period you have paid for. If you are not satisfied, ask for a refund within 30 days of your first payment and we will refund it in full. After that, payments are non-refundable except where the law says otherwise.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      body: [
        'You agree not to use LocalBoost to:',
        {
          list: [
            'Send spam or messages people have not agreed to receive.',
            'Publish fake reviews or misleading claims about your business or others.',
            'Break any law, or infringe anyone’s intellectual property or privacy.',
            'Interfere with, overload or try to gain unauthorized access to our systems.',
          ],
        },
        'We may suspend accounts that break these rules, and we will tell you why unless the law or safety prevents it.',
      ],
    },
    {
      id: 'content-and-ip',
      title: 'Your Content and Our Intellectual Property',
      body: [
        'You own the content and customer data you put into LocalBoost, and you give us permission to host and process it only to provide the service to you. We own the LocalBoost software, tools and brand; your subscription gives you a license to use them while it is active, which you may not resell or copy.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: [
        'We work hard to keep LocalBoost available (our target is 99.9% uptime) and our tools accurate, but the service is provided “as is”. Marketing results depend on many things outside our control, so we do not promise any particular number of leads, bookings or sales.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      body: [
        'To the fullest extent the law allows, LocalBoost is not liable for indirect, incidental or consequential losses, such as lost profits or lost data. Our maximum liability for any claim relating to the service is limited to the fees you paid us in the 3 months before the event giving rise to the claim.',
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and Contact',
      body: [
        `We may update these terms as our service changes. If a change is significant, we will email active customers at least 30 days before it takes effect. These terms are governed by the laws of the State of California. Questions? Email ${SITE.supportEmail} or use our contact form.`,
      ],
    },
  ],
};
