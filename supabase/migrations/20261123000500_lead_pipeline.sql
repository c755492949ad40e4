-- Staff work their leads (issue 13): a status per row, archive instead of delete, notes, and an
-- append-only activity log of who did what. Built once, keyed by (table name, row id), for every
-- dashboard table listed in private.pipeline_tables; docs/decisions/013-lead-pipeline.md explains it and
-- what another table needs to join.

-- The tables the pipeline serves. Notes and log entries reference this list (a foreign key), so a new
-- dashboard table joins by one insert here instead of a changed CHECK constraint.
create table private.pipeline_tables (
  table_name text primary key
);
revoke all on table private.pipeline_tables from public, anon, authenticated;
insert into private.pipeline_tables (table_name) values ('custom_builder_leads'), ('onboarding_submissions');

-- ---------------------------------------------------------------------------------------------------
-- Status and archive columns. Visitors' insert grants list columns, so they can set neither.
alter table public.custom_builder_leads
  add column status text not null default 'new'
    constraint custom_builder_leads_status_check
    check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  add column archived_at timestamptz;

alter table public.onboarding_submissions
  add column status text not null default 'new'
    constraint onboarding_submissions_status_check
    check (status in ('new', 'in_progress', 'done')),
  add column archived_at timestamptz;

-- The dashboards list active rows by date, and the purge looks for old archived ones.
create index custom_builder_leads_archived_at_idx on public.custom_builder_leads (archived_at) where archived_at is not null;
create index onboarding_submissions_archived_at_idx on public.onboarding_submissions (archived_at) where archived_at is not null;

-- Staff may change these two columns and nothing else (column-level grant), only as staff (policy).
grant update (status, archived_at) on table public.custom_builder_leads to authenticated;
grant update (status, archived_at) on table public.onboarding_submissions to authenticated;

create policy "Staff can move leads through the pipeline"
  on public.custom_builder_leads
  for update
  to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "Staff can move onboarding submissions through the pipeline"
  on public.onboarding_submissions
  for update
  to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

-- The archive time is the server's: whatever time a client sends, archiving stamps now() and archiving an
-- archived row keeps its first time (so the 90-day purge cannot be postponed or hastened by a client).
create function private.stamp_archived_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.archived_at is not null then
    new.archived_at := coalesce(old.archived_at, now());
  end if;
  return new;
end
$$;

create trigger stamp_archived_at before update of archived_at on public.custom_builder_leads
  for each row execute function private.stamp_archived_at();
create trigger stamp_archived_at before update of archived_at on public.onboarding_submissions
  for each row execute function private.stamp_archived_at();

-- ---------------------------------------------------------------------------------------------------
-- The activity log: append-only. Staff read it, and insert only the events a browser alone knows about
-- (exports, password reveals); everything that changes a row is written by the triggers below, so a
-- client cannot skip it. Nobody has update or delete privileges, and no policy allows them.
create table public.activity_log (
  id uuid primary key default gen_random_uuid(),
  table_name text not null references private.pipeline_tables (table_name),
  -- null for an event about a whole list (an export).
  row_id uuid,
  action text not null
    constraint activity_log_action_check
    check (action in (
      'status_changed', 'note_added', 'archived', 'restored', 'deleted',
      'exported', 'password_revealed', 'passwords_exported'
    )),
  details jsonb not null default '{}'::jsonb
    constraint activity_log_details_check
    check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 2000),
  -- null only for the scheduled purge, which runs as no user.
  actor_id uuid default auth.uid(),
  actor_email text,
  created_at timestamptz not null default now()
);

-- Append-only for everyone, the server's own key included: no role keeps update or delete privileges,
-- and a trigger refuses both even to the owner.
revoke update, delete, truncate on table public.activity_log from service_role;

create function private.refuse_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end
$$;

create trigger append_only before update or delete on public.activity_log
  for each row execute function private.refuse_change();

create index activity_log_created_at_idx on public.activity_log (created_at desc, id desc);
create index activity_log_row_idx on public.activity_log (table_name, row_id, created_at desc);

-- Enabled but not forced: the trigger functions below are security definer and write as the table's
-- owner, which is how server-side events get in while the insert policy admits only client-side ones.
alter table public.activity_log enable row level security;

revoke all on table public.activity_log from anon, authenticated;
grant insert (id, table_name, row_id, action, details) on table public.activity_log to authenticated;
grant select on table public.activity_log to authenticated;

