import { PipelineActionsCell, SelectCell, StatusCell } from '@/components/dashboard/pipeline-cells';
import type { PipelineRowControls } from '@/components/dashboard/use-pipeline-dashboard';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import type { Inquiry } from '../api/inquiry-types';
import { inquiryKindLabel, inquirySourceLabel } from '@/lib/inquiries/inquiry-sources';
import { subjectLabel } from '../lib/inquiries-csv';

const muted = <span className="text-muted-foreground">Not provided</span>;

export function InquiryRow({ inquiry, controls }: { inquiry: Inquiry; controls: PipelineRowControls }) {
  const row = { id: inquiry.id, name: inquiry.full_name, status: inquiry.status };
  return (
    <TableRow data-state={controls.isSelected(inquiry.id) ? 'selected' : undefined}>
      <SelectCell controls={controls} row={row} />
      <TableCell>
        <Badge variant={inquiry.kind === 'demo' ? 'default' : 'secondary'} className="whitespace-nowrap font-medium">
          {inquiryKindLabel(inquiry.kind)}
        </Badge>
        <div className="mt-1 whitespace-nowrap text-xs text-muted-foreground">{inquirySourceLabel(inquiry.source)}</div>
      </TableCell>
      <TableCell>
        <div className="font-medium">{inquiry.full_name}</div>
        <div className="text-sm text-muted-foreground">{inquiry.business_name ?? 'No business name'}</div>
      </TableCell>
      <StatusCell controls={controls} row={row} />
      <TableCell>
        {/* The address is encoded, so whatever was stored can only ever be the recipient. */}
        <a
          href={`mailto:${encodeURIComponent(inquiry.email)}`}
          className="break-all text-primary underline-offset-4 hover:underline"
        >
          {inquiry.email}
        </a>
        <div className="text-sm text-muted-foreground">{inquiry.phone ?? ''}</div>
      </TableCell>
      <TableCell className="min-w-56 max-w-96">
        {inquiry.subject ? <div className="text-sm font-medium">{subjectLabel(inquiry.subject)}</div> : null}
        {inquiry.message ? <p className="line-clamp-3 whitespace-pre-line text-sm">{inquiry.message}</p> : muted}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDateTime(inquiry.created_at)}</TableCell>
      <PipelineActionsCell controls={controls} row={row} />
    </TableRow>
  );
}
