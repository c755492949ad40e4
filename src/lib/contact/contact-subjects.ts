import { contactUrl } from '@/config/paths';

/**
 * Subjects of the contact form. Buttons across the site that have no flow of their own (Book
 * Consultation, Contact Sales, Schedule a Demo...) send the visitor to `/contact?subject=<value>`,
 * which preselects the matching option, so the values here are the only ones links may use.
 */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General question' },
  { value: 'sales', label: 'Talk to sales' },
  { value: 'consultation', label: 'Book a consultation' },
  { value: 'strategy-call', label: 'Book a strategy call' },
  { value: 'proposal', label: 'Request a custom proposal' },
  { value: 'demo', label: 'Schedule a demo' },
  { value: 'support', label: 'Technical support' },
  { value: 'documentation', label: 'Documentation and setup guides' },
  { value: 'community', label: 'Join our community' },
  { value: 'billing', label: 'Billing and account' },
  { value: 'partnership', label: 'Partnerships' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

export function isContactSubject(value: string | null | undefined): value is ContactSubject {
  return CONTACT_SUBJECT_VALUES.includes(value as ContactSubject);
}

export function contactSubjectLabel(value: ContactSubject) {
  return CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;
}

/** `/contact?subject=demo`, typed so a link can only preselect a subject the form offers. */
export function contactSubjectUrl(subject: ContactSubject) {
  return contactUrl(subject);
}
