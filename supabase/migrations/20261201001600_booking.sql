-- Quick Appointment Booking (issue 45, docs/decisions/041-booking-widget.md): a visitor on an owner's
-- website picks a free slot inside the business's hours and leaves a name and a phone number or an email
-- address. The request is stored here as 'pending' and emailed to the owner, who confirms or declines it
-- from My tools (decide_booking_request) or from the email's links (a page of the widget-booking Edge
-- Function, decide_booking_by_token). The visitor is emailed the answer when they gave an address; a
-- visitor who gave only a phone number is called by the owner. A confirmed slot is no longer offered; a
-- pending one still is (the owner chooses between requests). Anonymous visitors read the free slots
-- (booking_slots) and write only through submit_booking_request; no IP, user agent or cookie is stored.
--
-- Limits, all here (the function and the widget only pass values through):
--   * only a published booking widget whose owner's tools may run (plan or trial, as published_widget)
--     answers slots and takes requests;
--   * the start must be one of the slots offered at that moment (else PT409: the function answers 409);
--   * a filled honeypot field is answered like a success and stored nowhere;
--   * a request sent less than 3 s after the form showed is refused;
--   * 20 requests per widget per hour, and 3 per visitor address (email or phone) per hour across all
--     widgets: over either, refused;
--   * at most 10 emails per widget per hour reach the owner; requests over that are stored with
--     email_status 'held' (My tools shows them). The emails obey the visitor emails' limits (suppression
--     list, hourly ceiling) as the contact form's do: over those the job is kept as 'suppressed'.
-- Slots are worked out from the settings (src/widgets/kinds/booking/settings.ts) in the business's time
-- zone: private.booking_slot_starts says the rules.

-- The widget and outbox kinds learn the booking's. Added to whatever the kinds are by now.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into strict definition from pg_constraint c
   where c.conrelid = 'public.widgets'::regclass and c.conname = 'widgets_kind_check';
  if definition not like '%ARRAY[%' then raise exception 'widgets_kind_check has an unexpected form: %', definition; end if;
  execute 'alter table public.widgets drop constraint widgets_kind_check, add constraint widgets_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''booking''::text, ');
  select pg_get_constraintdef(c.oid) into strict definition from pg_constraint c
   where c.conrelid = 'public.email_outbox'::regclass and c.conname = 'email_outbox_kind_check';
  if definition not like '%ARRAY[%' then raise exception 'email_outbox_kind_check has an unexpected form: %', definition; end if;
  execute 'alter table public.email_outbox drop constraint email_outbox_kind_check, add constraint email_outbox_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''booking_request''::text, ''booking_decision''::text, ');
end
$$;

create table public.booking_requests (
  id uuid primary key default gen_random_uuid(),
  widget_id uuid not null references public.widgets (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  visitor_name text not null
    constraint booking_requests_name_check
      check (char_length(visitor_name) between 1 and 100 and private.is_clean_line(visitor_name)),
  visitor_email text not null default ''
    constraint booking_requests_email_check
      check (visitor_email = '' or (char_length(visitor_email) <= 254 and private.is_plain_email(visitor_email))),
  visitor_phone text not null default ''
    constraint booking_requests_phone_check check (char_length(visitor_phone) <= 40 and visitor_phone ~ '^[+0-9 ().-]*$'),
  note text not null default ''
    constraint booking_requests_note_check check (char_length(note) <= 1000 and private.is_clean_text(note)),
  status text not null default 'pending'
    constraint booking_requests_status_check check (status in ('pending', 'confirmed', 'declined')),
  -- 'queued': an outbox job was made for the owner; 'held': over the widget's hourly email cap, stored only.
  email_status text not null
    constraint booking_requests_email_status_check check (email_status in ('queued', 'held')),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  constraint booking_requests_reach_check check (visitor_email <> '' or visitor_phone <> ''),
  constraint booking_requests_times_check check (ends_at > starts_at),
  constraint booking_requests_decided_check check ((status = 'pending') = (decided_at is null))
);
create index booking_requests_widget_idx on public.booking_requests (widget_id, created_at desc);
-- Two confirmed requests never share a widget's start (decide also refuses any confirmed overlap).
create unique index booking_requests_confirmed_start_idx on public.booking_requests (widget_id, starts_at)
  where status = 'confirmed';
create index booking_requests_email_idx on public.booking_requests (lower(visitor_email), created_at)
  where visitor_email <> '';

-- The owner's email links, apart from the rows owners read. Unguessable (244 random bits).
create table private.booking_request_tokens (
  request_id uuid primary key references public.booking_requests (id) on delete cascade,
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
);
revoke all on table private.booking_request_tokens from public, anon, authenticated, service_role;

alter table public.booking_requests enable row level security;

-- Owners read and delete their own widgets' requests; staff read all; nobody updates directly (the
-- decision goes through the functions below, which also tell the visitor); anonymous visitors read
-- nothing and write only through submit_booking_request.
revoke all on table public.booking_requests from anon, authenticated, service_role;
grant select, delete on table public.booking_requests to authenticated;

