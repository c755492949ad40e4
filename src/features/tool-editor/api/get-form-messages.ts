import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { ContactFormSubmissionsTable } from '@/types/tables/contact-form-submissions';
import { widgetKeys } from './widget-keys';

export type FormMessage = ContactFormSubmissionsTable['Row'];

/** The most messages shown per widget (the database keeps at most 20 an hour per widget). */
export const FORM_MESSAGES_LIMIT = 500;

/** One contact form widget's messages, newest first (row-level security: only the owner's own widgets). */
export async function getFormMessages(widgetId: string): Promise<FormMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_form_submissions')
    .select('id, widget_id, sender_name, sender_email, sender_phone, message, extra, email_status, handled_at, created_at')
    .eq('widget_id', widgetId)
    .order('created_at', { ascending: false })
    .limit(FORM_MESSAGES_LIMIT);
  if (error) throw new DataError('Failed to load the messages', error);
  return data as FormMessage[];
}

export const formMessagesQueryOptions = (widgetId: string) =>
  queryOptions({ queryKey: widgetKeys.messages(widgetId), queryFn: () => getFormMessages(widgetId) });

export function useFormMessages(widgetId: string) {
  return useQuery(formMessagesQueryOptions(widgetId));
}
