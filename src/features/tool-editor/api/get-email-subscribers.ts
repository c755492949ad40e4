import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { EmailSignupSubscribersTable } from '@/types/tables/email-signup-subscribers';
import { widgetKeys } from './widget-keys';

export type EmailSubscriber = EmailSignupSubscribersTable['Row'];

/** The most subscribers shown per widget (the database sends at most 30 confirmations an hour per widget). */
export const EMAIL_SUBSCRIBERS_LIMIT = 2000;

/** One email sign-up widget's subscribers, newest first (row-level security: only the owner's own widgets). */
export async function getEmailSubscribers(widgetId: string): Promise<EmailSubscriber[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('email_signup_subscribers')
    .select(
      'id, widget_id, email, name, status, created_at, confirmation_sent_at, confirmed_at, unsubscribed_at',
    )
    .eq('widget_id', widgetId)
    .order('created_at', { ascending: false })
    .limit(EMAIL_SUBSCRIBERS_LIMIT);
  if (error) throw new DataError('Failed to load the subscribers', error);
  return data as EmailSubscriber[];
}

export const emailSubscribersQueryOptions = (widgetId: string) =>
  queryOptions({ queryKey: widgetKeys.subscribers(widgetId), queryFn: () => getEmailSubscribers(widgetId) });

export function useEmailSubscribers(widgetId: string) {
  return useQuery(emailSubscribersQueryOptions(widgetId));
}
