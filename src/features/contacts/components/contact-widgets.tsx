import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { isWidgetKind, WIDGET_KINDS } from '@/widgets/kinds';
import { useContactWidgets } from '../api/get-contact';

const views = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;
const sent = (count: number) => `${count} ${count === 1 ? 'submission' : 'submissions'}`;

/**
 * The tools this contact installed themselves (their widgets, found through their sign-in address): each
 * one's state, its views and what visitors sent through it (messages, sign-ups, booking requests) in the
 * last 30 days, and the websites it ran on. Loading, failed and empty states.
 */
export function ContactWidgets({ contactId }: { contactId: string }) {
  const widgets = useContactWidgets(contactId);
  if (widgets.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Loading their tools...
      </p>
    );
  if (widgets.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>Their tools could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void widgets.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (widgets.data.length === 0)
    return <p className="text-muted-foreground">No tools of their own: they have not published one from a tool page.</p>;
  return (
    <ul aria-label="Their tools" className="flex flex-col gap-3">
      {widgets.data.map((widget) => (
        <li key={widget.widget_id} className="space-y-1 rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium [overflow-wrap:anywhere]">{widget.name}</p>
            <Badge variant={widget.published ? 'default' : 'outline'}>{widget.published ? 'Published' : 'Not published'}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {isWidgetKind(widget.kind) ? WIDGET_KINDS[widget.kind].label : widget.kind} · changed{' '}
            {formatDateTime(widget.updated_at)}
          </p>
          <p className="text-sm [overflow-wrap:anywhere]">
            {views(Number(widget.views_30_days))}, {sent(Number(widget.submissions_30_days))} in the last 30 days
            {widget.hosts.length > 0 ? `, on ${widget.hosts.join(', ')}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
