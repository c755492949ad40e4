import type { StatusOption } from '@/lib/pipeline/pipeline-tables';
import { LabelledSelect } from './labelled-select';

type View = 'active' | 'archived';

/** The status filter and the Active/Archived view, both kept in the URL by the dashboard. */
export function PipelineFilters({
  statuses,
  status,
  onStatusChange,
  archived,
  onArchivedChange,
}: {
  statuses: ReadonlyArray<StatusOption>;
  status: string;
  onStatusChange: (status: string) => void;
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
}) {
  return (
    <>
      <LabelledSelect
        label="Status"
        value={status}
        options={[{ value: 'all', label: 'All statuses' }, ...statuses]}
        onChange={onStatusChange}
      />
      <LabelledSelect<View>
        label="Show"
        value={archived ? 'archived' : 'active'}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'archived', label: 'Archived' },
        ]}
        onChange={(view) => onArchivedChange(view === 'archived')}
      />
    </>
  );
}
