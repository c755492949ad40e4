import type { Tool } from './tool-types';

/** Forms, popups and lead capture. */
export const LEAD_GENERATION_TOOLS: readonly Tool[] = [
  {
    id: 26,
    name: 'Contact Form Builder Pro',
    category: 'Lead Generation',
    description:
      'Drag-and-drop contact forms with conditional fields, file uploads and spam protection, sending every submission to your email and CRM.',
    features: [
      'Drag-and-drop field editor',
      'Conditional logic',
      'File uploads',
      'Spam protection without CAPTCHAs',
      'CRM and email notifications',
    ],
    rating: 4.8,
    thumbnail: '📋',
    niches: ['Professional Services', 'Legal Services', 'Home Service', 'Real Estate', 'Medical Practices'],
  },
  {
    id: 27,
    name: 'Email Subscription Form',
    category: 'Lead Generation',
    description:
      'Grow your mailing list with inline and slide-in signup forms that connect to Mailchimp, Klaviyo and other email platforms.',
    features: [
      'Mailchimp and Klaviyo sync',
      'Double opt-in',
      'Welcome discount codes',
      'Inline, slide-in and footer styles',
    ],
    rating: 4.7,
    thumbnail: '📧',
    niches: ['E-commerce', 'Local Retail', 'Coffee Shops', 'Restaurants', 'Coaches & Consultants'],
  },
  {
    id: 28,
    name: 'Smart Popup Converter',
    category: 'Lead Generation',
    description:
      'Show targeted popups based on exit intent, scroll depth or time on page to turn browsers into leads, with A/B testing to find the offer that converts.',
    features: [
      'Exit-intent, scroll and timer triggers',
      'A/B testing',
      'Page and device targeting',
      'Frequency caps',
    ],
    rating: 4.7,
    thumbnail: '🎯',
    niches: ['E-commerce', 'Local Retail', 'Real Estate', 'Coaches & Consultants'],
  },
  {
    id: 29,
    name: 'Feedback Form Builder',
    category: 'Lead Generation',
    description:
      'Build short customer feedback forms with star ratings, NPS scores and open questions, and see results summarized on one dashboard.',
    features: [
      'NPS and star rating fields',
      'Anonymous responses option',
      'Results dashboard',
      'Alerts for low scores',
    ],
    rating: 4.6,
    thumbnail: '💭',
    niches: [
      'Restaurants',
      'Hospitality & Travel',
      'Medical Practices',
      'Coffee Shops',
      'Fitness & Wellness',
    ],
  },
  {
    id: 30,
    name: 'Quote Request Form',
    category: 'Lead Generation',
    description:
      'A multi-step quote form that collects job type, property size, photos and budget, so home service pros can price jobs before the first call.',
    features: [
      'Multi-step job questions',
      'Photo uploads from phone',
      'Budget and timeline fields',
      'Instant text alert to your crew',
    ],
    rating: 4.8,
    thumbnail: '🧾',
    niches: ['Home Service', 'Professional Services', 'Real Estate', 'E-commerce'],
  },
  {
    id: 94,
    name: 'Landing Page Lead Capture',
    category: 'Lead Generation',
    description:
      'Launch a focused landing page for a single offer or ad with a headline, benefits, testimonials and a lead form, no website changes required.',
    features: [
      'Ad-ready page templates',
      'Built-in lead form',
      'Facebook and Google pixel support',
      'Conversion tracking',
    ],
    rating: 4.6,
    thumbnail: '🚀',
    niches: ['Coaches & Consultants', 'Real Estate', 'Home Service', 'Legal Services', 'Fitness & Wellness'],
  },
  {
    id: 95,
    name: 'Lead Magnet Download Gate',
    category: 'Lead Generation',
    description:
      'Offer a free guide, checklist or price sheet in exchange for contact info, then deliver the file instantly and add the lead to your list.',
    features: ['PDF and video delivery', 'Email list sync', 'Download tracking', 'Custom thank-you page'],
    rating: 4.6,
    thumbnail: '🎁',
    niches: ['Coaches & Consultants', 'Real Estate', 'Legal Services', 'Professional Services'],
  },
  {
    id: 96,
    name: 'AI Lead Qualifier',
    category: 'Lead Generation',
    description:
      'AI asks each new lead qualifying questions about budget, timeline and needs, scores them, and sends only sales-ready leads to your phone or CRM.',
    features: [
      'Custom qualifying questions',
      'Lead scoring from 1 to 100',
      'Instant alerts for hot leads',
      'CRM sync',
    ],
    rating: 4.7,
    thumbnail: '🧲',
    niches: [
      'Real Estate',
      'Legal Services',
      'Home Service',
      'Coaches & Consultants',
      'Professional Services',
    ],
  },
  {
    id: 97,
    name: 'AI Missed-Call Text Back',
    category: 'Lead Generation',
    description:
      'When you miss a call, AI instantly texts the caller back, finds out what they need and books them in, so missed calls stop turning into lost jobs.',
    features: [
      'Instant text after missed calls',
      'Conversational AI replies',
      'Books into your calendar',
      'Works with your current number',
    ],
    rating: 4.8,
    thumbnail: '🔁',
    niches: ['Home Service', 'Beauty & Spa Services', 'Medical Practices', 'Legal Services', 'Restaurants'],
  },
  {
    id: 98,
    name: 'Interactive Quiz Funnel',
    category: 'Lead Generation',
    description:
      'Guide visitors through a short quiz, such as which treatment, package or plan suits them, and capture their contact info with personalized results.',
    features: [
      'Branching questions',
      'Personalized result pages',
      'Lead capture before results',
      'Product or service matches',
    ],
    rating: 4.7,
    thumbnail: '🧭',
    niches: ['Beauty & Spa Services', 'Fitness & Wellness', 'Coaches & Consultants', 'E-commerce'],
  },
];
