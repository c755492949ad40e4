import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';

/** decide_booking_request refused a confirmation: another confirmed request already holds that time. */
export class BookingSlotTakenError extends DataError {
  constructor(cause: ConstructorParameters<typeof DataError>[1]) {
    super('That time is already confirmed for another request', cause);
    this.name = 'BookingSlotTakenError';
  }
}

/** The owner confirms or declines a pending request; the database emails the visitor (when they left an address). */
export async function decideBookingRequest(id: string, decision: 'confirmed' | 'declined'): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('decide_booking_request', { p_request: id, p_decision: decision });
  if (error?.message.startsWith('booking_slot_taken')) throw new BookingSlotTakenError(error);
  if (error) throw new DataError('Failed to answer the request', error);
}

export async function deleteBookingRequest(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('booking_requests').delete().eq('id', id);
  if (error) throw new DataError('Failed to delete the request', error);
}
