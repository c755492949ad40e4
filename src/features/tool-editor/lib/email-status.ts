/**
 * How a message or booking request reached its owner's mailbox (email_status of contact_form_submissions
 * and booking_requests): emailed at once; held over the widget's hourly email cap until the owner's digest;
 * sent in a digest (20261201001700_owner_digest.sql). In the CSV exports' words, and as the badge My tools
 * shows beside one that was not emailed on its own (none for 'queued').
 */
export type EmailStatus = 'queued' | 'held' | 'digested';

export const EMAILED: Record<EmailStatus, string> = {
  queued: 'yes',
  held: 'not yet (hourly email limit: in the next digest)',
  digested: 'in a digest (hourly email limit)',
};

export const EMAIL_STATUS_BADGE: Record<EmailStatus, string | null> = {
  queued: null,
  held: 'Not emailed yet: over the hourly limit, it goes in the next digest',
  digested: 'Emailed in a digest',
};
