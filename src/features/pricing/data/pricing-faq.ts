import type { FaqItem } from '@/components/ui/faq-accordion';

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: 'How does the 14-day free trial work?',
    answer:
      'Choose a plan and start using every tool it includes straight away. You will not be charged until the 14 days are up, and you can cancel any time before then from your account or by emailing us.',
  },
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Upgrade or downgrade whenever your business changes. Upgrades take effect immediately and we pro-rate the difference; downgrades apply from your next billing date.',
  },
  {
    question: 'How does annual billing work?',
    answer:
      'Pay for twelve months up front and save 20% compared with paying monthly. Your tools, support and analytics are exactly the same on either billing period.',
  },
  {
    question: 'What is the difference between ready-made and premium tools?',
    answer:
      'Ready-made tools are proven website widgets such as booking forms, review showcases and chat buttons that you can add in minutes. Premium tools are AI systems, like voice agents and ad intelligence, that we implement and train for your business.',
  },
  {
    question: 'Do I need technical skills to get set up?',
    answer:
      'No. Most tools are live in under 5 minutes with a copy-and-paste snippet, and our team will help you install anything you are unsure about.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. If LocalBoost is not a fit, tell us within 30 days of your first payment and we will refund it in full, no questions asked.',
  },
];
