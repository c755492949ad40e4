import { Database } from 'lucide-react';
import type { ReactNode } from 'react';

/** Shown above the dashboards in demo mode: the data is the demo backend's, on this machine only. */
export function LocalDatabaseBanner({ children }: { children?: ReactNode }) {
  return (
    <div role="note" className="mb-6 flex gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-foreground">
      <Database aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">Demo backend: data stays on this machine</p>
        <p>
          Every browser of this demo shares one database, run by the demo's local backend. Connect a Supabase project
          to run the site for real.
        </p>
        {children}
      </div>
    </div>
  );
}
