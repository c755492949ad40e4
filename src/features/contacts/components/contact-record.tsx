import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TableMessage } from '@/components/dashboard/table-states';
import { NewTaskDialog } from '@/components/tasks/new-task-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { mailtoHref } from '@/lib/mailto';
import { isContactId, useContact, useContactTimeline, type Contact, type TimelineEntry } from '../api/get-contact';
import { ContactWidgetPlan } from './contact-widget-plan';
import { ContactWidgets } from './contact-widgets';
import { recordCounts } from '../lib/timeline-text';
import { ContactTasks } from './contact-tasks';
import { ContactTimeline } from './contact-timeline';

const ROW_KINDS: ReadonlyArray<TimelineEntry['kind']> = ['builder_lead', 'enquiry', 'onboarding_submission'];

/** /contacts/<id>: one customer's header, open tasks, their own tools and timeline; loading, failed and unknown states. */
export function ContactRecord({ id }: { id: string }) {
  const contact = useContact(id);
  const timeline = useContactTimeline(id);
  if (!isContactId(id) || contact.data === null) return <ContactNotFound />;
  if (contact.isError || timeline.isError) {
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight">Contact</h1>
        <TableMessage
          title="The contact could not be loaded."
          description="Check your connection and try again."
          action={
            <Button variant="outline" onClick={() => void Promise.all([contact.refetch(), timeline.refetch()])}>
              Try again
            </Button>
          }
        />
      </>
    );
  }
  if (contact.isPending || timeline.isPending) return <ContactSkeleton />;
  return <ContactView contact={contact.data} timeline={timeline.data} />;
}

function ContactView({ contact, timeline }: { contact: Contact; timeline: TimelineEntry[] }) {
  const [addingTask, setAddingTask] = useState(false);
  const name = contact.display_name ?? contact.business_name ?? contact.email_normalized;
  const recordIds = [contact.id, ...timeline.flatMap((e) => (ROW_KINDS.includes(e.kind) && e.row_id ? [e.row_id] : []))];
  const counts = recordCounts(timeline);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">{name}</h1>
          {contact.business_name && contact.business_name !== name ? <p className="text-lg">{contact.business_name}</p> : null}
          <p className="[overflow-wrap:anywhere]">
            <a href={mailtoHref(contact.email_normalized)} className="text-primary underline-offset-4 hover:underline">
              {contact.email_normalized}
            </a>
          </p>
          {counts.length > 0 ? (
            <ul aria-label="Records" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {counts.map((count) => (
                <li key={count}>{count}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <Button onClick={() => setAddingTask(true)}>
          <ListPlus aria-hidden="true" />
          Add task
        </Button>
      </div>
      <NewTaskDialog record={{ table: 'contacts', rowId: contact.id }} recordName={name} open={addingTask} onOpenChange={setAddingTask} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <h2 className="text-xl font-semibold">Open tasks</h2>
          <ContactTasks recordIds={recordIds} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <h2 className="text-xl font-semibold">Tools on their website</h2>
          <ContactWidgetPlan contactId={contact.id} />
          <ContactWidgets contactId={contact.id} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <h2 className="text-xl font-semibold">Timeline</h2>
          <ContactTimeline entries={timeline} email={contact.email_normalized} />
        </CardContent>
      </Card>
    </div>
  );
}

function ContactNotFound() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Contact not found</h1>
      <p className="text-muted-foreground">There is no contact at this address. It may have been mistyped.</p>
      <p>
        <Link to={paths.leadsAdmin} className="text-primary underline-offset-4 hover:underline">
          Back to the leads
        </Link>
      </p>
    </div>
  );
}

/** The record's shape while it loads, so nothing jumps when it arrives. */
function ContactSkeleton() {
  const block = 'animate-pulse rounded-md bg-muted motion-reduce:animate-none';
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-8">
      <span className="sr-only">Loading contact...</span>
      <div className="space-y-2">
        <div className={`${block} h-9 w-64 max-w-full`} />
        <div className={`${block} h-5 w-48 max-w-full`} />
      </div>
      <div className={`${block} h-32`} />
      <div className={`${block} h-64`} />
    </div>
  );
}
