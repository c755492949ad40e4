-- The email sign-up widget (issue 45): visitors on an owner's website join the owner's mailing list with
-- double opt-in. A sign-up is stored as 'pending' and the address is emailed a confirmation link; only
-- once its owner follows the link (the widget-signup Edge Function's page) is the subscriber 'confirmed',
-- and then emailed "you're subscribed". Every email to a subscriber carries a one-click unsubscribe link
-- of its own (a per-subscriber token, below), which marks that subscriber 'unsubscribed' for that list
-- only. The owner reads, exports and deletes their widgets' subscribers in My tools. Anonymous visitors
-- write only through public.submit_email_signup, confirm_email_signup and unsubscribe_email_signup
-- (security definer, granted to anon), which the public widget-signup Edge Function calls. No IP, user
-- agent or cookie is stored: a subscriber is only what they typed.
--
-- Limits, all here (the function and the widget only pass values through):
--   * only a published email-signup widget takes sign-ups;
--   * a filled honeypot field is answered like a success and stored nowhere;
--   * a sign-up sent less than 3 s after the form showed is refused (the widget itself waits that long);
--   * one address is one subscriber per widget (unique, case-insensitive): signing up again answers
--     like a success, and sends a new confirmation only if the subscriber is not confirmed and the last
--     one went more than an hour ago;
--   * 30 confirmation emails per widget per hour, and 3 per address per hour across all widgets: over
--     either, refused (the visitor is told and keeps what they typed);
--   * the emails obey the visitor emails' limits: the suppression list (mailboxes that used the toolkit
--     emails' unsubscribe) and the hourly ceiling (private.email_settings.visitor_email_hourly_cap); over
--     those the job is kept as 'suppressed' with the reason, as toolkit jobs are.
-- Links: the functions' address is the folder of private.email_settings.unsubscribe_url (both functions
-- live in the same project), so there is no second setting to keep in step.

-- The widget and outbox kinds learn one more each. Added to whatever the kinds are by now, so a kind another
-- migration of the same release added stays allowed.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(c.oid) into strict definition from pg_constraint c
   where c.conrelid = 'public.widgets'::regclass and c.conname = 'widgets_kind_check';
  if definition not like '%ARRAY[%' then raise exception 'widgets_kind_check has an unexpected form: %', definition; end if;
  execute 'alter table public.widgets drop constraint widgets_kind_check, add constraint widgets_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''email-signup''::text, ');
  select pg_get_constraintdef(c.oid) into strict definition from pg_constraint c
   where c.conrelid = 'public.email_outbox'::regclass and c.conname = 'email_outbox_kind_check';
  if definition not like '%ARRAY[%' then raise exception 'email_outbox_kind_check has an unexpected form: %', definition; end if;
  execute 'alter table public.email_outbox drop constraint email_outbox_kind_check, add constraint email_outbox_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''email_signup_confirm''::text, ''email_signup_welcome''::text, ');
end
$$;

create table public.email_signup_subscribers (
  id uuid primary key default gen_random_uuid(),
  widget_id uuid not null references public.widgets (id) on delete cascade,
  email text not null
    constraint email_signup_subscribers_email_check check (char_length(email) <= 254 and private.is_plain_email(email)),
  name text not null default ''
    constraint email_signup_subscribers_name_check check (char_length(name) <= 100 and private.is_clean_line(name)),
  status text not null default 'pending'
    constraint email_signup_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed')),
  created_at timestamptz not null default now(),
  -- When the last confirmation email was queued: the hourly limits count these.
  confirmation_sent_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
create unique index email_signup_subscribers_address_idx on public.email_signup_subscribers (widget_id, lower(email));
create index email_signup_subscribers_widget_idx on public.email_signup_subscribers (widget_id, created_at desc);
create index email_signup_subscribers_sent_idx on public.email_signup_subscribers (lower(email), confirmation_sent_at);

-- The subscriber's links, apart from the row owners read: an owner must not confirm an address for its
-- owner. Unguessable (244 random bits each), as the toolkit emails' unsubscribe tokens.
create table private.email_signup_tokens (
  subscriber_id uuid primary key references public.email_signup_subscribers (id) on delete cascade,
  confirm_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  unsubscribe_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
);
revoke all on table private.email_signup_tokens from public, anon, authenticated, service_role;

alter table public.email_signup_subscribers enable row level security;

-- Owners read and delete their own widgets' subscribers; staff read all; anonymous visitors read nothing
-- and write only through the functions below.
revoke all on table public.email_signup_subscribers from anon, authenticated, service_role;
grant select, delete on table public.email_signup_subscribers to authenticated;

create policy "Owners read their widgets' subscribers, staff read all subscribers"
  on public.email_signup_subscribers for select to authenticated
  using (
    (select private.is_staff())
    or exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid()))
  );