create policy "Owners read their widgets' booking requests, staff read all booking requests"
  on public.booking_requests for select to authenticated
  using (
    (select private.is_staff())
    or exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid()))
  );

create policy "Owners delete their widgets' booking requests"
  on public.booking_requests for delete to authenticated
  using (exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid())));

-- The slot rules. For each day from the business's today (at `at`, in settings.hours.timeZone) to today +
-- daysAhead - 1, holidays skipped: each interval of that weekday gives slots from its open, every
-- slotMinutes, while the slot ends by its close (a close at or before the open runs into the next day;
-- '24:00' is midnight). The interval's ends are local times turned into instants by the zone's rules, and
-- slots step in real minutes, so a daylight-saving change shortens or lengthens that night's interval and
-- never makes two slots at one instant. A slot starts no earlier than `at` + noticeHours, and one that
-- overlaps a `taken` range (the confirmed requests) is not offered. Slots are kept whose local date is in
-- the range, so yesterday's interval past midnight still offers this morning's slots.
create function private.booking_slot_starts(settings jsonb, at timestamptz, taken tstzrange[])
returns table (starts_at timestamptz, ends_at timestamptz, local_date date, local_time text)
language sql
stable
set search_path = ''
as $$
  with rules as (
    select settings #>> '{hours,timeZone}' as tz,
           make_interval(mins => (settings ->> 'slotMinutes')::integer) as length,
           at + make_interval(hours => (settings ->> 'noticeHours')::integer) as earliest,
           (at at time zone (settings #>> '{hours,timeZone}'))::date as today,
           least((settings ->> 'daysAhead')::integer, 60) as ahead
  ),
  days as (
    select r.today + offset_days as day
      from rules r, generate_series(-1, r.ahead - 1) as offset_days
     where not exists (
       select 1 from jsonb_array_elements(settings #> '{hours,holidays}') h
        where h ->> 'date' = to_char(r.today + offset_days, 'YYYY-MM-DD'))
  ),
  intervals as (
    select (d.day + (i ->> 'open')::time) at time zone r.tz as opens,
           (case
              when i ->> 'close' = '24:00' then d.day + 1 + time '00:00'
              when (i ->> 'close')::time <= (i ->> 'open')::time then d.day + 1 + (i ->> 'close')::time
              else d.day + (i ->> 'close')::time
            end) at time zone r.tz as closes
      from rules r, days d, jsonb_array_elements(settings #> '{hours,intervals}') i
     where i ->> 'day' = (array['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])[extract(isodow from d.day)::integer]
  ),
  slots as (
    select distinct s as starts_at, s + r.length as ends_at
      from rules r, intervals i, generate_series(i.opens, i.closes - r.length, r.length) s
     where s >= r.earliest
       and not exists (select 1 from unnest(taken) t where t && tstzrange(s, s + r.length))
  )
  select s.starts_at, s.ends_at, (s.starts_at at time zone r.tz)::date, to_char(s.starts_at at time zone r.tz, 'HH24:MI')
    from slots s, rules r
   where (s.starts_at at time zone r.tz)::date between r.today and r.today + r.ahead - 1
   order by s.starts_at
$$;
revoke all on function private.booking_slot_starts(jsonb, timestamptz, tstzrange[]) from public, anon, authenticated;

-- The same slots as the widget reads them: [{"date", "slots": [{"start", "time"}]}], days without a
-- free slot left out.
create function private.booking_slot_days(settings jsonb, at timestamptz, taken tstzrange[]) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('date', to_char(day.local_date, 'YYYY-MM-DD'), 'slots', day.slots)
                            order by day.local_date), '[]')
    from (
      select s.local_date, jsonb_agg(jsonb_build_object(
               'start', to_char(s.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
               'time', s.local_time) order by s.starts_at) as slots
        from private.booking_slot_starts(settings, at, taken) s
       group by s.local_date
    ) as day
$$;
revoke all on function private.booking_slot_days(jsonb, timestamptz, tstzrange[]) from public, anon, authenticated;

-- A widget's confirmed requests still ahead: the ranges no slot may overlap.
create function private.booking_taken(widget uuid) returns tstzrange[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(tstzrange(r.starts_at, r.ends_at)), '{}')
    from public.booking_requests r
   where r.widget_id = widget and r.status = 'confirmed' and r.ends_at > now()
$$;
revoke all on function private.booking_taken(uuid) from public, anon, authenticated;

-- A published booking widget whose owner's tools may run (the rule of published_widget), or no row.
create function private.running_booking_widget(widget uuid) returns setof public.widgets
language sql
stable
set search_path = ''
as $$
  select w.* from public.widgets w
   where w.id = widget and w.kind = 'booking' and w.published is not null
     and (select p.may_run from private.owner_widget_plan(w.owner_id) p)
$$;
revoke all on function private.running_booking_widget(uuid) from public, anon, authenticated;

-- The free slots of a running booking widget, or null (404): what the widget shows the visitor.
create function public.booking_slots(p_widget uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'timeZone', w.published #>> '{hours,timeZone}',
    'days', private.booking_slot_days(w.published, now(), private.booking_taken(w.id))
  )
  from private.running_booking_widget(p_widget) w
$$;
revoke all on function public.booking_slots(uuid) from public;
grant execute on function public.booking_slots(uuid) to anon, authenticated;

-- One booking email, behind the visitor emails' limits (20261201000800_toolkit_mail_caps.sql): the job is
-- always recorded; a suppressed mailbox or a reached hourly ceiling keeps it 'suppressed'.
create function private.queue_booking_email(kind text, request uuid, recipient text, template jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  mail private.email_settings;
  reason text;
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtext('email_outbox:toolkit'));
  select * into strict mail from private.email_settings;
  if recipient is null or not private.is_plain_email(recipient) then
    reason := 'Not sent: no address to send to';
  elsif exists (select 1 from private.email_suppressions s where s.mailbox = private.normalized_mailbox(recipient)) then
    reason := 'Not sent: this address unsubscribed';
  else
    select count(*) into recent from (
      select 1 from public.email_outbox o
        where o.kind in ('toolkit', 'contact_form', 'email_signup_confirm', 'email_signup_welcome',
                         'booking_request', 'booking_decision')
          and o.status <> 'suppressed' and o.created_at > now() - interval '1 hour'
        limit mail.visitor_email_hourly_cap
    ) as hour_jobs;
    if recent >= mail.visitor_email_hourly_cap then
      reason := format('Not sent: the ceiling of %s visitor emails per hour was reached', mail.visitor_email_hourly_cap);
    end if;
  end if;
  insert into public.email_outbox (kind, recipient, template, status, last_error, source_table, source_id)
  values (kind, coalesce(recipient, ''), template, case when reason is null then 'pending' else 'suppressed' end, reason,
    'public.booking_requests', request);
end;
$$;
revoke all on function private.queue_booking_email(text, uuid, text, jsonb) from public, anon, authenticated;

-- What both emails say about the appointment: its local date and time in the business's zone.
create function private.booking_when(request public.booking_requests, settings jsonb) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'date', to_char(request.starts_at at time zone (settings #>> '{hours,timeZone}'), 'YYYY-MM-DD'),
    'time', to_char(request.starts_at at time zone (settings #>> '{hours,timeZone}'), 'HH24:MI'),
    'minutes', (settings ->> 'slotMinutes')::integer,
    'timeZone', settings #>> '{hours,timeZone}',
    'timeFormat', settings #>> '{hours,timeFormat}'
  )
$$;
revoke all on function private.booking_when(public.booking_requests, jsonb) from public, anon, authenticated;

-- One visitor's request for a slot of a running booking widget. Answers 'accepted' (also for a honeypot
-- hit). Refused: P0002 no such running booking widget; PT409 'booking_slot_unavailable' the start is not
-- offered now; 22023 a field missing or not asked for, or sent too fast; 23514 a value over its size or
-- not a valid address or phone; P0001 'booking_rate_limited' over the per-widget or per-address limit.
create function public.submit_booking_request(
  p_widget uuid,
  p_start timestamptz,
  p_name text,
  p_email text default '',
  p_phone text default '',
  p_note text default '',
  p_honeypot text default '',
  p_elapsed_ms integer default null
) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  form public.widgets;
  name text := btrim(coalesce(p_name, ''));
  email text := btrim(coalesce(p_email, ''));
  phone text := btrim(coalesce(p_phone, ''));
  note text := btrim(coalesce(p_note, ''));
  phone_digits text;
  slot record;
  recent integer;
  status text := 'queued';
  request public.booking_requests;
  token text;
  base text;
  site text;
begin
  if coalesce(p_honeypot, '') <> '' then return 'accepted'; end if;
  if p_elapsed_ms is null or p_elapsed_ms < 3000 then
    raise exception 'booking_too_fast: sent too soon after the form showed' using errcode = '22023';
  end if;
  select * into form from private.running_booking_widget(p_widget);
  if not found then raise exception 'booking widget not found' using errcode = 'P0002'; end if;
  if name = '' then raise exception 'booking_field: the name is required' using errcode = '22023'; end if;
  if email = '' and phone = '' then
    raise exception 'booking_field: an email address or a phone number is required' using errcode = '22023';
  end if;
  if note <> '' and not (form.published #>> '{note,enabled}')::boolean then
    raise exception 'booking_field: the form does not ask for a note' using errcode = '22023';
  end if;
  if char_length(name) > 100 or not private.is_clean_line(name) or char_length(note) > 1000
    or not private.is_clean_text(note) or char_length(email) > 254 or char_length(phone) > 40 then
    raise exception 'booking_field: a value is over its size or holds control characters' using errcode = '23514';
  end if;
  if (email <> '' and not private.is_plain_email(email)) or phone !~ '^[+0-9 ().-]*$'
    or (phone <> '' and regexp_replace(phone, '[^0-9]', '', 'g') !~ '^[0-9]{5,}$') then
    raise exception 'booking_field: not an email address or a phone number' using errcode = '23514';
  end if;
  phone_digits := regexp_replace(phone, '[^0-9]', '', 'g');

  -- One widget's requests and decisions take turns, so two at once cannot both pass its limits.
  perform pg_advisory_xact_lock(hashtext('booking:' || form.id::text));
  select * into slot from private.booking_slot_starts(form.published, now(), private.booking_taken(form.id)) s
   where s.starts_at = p_start;
  if not found then
    raise exception 'booking_slot_unavailable: that time is not offered any more' using errcode = 'PT409';
  end if;
  select count(*) into recent from (
    select 1 from public.booking_requests r
      where r.widget_id = form.id and r.created_at > now() - interval '1 hour' limit 20
  ) as widget_hour;
  if recent >= 20 then
    raise exception 'booking_rate_limited: this widget has had 20 requests in the last hour';
  end if;
  select count(*) into recent from (
    select 1 from public.booking_requests r
      where r.created_at > now() - interval '1 hour'
        and ((email <> '' and lower(r.visitor_email) = lower(email))
          or (phone_digits <> '' and r.visitor_phone <> ''
              and regexp_replace(r.visitor_phone, '[^0-9]', '', 'g') = phone_digits))
      limit 3
  ) as visitor_hour;
  if recent >= 3 then
    raise exception 'booking_rate_limited: this visitor has sent 3 requests in the last hour';
  end if;
  select count(*) into recent from (
    select 1 from public.booking_requests r
      where r.widget_id = form.id and r.email_status = 'queued' and r.created_at > now() - interval '1 hour' limit 10
  ) as emailed_hour;
  if recent >= 10 then status := 'held'; end if;

  insert into public.booking_requests
    (widget_id, starts_at, ends_at, visitor_name, visitor_email, visitor_phone, note, email_status)
  values (form.id, slot.starts_at, slot.ends_at, name, email, phone, note, status)
  returning * into request;
  insert into private.booking_request_tokens (request_id) values (request.id) returning booking_request_tokens.token into token;

  if status = 'queued' then
    select regexp_replace(s.unsubscribe_url, '/[^/]*$', '') || '/widget-booking', s.site_url into base, site
      from private.email_settings s;
    perform private.queue_booking_email(
      'booking_request', request.id, (select u.email from auth.users u where u.id = form.owner_id),
      private.booking_when(request, form.published) || jsonb_build_object(
        'widgetName', form.name,
        'visitorName', name,
        'visitorEmail', email,
        'visitorPhone', phone,
        'note', note,
        'confirmUrl', base || '?decide=' || token || '&answer=confirmed',
        'declineUrl', base || '?decide=' || token || '&answer=declined',
        'myToolsUrl', site || '/my-tools'
      )
    );
  end if;
  return 'accepted';
end;
$$;
revoke all on function public.submit_booking_request(uuid, timestamptz, text, text, text, text, text, integer) from public;
grant execute on function public.submit_booking_request(uuid, timestamptz, text, text, text, text, text, integer)
  to anon, authenticated;

-- The decision itself, for both paths. Answers 'confirmed' or 'declined'; 'already_confirmed' or
-- 'already_declined' for a request decided before; 'slot_taken' when confirming a time another confirmed
-- request overlaps. The visitor who gave an email address is emailed the answer.
create function private.decide_booking(request_id uuid, decision text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  request public.booking_requests;
  form public.widgets;
begin
  if decision is null or decision not in ('confirmed', 'declined') then
    raise exception 'booking_decision: the decision is confirmed or declined' using errcode = '22023';
  end if;
  select r.widget_id into request.widget_id from public.booking_requests r where r.id = request_id;
  if not found then raise exception 'booking request not found' using errcode = 'P0002'; end if;
  perform pg_advisory_xact_lock(hashtext('booking:' || request.widget_id::text));
  select * into strict request from public.booking_requests r where r.id = request_id for update;
  if request.status <> 'pending' then return 'already_' || request.status; end if;
  if decision = 'confirmed' and exists (
    select 1 from public.booking_requests r
     where r.widget_id = request.widget_id and r.status = 'confirmed' and r.id <> request.id
       and tstzrange(r.starts_at, r.ends_at) && tstzrange(request.starts_at, request.ends_at)
  ) then
    return 'slot_taken';
  end if;
  update public.booking_requests r set status = decision, decided_at = now() where r.id = request.id
    returning * into request;
  select * into strict form from public.widgets w where w.id = request.widget_id;
  -- The visitor typed the address, maybe someone else's: the email carries the toolkit emails' one-click
  -- unsubscribe of that mailbox (20261125000400_mail_limits.sql), whose suppression list it obeys.
  if request.visitor_email <> '' then
    perform private.queue_booking_email(
      'booking_decision', request.id, request.visitor_email,
      private.booking_when(request, coalesce(form.published, form.draft)) || jsonb_build_object(
        'decision', decision,
        'visitorName', request.visitor_name,
        'heading', coalesce(form.published, form.draft) ->> 'heading',
        'reachEmail', coalesce(form.published, form.draft) #>> '{reach,email}',
        'reachPhone', coalesce(form.published, form.draft) #>> '{reach,phone}',
        'reachDisplay', coalesce(form.published, form.draft) #>> '{reach,display}',
        'unsubscribeUrl', (select m.unsubscribe_url from private.email_settings m) || '?token='
          || private.unsubscribe_token_for(private.normalized_mailbox(request.visitor_email))
      )
    );
  end if;
  return decision;
end;
$$;
revoke all on function private.decide_booking(uuid, text) from public, anon, authenticated;

-- The owner confirms or declines one of their widgets' pending requests (My tools). Staff read requests
-- but do not decide them: that is the owner's act. Refused: P0002 not the caller's request; 22023 a
-- decision other than confirmed/declined, or a request decided before ('booking_already_decided');
-- PT409 'booking_slot_taken' when another confirmed request overlaps the time. Answers the request.
create function public.decide_booking_request(p_request uuid, p_decision text) returns public.booking_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome text;
  result public.booking_requests;
begin
  if not exists (
    select 1 from public.booking_requests r join public.widgets w on w.id = r.widget_id
     where r.id = p_request and w.owner_id = (select auth.uid())
  ) then
    raise exception 'booking request not found' using errcode = 'P0002';
  end if;
  outcome := private.decide_booking(p_request, p_decision);
  if outcome = 'slot_taken' then
    raise exception 'booking_slot_taken: another confirmed request already has this time' using errcode = 'PT409';
  end if;
  if outcome like 'already_%' then
    raise exception 'booking_already_decided: this request was % before', substr(outcome, 9) using errcode = '22023';
  end if;
  select * into strict result from public.booking_requests r where r.id = p_request;
  return result;
end;
$$;
revoke all on function public.decide_booking_request(uuid, text) from public, anon;
grant execute on function public.decide_booking_request(uuid, text) to authenticated;

-- The owner's email links: what the page shows (the request, in the business's zone), or null for an
-- unknown token.
create function public.booking_request_by_token(p_token text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.booking_when(r, coalesce(w.published, w.draft)) || jsonb_build_object(
           'widgetName', w.name,
           'visitorName', r.visitor_name,
           'visitorEmail', r.visitor_email,
           'visitorPhone', r.visitor_phone,
           'note', r.note,
           'status', r.status)
    from private.booking_request_tokens t
    join public.booking_requests r on r.id = t.request_id
    join public.widgets w on w.id = r.widget_id
   where t.token = p_token
$$;
revoke all on function public.booking_request_by_token(text) from public;
grant execute on function public.booking_request_by_token(text) to anon, authenticated;

-- The email links' button: the same decision as decide_booking_request, by the token only the owner's
-- email holds. Answers as private.decide_booking, or null for an unknown token.
create function public.decide_booking_by_token(p_token text, p_decision text) returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.decide_booking(t.request_id, p_decision) from private.booking_request_tokens t where t.token = p_token
$$;
revoke all on function public.decide_booking_by_token(text, text) from public;
grant execute on function public.decide_booking_by_token(text, text) to anon, authenticated;
