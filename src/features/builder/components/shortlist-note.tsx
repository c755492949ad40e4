import { ListChecks } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { TOOLS } from '@/domain/catalogue/tools';
import type { LeadFormValues } from '@/lib/leads/lead-schema';

/** On the last step: the visitor sees which shortlisted tools go with the request before sending it. */
export function ShortlistNote() {
  const shortlist = useWatch<LeadFormValues, 'shortlist'>({ name: 'shortlist' }) ?? [];
  if (shortlist.length === 0) return null;
  const names = shortlist.flatMap((id) => TOOLS.find((tool) => tool.id === id)?.name ?? []);
  return (
    <div className="flex gap-3 rounded-md border bg-accent p-4 text-sm">
      <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div>
        <p className="font-semibold">
          Your shortlist ({shortlist.length} {shortlist.length === 1 ? 'tool' : 'tools'}) will be attached
        </p>
        <p className="mt-1 text-muted-foreground">{names.join(', ')}</p>
      </div>
    </div>
  );
}
