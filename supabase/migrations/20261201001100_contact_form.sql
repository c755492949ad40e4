-- The contact form widget (issue 45): visitors on an owner's website send a message; it is stored here
-- for the owner (My tools: read, search, export, mark handled, delete) and emailed to them through the
-- outbox. Anonymous visitors write only through public.submit_contact_form (security definer, granted to
-- anon), which the public widget-contact Edge Function calls; nothing else inserts. No IP, no user agent,
-- no cookie is stored: the sender is only what they typed.
--
-- Limits, all here (the function and the widget only pass values through):
--   * only a published contact-form widget takes messages;
--   * a filled honeypot field is answered like a success and stored nowhere (a bot learns nothing);
--   * a message sent less than 3 s after the form showed is refused (the widget itself waits that long, so
--     a person never meets it; the time is the widget's own count, so it stops naive bots only);
--   * 20 messages per widget per hour, and 3 per sender address per hour across all widgets: over either,
--     refused (the visitor is told and keeps what they typed);
--   * sizes: the CHECK constraints below (src/widgets/kinds/contact-form/limits.ts holds the same numbers).
-- Email: at most 10 emails per widget per hour reach the owner. Messages over that are still stored, with
-- email_status 'held': My tools shows them with "not emailed", and no email is sent for them later (a
-- flood should not become a flood of mail an hour on). The emails also obey the toolkit emails' limits:
-- the suppression list (unsubscribed mailboxes) and the hourly ceiling of visitor-triggered emails
-- (private.email_settings.visitor_email_hourly_cap); over those the job is kept as 'suppressed' with the
-- reason, as toolkit jobs are.

alter table public.widgets
  drop constraint widgets_kind_check,
  add constraint widgets_kind_check check (kind in (
    'call-button', 'whatsapp-button', 'business-hours', 'announcement-bar', 'cookie-consent',
    'testimonials', 'rating-badge', 'faq', 'map-locator', 'contact-form'
  ));

alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check
    check (kind in ('toolkit', 'staff_notification', 'welcome', 'sign_in_code', 'contact_form'));

create table public.contact_form_submissions (
  id uuid primary key default gen_random_uuid(),
  widget_id uuid not null references public.widgets (id) on delete cascade,
  sender_name text not null default ''
    constraint contact_form_submissions_name_check check (char_length(sender_name) <= 100 and private.is_clean_line(sender_name)),
  sender_email text not null default ''
    constraint contact_form_submissions_email_check
      check (sender_email = '' or (char_length(sender_email) <= 254 and private.is_plain_email(sender_email))),
  sender_phone text not null default ''
    constraint contact_form_submissions_phone_check check (char_length(sender_phone) <= 40 and sender_phone ~ '^[+0-9 ().-]*$'),
  message text not null default ''
    constraint contact_form_submissions_message_check check (char_length(message) <= 4000 and private.is_clean_text(message)),
  -- The owner's own fields: [{ "label": ..., "value": ... }], labels from the published settings.
  extra jsonb not null default '[]'
    constraint contact_form_submissions_extra_check
      check (jsonb_typeof(extra) = 'array' and jsonb_array_length(extra) <= 3 and octet_length(extra::text) <= 4096),
  -- 'queued': an outbox job was made (its own status says whether it went); 'held': over the widget's
  -- hourly email cap, stored only.
  email_status text not null
    constraint contact_form_submissions_email_status_check check (email_status in ('queued', 'held')),
  handled_at timestamptz,
  created_at timestamptz not null default now()
);
create index contact_form_submissions_widget_idx on public.contact_form_submissions (widget_id, created_at desc);
create index contact_form_submissions_sender_idx on public.contact_form_submissions (lower(sender_email), created_at)
  where sender_email <> '';

alter table public.contact_form_submissions enable row level security;

-- Owners read, mark handled and delete their own widgets' messages; staff read every message; anonymous
-- visitors read nothing and insert only through submit_contact_form.
revoke all on table public.contact_form_submissions from anon, authenticated, service_role;
grant select, delete on table public.contact_form_submissions to authenticated;
grant update (handled_at) on table public.contact_form_submissions to authenticated;

create policy "Owners read their widgets' messages, staff read all messages"
  on public.contact_form_submissions for select to authenticated
  using (
    (select private.is_staff())
    or exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid()))
  );

create policy "Owners mark their widgets' messages handled"
  on public.contact_form_submissions for update to authenticated
  using (exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid())))
  with check (exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid())));

create policy "Owners delete their widgets' messages"
  on public.contact_form_submissions for delete to authenticated
  using (exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid())));

