-- Speed to lead, part 1: an owner per row by round robin, the first-response clock, and the settings
-- (docs/decisions/026-speed-to-lead.md). Part 2 (20261129000200) adds tasks, part 3 (20261129000300) the
-- visitor's first-touch source, part 4 (20261129000400) contacts and their timeline.
-- The three rows staff work: builder leads, enquiries and onboarding submissions.

-- The activity log learns the new events. owner_changed: a row got an owner (round robin) or was
-- reassigned; call_logged and email_logged: staff reached the person (public.log_call / public.log_email);
-- task_created and task_completed: 20261129000200_speed_to_lead_tasks.sql.
alter table public.activity_log
  drop constraint activity_log_action_check,
  add constraint activity_log_action_check
    check (action in (
      'status_changed', 'note_added', 'archived', 'restored', 'deleted',
      'exported', 'password_revealed', 'passwords_exported', 'purchase_recorded',
      'owner_changed', 'call_logged', 'email_logged', 'task_created', 'task_completed'
    ));

-- ---------------------------------------------------------------------------------------------------
-- Settings: the first-response clock's amber and red thresholds, and how many "assigned to you" emails
-- one staff member may get in an hour (a flood of visitor rows must not become a flood of mail).
create table private.speed_to_lead_settings (
  singleton boolean primary key default true constraint speed_to_lead_settings_singleton_check check (singleton),
  amber_minutes integer not null default 5
    constraint speed_to_lead_settings_amber_minutes_check check (amber_minutes between 1 and 1440),
  red_minutes integer not null default 30
    constraint speed_to_lead_settings_red_minutes_check check (red_minutes between 1 and 10080),
  owner_email_hourly_cap integer not null default 30
    constraint speed_to_lead_settings_owner_email_hourly_cap_check check (owner_email_hourly_cap between 0 and 1000),
  constraint speed_to_lead_settings_order_check check (amber_minutes < red_minutes)
);
insert into private.speed_to_lead_settings default values;
revoke all on table private.speed_to_lead_settings from public, anon, authenticated, service_role;

