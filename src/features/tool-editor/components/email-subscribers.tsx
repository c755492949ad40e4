import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
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
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { downloadCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { deleteEmailSubscriber } from '../api/delete-email-subscriber';
import { useEmailSubscribers, type EmailSubscriber } from '../api/get-email-subscribers';
import { widgetKeys } from '../api/widget-keys';
import { matchesSubscriber, SUBSCRIBER_STATUS_LABELS, subscribersCsv } from '../lib/email-subscribers';

/**
 * An email sign-up widget's list in My tools: its subscribers newest first (confirmed, waiting for their
 * confirmation, or unsubscribed), searchable, exported as CSV (cells neutralised against formulas: visitors
 * typed them), each deleted by the owner.
 */
export function EmailSubscribers({ widgetId, name }: { widgetId: string; name: string }) {
  const subscribers = useEmailSubscribers(widgetId);
  const [query, setQuery] = useState('');
  const searchId = useId();
  if (subscribers.isPending)
    return <p className="text-sm text-muted-foreground">Loading the subscribers of {name}</p>;
  if (subscribers.isError)
    return (
      <p role="alert" className="text-sm">
        The subscribers of {name} could not be loaded.{' '}
        <Button type="button" variant="link" size="sm" onClick={() => void subscribers.refetch()}>
          Try again
        </Button>
      </p>
    );
  const all = subscribers.data;
  const shown = all.filter((subscriber) => matchesSubscriber(subscriber, query));
  const confirmed = all.filter((subscriber) => subscriber.status === 'confirmed').length;
  return (
    <section aria-label={`Subscribers of ${name}`} className="space-y-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Subscribers ({all.length}, {confirmed} confirmed)
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={all.length === 0}
          onClick={() => downloadCsv(`subscribers-${widgetId.slice(0, 8)}.csv`, subscribersCsv(shown))}
        >
          <Download aria-hidden="true" /> Export CSV
          <span className="sr-only"> of the subscribers of {name}</span>
        </Button>
      </div>
      {all.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No subscribers yet. Each sign-up shows here, and counts as confirmed once its owner follows the link
          we email them.
        </p>
      ) : (
        <>
          <div className="space-y-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              Search the subscribers
            </label>
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {shown.length === 0 ? <p className="text-sm">No subscriber matches.</p> : null}
          <ul className="divide-y text-sm">
            {shown.map((subscriber) => (
              <SubscriberItem key={subscriber.id} subscriber={subscriber} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SubscriberItem({ subscriber }: { subscriber: EmailSubscriber }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteEmailSubscriber(subscriber.id),
    onSuccess: () => {
      toast.success('Subscriber deleted');
      return queryClient.invalidateQueries({ queryKey: widgetKeys.subscribers(subscriber.widget_id) });
    },
    onError: (error: Error) => toast.error('Error', { description: `${error.message}. Please try again.` }),
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="break-all font-medium">{subscriber.email}</span>
      {subscriber.name ? <span>{subscriber.name}</span> : null}
      <Badge variant={subscriber.status === 'confirmed' ? 'default' : 'secondary'}>
        {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
      </Badge>
      <span className="text-muted-foreground">Signed up {formatDateTime(subscriber.created_at)}</span>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button type="button" variant="ghost" size="sm" className="ml-auto" disabled={remove.isPending}>
            <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {subscriber.email}</span>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {subscriber.email} from the list?</AlertDialogTitle>
            <AlertDialogDescription>
              This cannot be undone. They can sign up again from your website.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => remove.mutate()}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