create policy "Staff can record what they exported or revealed"
  on public.activity_log
  for insert
  to authenticated
  with check (
    (select private.is_staff())
    and actor_id = (select auth.uid())
    and created_at = now()
    and action in ('exported', 'password_revealed', 'passwords_exported')
  );

create policy "Staff can read the activity log"
  on public.activity_log
  for select
  to authenticated
  using ((select private.is_staff()));

-- Who is acting: the user id from the JWT and their email from auth.users (read as the owner).
create function private.stamp_actor() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.actor_id := auth.uid();
  new.actor_email := (select u.email from auth.users u where u.id = new.actor_id);
  new.created_at := now();
  return new;
end
$$;
revoke all on function private.stamp_actor() from public, anon, authenticated;

create trigger stamp_actor before insert on public.activity_log
  for each row execute function private.stamp_actor();

-- Writes the log for a status change, archive, restore or permanent delete of any pipeline table row.
create function private.log_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    insert into public.activity_log (table_name, row_id, action, details)
      values (tg_table_name, old.id, 'deleted', jsonb_build_object('status', old.status));
    -- The notes go with the row: a permanent delete removes what staff wrote about the person too.
    delete from public.row_notes where table_name = tg_table_name and row_id = old.id;
    return old;
  end if;
  if new.status is distinct from old.status then
    insert into public.activity_log (table_name, row_id, action, details)
      values (tg_table_name, new.id, 'status_changed', jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  if old.archived_at is null and new.archived_at is not null then
    insert into public.activity_log (table_name, row_id, action) values (tg_table_name, new.id, 'archived');
  elsif old.archived_at is not null and new.archived_at is null then
    insert into public.activity_log (table_name, row_id, action) values (tg_table_name, new.id, 'restored');
  end if;
  return new;
end
$$;
revoke all on function private.log_row_change() from public, anon, authenticated;

create trigger log_row_change after update of status, archived_at or delete on public.custom_builder_leads
  for each row execute function private.log_row_change();
create trigger log_row_change after update of status, archived_at or delete on public.onboarding_submissions
  for each row execute function private.log_row_change();

-- ---------------------------------------------------------------------------------------------------
-- Notes: short, dated, never edited. Staff insert and read; the author is whoever inserts.
create table public.row_notes (
  id uuid primary key default gen_random_uuid(),
  table_name text not null references private.pipeline_tables (table_name),
  row_id uuid not null,
  body text not null
    constraint row_notes_body_check
    check (
      char_length(body) between 1 and 1000
      and body !~ '^\s' and body !~ '\s$'
      -- No control characters except \n and \r\n, no bidi overrides or isolates (they can make a
      -- note read differently from what it stores). Inline, so no role needs the private schema.
      and body !~ '[\x01-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
      and body !~ '\r(?!\n)'
    ),
  author_id uuid not null default auth.uid(),
  author_email text,
  created_at timestamptz not null default now()
);

-- Notes are never edited, not even with the server's key. (They are deleted with their row, below.)
revoke update, truncate on table public.row_notes from service_role;
create trigger never_edited before update on public.row_notes
  for each row execute function private.refuse_change();

create index row_notes_row_idx on public.row_notes (table_name, row_id, created_at desc);

-- Enabled but not forced, as for the log: a permanent delete's trigger removes the row's notes as owner.
alter table public.row_notes enable row level security;

revoke all on table public.row_notes from anon, authenticated;
grant insert (id, table_name, row_id, body) on table public.row_notes to authenticated;
grant select on table public.row_notes to authenticated;

create policy "Staff can add notes"
  on public.row_notes
  for insert
  to authenticated
  with check ((select private.is_staff()) and author_id = (select auth.uid()) and created_at = now());

create policy "Staff can read notes"
  on public.row_notes
  for select
  to authenticated
  using ((select private.is_staff()));

-- The author's email for the panel, and a check that the note is about a row that exists (a foreign key
-- cannot point at "whichever table table_name names").
create function private.prepare_row_note() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found boolean;
begin
  -- Non-staff are refused by the policy, an unknown table by the foreign key; leave both to them.
  if not private.is_staff()
    or not exists (select 1 from private.pipeline_tables t where t.table_name = new.table_name) then
    return new;
  end if;
  new.author_email := (select u.email from auth.users u where u.id = (select auth.uid()));
  execute format('select exists (select 1 from public.%I where id = $1)', new.table_name) into found using new.row_id;
  if not found then
    raise exception 'no % row with id %', new.table_name, new.row_id using errcode = '23503';
  end if;
  return new;
