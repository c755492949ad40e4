-- Speed to lead, part 2: tasks (docs/decisions/026-speed-to-lead.md). A task is a dated to-do for one
-- staff member about one record: a lead, an enquiry, an onboarding submission or a contact (the contacts
-- table comes in part 4; the check lists it now). Staff only; anon and other users get nothing.

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint tasks_title_check
    check (
      char_length(title) between 1 and 200 and title !~ '^\s' and title !~ '\s$'
      and private.is_clean_line(title)
    ),
  due_at timestamptz not null,
  -- The creator unless another staff member is named.
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  table_name text not null
    constraint tasks_table_name_check
    check (table_name in ('custom_builder_leads', 'visitor_inquiries', 'onboarding_submissions', 'contacts')),
  row_id uuid not null,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  completed_at timestamptz
);
create index tasks_open_idx on public.tasks (owner_id, due_at) where completed_at is null;
create index tasks_row_idx on public.tasks (table_name, row_id, due_at);

alter table public.tasks enable row level security;

-- Supabase grants the API roles everything by default; take it all back, then give only what is needed.
revoke all on table public.tasks from anon, authenticated;
grant select, delete on table public.tasks to authenticated;
grant insert (id, title, due_at, owner_id, table_name, row_id) on table public.tasks to authenticated;
grant update (title, due_at, owner_id, completed_at) on table public.tasks to authenticated;

create policy "Staff can read tasks" on public.tasks
  for select to authenticated using ((select private.is_staff()));
create policy "Staff can add tasks" on public.tasks
  for insert to authenticated
  with check ((select private.is_staff()) and created_by = (select auth.uid()) and created_at = now());
create policy "Staff can change tasks" on public.tasks
  for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete tasks" on public.tasks
  for delete to authenticated using ((select private.is_staff()));

-- The owner is an active staff member, the record exists, and the times are the server's: created_at and
-- created_by on insert, completed_at when a task is completed (reopening clears it).
create function private.prepare_task() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found boolean;
begin
  -- A missing record or owner, or another table, is left to the constraints.
  if new.table_name is null or new.row_id is null or new.owner_id is null
    or new.table_name not in ('custom_builder_leads', 'visitor_inquiries', 'onboarding_submissions', 'contacts') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := auth.uid();
    execute format('select exists (select 1 from public.%I where id = $1)', new.table_name) into found using new.row_id;
    if not found then
      raise exception 'no % row with id %', new.table_name, new.row_id using errcode = '23503';
    end if;
  end if;
  if (tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id) and not private.is_active_staff(new.owner_id) then
    raise exception 'The task owner must be an active staff member.' using errcode = '23514';
  end if;
  if new.completed_at is not null then
    new.completed_at := case when tg_op = 'UPDATE' then coalesce(old.completed_at, now()) else now() end;
  end if;
  return new;
end
$$;
revoke all on function private.prepare_task() from public, anon, authenticated;

create trigger prepare_task before insert or update on public.tasks
  for each row execute function private.prepare_task();

-- Creating and completing a task are logged on its record, so they show on the record's history and on
-- the contact's timeline.
create function private.log_task() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.activity_log (table_name, row_id, action, details)
      values (new.table_name, new.row_id, 'task_created', jsonb_build_object(
        'task_id', new.id, 'title', new.title, 'due_at', new.due_at, 'owner_id', new.owner_id));
  elsif old.completed_at is null and new.completed_at is not null then
    insert into public.activity_log (table_name, row_id, action, details)
      values (new.table_name, new.row_id, 'task_completed', jsonb_build_object('task_id', new.id, 'title', new.title));
  end if;
  return null;
end
$$;
revoke all on function private.log_task() from public, anon, authenticated;

create trigger log_task after insert or update of completed_at on public.tasks
  for each row execute function private.log_task();

-- A permanently deleted row takes its tasks with it (as it takes its notes).
create function private.delete_row_tasks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.tasks where table_name = tg_table_name and row_id = old.id;
  return null;
end
$$;
revoke all on function private.delete_row_tasks() from public, anon, authenticated;

create trigger delete_row_tasks after delete on public.custom_builder_leads
  for each row execute function private.delete_row_tasks();
create trigger delete_row_tasks after delete on public.visitor_inquiries
  for each row execute function private.delete_row_tasks();
create trigger delete_row_tasks after delete on public.onboarding_submissions
  for each row execute function private.delete_row_tasks();
