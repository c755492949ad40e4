import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { KIND_LABELS, STATUS_LABELS } from '../lib/outbox-labels';
import type { RenderedRow } from './rendered-outbox-email';

/** The outbox, newest first: one row per email, with a button that shows it in the preview below. */
export function OutboxTable({
  rows,
  selectedId,
  onSelect,
}: {
  rows: RenderedRow[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <Table aria-label="Emails">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Time</TableHead>
          <TableHead scope="col">Recipient</TableHead>
          <TableHead scope="col">Kind</TableHead>
          <TableHead scope="col">Subject</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">
            <span className="sr-only">Preview</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ email, rendered }) => (
          <TableRow key={email.id} aria-selected={email.id === selectedId}>
            <TableCell className="whitespace-nowrap">{formatDateTime(email.created_at)}</TableCell>
            <TableCell className="break-all">{email.recipient}</TableCell>
            <TableCell className="whitespace-nowrap">{KIND_LABELS[email.kind] ?? email.kind}</TableCell>
            <TableCell className="min-w-48">{rendered?.subject ?? 'Cannot be rendered'}</TableCell>
            <TableCell>
              <Badge variant={email.status === 'failed' ? 'destructive' : email.status === 'sent' ? 'default' : 'outline'}>
                {STATUS_LABELS[email.status] ?? email.status}
              </Badge>
            </TableCell>
            <TableCell>
              <Button
                size="sm"
                variant={email.id === selectedId ? 'default' : 'outline'}
                aria-pressed={email.id === selectedId}
                aria-label={`View the email to ${email.recipient}: ${rendered?.subject ?? KIND_LABELS[email.kind]}`}
                onClick={() => onSelect(email.id)}
              >
                View
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