-- One visitor's message to a published contact form. Answers 'accepted' (also for a honeypot hit).
-- Refused: P0002 no such published contact form; 22023 a field the form does not ask for, a required one
-- left empty, or sent too fast; 23514 a value over its size (the table's checks); P0001 with the message
-- 'contact_form_rate_limited' over the per-widget or per-sender limit (the function answers 429).
create function public.submit_contact_form(
  widget_id uuid,
  sender_name text default '',
  sender_email text default '',
  sender_phone text default '',
  message text default '',
  extra text[] default '{}',
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
  settings jsonb;
  custom jsonb;
  answers jsonb := '[]';
  recent integer;
  status text := 'queued';
  reason text;
  mail private.email_settings;
  owner_address text;
  submission_id uuid := gen_random_uuid();
  key text;
  value text;
  i integer;
begin
  if coalesce(honeypot, '') <> '' then return 'accepted'; end if;
  if elapsed_ms is null or elapsed_ms < 3000 then
    raise exception 'contact_form_too_fast: sent too soon after the form showed' using errcode = '22023';
  end if;
  select * into form from public.widgets w
    where w.id = submit_contact_form.widget_id and w.kind = 'contact-form' and w.published is not null;
  if not found then raise exception 'contact form not found' using errcode = 'P0002'; end if;
  settings := form.published;
  sender_name := btrim(coalesce(sender_name, ''));
  sender_email := btrim(coalesce(sender_email, ''));
  sender_phone := btrim(coalesce(sender_phone, ''));
  message := btrim(coalesce(message, ''));

  -- The published form says which fields there are and which are required.
  foreach key in array array['name', 'email', 'phone', 'message'] loop
    value := case key when 'name' then sender_name when 'email' then sender_email
      when 'phone' then sender_phone else message end;
    if value <> '' and not (settings #>> array['fields', key, 'enabled'])::boolean then
      raise exception 'contact_form_field: the form does not ask for %', key using errcode = '22023';
    end if;
    if value = '' and (settings #>> array['fields', key, 'enabled'])::boolean
      and (settings #>> array['fields', key, 'required'])::boolean then
      raise exception 'contact_form_field: % is required', key using errcode = '22023';
    end if;
  end loop;
  custom := coalesce(settings -> 'custom', '[]');
  if coalesce(cardinality(extra), 0) > jsonb_array_length(custom) then
    raise exception 'contact_form_field: more answers than the form has fields' using errcode = '22023';
  end if;
  for i in 0 .. jsonb_array_length(custom) - 1 loop
    value := btrim(coalesce(extra[i + 1], ''));
    if char_length(value) > 500 or not private.is_clean_text(value) then
      raise exception 'contact_form_field: an answer is over 500 characters or holds control characters'
        using errcode = '23514';
    end if;
    if value = '' and (custom -> i ->> 'required')::boolean then
      raise exception 'contact_form_field: % is required', custom -> i ->> 'label' using errcode = '22023';
    end if;
    answers := answers || jsonb_build_array(jsonb_build_object('label', custom -> i ->> 'label', 'value', value));
  end loop;

  -- One widget's messages take turns, so two at once cannot both pass its limits.
  perform pg_advisory_xact_lock(hashtext('contact_form:' || form.id::text));
  select count(*) into recent from (
    select 1 from public.contact_form_submissions s
      where s.widget_id = form.id and s.created_at > now() - interval '1 hour' limit 20
  ) as widget_hour;
  if recent >= 20 then
    raise exception 'contact_form_rate_limited: this form has had 20 messages in the last hour';
  end if;
  if sender_email <> '' then
    select count(*) into recent from (
      select 1 from public.contact_form_submissions s
        where lower(s.sender_email) = lower(sender_email) and s.created_at > now() - interval '1 hour' limit 3
    ) as sender_hour;
    if recent >= 3 then
      raise exception 'contact_form_rate_limited: this address has sent 3 messages in the last hour';
    end if;
  end if;
  select count(*) into recent from (
    select 1 from public.contact_form_submissions s
      where s.widget_id = form.id and s.email_status = 'queued' and s.created_at > now() - interval '1 hour' limit 10
  ) as emailed_hour;
  if recent >= 10 then status := 'held'; end if;

  insert into public.contact_form_submissions
    (id, widget_id, sender_name, sender_email, sender_phone, message, extra, email_status)
  values (submission_id, form.id, sender_name, sender_email, sender_phone, message, answers, status);

  if status = 'queued' then
    select u.email into owner_address from auth.users u where u.id = form.owner_id;
    -- The toolkit emails' limits (20261201000800_toolkit_mail_caps.sql), under the same lock.
    perform pg_advisory_xact_lock(hashtext('email_outbox:toolkit'));
    select * into strict mail from private.email_settings;
    if exists (select 1 from private.email_suppressions s where s.mailbox = private.normalized_mailbox(owner_address)) then
      reason := 'Not sent: this address unsubscribed';
    else
      select count(*) into recent from (
        select 1 from public.email_outbox o
          where o.kind in ('toolkit', 'contact_form') and o.status <> 'suppressed'
            and o.created_at > now() - interval '1 hour'
          limit mail.visitor_email_hourly_cap
      ) as hour_jobs;
      if recent >= mail.visitor_email_hourly_cap then
        reason := format('Not sent: the ceiling of %s visitor emails per hour was reached', mail.visitor_email_hourly_cap);
      end if;
    end if;
    insert into public.email_outbox (kind, recipient, template, status, last_error, source_table, source_id)
    values (
      'contact_form',
      owner_address,
      jsonb_build_object(
        'widgetName', form.name,
        'fields', jsonb_path_query_array(
          jsonb_build_array(
            jsonb_build_object('label', settings #>> '{fields,name,label}', 'value', sender_name),
            jsonb_build_object('label', settings #>> '{fields,email,label}', 'value', sender_email),
            jsonb_build_object('label', settings #>> '{fields,phone,label}', 'value', sender_phone),
            jsonb_build_object('label', settings #>> '{fields,message,label}', 'value', message)
          ) || answers,
          '$[*] ? (@.value != "")'
        ),
        'myToolsUrl', mail.site_url || '/my-tools'
      ),
      case when reason is null then 'pending' else 'suppressed' end,
      reason,
      'public.contact_form_submissions',
      submission_id
    );
  end if;
  return 'accepted';
end;
$$;
revoke all on function public.submit_contact_form(uuid, text, text, text, text, text[], text, integer) from public;
grant execute on function public.submit_contact_form(uuid, text, text, text, text, text[], text, integer)
  to anon, authenticated;
