-- Visitor enquiries join the staff pipeline (issue 13): a status, archive instead of delete, notes and
-- the activity log, with the pieces 20261123000500_lead_pipeline.sql built for every dashboard table
-- (docs/decisions/013-lead-pipeline.md, "Adding another dashboard table"). Enquiries share the leads'
-- statuses: both are people the agency is trying to win.

-- Notes and log entries may now name this table (their table_name is a foreign key to this list), and
-- private.purge_archived_rows() now purges its old archived rows too.
insert into private.pipeline_tables (table_name) values ('visitor_inquiries');

-- Visitors' insert grant lists columns (20261123000200_visitor_inquiries.sql), so they can set neither.
alter table public.visitor_inquiries
  add column status text not null default 'new'
    constraint visitor_inquiries_status_check
    check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  add column archived_at timestamptz;

-- The purge looks for old archived rows; the dashboard lists active ones by date.
create index visitor_inquiries_archived_at_idx on public.visitor_inquiries (archived_at) where archived_at is not null;

-- Until now nobody could update an enquiry. Staff may change these two columns and nothing else
-- (column-level grant), only as staff (policy); the visitor's words stay as sent.
grant update (status, archived_at) on table public.visitor_inquiries to authenticated;

create policy "Staff can move enquiries through the pipeline"
  on public.visitor_inquiries
  for update
  to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

-- The server's archive time (so a client cannot move the 90-day purge) and the log of every status
-- change, archive, restore and permanent delete, written by the shared trigger functions.
create trigger stamp_archived_at before update of archived_at on public.visitor_inquiries
  for each row execute function private.stamp_archived_at();
create trigger log_row_change after update of status, archived_at or delete on public.visitor_inquiries
  for each row execute function private.log_row_change();

-- ---------------------------------------------------------------------------------------------------
-- Stat cards gain counts by status. As for leads, the headline counts cover the active (not archived)
-- rows the dashboard lists by default and `archived` counts the rest. The return type changes, so drop
-- and recreate.
drop function public.inquiry_stats();
create function public.inquiry_stats()
returns table (
  total integer, this_week integer, demo integer, contact integer,
  status_new integer, status_contacted integer, status_qualified integer, status_won integer, status_lost integer,
  archived integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*) filter (where archived_at is null)::integer,
    count(*) filter (where archived_at is null and created_at > now() - interval '7 days')::integer,
    count(*) filter (where archived_at is null and kind = 'demo')::integer,
    count(*) filter (where archived_at is null and kind = 'contact')::integer,
    count(*) filter (where archived_at is null and status = 'new')::integer,
    count(*) filter (where archived_at is null and status = 'contacted')::integer,
    count(*) filter (where archived_at is null and status = 'qualified')::integer,
    count(*) filter (where archived_at is null and status = 'won')::integer,
    count(*) filter (where archived_at is null and status = 'lost')::integer,
    count(*) filter (where archived_at is not null)::integer
  from public.visitor_inquiries
$$;
revoke all on function public.inquiry_stats() from public, anon, authenticated;
grant execute on function public.inquiry_stats() to authenticated;
