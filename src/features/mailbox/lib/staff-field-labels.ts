import { contactSubjectLabel, isContactSubject } from '@/lib/contact/contact-subjects';
import { inquiryKindLabel, inquirySourceLabel } from '@/lib/inquiries/inquiry-sources';
import { businessTypeLabel, challengeLabel, goalLabel } from '@/lib/leads/lead-options';
import { bestTimeLabel } from '@/lib/onboarding/best-times';

/*
 * The staff notification lists columns of the new row (the trigger's arguments in
 * 20261123000300_email_outbox.sql). Staff read it as the dashboards show it: a column's name as a label,
 * and a stored code (a business type, a goal, an enquiry's kind) as its label, never the code.
 */

/** Names the dashboards use where the column's own name would read oddly ("Website url"). */
const COLUMN_LABELS: Record<string, string> = {
  business_type: 'Business type',
  current_challenges: 'Challenges',
  website_url: 'Website',
  best_time_to_contact: 'Best time to contact',
  kind: 'Kind',
  source: 'Source',
};

const VALUE_LABELS: Record<string, (code: string) => string> = {
  business_type: businessTypeLabel,
  goals: goalLabel,
  current_challenges: challengeLabel,
  best_time_to_contact: bestTimeLabel,
  kind: inquiryKindLabel,
  source: inquirySourceLabel,
  subject: (subject) => (isContactSubject(subject) ? contactSubjectLabel(subject) : subject),
};

/** "business_name" -> "Business name"; a few columns have the dashboards' own name. */
export function fieldLabel(name: string): string {
  const known = COLUMN_LABELS[name];
  if (known) return known;
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored code in words ("restaurant" -> "Restaurant"); other values, and codes it does not know, as they are. */
export function valueLabel(name: string, value: string): string {
  return VALUE_LABELS[name]?.(value) ?? value;
}
