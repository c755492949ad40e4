import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataError, NotFoundError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { INQUIRIES_QUERY_KEY } from './get-inquiries';
import { getInquiryStatsQueryOptions } from './get-inquiry-stats';

/**
 * Deletes one enquiry. Row-level security makes a delete the caller may not do (or of a row already
 * gone) succeed with zero rows, so the exact count is requested and zero is reported as an error: the
 * UI must not say "deleted" when nothing was.
 */
export async function deleteInquiry(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, count } = await supabase.from('visitor_inquiries').delete({ count: 'exact' }).eq('id', id);
  if (error) throw new DataError('Failed to delete enquiry', error);
  if (count === 0) throw new NotFoundError('Failed to delete enquiry: it does not exist or you may not delete it');
}

export function useDeleteInquiry(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INQUIRIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getInquiryStatsQueryOptions().queryKey }),
      ]);
      options.onSuccess?.();
    },
    onError: (error) => options.onError?.(error),
  });
}
