/**
 * Row types for public.widget_views (supabase/migrations/20261201000900_widget_views.sql): page views of
 * published widgets per UTC day and website host (issue 45), kept in 16 shards per (widget, day, host) so a
 * busy page does not queue on one row; a day's views on a host are the sum of its shards. Only
 * record_widget_views writes here; owners read their own widgets' rows, staff read every row.
 */
export type WidgetViewsTable = {
  Row: {
    widget_id: string;
    /** The UTC date, YYYY-MM-DD. */
    day: string;
    /** The page's hostname, lower case, without a trailing dot. */
    host: string;
    /** 0 to 15. */
    shard: number;
    /** A bigint: PostgREST sends it as a JSON number. */
    views: number;
  };
  Insert: never;
  Update: never;
  Relationships: [];
};

/**
 * One row of public.my_widget_submissions(since) (20261201001800_owner_submissions.sql): what visitors sent
 * through one of the signed-in owner's widgets on one UTC day (messages, sign-ups, booking requests).
 */
export type WidgetSubmissionsRow = {
  widget_id: string;
  /** The UTC date, YYYY-MM-DD. */
  day: string;
  /** A bigint: PostgREST sends it as a JSON number. */
  submissions: number;
};
