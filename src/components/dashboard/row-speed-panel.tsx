import type { QueryKey } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { responseClock } from '@/lib/pipeline/response-clock';
import { useSpeedToLeadSettings, useStaffDirectory } from '@/lib/pipeline/staff-directory';
import type { PipelineRow } from './dashboard-definition';
import { LabelledSelect } from './labelled-select';
import { ClockChip } from './response-cell';
import { useNow } from './use-now';
import { useRowSpeedActions } from './use-row-speed-actions';

const UNASSIGNED = 'unassigned';

/** Where the visitor first came from, as the forms stored it, or "Direct / unknown". */
function sourceLines(row: PipelineRow): [string, string][] {
  const lines: [string, string | null][] = [
    ['UTM source', row.source_utm_source],
    ['UTM medium', row.source_utm_medium],
    ['UTM campaign', row.source_utm_campaign],
    ['Referrer', row.source_referrer_host],
    ['Landing page', row.source_landing_path],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/** The row's owner (reassign), its first-response clock with Log call / Log email, and its source. */
export function RowSpeedPanel({ table, row, invalidate }: { table: PipelineTable; row: PipelineRow; invalidate: ReadonlyArray<QueryKey> }) {
  const id = useId();
  const now = useNow();
  const settings = useSpeedToLeadSettings();
  const staff = useStaffDirectory();
  const { reassign, log } = useRowSpeedActions(table, row.id, invalidate);
  // Active staff can be chosen; a current owner taken out of the rotation still shows as the value.
  const choices = (staff.data ?? []).filter((m) => m.active || m.user_id === row.owner_id);
  const source = sourceLines(row);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold">
        Response
      </h3>
      <LabelledSelect
        label="Owner"
        value={row.owner_id ?? UNASSIGNED}
        options={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...choices.map((m) => ({ value: m.user_id, label: m.active ? m.email : `${m.email} (inactive)` })),
        ]}
        onChange={(value) => reassign.mutate(value === UNASSIGNED ? null : value)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <ClockChip clock={responseClock(row, now, settings.data)} />
        <Button variant="outline" size="sm" disabled={log.isPending} onClick={() => log.mutate('call')}>
          <Phone aria-hidden="true" />
          Log call
        </Button>
        <Button variant="outline" size="sm" disabled={log.isPending} onClick={() => log.mutate('email')}>
          <Mail aria-hidden="true" />
          Log email
        </Button>
      </div>
      <div className="text-sm">
        <p className="font-medium">Source</p>
        {source.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {source.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">Direct / unknown</p>
        )}
      </div>
    </section>
  );
}
