/** Row types for public.row_notes (20261123000500_lead_pipeline.sql): staff notes on any pipeline row. */
export type RowNotesTable = {
  Row: {
    id: string;
    /** Which dashboard table the note is about (private.pipeline_tables). */
    table_name: string;
    row_id: string;
    body: string;
    /** Set by the database from the caller's JWT, never by the client. */
    author_id: string;
    author_email: string | null;
    created_at: string;
  };
  /** Staff insert only these; author and time are the server's. */
  Insert: { id?: string; table_name: string; row_id: string; body: string };
  Update: never;
  Relationships: [];
};
