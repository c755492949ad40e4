import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { WidgetPlanRow } from '@/types/tables/widget-plans';
import { isContactId } from './get-contact';

/** The plan or trial of the widget owner with the contact's address; null when they own no widget. */
export async function getContactWidgetPlan(id: string): Promise<WidgetPlanRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('contact_widget_plan', { contact_id: id });
  if (error) throw new DataError('Failed to load the contact’s plan', error);
  return data?.[0] ?? null;
}

export function useContactWidgetPlan(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...contactKeys.widgets(id), 'plan'],
      queryFn: () => getContactWidgetPlan(id),
      enabled: isContactId(id),
    }),
  );
}