end
$$;
revoke all on function private.prepare_row_note() from public, anon, authenticated;

create trigger prepare_row_note before insert on public.row_notes
  for each row execute function private.prepare_row_note();

create function private.log_note() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.activity_log (table_name, row_id, action, details)
    values (new.table_name, new.row_id, 'note_added', jsonb_build_object('note_id', new.id));
  return new;
end
$$;
revoke all on function private.log_note() from public, anon, authenticated;

create trigger log_note after insert on public.row_notes
  for each row execute function private.log_note();

-- ---------------------------------------------------------------------------------------------------
-- Purge: permanently deletes rows archived longer ago than the retention (90 days), in every pipeline
-- table, logging each as 'deleted' with no actor. Not callable over the API (private schema, no grant).
-- Schedule it where pg_cron is available (README, "Purging archived rows"):
--   select cron.schedule('purge-archived-rows', '17 3 * * *', $$select private.purge_archived_rows()$$);
create function private.purge_archived_rows(retention interval default interval '90 days') returns integer
language plpgsql
set search_path = ''
as $$
declare
  target text;
  removed integer;
  total integer := 0;
begin
  for target in select table_name from private.pipeline_tables order by table_name loop
    execute format('delete from public.%I where archived_at < now() - $1', target) using retention;
    get diagnostics removed = row_count;
    total := total + removed;
  end loop;
  return total;
end
$$;
revoke all on function private.purge_archived_rows(interval) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Stat cards gain counts by status. The headline counts now cover the active (not archived) rows the
-- dashboard lists by default; `archived` counts the rest. The return type changes, so drop and recreate.
drop function public.lead_stats();
create function public.lead_stats()
returns table (
  total integer, this_week integer, enterprise_type integer, professional_type integer,
  status_new integer, status_contacted integer, status_qualified integer, status_won integer, status_lost integer,
  archived integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  -- Count per business type and status first, then match the few type names: the ilike tests run once
  -- per group instead of once per lead.
  with per_group as (
    select
      business_type,
      status,
      count(*) filter (where archived_at is null) as leads,
      count(*) filter (where archived_at is null and created_at > now() - interval '7 days') as this_week,
      count(*) filter (where archived_at is not null) as archived
    from public.custom_builder_leads
    group by business_type, status
  )
  select
    coalesce(sum(leads), 0)::integer,
    coalesce(sum(this_week), 0)::integer,
    coalesce(sum(leads) filter (where business_type ilike any (array['%enterprise%', '%corporation%'])), 0)::integer,
    coalesce(sum(leads) filter (where business_type ilike any (array['%professional%', '%service%'])), 0)::integer,
    coalesce(sum(leads) filter (where status = 'new'), 0)::integer,
    coalesce(sum(leads) filter (where status = 'contacted'), 0)::integer,
    coalesce(sum(leads) filter (where status = 'qualified'), 0)::integer,
    coalesce(sum(leads) filter (where status = 'won'), 0)::integer,
    coalesce(sum(leads) filter (where status = 'lost'), 0)::integer,
    coalesce(sum(archived), 0)::integer
  from per_group
$$;
revoke all on function public.lead_stats() from public, anon, authenticated;
grant execute on function public.lead_stats() to authenticated;

drop function public.onboarding_submission_stats();
create function public.onboarding_submission_stats()
returns table (
  total integer, this_week integer, with_domain integer, backend_access integer,
  status_new integer, status_in_progress integer, status_done integer, archived integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*) filter (where archived_at is null)::integer,
    count(*) filter (where archived_at is null and created_at > now() - interval '7 days')::integer,
    count(*) filter (where archived_at is null and btrim(coalesce(domain_name, '')) <> '')::integer,
    count(*) filter (
      where archived_at is null
        and btrim(coalesce(backend_login_url, '')) <> ''
        and btrim(coalesce(backend_username, '')) <> ''
        and backend_password_ciphertext is not null
    )::integer,
    count(*) filter (where archived_at is null and status = 'new')::integer,
    count(*) filter (where archived_at is null and status = 'in_progress')::integer,
    count(*) filter (where archived_at is null and status = 'done')::integer,
    count(*) filter (where archived_at is not null)::integer
  from public.onboarding_submissions
$$;
revoke all on function public.onboarding_submission_stats() from public, anon, authenticated;
grant execute on function public.onboarding_submission_stats() to authenticated;
