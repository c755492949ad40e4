import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';

/** Marks a message handled (now) or not handled again. */
export async function setFormMessageHandled(id: string, handled: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('contact_form_submissions')
    .update({ handled_at: handled ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw new DataError('Failed to update the message', error);
}

export async function deleteFormMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('contact_form_submissions').delete().eq('id', id);
  if (error) throw new DataError('Failed to delete the message', error);
}
