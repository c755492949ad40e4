import type { ComponentProps } from 'react';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';

type Props = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'open' | 'title' | 'description'> & {
  /** The archived lead's business name, or null when closed. */
  name: string | null;
};

/** "Delete Lead" confirmation for a permanent delete, offered only in the Archived view. */
export function DeleteLeadDialog({ name, ...props }: Props) {
  return (
    <ConfirmDeleteDialog
      open={name !== null}
      title="Delete Lead"
      description={
        <>
          Are you sure you want to permanently delete the lead for{' '}
          <strong className="text-foreground">{name}</strong>? This action cannot be undone.
        </>
      }
      {...props}
    />
  );
}
