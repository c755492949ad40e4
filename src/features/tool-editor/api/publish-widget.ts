import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';

/** Makes the saved draft what installed pages show (within a minute: the settings read's cache). */
export async function publishWidget(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('publish_widget', { widget_id: id });
  if (error) throw new DataError('Failed to publish your tool', error);
}

/** Installed pages show the snippet's fallback content again. */
export async function unpublishWidget(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('unpublish_widget', { widget_id: id });
  if (error) throw new DataError('Failed to unpublish your tool', error);
}

export async function deleteWidget(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('widgets').delete().eq('id', id).select('id');
  if (error) throw new DataError('Failed to delete your tool', error);
  if (!data?.length)
    throw new DataError('Failed to delete your tool', {
      code: 'NOT_FOUND',
      message: 'It was already deleted',
    });
}
