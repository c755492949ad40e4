import type { CsvValue } from '@/lib/csv';
import type { FormMessage } from '../api/get-form-messages';
import { EMAILED } from './email-status';

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
