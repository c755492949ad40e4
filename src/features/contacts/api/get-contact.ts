import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { ContactsTable, ContactTimelineRow, ContactWidgetRow } from '@/types/tables/contacts';
import { isUuid } from '@/lib/validation/uuid';

export type Contact = ContactsTable['Row'];
export type TimelineEntry = ContactTimelineRow;
export type ContactWidget = ContactWidgetRow;

/** Whether an address's id could name a contact at all; anything else is "not found" without asking. */
export const isContactId = (id: string) => isUuid(id);

/** One contact, or null when there is none with this id. */
export async function getContact(id: string): Promise<Contact | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('contacts').select('*').eq('id', id).maybeSingle();
  if (error) throw new DataError('Failed to load the contact', error);
  return data;
}

/** Everything about the contact, newest first (public.contact_timeline). */
export async function getContactTimeline(id: string): Promise<TimelineEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('contact_timeline', { contact_id: id });
  if (error) throw new DataError('Failed to load the timeline', error);
  return data ?? [];
}

// Both are asked for at once, so the record shows after one round trip.
export function useContact(id: string) {
  return useQuery(queryOptions({ queryKey: contactKeys.contact(id), queryFn: () => getContact(id), enabled: isContactId(id) }));
}

export function useContactTimeline(id: string) {
  return useQuery(
    queryOptions({ queryKey: contactKeys.timeline(id), queryFn: () => getContactTimeline(id), enabled: isContactId(id) }),
  );
}

/** The tools the contact runs on their own website, with 30 days of views (public.contact_widgets). */
export async function getContactWidgets(id: string): Promise<ContactWidget[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('contact_widgets', { contact_id: id });
  if (error) throw new DataError('Failed to load the contact’s tools', error);
  return data ?? [];
}

export function useContactWidgets(id: string) {
  return useQuery(
    queryOptions({ queryKey: contactKeys.widgets(id), queryFn: () => getContactWidgets(id), enabled: isContactId(id) }),
  );
}
