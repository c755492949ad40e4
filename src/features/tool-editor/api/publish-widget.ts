import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { PLAN_REFUSED, PlanRefusedError } from '../lib/plan-refusal';

/**
 * Makes the saved draft what installed pages show (within a minute: the settings read's cache). Over the
 * plan's limit or after the trial it throws PlanRefusedError with the database's sentence.
 */
export async function publishWidget(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('publish_widget', { widget_id: id });
  if (error?.code === PLAN_REFUSED) throw new PlanRefusedError(error.message);
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