create policy "Owners delete their widgets' subscribers"
  on public.email_signup_subscribers for delete to authenticated
  using (exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid())));

-- One email to a subscriber, behind the visitor emails' limits (20261201000800_toolkit_mail_caps.sql):
-- the job is always recorded; a suppressed mailbox or a reached hourly ceiling keeps it 'suppressed'.
create function private.queue_email_signup_email(kind text, subscriber uuid, recipient text, template jsonb) returns void
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
  if exists (select 1 from private.email_suppressions s where s.mailbox = private.normalized_mailbox(recipient)) then
    reason := 'Not sent: this address unsubscribed';
  else
    select count(*) into recent from (
      select 1 from public.email_outbox o
        where o.kind in ('toolkit', 'contact_form', 'email_signup_confirm', 'email_signup_welcome')
          and o.status <> 'suppressed' and o.created_at > now() - interval '1 hour'
        limit mail.visitor_email_hourly_cap
    ) as hour_jobs;
    if recent >= mail.visitor_email_hourly_cap then
      reason := format('Not sent: the ceiling of %s visitor emails per hour was reached', mail.visitor_email_hourly_cap);
    end if;
  end if;
  insert into public.email_outbox (kind, recipient, template, status, last_error, source_table, source_id)
  values (kind, recipient, template, case when reason is null then 'pending' else 'suppressed' end, reason,
    'public.email_signup_subscribers', subscriber);
end;
$$;
revoke all on function private.queue_email_signup_email(text, uuid, text, jsonb) from public, anon, authenticated;

-- The subscriber's two links, built on the functions' address.
create function private.email_signup_links(subscriber uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'confirmUrl', base || '?confirm=' || t.confirm_token,
    'unsubscribeUrl', base || '?unsubscribe=' || t.unsubscribe_token
  )
  from private.email_signup_tokens t,
    lateral (select regexp_replace(s.unsubscribe_url, '/[^/]*$', '') || '/widget-signup' as base from private.email_settings s) b
  where t.subscriber_id = subscriber;
$$;
revoke all on function private.email_signup_links(uuid) from public, anon, authenticated;

-- One visitor's sign-up to a published email-signup widget. Answers 'accepted' (also for a honeypot hit
-- and for an address already on the list). Refused: P0002 no such published widget; 22023 a field the
-- form does not ask for, a required one empty, an address that is not one, or sent too fast; 23514 a
-- value over its size; P0001 'email_signup_rate_limited' over the per-widget or per-address limit.
create function public.submit_email_signup(
  widget_id uuid,
  email text,
  name text default '',
  honeypot text default '',
  elapsed_ms integer default null
) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  form public.widgets;
  existing public.email_signup_subscribers;
  subscriber uuid;
  recent integer;
