import type { CsvValue } from '@/lib/csv';
import type { FormMessage } from '../api/get-form-messages';

/** Every word of the query (case-insensitive) in the message's name, email, phone, text or own fields. */
export function matchesSearch(message: FormMessage, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    message.sender_name,
    message.sender_email,
    message.sender_phone,
    message.message,
    ...message.extra.map((answer) => answer.value),
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** How each message reached the owner's inbox, in the export's words. */
const EMAILED: Record<FormMessage['email_status'], string> = {
  queued: 'yes',
  held: 'not yet (hourly email limit: in the next digest)',
  digested: 'in a digest (hourly email limit)',
};

/** The rows of the CSV export: a header, then one row per message; the owner's own fields by label. */
export function formMessagesCsv(messages: readonly FormMessage[]): CsvValue[][] {
  const labels = [...new Set(messages.flatMap((message) => message.extra.map((answer) => answer.label)))];
  return [
    ['Received', 'Name', 'Email', 'Phone', 'Message', ...labels, 'Handled', 'Emailed'],
    ...messages.map((message) => [
      message.created_at,
      message.sender_name,
      message.sender_email,
      message.sender_phone,
      message.message,
      ...labels.map((label) => message.extra.find((answer) => answer.label === label)?.value ?? ''),
      message.handled_at ?? '',
      EMAILED[message.email_status],
    ]),
  ];
}
