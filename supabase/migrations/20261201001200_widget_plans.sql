-- Issue 45, "Plans decide what runs" (docs/decisions/037-widget-plans-and-trial.md). An owner's widgets
-- run for a 14-day free trial that starts with their first widget; a paid purchase recorded by the
-- payments webhook ties a plan to the owner (the purchase's email, or the email of the lead its checkout
-- reference matched, is the owner's sign-in email). The plan caps how many ready-made tools are live at
-- once; during the trial the cap is the smallest plan's, so buying any plan never switches a tool off.
--   publish_widget   refuses (PT402: HTTP 402) over the cap, or after the trial without a plan
--   published_widget stops serving an owner with neither trial nor plan (the snippet's fallback stays)
--   send-emails      first queues the "trial ends in 3 days" email, once per owner
-- The figures are written once in src/domain/pricing/plan-limits.ts; supabase/tests/widget-plans.test.ts
-- keeps private.plan_tool_limits and private.widget_trial() equal to them.

-- How many ready-made tools each plan keeps live; null is unlimited (Enterprise Elite).
create table private.plan_tool_limits (
  plan text primary key,
  ready_made integer constraint plan_tool_limits_ready_made_check check (ready_made > 0)
);
revoke all on table private.plan_tool_limits from public, anon, authenticated, service_role;
insert into private.plan_tool_limits (plan, ready_made) values
  ('starter', 5), ('professional', 10), ('enterprise', 15), ('elite', null);

-- The trial's length, when its reminder goes, and whose cap it has.
create function private.widget_trial(out days integer, out reminder_days integer, out plan text)
language sql immutable parallel safe
set search_path = ''
as $$ select 14, 3, 'starter' $$;
revoke all on function private.widget_trial() from public;

-- Enterprise Elite is sold by consultation: its payment link carries plan "elite" in its metadata. It has
-- no list price, so private.expected_price() knows none and staff see its amount flagged for a look.
alter table public.purchases
  drop constraint purchases_plan_check,
  add constraint purchases_plan_check check (plan in ('starter', 'professional', 'enterprise', 'elite', 'premium', 'migration'));

-- One row per owner from their first widget on: deleting every widget does not start a new trial.
create table private.widget_trials (
  owner_id uuid primary key references auth.users (id) on delete cascade,
  started_at timestamptz not null default now(),
  -- When the "trial ends in 3 days" email was queued: it is queued once.
  reminder_queued_at timestamptz
);
revoke all on table private.widget_trials from public, anon, authenticated, service_role;

-- Owners who already have widgets start their trial now, not at their first widget's date: an older
-- first widget would switch their tools off at once, without the reminder.
insert into private.widget_trials (owner_id) select distinct owner_id from public.widgets on conflict do nothing;

create function private.start_widget_trial() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.widget_trials (owner_id) values (new.owner_id) on conflict (owner_id) do nothing;
  return null;
end;
$$;
revoke all on function private.start_widget_trial() from public, anon, authenticated;

create trigger widgets_start_trial
  after insert on public.widgets
  for each row execute function private.start_widget_trial();

-- The owner's best paid plan now: a purchase that is paid or a live subscription (past_due is the
-- provider's retry period), whose email is the owner's, or whose checkout matched a lead with it.
create function private.owner_paid_plan(owner uuid) returns text
language sql stable
set search_path = ''
as $$
  select case when p.plan = 'migration' then 'starter' else p.plan end
    from auth.users u
    join public.purchases p on p.status in ('paid', 'active', 'trialing', 'past_due')
      and (lower(p.buyer_email) = lower(u.email)
        or (p.lead_table = 'custom_builder_leads' and exists (
              select 1 from public.custom_builder_leads l where l.id = p.lead_id and lower(l.email) = lower(u.email)))
        or (p.lead_table = 'visitor_inquiries' and exists (
              select 1 from public.visitor_inquiries i where i.id = p.lead_id and lower(i.email) = lower(u.email))))
    join private.plan_tool_limits l on l.plan = case when p.plan = 'migration' then 'starter' else p.plan end
   where u.id = owner
   order by l.ready_made desc nulls first
   limit 1
$$;
revoke all on function private.owner_paid_plan(uuid) from public;

-- What an owner may run: their plan (or the trial), its cap (null: unlimited), the trial's dates, how many
-- tools are live, and whether their tools may run at all (a plan, or a trial not yet ended).
create function private.owner_widget_plan(owner uuid)
returns table (
  plan text,
  on_trial boolean,
  tool_limit integer,
  trial_started_at timestamptz,
  trial_ends_at timestamptz,
  live_tools integer,
  may_run boolean
)
language sql stable
set search_path = ''
as $$
  with paid as (select private.owner_paid_plan(owner) as plan),
       trial as (
         select t.started_at, t.started_at + make_interval(days => (private.widget_trial()).days) as ends_at
           from private.widget_trials t where t.owner_id = owner)
  select coalesce(paid.plan, (private.widget_trial()).plan),
         paid.plan is null,
         l.ready_made,
         trial.started_at,
         trial.ends_at,
         (select count(*)::integer from public.widgets w where w.owner_id = owner and w.published is not null),
         paid.plan is not null or trial.ends_at is null or trial.ends_at > now()
    from paid
    left join trial on true
    join private.plan_tool_limits l on l.plan = coalesce(paid.plan, (private.widget_trial()).plan)
$$;
revoke all on function private.owner_widget_plan(uuid) from public;

-- The signed-in owner's own plan, for My tools.
create function public.my_widget_plan()
returns table (
  plan text, on_trial boolean, tool_limit integer, trial_started_at timestamptz, trial_ends_at timestamptz,
  live_tools integer, may_run boolean
)
language sql stable
security definer
set search_path = ''
as $$ select * from private.owner_widget_plan((select auth.uid())) where (select auth.uid()) is not null $$;
revoke all on function public.my_widget_plan() from public, anon;
grant execute on function public.my_widget_plan() to authenticated;

-- Staff, on the contact record: the plan of the owner with the contact's address (none: no row).
create function public.contact_widget_plan(contact_id uuid)
returns table (
  plan text, on_trial boolean, tool_limit integer, trial_started_at timestamptz, trial_ends_at timestamptz,
  live_tools integer, may_run boolean
)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff can read a contact''s plan.' using errcode = '42501';
  end if;
  return query
  select p.* from public.contacts c
    join auth.users u on lower(u.email) = c.email_normalized
    cross join lateral private.owner_widget_plan(u.id) p
   where c.id = contact_widget_plan.contact_id
     and exists (select 1 from public.widgets w where w.owner_id = u.id)
   limit 1;
end;
$$;
revoke all on function public.contact_widget_plan(uuid) from public, anon;
grant execute on function public.contact_widget_plan(uuid) to authenticated;

-- Publish, now within the plan: after an ended trial without a plan, or with the cap reached by the
-- owner's other live tools, it answers PT402 with the sentence My tools and the editor show.
create or replace function public.publish_widget(widget_id uuid) returns public.widgets
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.widgets;
  owner uuid := (select auth.uid());
  allowance record;
  others integer;
begin
  -- One owner's publishes take turns, so two at once cannot both take the last place.
  perform pg_advisory_xact_lock(hashtext('widgets:' || coalesce(owner::text, '')));
  if not exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = owner) then
    raise exception 'widget not found' using errcode = 'P0002';
  end if;
  select * into allowance from private.owner_widget_plan(owner);
  if not allowance.may_run then
    raise exception 'Your free trial ended on %. Choose a plan to publish your tools again.',
      to_char(allowance.trial_ends_at at time zone 'UTC', 'FMMonth FMDD, YYYY')
      using errcode = 'PT402', hint = '/pricing';
  end if;
  select count(*) into others from public.widgets w
    where w.owner_id = owner and w.published is not null and w.id <> widget_id;
  if allowance.tool_limit is not null and others >= allowance.tool_limit then
    raise exception '% % live, the most your % includes. Unpublish one, or choose a larger plan.',
      others, case when others = 1 then 'tool is' else 'tools are' end,
      case when allowance.on_trial then 'free trial' else initcap(allowance.plan) || ' plan' end
      using errcode = 'PT402', hint = '/pricing';
  end if;
  update public.widgets
    set published = draft, published_at = now()
    where id = widget_id and owner_id = owner
    returning * into result;
  return result;
end;
$$;

-- The settings read, now only for owners whose tools may run: after an ended trial without a plan it
-- answers null (404), and the snippet's fallback content stays on the page.
create or replace function public.published_widget(widget_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', w.id,
    'kind', w.kind,
    'settings', w.published,
    'updatedAt', to_char(w.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  from public.widgets w
  where w.id = widget_id and w.published is not null
    and (select p.may_run from private.owner_widget_plan(w.owner_id) p)
$$;

-- The outbox learns one more kind. Added to whatever the kinds are by now, so a kind another migration
-- of the same release added stays allowed.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into strict definition from pg_constraint c
   where c.conrelid = 'public.email_outbox'::regclass and c.conname = 'email_outbox_kind_check';
  if definition not like '%ARRAY[%' then
    raise exception 'email_outbox_kind_check has an unexpected form: %', definition;
  end if;
  execute 'alter table public.email_outbox drop constraint email_outbox_kind_check, add constraint email_outbox_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''trial_ending''::text, ');
end
$$;

-- The "trial ends in 3 days" emails: owners in the last 3 days of their trial with no plan, each once
-- (the update claims the row, so two runs at once queue one email). The send-emails function calls it at
-- the start of each run; the run that follows sends what it queued.
create function private.enqueue_trial_reminders() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
  trial record;
  queued integer;
begin
  select * into strict settings from private.email_settings;
  select * into trial from private.widget_trial();
  with due as (
    update private.widget_trials t set reminder_queued_at = now()
      from auth.users u
     where u.id = t.owner_id
       and t.reminder_queued_at is null
       and now() >= t.started_at + make_interval(days => trial.days - trial.reminder_days)
       and now() < t.started_at + make_interval(days => trial.days)
       and private.owner_paid_plan(t.owner_id) is null
       and u.email is not null and private.is_plain_email(u.email)
    returning t.owner_id, u.email, t.started_at + make_interval(days => trial.days) as ends_at
  )
  insert into public.email_outbox (kind, recipient, source_table, source_id, template)
  select 'trial_ending', due.email, 'auth.users', due.owner_id, jsonb_build_object(
           'trialEndsAt', to_char(due.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
           'liveTools', (select count(*) from public.widgets w where w.owner_id = due.owner_id and w.published is not null),
           'pricingUrl', settings.site_url || '/pricing',
           'siteUrl', settings.site_url)
    from due;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
revoke all on function private.enqueue_trial_reminders() from public;
grant execute on function private.enqueue_trial_reminders() to service_role, email_sender;
