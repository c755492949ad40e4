import { AlarmClock, CircleCheck, Clock, Siren, UserRound } from 'lucide-react';
import { ownerName, responseClock, type ResponseClock } from '@/lib/pipeline/response-clock';
import { useSpeedToLeadSettings, useStaffDirectory } from '@/lib/pipeline/staff-directory';
import { cn } from '@/lib/utils';
import type { PipelineRow } from './dashboard-definition';
import { useNow } from './use-now';

const LOOK = {
  ok: { icon: Clock, className: 'border-border text-foreground', said: '' },
  amber: { icon: AlarmClock, className: 'border-amber-400 bg-amber-50 text-amber-900', said: ', running late' },
  red: { icon: Siren, className: 'border-red-400 bg-red-50 text-red-800', said: ', overdue' },
} as const;

/** The clock as a chip: colour, icon and (for screen readers) words all say how late it is. */
export function ClockChip({ clock }: { clock: ResponseClock }) {
  if (clock.kind === 'answered') {
    return (
      <span data-clock="answered" className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
        {clock.text}
      </span>
    );
  }
  const look = LOOK[clock.level];
  const Icon = look.icon;
  return (
    <span
      data-clock={clock.level}
      className={cn('inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium', look.className)}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        {clock.text}
        {look.said ? <span className="sr-only">{look.said}</span> : null}
      </span>
    </span>
  );
}

/** The owner's name for a cell: their email's local part, "Unassigned", or a placeholder while loading. */
export function useOwnerName(ownerId: string | null): string {
  const staff = useStaffDirectory();
  if (!ownerId) return 'Unassigned';
  const member = staff.data?.find((m) => m.user_id === ownerId);
  return member ? ownerName(member.email) : staff.isPending ? '…' : 'Unknown';
}

/** A row's first-response clock (ticking) and its owner, folded into one compact cell. */
export function ResponseCell({ row }: { row: PipelineRow }) {
  const now = useNow();
  const settings = useSpeedToLeadSettings();
  const owner = useOwnerName(row.owner_id);
  return (
    <div className="flex flex-col items-start gap-1">
      <ClockChip clock={responseClock(row, now, settings.data)} />
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="sr-only">Owner: </span>
        <span data-owner className="break-all">{owner}</span>
      </span>
    </div>
  );
}
