import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/dates';
import type { PipelineTable } from '@/lib/pipeline/pipeline-tables';
import { NOTE_MAX_LENGTH, useAddRowNote, useRowNotes } from '@/lib/pipeline/row-notes';

/** Add a note, then the row's notes newest first with who wrote each and when. */
export function RowNotes({ table, rowId }: { table: PipelineTable; rowId: string }) {
  const notes = useRowNotes(table, rowId);
  const add = useAddRowNote(table, rowId);
  const [body, setBody] = useState('');
  const id = useId();
  const trimmed = body.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    add.mutate(trimmed, {
      onSuccess: () => setBody(''),
      onError: () => toast.error('Error', { description: 'Failed to add the note. Please try again.' }),
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="font-semibold">
        Notes
      </h3>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <Label htmlFor={`${id}-body`}>New note</Label>
        <Textarea
          id={`${id}-body`}
          value={body}
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" className="self-end" disabled={!trimmed || add.isPending}>
          {add.isPending ? <Spinner /> : null}
          Add note
        </Button>
      </form>
      {notes.isPending ? (
        <p className="text-sm text-muted-foreground">Loading notes...</p>
      ) : notes.isError ? (
        <p className="text-sm text-destructive">Notes could not be loaded.</p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, newest first" className="flex flex-col gap-2">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-md border p-3">
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{note.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {note.author_email ?? 'Unknown author'} · {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
