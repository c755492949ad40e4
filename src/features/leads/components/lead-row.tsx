import { RowDeleteButton } from '@/components/dashboard/row-delete-button';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { mailtoHref } from '@/lib/mailto';
import { businessTypeLabel, challengeLabel, goalLabel } from '@/lib/leads/lead-options';
import type { Lead } from '../api/lead-types';
import { LabelBadges } from './label-badges';
import { ShortlistCell } from './shortlist-cell';
import { WebsiteLink } from './website-link';

export function LeadRow({
  lead,
  deleting,
  onDelete,
}: {
  lead: Lead;
  deleting: boolean;
  onDelete: (lead: Lead) => void;
}) {
  return (
    <TableRow>
      <TableCell className="font-medium">{lead.business_name}</TableCell>
      <TableCell className="whitespace-nowrap">{businessTypeLabel(lead.business_type)}</TableCell>
      <TableCell>
        <a
          href={mailtoHref(lead.email)}
          className="break-all text-primary underline-offset-4 hover:underline"
        >
          {lead.email}
        </a>
      </TableCell>
      <TableCell className="max-w-56">
        <WebsiteLink url={lead.website_url} />
      </TableCell>
      <TableCell>
        <LabelBadges labels={lead.goals.map(goalLabel)} />
      </TableCell>
      <TableCell>
        <LabelBadges labels={lead.current_challenges.map(challengeLabel)} />
      </TableCell>
      <TableCell>
        <ShortlistCell shortlist={lead.shortlist} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDateTime(lead.created_at)}</TableCell>
      <TableCell>
        <RowDeleteButton
          label={`Delete lead for ${lead.business_name}`}
          deleting={deleting}
          onClick={() => onDelete(lead)}
        />
      </TableCell>
    </TableRow>
  );
}
