import { shortlistNames } from '../lib/shortlist-names';

/** Every shortlisted tool by name: staff need the whole list to prepare the toolkit. */
export function ShortlistCell({ shortlist }: { shortlist: readonly number[] | null }) {
  const names = shortlistNames(shortlist);
  if (names.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="min-w-32 max-w-56 space-y-0.5 text-sm">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}
