import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { BookingRequestsTable } from '@/types/tables/booking-requests';
import { widgetKeys } from './widget-keys';

export type BookingRequest = BookingRequestsTable['Row'];

/** The most requests shown per widget (the database takes at most 20 an hour per widget). */
export const BOOKING_REQUESTS_LIMIT = 500;

/** One booking widget's requests, newest first (row-level security: only the owner's own widgets). */
export async function getBookingRequests(widgetId: string): Promise<BookingRequest[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_requests')
    .select(
      'id, widget_id, starts_at, ends_at, visitor_name, visitor_email, visitor_phone, note, status, email_status, decided_at, created_at',
    )
    .eq('widget_id', widgetId)
    .order('created_at', { ascending: false })
    .limit(BOOKING_REQUESTS_LIMIT);
  if (error) throw new DataError('Failed to load the booking requests', error);
  return data as BookingRequest[];
}

export const bookingRequestsQueryOptions = (widgetId: string) =>
  queryOptions({ queryKey: widgetKeys.bookings(widgetId), queryFn: () => getBookingRequests(widgetId) });

export function useBookingRequests(widgetId: string) {
  return useQuery(bookingRequestsQueryOptions(widgetId));
}
