import { Database } from 'lucide-react';
import type { ReactNode } from 'react';

/** Shown above the dashboards in local mode: there is no sign-in because the data never leaves this browser. */
export function LocalDatabaseBanner({ children }: { children?: ReactNode }) {
  return (
    <div role="note" className="mb-6 flex gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-foreground">
      <Database aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">Local database: data stays in this browser</p>
        <p>
          No sign-in is needed because nothing is sent to a server. Connect a Supabase project to share the dashboard
          with your team.
        </p>
        {children}
      </div>
    </div>
  );
}
