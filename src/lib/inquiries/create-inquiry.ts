import { checkoutReferenceFor, rememberBuyer } from '@/lib/checkout/known-buyer';
import { DataError, UNIQUE_VIOLATION } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import type { DemoSource } from '@/lib/inquiries/inquiry-sources';
import type { ContactMessageInput, DemoRequestInput } from './inquiry-schema';
import { attributionColumns } from '@/lib/leads/lead-source';

export type NewInquiry =
  | ({ kind: 'demo'; source: DemoSource } & DemoRequestInput)
  | ({ kind: 'contact' } & ContactMessageInput);

/** The rate limit's wording (issue 9); shown as it is when the database refuses for that reason. */
export const RATE_LIMIT_MESSAGE = 'Too many submissions from your connection. Please try again in a few minutes.';

/**
 * Stores a demo request or a contact message. The id comes from the client so a retried submit (after a
 * timeout whose first attempt actually landed) hits the primary key instead of storing it twice: that
 * unique violation means "already saved" and counts as success. No .select(): visitors may not read
 * enquiries back.
 */
export async function createInquiry(inquiry: NewInquiry, id: string = crypto.randomUUID()): Promise<void> {
  const supabase = await getSupabase();
  const reference = checkoutReferenceFor(id);
  const row: Database['public']['Tables']['visitor_inquiries']['Insert'] =
    inquiry.kind === 'demo'
      ? {
          id,
          kind: 'demo',
          source: inquiry.source,
          full_name: inquiry.fullName,
          email: inquiry.email,
          business_name: inquiry.businessName,
          phone: inquiry.phone,
          subject: null,
          message: inquiry.message,
          checkout_reference: reference,
        }
      : {
          id,
          kind: 'contact',
          source: 'contact',
          full_name: `${inquiry.firstName} ${inquiry.lastName}`,
          email: inquiry.email,
          business_name: inquiry.businessName,
          phone: null,
          subject: inquiry.subject,
          message: inquiry.message,
          checkout_reference: reference,
        };
  const { error } = await supabase.from('visitor_inquiries').insert({ ...row, ...attributionColumns() });
  if (error && error.code !== UNIQUE_VIOLATION) throw new DataError('Failed to send your request', error);
  // From now on this browser's checkout links say who is buying (issue 27).
  rememberBuyer({ reference, email: inquiry.email });
}

/** Starts the data layer (and, in demo mode, the embedded database) while the visitor is still typing. */
export function warmUpInquiries(): void {
  getSupabase().catch(() => undefined);
}

/** What to tell the visitor when a submit fails: the rate limit's own words, else a retry hint. */
export function inquiryErrorMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? `${error.message} ${error instanceof DataError ? (error.details ?? '') : ''}` : '';
  return text.includes(RATE_LIMIT_MESSAGE) ? RATE_LIMIT_MESSAGE : fallback;
}
