import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Code2, LogOut, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageMeta } from '@/components/layout/page-meta';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { signOutOwner, useOwnerSession } from '@/lib/owner/owner-session';
import { WIDGET_KINDS } from '@/widgets/kinds';
import { KIND_DEFINITIONS } from '@/widgets/registry';
import { useMyWidgets, type OwnerWidget } from '../api/get-my-widgets';
import { useMyWidgetViews } from '../api/get-widget-views';
import { deleteWidget, publishWidget, unpublishWidget } from '../api/publish-widget';
import { widgetKeys } from '../api/widget-keys';
import { EMPTY_STATS } from '../lib/view-stats';
import { bookingTimeZone } from '../lib/booking-requests';
import { BookingRequests } from './booking-requests';
import { EmailSubscribers } from './email-subscribers';
import { FormInbox } from './form-inbox';
import { isPlanRefusal } from '../lib/plan-refusal';
import { COLLECTED } from '../lib/collected';
import { OwnerSignIn } from './owner-sign-in';
import { PlanRefusal } from './plan-refusal';
import { SnippetPanel } from './snippet-panel';
import { WidgetPlan } from './widget-plan';
import { WidgetViews } from './widget-views';

/** /my-tools: the signed-in owner's widgets (edit, publish, unpublish, get the code, delete) and their views. */
export function MyToolsPage() {
  const session = useOwnerSession();
  const widgets = useMyWidgets(session.status === 'signed-in');
  const views = useMyWidgetViews(session.status === 'signed-in');
  return (
    <div className="container max-w-4xl py-10">
      <PageMeta title="My tools" description="The tools you have customized and published on your website." />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">My tools</h1>
        {session.status === 'signed-in' ? (
          <div className="flex items-center gap-3 text-sm">
            <span>{session.email}</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                void signOutOwner().catch(() =>
                  toast.error('Error', { description: 'Signing out failed. Please try again.' }),
                )
              }
            >
              <LogOut aria-hidden="true" /> Sign out
            </Button>
          </div>
        ) : null}
      </div>
      {session.status === 'signed-in' ? <WidgetPlan /> : null}
      {session.status === 'loading' ? (
        <Spinner />
      ) : session.status === 'signed-out' ? (
        <div className="max-w-md space-y-4">
          <p>Sign in with the email you published your tools with.</p>
          <OwnerSignIn />
        </div>
      ) : widgets.isPending ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> Loading your tools
        </p>
      ) : widgets.isError ? (
        <div role="alert" className="space-y-3">
          <p>Your tools could not be loaded.</p>
          <Button type="button" variant="outline" onClick={() => void widgets.refetch()}>
            Try again
          </Button>
        </div>
      ) : widgets.data.length === 0 ? (
        <div className="space-y-3">
          <p>You have no tools yet. Pick one that installs itself, customize it and publish it.</p>
          <Link to={paths.tools} className={buttonVariants()}>
            Browse the tools
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {widgets.data.map((widget) => (
            <WidgetRow key={widget.id} widget={widget} views={views} />
          ))}
        </ul>
      )}
    </div>
  );
}

function status(widget: OwnerWidget): { label: string; variant: 'default' | 'secondary' | 'outline' } {
  if (widget.published === null) return { label: 'Not published', variant: 'outline' };
  return JSON.stringify(widget.published) === JSON.stringify(widget.draft)
    ? { label: 'Published', variant: 'default' }
    : { label: 'Published, newer draft saved', variant: 'secondary' };
}

function WidgetRow({ widget, views }: { widget: OwnerWidget; views: ReturnType<typeof useMyWidgetViews> }) {
  const queryClient = useQueryClient();
  const [showCode, setShowCode] = useState(false);
  const definition = KIND_DEFINITIONS[widget.kind];
  const toolSlug = WIDGET_KINDS[widget.kind].toolSlug;
  const done = (message: string) => () => {
    toast.success(message);
    return queryClient.invalidateQueries({ queryKey: widgetKeys.all });
  };
  // A refusal by the plan is shown under the row, with the way to the plans, not as a passing toast.
  const failed = (error: Error) =>
    isPlanRefusal(error)
      ? undefined
      : toast.error('Error', { description: `${error.message}. Please try again.` });
  const publish = useMutation({
    mutationFn: () => publishWidget(widget.id),
    onSuccess: done(`${widget.name} is published`),
    onError: failed,
  });
  const unpublish = useMutation({
    mutationFn: () => unpublishWidget(widget.id),
    onSuccess: done(`${widget.name} is unpublished: sites show its fallback content`),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteWidget(widget.id),
    onSuccess: done(`${widget.name} is deleted`),
    onError: failed,
  });
  const state = status(widget);
  const busy = publish.isPending || unpublish.isPending || remove.isPending;
  return (
    <li className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{widget.name}</h2>
          <p className="text-sm text-muted-foreground">
            {WIDGET_KINDS[widget.kind].label} · changed {formatDateTime(widget.updatedAt)}
          </p>
        </div>
        <Badge variant={state.variant}>{state.label}</Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={paths.toolEditor(toolSlug, widget.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {widget.name}</span>
        </Link>
        {state.label !== 'Published' ? (
          <Button type="button" size="sm" disabled={busy} onClick={() => publish.mutate()}>
            Publish<span className="sr-only"> {widget.name}</span>
          </Button>
        ) : null}
        {widget.published !== null ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={showCode}
              onClick={() => setShowCode((open) => !open)}
            >
              <Code2 aria-hidden="true" /> {showCode ? 'Hide the code' : 'Get the code'}
              <span className="sr-only"> for {widget.name}</span>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => unpublish.mutate()}
            >
              Unpublish<span className="sr-only"> {widget.name}</span>
            </Button>
          </>
        ) : null}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" size="sm" disabled={busy}>
              <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {widget.name}</span>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {widget.name}?</AlertDialogTitle>
              <AlertDialogDescription>
                Websites with its snippet show only its fallback content from then on. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => remove.mutate()}>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
      <PlanRefusal error={publish.error} />
      {views.isPending ? null : views.isError ? (
        <p className="text-sm text-muted-foreground">The views of {widget.name} could not be loaded.</p>
      ) : widget.published !== null || views.data.stats.has(widget.id) ? (
        <WidgetViews
          name={widget.name}
          publishedAt={widget.publishedAt}
          stats={views.data.stats.get(widget.id) ?? EMPTY_STATS}
          today={views.data.today}
          collected={COLLECTED[widget.kind]}
        />
      ) : null}
      {widget.kind === 'contact-form' ? <FormInbox widgetId={widget.id} name={widget.name} /> : null}
      {widget.kind === 'email-signup' ? <EmailSubscribers widgetId={widget.id} name={widget.name} /> : null}
      {widget.kind === 'booking' ? (
        <BookingRequests
          widgetId={widget.id}
          name={widget.name}
          timeZone={bookingTimeZone(widget.published ?? widget.draft)}
        />
      ) : null}
      {showCode && definition && widget.published !== null ? (
        <SnippetPanel
          id={widget.id}
          definition={definition}
          settings={widget.published}
          toolName={WIDGET_KINDS[widget.kind].label}
        />
      ) : null}
    </li>
  );
}
