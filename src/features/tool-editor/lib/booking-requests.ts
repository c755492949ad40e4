import type { CsvValue } from '@/lib/csv';
import type { BookingRequest } from '../api/get-booking-requests';
import { EMAILED } from './email-status';

export const BOOKING_STATUS_LABELS: Record<BookingRequest['status'], string> = {
  pending: 'Waiting for you',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** Every word of the query (case-insensitive) in the request's name, email, phone or note. */
export function matchesBookingRequest(request: BookingRequest, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [request.visitor_name, request.visitor_email, request.visitor_phone, request.note]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The business's time zone in a booking widget's settings (the times are shown on its clock), if there is one. */
export function bookingTimeZone(settings: unknown): string | undefined {
  const zone = (settings as { hours?: { timeZone?: unknown } } | null)?.hours?.timeZone;
  return typeof zone === 'string' ? zone : undefined;
}

/** The rows of the CSV export: a header, then one row per request (instants in UTC, ISO). */
export function bookingRequestsCsv(requests: readonly BookingRequest[]): CsvValue[][] {
  return [
    [
      'Appointment starts',
      'Appointment ends',
      'Name',
      'Email',
      'Phone',
      'Note',
      'Status',
      'Decided',
      'Requested',
      'Emailed',
    ],
    ...requests.map((r) => [
      r.starts_at,
      r.ends_at,
      r.visitor_name,
      r.visitor_email,
      r.visitor_phone,
      r.note,
      BOOKING_STATUS_LABELS[r.status],
      r.decided_at ?? '',
      r.created_at,
      EMAILED[r.email_status],
    ]),
  ];
}
