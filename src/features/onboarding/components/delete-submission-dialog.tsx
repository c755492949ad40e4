import type { ComponentProps } from 'react';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import type { OnboardingSubmission } from '../api/onboarding-submission';

type Props = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'open' | 'title' | 'description'> & {
  submission: OnboardingSubmission | null;
};

/** "Delete Submission" confirmation for one row. */
export function DeleteSubmissionDialog({ submission, ...props }: Props) {
  return (
    <ConfirmDeleteDialog
      open={submission !== null}
      title="Delete Submission"
      description={
        <>
          Are you sure you want to delete the onboarding submission from{' '}
          <strong className="text-foreground">{submission?.full_name}</strong>? This action cannot be undone.
        </>
      }
      {...props}
    />
  );
}