begin
  if coalesce(honeypot, '') <> '' then return 'accepted'; end if;
  if elapsed_ms is null or elapsed_ms < 3000 then
    raise exception 'email_signup_too_fast: sent too soon after the form showed' using errcode = '22023';
  end if;
  select * into form from public.widgets w
    where w.id = submit_email_signup.widget_id and w.kind = 'email-signup' and w.published is not null;
  if not found then raise exception 'email signup form not found' using errcode = 'P0002'; end if;
  email := btrim(coalesce(email, ''));
  name := btrim(coalesce(name, ''));
  if char_length(email) > 254 or char_length(name) > 100 then
    raise exception 'email_signup_field: a value is over its size' using errcode = '23514';
  end if;
  if not private.is_plain_email(email) then
    raise exception 'email_signup_field: not an email address' using errcode = '22023';
  end if;
  if name <> '' and not (form.published #>> '{name,enabled}')::boolean then
    raise exception 'email_signup_field: the form does not ask for a name' using errcode = '22023';
  end if;
  if name = '' and (form.published #>> '{name,enabled}')::boolean and (form.published #>> '{name,required}')::boolean then
    raise exception 'email_signup_field: the name is required' using errcode = '22023';
  end if;

  -- One widget's sign-ups take turns, so two at once cannot both pass its limits or both insert.
  perform pg_advisory_xact_lock(hashtext('email_signup:' || form.id::text));
  select * into existing from public.email_signup_subscribers s
    where s.widget_id = form.id and lower(s.email) = lower(email);
  if found and (existing.status = 'confirmed' or existing.confirmation_sent_at > now() - interval '1 hour') then
    return 'accepted';
  end if;
  select count(*) into recent from (
    select 1 from public.email_signup_subscribers s
      where s.widget_id = form.id and s.confirmation_sent_at > now() - interval '1 hour' limit 30
  ) as widget_hour;
  if recent >= 30 then
    raise exception 'email_signup_rate_limited: this form has sent 30 confirmations in the last hour';
  end if;
  select count(*) into recent from (
    select 1 from public.email_signup_subscribers s
      where lower(s.email) = lower(email) and s.confirmation_sent_at > now() - interval '1 hour' limit 3
  ) as address_hour;
  if recent >= 3 then
    raise exception 'email_signup_rate_limited: this address has been sent 3 confirmations in the last hour';
  end if;

  if existing.id is null then
    insert into public.email_signup_subscribers (widget_id, email, name) values (form.id, email, name)
      returning id into subscriber;
    insert into private.email_signup_tokens (subscriber_id) values (subscriber);
  else
    subscriber := existing.id;
    update public.email_signup_subscribers s
      set status = 'pending', name = case when name = '' then s.name else name end,
        confirmation_sent_at = now(), unsubscribed_at = null
      where s.id = subscriber;
  end if;
  perform private.queue_email_signup_email(
    'email_signup_confirm', subscriber, email,
    jsonb_build_object('listName', form.name) || private.email_signup_links(subscriber)
  );
  return 'accepted';
end;
$$;
revoke all on function public.submit_email_signup(uuid, text, text, text, integer) from public;
grant execute on function public.submit_email_signup(uuid, text, text, text, integer) to anon, authenticated;

-- The confirmation link's action (the page's button): the pending subscriber becomes confirmed and is
-- emailed "you're subscribed", once. Answers 'confirmed', 'already' (confirmed before), or null for an
-- unknown token or a subscriber who has since unsubscribed (the page says the link is not valid).
create function public.confirm_email_signup(token text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  subscriber public.email_signup_subscribers;
  list_name text;
begin
  select s.* into subscriber from private.email_signup_tokens t
    join public.email_signup_subscribers s on s.id = t.subscriber_id
    where t.confirm_token = token
    for update of s;
  if not found or subscriber.status = 'unsubscribed' then return null; end if;
  if subscriber.status = 'confirmed' then return 'already'; end if;
  update public.email_signup_subscribers s set status = 'confirmed', confirmed_at = now() where s.id = subscriber.id;
  select w.name into strict list_name from public.widgets w where w.id = subscriber.widget_id;
  perform private.queue_email_signup_email(
    'email_signup_welcome', subscriber.id, subscriber.email,
    jsonb_build_object('listName', list_name) || (private.email_signup_links(subscriber.id) - 'confirmUrl')
  );
  return 'confirmed';
end;
$$;
revoke all on function public.confirm_email_signup(text) from public;
grant execute on function public.confirm_email_signup(text) to anon, authenticated;

-- The one-click unsubscribe of a subscriber's emails: that subscriber leaves that list (the row stays,
-- marked, so the owner sees it), and their emails still waiting are not sent. Answers whether the token
-- was known.
create function public.unsubscribe_email_signup(token text) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  subscriber uuid;
begin
  select t.subscriber_id into subscriber from private.email_signup_tokens t where t.unsubscribe_token = token;
  if subscriber is null then return false; end if;
  update public.email_signup_subscribers s set status = 'unsubscribed', unsubscribed_at = coalesce(s.unsubscribed_at, now())
    where s.id = subscriber;
  update public.email_outbox o set status = 'suppressed', last_error = 'Not sent: the subscriber unsubscribed'
    where o.source_table = 'public.email_signup_subscribers' and o.source_id = subscriber and o.status = 'pending';
  return true;
end;
$$;
revoke all on function public.unsubscribe_email_signup(text) from public;
grant execute on function public.unsubscribe_email_signup(text) to anon, authenticated;
