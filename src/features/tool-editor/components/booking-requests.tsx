import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Download, Trash2, X } from 'lucide-react';
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
import {
  BookingSlotTakenError,
  decideBookingRequest,
  deleteBookingRequest,
} from '../api/change-booking-request';
import { useBookingRequests, type BookingRequest } from '../api/get-booking-requests';
import { widgetKeys } from '../api/widget-keys';
import { BOOKING_STATUS_LABELS, bookingRequestsCsv, matchesBookingRequest } from '../lib/booking-requests';
import { EMAIL_STATUS_BADGE } from '../lib/email-status';
import { Detail } from './form-inbox';

/**
 * A booking widget's requests in My tools: newest first, searchable, exported as CSV (cells neutralised
 * against formulas: visitors typed them). A pending request is confirmed or declined here (the visitor is
 * emailed when they left an address); the appointment's time is shown on the business's clock.
 */
export function BookingRequests({
  widgetId,
  name,
  timeZone,
}: {
  widgetId: string;
  name: string;
  timeZone?: string;
}) {
  const requests = useBookingRequests(widgetId);
  const [query, setQuery] = useState('');
  const searchId = useId();
  if (requests.isPending)
    return <p className="text-sm text-muted-foreground">Loading the booking requests of {name}</p>;
  if (requests.isError)
    return (
      <p role="alert" className="text-sm">
        The booking requests of {name} could not be loaded.{' '}
        <Button type="button" variant="link" size="sm" onClick={() => void requests.refetch()}>
          Try again
        </Button>
      </p>
    );
  const shown = requests.data.filter((request) => matchesBookingRequest(request, query));
  const pending = requests.data.filter((request) => request.status === 'pending').length;
  return (
    <section aria-label={`Booking requests from ${name}`} className="space-y-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Booking requests ({requests.data.length}
          {pending ? `, ${pending} waiting for you` : ''})
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={requests.data.length === 0}
          onClick={() => downloadCsv(`bookings-${widgetId.slice(0, 8)}.csv`, bookingRequestsCsv(shown))}
        >
          <Download aria-hidden="true" /> Export CSV
          <span className="sr-only"> of the booking requests from {name}</span>
        </Button>
      </div>
      {requests.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No requests yet. They show here as visitors ask for times.
        </p>
      ) : (
        <>
          <div className="space-y-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              Search the booking requests
            </label>
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {shown.length === 0 ? <p className="text-sm">No request matches.</p> : null}
          <ul className="space-y-3">
            {shown.map((request) => (
              <RequestItem key={request.id} request={request} timeZone={timeZone} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RequestItem({ request, timeZone }: { request: BookingRequest; timeZone?: string }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: widgetKeys.bookings(request.widget_id) });
  const decide = useMutation({
    mutationFn: (decision: 'confirmed' | 'declined') => decideBookingRequest(request.id, decision),
    onSuccess: (_, decision) => {
      toast.success(decision === 'confirmed' ? 'Request confirmed' : 'Request declined');
      return refresh();
    },
    onError: (error) => {
      // A refusal for a taken time is said beside the request; anything else is a toast (and may be stale).
      if (!(error instanceof BookingSlotTakenError))
        toast.error('Error', { description: `${error.message}. Please try again.` });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteBookingRequest(request.id),
    onSuccess: () => {
      toast.success('Request deleted');
      return refresh();
    },
    onError: (error) => toast.error('Error', { description: `${error.message}. Please try again.` }),
  });
  const who = request.visitor_name;
  const minutes = Math.round((Date.parse(request.ends_at) - Date.parse(request.starts_at)) / 60_000);
  return (
    <li className="space-y-2 rounded-md bg-muted/40 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">
          {who}: {formatDateTime(request.starts_at, timeZone)} ({minutes} min)
        </h4>
        <Badge variant={request.status === 'pending' ? 'default' : 'secondary'}>
          {BOOKING_STATUS_LABELS[request.status]}
        </Badge>
        {EMAIL_STATUS_BADGE[request.email_status] ? (
          <Badge variant="outline">{EMAIL_STATUS_BADGE[request.email_status]}</Badge>
        ) : null}
      </div>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Detail label="Requested">{formatDateTime(request.created_at)}</Detail>
        {request.visitor_email ? (
          <Detail label="Email">
            <a className="underline" href={`mailto:${request.visitor_email}`}>
              {request.visitor_email}
            </a>
          </Detail>
        ) : null}
        {request.visitor_phone ? (
          <Detail label="Phone">
            <a className="underline" href={`tel:${request.visitor_phone.replace(/[^+0-9]/g, '')}`}>
              {request.visitor_phone}
            </a>
          </Detail>
        ) : null}
        {request.note ? <Detail label="Note">{request.note}</Detail> : null}
      </dl>
      {!request.visitor_email ? (
        <p className="font-medium">
          {who} left only a phone number: call them to{' '}
          {request.status === 'pending' ? 'confirm or decline' : 'tell them'}, as we cannot email them.
        </p>
      ) : null}
      {decide.error instanceof BookingSlotTakenError ? (
        <p role="alert" className="font-medium text-destructive">
          Not confirmed: another request already has this time confirmed. Decline this one, or call {who} to
          find another time.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {request.status === 'pending' ? (
          <>
            <Button
              type="button"
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate('confirmed')}
            >
              <Check aria-hidden="true" /> Confirm<span className="sr-only"> the request from {who}</span>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate('declined')}
            >
              <X aria-hidden="true" /> Decline<span className="sr-only"> the request from {who}</span>
            </Button>
          </>
        ) : null}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" size="sm" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> the request from {who}</span>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete the request from {who}?</AlertDialogTitle>
              <AlertDialogDescription>
                {request.status === 'confirmed'
                  ? 'Its time becomes free for others to book. The visitor is not told. This cannot be undone.'
                  : 'This cannot be undone.'}
              </AlertDialogDescription>
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
