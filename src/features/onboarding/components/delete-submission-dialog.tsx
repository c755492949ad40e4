import type { ComponentProps } from 'react';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';

type Props = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'open' | 'title' | 'description'> & {
  /** The archived submission's full name, or null when closed. */
  name: string | null;
};

/** "Delete Submission" confirmation for a permanent delete, offered only in the Archived view. */
export function DeleteSubmissionDialog({ name, ...props }: Props) {
  return (
    <ConfirmDeleteDialog
      open={name !== null}
      title="Delete Submission"
      description={
        <>
          Are you sure you want to permanently delete the onboarding submission from{' '}
          <strong className="text-foreground">{name}</strong>? This action cannot be undone.
        </>
      }
      {...props}
    />
  );
}
