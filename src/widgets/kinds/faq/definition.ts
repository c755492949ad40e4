import { headingLevelField } from '../../editor-fields';
import { escapeHtml } from '../../fallback-html';
import type { WidgetKindDefinition } from '../../kind-definition';
import { paragraphs } from './paragraphs';
import { FAQ_MAX_ITEMS, faqSettingsSchema, type FaqItem, type FaqSettings } from './settings';

const base = {
  headingLevel: '2',
  expand: 'one',
  openFirst: false,
  radius: 12,
} as const;

const search = (label: string, noResults: string) => ({ enabled: true, minItems: 6, label, noResults });

const restaurant: FaqSettings = {
  ...base,
  title: 'Good to know before you visit',
  items: [
    {
      question: 'Do you take reservations?',
      answer:
        'Yes. Book online or call us; we hold a table for 15 minutes.\nWalk-ins are welcome at the bar.',
    },
    {
      question: 'Do you have vegetarian and vegan dishes?',
      answer: 'About half of the menu is vegetarian, and every vegetarian dish can be made vegan on request.',
    },
    {
      question: 'Can you handle food allergies?',
      answer:
        'Tell your server about any allergy when you order. Our kitchen handles nuts, gluten and shellfish, so we cannot promise a trace-free dish.',
    },
    {
      question: 'Is there parking nearby?',
      answer: 'The public car park on Mill Street is two minutes away and free after 6 PM.',
    },
    {
      question: 'Do you host private events?',
      answer:
        'Our back room seats up to 30 guests. Write to us with your date and group size for a set menu.',
    },
  ],
  search: search('Search the questions', 'No question matches. Call us and we will gladly help.'),
  colors: { background: '#fff8f0', accent: '#b23a1d' },
};

const salon: FaqSettings = {
  ...base,
  title: 'Salon FAQ',
  items: [
    {
      question: 'How do I book an appointment?',
      answer:
        'Book online any time, or call during opening hours. First visits include a free 10-minute consultation.',
    },
    {
      question: 'What is your cancellation policy?',
      answer:
        'Please cancel at least 24 hours ahead. Late cancellations and missed appointments are charged 50% of the service.',
    },
    {
      question: 'Do you do patch tests for colour?',
      answer:
        'Yes. New colour clients need a patch test at least 48 hours before the appointment; it takes five minutes and is free.',
    },
    {
      question: 'Which products do you use?',
      answer: 'We use vegan, cruelty-free professional ranges, and you can buy them at the front desk.',
    },
    {
      question: 'Can I buy a gift card?',
      answer:
        'Gift cards are available in the salon and online, for any amount, and are valid for 12 months.',
    },
  ],
  search: search('Search the questions', 'No question matches. Message us and we will answer.'),
  colors: { background: '#fbf3f6', accent: '#a23b72' },
};

const clinic: FaqSettings = {
  ...base,
  title: 'Patient questions',
  expand: 'many',
  items: [
    {
      question: 'Do I need a referral?',
      answer:
        'No referral is needed for a general consultation. Some insurers ask for one before they reimburse a specialist visit: check with yours.',
    },
    {
      question: 'What should I bring to my first appointment?',
      answer:
        'Your ID, your insurance card, a list of the medicines you take and any recent test results or letters.',
    },
    {
      question: 'Which insurance plans do you accept?',
      answer:
        'We accept most major plans. Call the front desk with your plan name and we will confirm before your visit.',
    },
    {
      question: 'How do I get my test results?',
      answer:
        'Results appear in the patient portal within 3 working days.\nIf anything needs attention, your doctor calls you.',
    },
    {
      question: 'What if I need care outside opening hours?',
      answer:
        'For an emergency, call your local emergency number.\nFor urgent questions at night, call the on-call line given on our voicemail.',
    },
    {
      question: 'Is the clinic wheelchair accessible?',
      answer:
        'Yes: step-free entrance, a lift to every floor and an accessible restroom on the ground floor.',
    },
    {
      question: 'Can I bring someone with me?',
      answer: 'Yes, one companion may join you in the consultation room.',
    },
  ],
  search: search('Search patient questions', 'No question matches. Please call the front desk.'),
  colors: { background: '#f2f7fb', accent: '#1565a8' },
};

const plumber: FaqSettings = {
  ...base,
  title: 'Questions customers ask',
  items: [
    {
      question: 'Do you offer emergency call-outs?',
      answer: 'Yes, 24 hours a day, 7 days a week, for burst pipes, leaks and no heating.',
    },
    {
      question: 'How much does a call-out cost?',
      answer:
        'The first 30 minutes cost a fixed fee that we tell you on the phone. Parts and further time are quoted before we start.',
    },
    {
      question: 'Are you licensed and insured?',
      answer: 'Yes. Our plumbers are fully licensed, and every job is covered by our liability insurance.',
    },
    {
      question: 'Is your work guaranteed?',
      answer:
        'Every repair carries a 12-month guarantee on labour, and parts carry the manufacturer’s warranty.',
    },
  ],
  search: search('Search the questions', 'No question matches. Give us a call.'),
  colors: { background: '#ffffff', accent: '#0b6e4f' },
};

