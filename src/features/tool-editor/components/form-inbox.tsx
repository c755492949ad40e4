import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Download, Trash2, Undo2 } from 'lucide-react';
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
import { deleteFormMessage, setFormMessageHandled } from '../api/change-form-message';
import { useFormMessages, type FormMessage } from '../api/get-form-messages';
import { widgetKeys } from '../api/widget-keys';
import { EMAIL_STATUS_BADGE } from '../lib/email-status';
import { formMessagesCsv, matchesSearch } from '../lib/form-messages';

/**
 * A contact form widget's inbox in My tools: its messages newest first, searchable, exported as CSV (cells
 * neutralised against formulas: visitors typed them), each marked handled or deleted by the owner.
 */
export function FormInbox({ widgetId, name }: { widgetId: string; name: string }) {
  const messages = useFormMessages(widgetId);
  const [query, setQuery] = useState('');
  const searchId = useId();
  if (messages.isPending) return <p className="text-sm text-muted-foreground">Loading the messages of {name}</p>;
  if (messages.isError)
    return (
      <p role="alert" className="text-sm">
        The messages of {name} could not be loaded.{' '}
        <Button type="button" variant="link" size="sm" onClick={() => void messages.refetch()}>
          Try again
        </Button>
      </p>
    );
  const shown = messages.data.filter((message) => matchesSearch(message, query));
  const open = messages.data.filter((message) => message.handled_at === null).length;
  return (
    <section aria-label={`Messages from ${name}`} className="space-y-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Messages ({messages.data.length}
          {open ? `, ${open} not handled` : ''})
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={messages.data.length === 0}
          onClick={() => downloadCsv(`messages-${widgetId.slice(0, 8)}.csv`, formMessagesCsv(shown))}
        >
          <Download aria-hidden="true" /> Export CSV<span className="sr-only"> of the messages from {name}</span>
        </Button>
      </div>
      {messages.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages yet. They show here as visitors send them.</p>
      ) : (
        <>
          <div className="space-y-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              Search the messages
            </label>
            <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </div>
          {shown.length === 0 ? <p className="text-sm">No message matches.</p> : null}
          <ul className="space-y-3">
            {shown.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function MessageItem({ message }: { message: FormMessage }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: widgetKeys.messages(message.widget_id) });
  const failed = (error: Error) => toast.error('Error', { description: `${error.message}. Please try again.` });
  const handle = useMutation({
    mutationFn: (handled: boolean) => setFormMessageHandled(message.id, handled),
    onSuccess: refresh,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteFormMessage(message.id),
    onSuccess: () => {
      toast.success('Message deleted');
      return refresh();
    },
    onError: failed,
  });
  const who = message.sender_name || message.sender_email || 'A visitor';
  const handled = message.handled_at !== null;
  return (
    <li className="space-y-2 rounded-md bg-muted/40 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{who}</h4>
        <span className="text-muted-foreground">{formatDateTime(message.created_at)}</span>
        {handled ? <Badge variant="secondary">Handled</Badge> : <Badge>New</Badge>}
        {EMAIL_STATUS_BADGE[message.email_status] ? (
          <Badge variant="outline">{EMAIL_STATUS_BADGE[message.email_status]}</Badge>
        ) : null}
      </div>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {message.sender_email ? (
          <Detail label="Email">
            <a className="underline" href={`mailto:${message.sender_email}`}>
              {message.sender_email}
            </a>
          </Detail>
        ) : null}
        {message.sender_phone ? <Detail label="Phone">{message.sender_phone}</Detail> : null}
        {message.message ? <Detail label="Message">{message.message}</Detail> : null}
        {message.extra.map((answer) =>
          answer.value ? (
            <Detail key={answer.label} label={answer.label}>
              {answer.value}
            </Detail>
          ) : null,
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={handle.isPending}
          onClick={() => handle.mutate(!handled)}
        >
          {handled ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
          {handled ? 'Mark not handled' : 'Mark handled'}
          <span className="sr-only"> (message from {who})</span>
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" size="sm" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> the message from {who}</span>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete the message from {who}?</AlertDialogTitle>
              <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => remove.mutate()}>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}

export function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd className="whitespace-pre-wrap break-words">{children}</dd>
    </>
  );
}
