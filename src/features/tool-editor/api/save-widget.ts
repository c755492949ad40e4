import { DataError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import type { WidgetKind } from '@/widgets/kinds';

/** Stores the editor's settings as the widget's draft: a new widget under the signed-in owner, or an update. */
export async function saveWidget(input: {
  id?: string;
  kind: WidgetKind;
  name: string;
  settings: unknown;
}): Promise<string> {
  const supabase = await getSupabase();
  if (input.id) {
    const { data, error } = await supabase
      .from('widgets')
      .update({ name: input.name, draft: input.settings as never })
      .eq('id', input.id)
      .select('id');
    if (error) throw new DataError('Failed to save your tool', error);
    if (!data?.length)
      throw new DataError('Failed to save your tool', {
        code: 'NOT_FOUND',
        message: 'It is not among your tools (deleted, or another account)',
      });
    return input.id;
  }
  const { data, error } = await supabase
    .from('widgets')
    .insert({ kind: input.kind, name: input.name, draft: input.settings as never })
    .select('id')
    .single();
  if (error) throw new DataError('Failed to save your tool', error);
  return data.id;
}
