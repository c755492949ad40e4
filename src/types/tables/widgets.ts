import type { WidgetKind } from '@/widgets/kinds';

/**
 * Row types for public.widgets (supabase/migrations/20261201000100_widgets.sql): an owner's installable
 * tools (issue 42). Owners read and delete their own rows, insert them, and change only name and draft;
 * publish_widget / unpublish_widget set published; staff read every row. Settings are JSON objects checked
 * by the database against their kind's schema.
 */
export type WidgetsTable = {
  Row: {
    id: string;
    owner_id: string;
    kind: WidgetKind;
    name: string;
    draft: Record<string, unknown>;
    /** What installed pages get; null while not published. */
    published: Record<string, unknown> | null;
    published_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /** owner_id is the signed-in user (its default); the other columns are not the client's to set. */
  Insert: { id?: string; kind: WidgetKind; name: string; draft: Record<string, unknown> };
  Update: { name?: string; draft?: Record<string, unknown> };
  Relationships: [];
};

/** What public.published_widget answers for a published widget (the widget-settings function's body). */
export type PublishedWidget = {
  id: string;
  kind: WidgetKind;
  settings: Record<string, unknown>;
  /** When it was published, ISO 8601 in UTC with milliseconds. */
  updatedAt: string;
};
