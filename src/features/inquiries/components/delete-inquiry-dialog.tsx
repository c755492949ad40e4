import type { ComponentProps } from 'react';
import { ConfirmDeleteDialog } from '@/components/dashboard/confirm-delete-dialog';
import type { Inquiry } from '../api/inquiry-types';
import { inquiryKindLabel } from '../data/inquiry-sources';

type Props = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'open' | 'title' | 'description'> & {
  inquiry: Inquiry | null;
};

/** "Delete Enquiry" confirmation for one row. */
export function DeleteInquiryDialog({ inquiry, ...props }: Props) {
  return (
    <ConfirmDeleteDialog
      open={inquiry !== null}
      title="Delete Enquiry"
      description={
        <>
          Are you sure you want to delete the {inquiry ? inquiryKindLabel(inquiry.kind).toLowerCase() : 'enquiry'} from{' '}
          <strong className="text-foreground">{inquiry?.full_name}</strong>? This action cannot be undone.
        </>
      }
      {...props}
    />
  );
}
