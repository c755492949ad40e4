import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataError, NotFoundError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { getLeadStatsQueryOptions } from './get-lead-stats';
import { LEADS_QUERY_KEY } from './get-leads';

/**
 * Deletes one lead. Row-level security makes a delete the caller may not do (or of a lead already
 * gone) succeed with zero rows, so the exact count is requested (Prefer: count=exact, no select) and
 * zero rows is reported as an error: the UI must not say "deleted" when nothing was.
 */
export async function deleteLead(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, count } = await supabase.from('custom_builder_leads').delete({ count: 'exact' }).eq('id', id);
  if (error) throw new DataError('Failed to delete lead', error);
  if (count === 0) throw new NotFoundError('Failed to delete lead: it does not exist or you may not delete it');
}

export function useDeleteLead(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getLeadStatsQueryOptions().queryKey }),
      ]);
      options.onSuccess?.();
    },
    onError: (error) => options.onError?.(error),
  });
}
