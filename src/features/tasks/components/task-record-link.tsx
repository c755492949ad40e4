import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Task } from '@/lib/tasks/tasks-api';
import type { TaskRecordInfo } from '../api/get-task-records';

const RECORD_KINDS: Record<Task['table_name'], string> = {
  custom_builder_leads: 'Lead',
  visitor_inquiries: 'Enquiry',
  onboarding_submissions: 'Onboarding',
  contacts: 'Contact',
};

/** "Lead: Harbor Grill", the name linking to the record's contact; blank while the names load. */
export function TaskRecordLink({ task, record, loaded }: { task: Task; record: TaskRecordInfo | undefined; loaded: boolean }) {
  if (!loaded) return null;
  const kind = RECORD_KINDS[task.table_name];
  if (!record) return <span className="text-muted-foreground">{kind}: deleted</span>;
  return (
    <>
      <span className="text-muted-foreground">{kind}: </span>
      {record.contactId ? (
        <Link to={paths.contactRecord(record.contactId)} className="text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]">
          {record.name}
        </Link>
      ) : (
        <span className="[overflow-wrap:anywhere]">{record.name}</span>
      )}
    </>
  );
}
