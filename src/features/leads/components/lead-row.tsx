import { PipelineActionsCell, SelectCell, StatusCell } from '@/components/dashboard/pipeline-cells';
import type { PipelineRowControls } from '@/components/dashboard/use-pipeline-dashboard';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { mailtoHref } from '@/lib/mailto';
import { businessTypeLabel, challengeLabel, goalLabel } from '@/lib/leads/lead-options';
import type { Lead } from '../api/lead-types';
import { LabelBadges } from './label-badges';
import { LeadPurchases } from './lead-purchases';
import { ShortlistCell } from './shortlist-cell';
import { WebsiteLink } from './website-link';

export function LeadRow({ lead, controls }: { lead: Lead; controls: PipelineRowControls }) {
  const row = { id: lead.id, name: lead.business_name, status: lead.status };
  return (
    <TableRow data-state={controls.isSelected(lead.id) ? 'selected' : undefined}>
      <SelectCell controls={controls} row={row} />
      <TableCell className="font-medium">
        {lead.business_name}
        <LeadPurchases leadId={lead.id} />
      </TableCell>
      <StatusCell controls={controls} row={row} />
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
      <PipelineActionsCell controls={controls} row={row} />
    </TableRow>
  );
}
