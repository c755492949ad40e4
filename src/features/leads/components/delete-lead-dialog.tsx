import type { ComponentProps } from 'react';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import type { Lead } from '../api/lead-types';

type Props = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'open' | 'title' | 'description'> & {
  lead: Lead | null;
};

/** "Delete Lead" confirmation for one row (spec: Leads Dashboard, delete dialog). */
export function DeleteLeadDialog({ lead, ...props }: Props) {
  return (
    <ConfirmDeleteDialog
      open={lead !== null}
      title="Delete Lead"
      description={
        <>
          Are you sure you want to delete the lead for{' '}
          <strong className="text-foreground">{lead?.business_name}</strong>? This action cannot be undone.
        </>
      }
      {...props}
    />
  );
}