const dentist: FaqSettings = {
  ...base,
  title: 'Dental care questions',
  items: [
    {
      question: 'How often should I have a check-up?',
      answer:
        'Most adults need a check-up and cleaning every six months; we advise you on the right interval for you.',
    },
    {
      question: 'Do you treat nervous patients?',
      answer:
        'Yes. Tell us when you book: we take extra time, explain each step and can offer sedation for longer treatments.',
    },
    {
      question: 'Do you see children?',
      answer: 'Yes, from their first tooth. Children’s check-ups are short and playful.',
    },
    {
      question: 'Can I pay in instalments?',
      answer: 'Treatments over 500 can be spread over up to 12 monthly payments, interest-free.',
    },
  ],
  search: search('Search the questions', 'No question matches. Call us and ask.'),
  colors: { background: '#f4fbfb', accent: '#00796b' },
};

const paragraphsHtml = (answer: string) =>
  paragraphs(answer)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');

/**
 * Without scripts, every question is a heading and every answer its paragraphs, all shown: readable by
 * visitors and search engines alike. Shown open, the fallback is taller than the closed accordion that
 * replaces it, so the swap moves nothing on the page (the runtime keeps the fallback's height reserved).
 */
function fallbackHtml(settings: FaqSettings): string {
  const level = Number(settings.headingLevel);
  const title = settings.title ? `<h${level}>${escapeHtml(settings.title)}</h${level}>\n` : '';
  const question = settings.title ? Math.min(level + 1, 6) : level;
  const items = settings.items
    .map(
      (item: FaqItem) =>
        `<h${question}>${escapeHtml(item.question)}</h${question}>${paragraphsHtml(item.answer)}`,
    )
    .join('\n');
  return `${title}${items}`;
}

export const faqDefinition: WidgetKindDefinition<FaqSettings> = {
  kind: 'faq',
  schema: faqSettingsSchema,
  presets: [
    { id: 'restaurant', label: 'Restaurant', settings: restaurant },
    { id: 'salon', label: 'Hair & beauty salon', settings: salon },
    { id: 'clinic', label: 'Medical clinic', settings: clinic },
    { id: 'dentist', label: 'Dental practice', settings: dentist },
    { id: 'plumber', label: 'Plumber', settings: plumber },
  ],
  sections: [
    {
      title: 'Content',
      fields: [
        { type: 'text', key: 'title', label: 'Title', max: 120, hint: 'Leave empty for no title.' },
        {
          type: 'list',
          key: 'items',
          label: 'Questions',
          itemLabel: 'question',
          max: FAQ_MAX_ITEMS,
          min: 1,
          fields: [
            { type: 'text', key: 'question', label: 'Question', max: 200 },
            {
              type: 'text',
              key: 'answer',
              label: 'Answer',
              max: 2000,
              multiline: true,
              hint: 'Each line is a paragraph.',
            },
          ],
          newItem: () => ({ question: 'New question?', answer: 'The answer.' }),
        },
      ],
    },
    {
      title: 'Behaviour',
      fields: [
        {
          type: 'select',
          key: 'expand',
          label: 'Open answers',
          options: [
            { value: 'one', label: 'One at a time' },
            { value: 'many', label: 'Several at once' },
          ],
        },
        { type: 'toggle', key: 'openFirst', label: 'First answer starts open' },
        { type: 'toggle', key: 'search.enabled', label: 'Search box for long lists' },
        {
          type: 'group',
          label: 'Search',
          when: 'search.enabled',
          fields: [
            {
              type: 'number',
              key: 'search.minItems',
              label: 'Show it above this many questions',
              min: 1,
              max: FAQ_MAX_ITEMS,
            },
            { type: 'text', key: 'search.label', label: 'Search box label', max: 60 },
            { type: 'text', key: 'search.noResults', label: 'Text when nothing matches', max: 120 },
          ],
        },
      ],
    },
    {
      title: 'Look',
      fields: [
        { type: 'color', key: 'colors.background', label: 'Background' },
        { type: 'color', key: 'colors.accent', label: 'Accent (open question marker)' },
        { type: 'number', key: 'radius', label: 'Corner radius (px)', min: 0, max: 24 },
        headingLevelField('Title heading level'),
      ],
    },
  ],
  fallbackHtml,
  placement: () => 'inline',
  load: () => import('./widget'),
};
