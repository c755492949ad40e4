import type { ComponentProps } from 'react';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';

type Props = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'open' | 'title' | 'description'> & {
  /** The archived enquiry's sender, or null when closed. */
  name: string | null;
};

/** "Delete Enquiry" confirmation for a permanent delete, offered only in the Archived view. */
export function DeleteInquiryDialog({ name, ...props }: Props) {
  return (
    <ConfirmDeleteDialog
      open={name !== null}
      title="Delete Enquiry"
      description={
        <>
          Are you sure you want to permanently delete the enquiry from{' '}
          <strong className="text-foreground">{name}</strong>? This action cannot be undone.
        </>
      }
      {...props}
    />
  );
}