-- What the dashboards colour the clock by. Staff only; anyone else is refused.
create function public.speed_to_lead_settings() returns table (amber_minutes integer, red_minutes integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff can read the speed-to-lead settings.' using errcode = '42501';
  end if;
  return query select s.amber_minutes, s.red_minutes from private.speed_to_lead_settings s;
end
$$;
revoke all on function public.speed_to_lead_settings() from public, anon, authenticated;
grant execute on function public.speed_to_lead_settings() to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Owners. Staff can be taken out of the rotation without losing their access.
alter table private.staff add column if not exists active boolean not null default true;

-- Where the rotation stands: one counter shared by the three tables, so the order is fair across all of
-- them. A sequence rather than a locked cursor row: concurrent inserts each take the next turn without
-- waiting, and a burst of rows in one statement costs the same per row (a row updated thousands of times in
-- one transaction is read through every version it left). A refused insert still uses up its turn.
create sequence private.owner_rotation;
revoke all on sequence private.owner_rotation from public, anon, authenticated, service_role;

-- The next active staff member in user-id order, wrapping round; null when there is no active staff member.
create function private.next_owner() returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  active_count integer;
  chosen uuid;
begin
  select count(*) into active_count from private.staff s where s.active;
  if active_count = 0 then
    return null;
  end if;
  select s.user_id into chosen from private.staff s
    where s.active
    order by s.user_id
    offset (nextval('private.owner_rotation') - 1) % active_count
    limit 1;
  return chosen;
end
$$;
revoke all on function private.next_owner() from public, anon, authenticated;

create function private.is_active_staff(user_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.staff s where s.user_id = is_active_staff.user_id and s.active)
$$;
revoke all on function private.is_active_staff(uuid) from public, anon, authenticated;

create table private.speed_to_lead_tables (
  table_name text primary key,
  label text not null,
  name_column text not null,
  dashboard_path text not null
);
revoke all on table private.speed_to_lead_tables from public, anon, authenticated, service_role;
insert into private.speed_to_lead_tables (table_name, label, name_column, dashboard_path) values
  ('custom_builder_leads', 'Lead', 'business_name', '/leads-admin'),
  ('visitor_inquiries', 'Enquiry', 'full_name', '/inquiries-admin'),
  ('onboarding_submissions', 'Onboarding submission', 'full_name', '/onboarding-admin');

-- Whatever owner an insert carries (only service_role could send one), the rotation decides.
create function private.assign_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.owner_id := private.next_owner();
  return new;
end
$$;
revoke all on function private.assign_owner() from public, anon, authenticated;

-- A reassignment must name an active staff member (or nobody: null leaves the row unassigned).
create function private.check_new_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is distinct from old.owner_id and new.owner_id is not null
    and not private.is_active_staff(new.owner_id) then
    raise exception 'The new owner must be an active staff member.' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.check_new_owner() from public, anon, authenticated;

-- The new owner hears about it: a staff notification addressed to them (the renderer and sender already
-- know the kind), at most owner_email_hourly_cap an hour per owner; beyond that the job is kept as
-- 'suppressed' (visible in /mailbox) and the dashboard still shows the row as theirs.
create function private.enqueue_owner_email(owner uuid, target_table text, row_json jsonb, assigned_by text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
  limits private.speed_to_lead_settings;
  target private.speed_to_lead_tables;
  owner_address text;
  this_hour integer;
begin
  select u.email into owner_address from auth.users u where u.id = owner;
  if owner_address is null or not private.is_plain_email(owner_address) then
    return;
  end if;
  select * into strict settings from private.email_settings;
  select * into strict limits from private.speed_to_lead_settings;
  select * into strict target from private.speed_to_lead_tables t where t.table_name = target_table;
  perform pg_advisory_xact_lock(hashtext('email_outbox:owner:' || lower(owner_address)));
  select count(*) into this_hour from (
    select 1 from public.email_outbox o
      where o.kind = 'staff_notification' and o.template ->> 'event' = 'owner_assigned'
        and o.recipient_mailbox = private.normalized_mailbox(owner_address)
        and o.status <> 'suppressed' and o.created_at > now() - interval '1 hour'
      limit limits.owner_email_hourly_cap
  ) as recent;
  insert into public.email_outbox (kind, recipient, template, status, last_error, source_table, source_id)
  values (
    'staff_notification',
    owner_address,
    jsonb_build_object(
      'event', 'owner_assigned',
      'title', target.label || ' assigned to you',
      'fields', jsonb_build_array(
        jsonb_build_object('name', target.name_column, 'value', row_json ->> target.name_column),
        jsonb_build_object('name', 'email', 'value', row_json ->> 'email'),
        jsonb_build_object('name', 'assigned_by', 'value', assigned_by)
      ),
      'dashboardUrl', settings.site_url || target.dashboard_path
        || coalesce('?q=' || private.url_encode(nullif(row_json ->> 'email', '')), ''),
      'siteUrl', settings.site_url
    ),
    case when this_hour >= limits.owner_email_hourly_cap then 'suppressed' else 'pending' end,
    case when this_hour >= limits.owner_email_hourly_cap
      then format('Not sent: %s already had %s assignment emails this hour', owner_address, this_hour) end,
    'public.' || target_table,
    (row_json ->> 'id')::uuid
  );
end
$$;
revoke all on function private.enqueue_owner_email(uuid, text, jsonb, text) from public, anon, authenticated;
-- The hourly count per owner reads an index and stops at the cap, so a burst of rows stays cheap.
create index email_outbox_owner_assigned_idx on public.email_outbox (recipient_mailbox, created_at)
  where kind = 'staff_notification' and template ->> 'event' = 'owner_assigned' and status <> 'suppressed';

-- Logs every assignment (the rotation's, on insert) and reassignment, and emails the new owner.
create function private.announce_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous uuid := case when tg_op = 'UPDATE' then old.owner_id end;
  actor_email text := (select u.email from auth.users u where u.id = (select auth.uid()));
begin
  if new.owner_id is not distinct from previous then
    return null;
  end if;
  insert into public.activity_log (table_name, row_id, action, details)
    values (tg_table_name, new.id, 'owner_changed', jsonb_build_object(
      'from', previous,
      'to', new.owner_id,
      'to_email', (select u.email from auth.users u where u.id = new.owner_id),
      'reason', case when tg_op = 'INSERT' then 'round_robin' else 'reassigned' end
    ));
  if new.owner_id is not null then
    perform private.enqueue_owner_email(new.owner_id, tg_table_name, to_jsonb(new),
      case when tg_op = 'INSERT' then 'Round robin' else coalesce(actor_email, 'The server') end);
  end if;
  return null;
end
$$;
revoke all on function private.announce_owner() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The first-response clock: when staff first touched the row. Set once, by the database only (below).
-- Why a touch: a status change, a note, a logged call or a logged email, each by a staff member (the log
-- entry's actor). An owner change, a task and a server-side change (a purchase marking a lead won) are not.
create function private.stamp_first_touch() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.action in ('status_changed', 'note_added', 'call_logged', 'email_logged')
    and new.row_id is not null
    and new.table_name in ('custom_builder_leads', 'visitor_inquiries', 'onboarding_submissions')
    and exists (select 1 from private.staff s where s.user_id = new.actor_id) then
    execute format('update public.%I set first_touch_at = $2 where id = $1 and first_touch_at is null', new.table_name)
      using new.row_id, new.created_at;
  end if;
  return null;
end
$$;
revoke all on function private.stamp_first_touch() from public, anon, authenticated;

-- No API role has update on first_touch_at (column grants), but service_role has table-wide update: a
-- statement that is not the trigger above (trigger depth 1) cannot change it, and once set it stays.
create function private.keep_first_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.first_touch_at is not null or pg_trigger_depth() <= 1 then
    new.first_touch_at := old.first_touch_at;
  end if;
  return new;
end
$$;
revoke all on function private.keep_first_touch() from public, anon, authenticated;

-- Staff log a call or an email they sent from their own mail client (what the database cannot see).
-- A note of up to 300 characters is kept in the log entry. Answers the log entry's id.
create function private.log_contact_event(event text, target_table text, target_row uuid, note text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  found boolean;
  entry uuid;
begin
  if not private.is_staff() then
    raise exception 'Only staff can log a call or an email.' using errcode = '42501';
  end if;
  if target_table is null or target_table not in ('custom_builder_leads', 'visitor_inquiries', 'onboarding_submissions') then
    raise exception 'Calls and emails are logged on a lead, an enquiry or an onboarding submission.' using errcode = '22023';
  end if;
  if note is not null and not (char_length(note) between 1 and 300 and private.is_clean_text(note)) then
    raise exception 'A call or email note is 1 to 300 characters with no hidden characters.' using errcode = '23514';
  end if;
  execute format('select exists (select 1 from public.%I where id = $1)', target_table) into found using target_row;
  if not found then
    raise exception 'no % row with id %', target_table, target_row using errcode = '23503';
  end if;
  insert into public.activity_log (table_name, row_id, action, details)
    values (target_table, target_row, event,
      case when note is null then '{}'::jsonb else jsonb_build_object('note', note) end)
    returning id into entry;
  return entry;
end
$$;
revoke all on function private.log_contact_event(text, text, uuid, text) from public, anon, authenticated;

create function public.log_call(target_table text, target_row uuid, note text default null) returns uuid
language sql
security definer
set search_path = ''
as $$
  select private.log_contact_event('call_logged', target_table, target_row, note)
$$;
revoke all on function public.log_call(text, uuid, text) from public, anon, authenticated;
grant execute on function public.log_call(text, uuid, text) to authenticated;

create function public.log_email(target_table text, target_row uuid, note text default null) returns uuid
language sql
security definer
set search_path = ''
as $$
  select private.log_contact_event('email_logged', target_table, target_row, note)
$$;
revoke all on function public.log_email(text, uuid, text) from public, anon, authenticated;
grant execute on function public.log_email(text, uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The columns. Visitors' insert grants list columns, so they can set neither; staff may change the owner
-- (column-level grant, under the existing staff-only update policies), and nobody but the trigger above
-- the first touch.
alter table public.custom_builder_leads
  add column owner_id uuid references auth.users (id) on delete set null,
  add column first_touch_at timestamptz;
alter table public.visitor_inquiries
  add column owner_id uuid references auth.users (id) on delete set null,
  add column first_touch_at timestamptz;
alter table public.onboarding_submissions
  add column owner_id uuid references auth.users (id) on delete set null,
  add column first_touch_at timestamptz;

create index custom_builder_leads_owner_idx on public.custom_builder_leads (owner_id, created_at desc);
create index visitor_inquiries_owner_idx on public.visitor_inquiries (owner_id, created_at desc);
create index onboarding_submissions_owner_idx on public.onboarding_submissions (owner_id, created_at desc);

grant update (owner_id) on table public.custom_builder_leads to authenticated;
grant update (owner_id) on table public.visitor_inquiries to authenticated;
grant update (owner_id) on table public.onboarding_submissions to authenticated;
-- Never granted; said again so a later blanket grant is not mistaken for intent.
revoke update (first_touch_at) on table public.custom_builder_leads from anon, authenticated;
revoke update (first_touch_at) on table public.visitor_inquiries from anon, authenticated;
revoke update (first_touch_at) on table public.onboarding_submissions from anon, authenticated;

-- Rows that staff already touched: their first status change or note by a staff member. Done before the
-- guard trigger exists, as the table owner (the tables force row-level security even on it).
alter table public.custom_builder_leads no force row level security;
alter table public.visitor_inquiries no force row level security;
alter table public.onboarding_submissions no force row level security;
update public.custom_builder_leads r set first_touch_at = t.first_at
  from (
    select l.row_id, min(l.created_at) as first_at from public.activity_log l
      join private.staff s on s.user_id = l.actor_id
      where l.table_name = 'custom_builder_leads' and l.action in ('status_changed', 'note_added')
      group by l.row_id
  ) t
  where r.id = t.row_id;
update public.visitor_inquiries r set first_touch_at = t.first_at
  from (
    select l.row_id, min(l.created_at) as first_at from public.activity_log l
      join private.staff s on s.user_id = l.actor_id
      where l.table_name = 'visitor_inquiries' and l.action in ('status_changed', 'note_added')
      group by l.row_id
  ) t
  where r.id = t.row_id;
update public.onboarding_submissions r set first_touch_at = t.first_at
  from (
    select l.row_id, min(l.created_at) as first_at from public.activity_log l
      join private.staff s on s.user_id = l.actor_id
      where l.table_name = 'onboarding_submissions' and l.action in ('status_changed', 'note_added')
      group by l.row_id
  ) t
  where r.id = t.row_id;
alter table public.custom_builder_leads force row level security;
alter table public.visitor_inquiries force row level security;
alter table public.onboarding_submissions force row level security;

-- The triggers. Existing rows keep no owner until staff assign one.
create trigger assign_owner before insert on public.custom_builder_leads
  for each row execute function private.assign_owner();
create trigger assign_owner before insert on public.visitor_inquiries
  for each row execute function private.assign_owner();
create trigger assign_owner before insert on public.onboarding_submissions
  for each row execute function private.assign_owner();

create trigger check_new_owner before update of owner_id on public.custom_builder_leads
  for each row execute function private.check_new_owner();
create trigger check_new_owner before update of owner_id on public.visitor_inquiries
  for each row execute function private.check_new_owner();
create trigger check_new_owner before update of owner_id on public.onboarding_submissions
  for each row execute function private.check_new_owner();

create trigger announce_owner after insert or update of owner_id on public.custom_builder_leads
  for each row execute function private.announce_owner();
create trigger announce_owner after insert or update of owner_id on public.visitor_inquiries
  for each row execute function private.announce_owner();
create trigger announce_owner after insert or update of owner_id on public.onboarding_submissions
  for each row execute function private.announce_owner();

create trigger keep_first_touch before update on public.custom_builder_leads
  for each row execute function private.keep_first_touch();
create trigger keep_first_touch before update on public.visitor_inquiries
  for each row execute function private.keep_first_touch();
create trigger keep_first_touch before update on public.onboarding_submissions
  for each row execute function private.keep_first_touch();

create trigger stamp_first_touch after insert on public.activity_log
  for each row execute function private.stamp_first_touch();
