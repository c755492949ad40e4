import type { CsvValue } from '@/lib/csv';
import type { EmailSubscriber } from '../api/get-email-subscribers';

export const SUBSCRIBER_STATUS_LABELS: Record<EmailSubscriber['status'], string> = {
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
};

/** Every word of the query (case-insensitive) in the subscriber's address or name. */
export function matchesSubscriber(subscriber: EmailSubscriber, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${subscriber.email}\n${subscriber.name}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The rows of the CSV export: a header, then one row per subscriber. */
export function subscribersCsv(subscribers: readonly EmailSubscriber[]): CsvValue[][] {
  return [
    ['Email', 'Name', 'Status', 'Signed up', 'Confirmed', 'Unsubscribed'],
    ...subscribers.map((s) => [
      s.email,
      s.name,
      SUBSCRIBER_STATUS_LABELS[s.status],
      s.created_at,
      s.confirmed_at ?? '',
      s.unsubscribed_at ?? '',
    ]),
  ];
}
