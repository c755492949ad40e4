import type { OutboxEmail } from '../api/get-outbox';

export const KIND_LABELS: Record<OutboxEmail['kind'], string> = {
  toolkit: "Visitor's toolkit",
  staff_notification: 'Staff notification',
  welcome: "Buyer's welcome",
  sign_in_code: "Owner's sign-in code",
  trial_ending: "Owner's trial ending",
  contact_form: 'Contact form message',
  owner_digest: "Owner's digest of held messages",
  email_signup_confirm: "Subscriber's confirmation link",
  email_signup_welcome: "Subscriber's welcome",
  booking_request: 'Booking request',
  booking_decision: 'Booking answer to the visitor',
};

export const STATUS_LABELS: Record<OutboxEmail['status'], string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  // Held back by a mail limit (per-mailbox cap, hourly ceiling, unsubscribed); last_error says which.
  suppressed: 'Not sent (limit or unsubscribed)',
};
