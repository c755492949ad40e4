import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';

export async function deleteEmailSubscriber(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('email_signup_subscribers').delete().eq('id', id);
  if (error) throw new DataError('Failed to delete the subscriber', error);
}
