import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataError, NotFoundError } from '@/lib/data-error';
import { getSupabase } from '@/lib/supabase';
import { ONBOARDING_TABLE, onboardingKeys } from './onboarding-submission';

/**
 * Spec "Onboarding delete". Row-level security turns a forbidden delete into "0 rows", so the count
 * is checked: a delete that removed nothing is reported, not shown as a success.
 */
export async function deleteOnboardingSubmission(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, count } = await supabase.from(ONBOARDING_TABLE).delete({ count: 'exact' }).eq('id', id);
  if (error) throw new DataError('Could not delete the onboarding submission', error);
  if (count === 0) throw new NotFoundError('The onboarding submission was not deleted');
}

export function useDeleteOnboardingSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOnboardingSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
