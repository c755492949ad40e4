-- Email outbox (issue 10, section 2; docs/decisions/008-email-outbox.md).
-- Inserting a lead or an onboarding submission puts its email jobs here in the same transaction (triggers),
-- so nothing is lost while the sender is down. The Edge Function supabase/functions/send-emails claims due
-- jobs through private.claim_email_jobs(), sends them, and records the outcome with
-- private.complete_email_job() / private.fail_email_job(). Staff read the outbox through PostgREST
-- (/mailbox); nobody but the sender (service_role, postgres) changes it.

-- Operator settings: one row. Replace the defaults before launch, for example:
--   update private.email_settings set agency_email = 'team@youragency.com', site_url = 'https://youragency.com',
--     webhook_url = 'https://hooks.slack.com/services/...';
create table private.email_settings (
  singleton boolean primary key default true constraint email_settings_singleton_check check (singleton),
  -- Where staff notifications go.
  agency_email text not null default 'team@localboost.example'
    constraint email_settings_agency_email_check
    check (char_length(agency_email) <= 254 and agency_email ~ '^[^\s@?&%/,;:]+@[^\s@?&%/,;:]+\.[^\s@?&%/,;:]+$'),
  -- The public site, no trailing slash: the emails' links are built from it.
  site_url text not null default 'http://localhost:5173'
    constraint email_settings_site_url_check check (site_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$'),
  -- Optional Slack (or any) incoming-webhook URL that also gets each staff notification.
  webhook_url text
    constraint email_settings_webhook_url_check check (webhook_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$'),
  -- Toolkit emails one address may receive in 24 hours; further leads with that address are suppressed.
  toolkit_daily_cap integer not null default 3 constraint email_settings_toolkit_daily_cap_check check (toolkit_daily_cap between 0 and 50),
  -- Sending attempts before a job is marked failed.
  max_attempts integer not null default 5 constraint email_settings_max_attempts_check check (max_attempts between 1 and 20)
);
insert into private.email_settings default values;
revoke all on table private.email_settings from public, anon, authenticated;

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint email_outbox_kind_check check (kind in ('toolkit', 'staff_notification')),
  recipient text not null constraint email_outbox_recipient_check check (char_length(recipient) between 3 and 254),
  -- What the renderer needs (src/features/mailbox/lib/outbox-template.ts), never rendered HTML: the same
  -- renderer builds the email in the Edge Function and in /mailbox.
  template jsonb not null constraint email_outbox_template_check check (jsonb_typeof(template) = 'object'),
  status text not null default 'pending'
    constraint email_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'suppressed')),
  attempts integer not null default 0 constraint email_outbox_attempts_check check (attempts >= 0),
  last_error text,
  -- When the job is next due; while sending, when the sender's lease on it runs out.
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  -- The email API's id for the sent message.
  provider_id text,
  -- The row that caused the email (for the dashboards' links and for audits).
  source_table text not null,
  source_id uuid,
  created_at timestamptz not null default now()
);

create index email_outbox_created_at_idx on public.email_outbox (created_at desc, id desc);
create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status in ('pending', 'sending');
-- The per-address cap counts an address's recent toolkit emails.
create index email_outbox_toolkit_recipient_idx on public.email_outbox (lower(recipient), created_at)
  where kind = 'toolkit';

-- Not FORCE: the table owner (the security definer triggers and sender functions below) writes past RLS;
-- the API roles meet the policies.
alter table public.email_outbox enable row level security;

-- Supabase grants the API roles everything by default; take it all back, then give only what is needed.
revoke all on table public.email_outbox from anon, authenticated, service_role;
grant select on table public.email_outbox to authenticated;
grant select, update on table public.email_outbox to service_role;

create policy "Staff can read the outbox"
  on public.email_outbox
  for select
  to authenticated
  using ((select private.is_staff()));

-- Percent-encodes a query-string value (RFC 3986 unreserved characters stay as they are).
create function private.url_encode(value text) returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(string_agg(
    case when ch ~ '^[A-Za-z0-9._~-]$' then ch
    else regexp_replace(upper(encode(convert_to(ch, 'UTF8'), 'hex')), '(..)', '%\1', 'g') end,
    '' order by position
  ), '')
  from regexp_split_to_table(value, '') with ordinality as chars(ch, position)
$$;

-- The generic staff notification: one job to the agency's address. fields is a JSON array of
-- {"name": column, "value": ...} in display order; dashboard_path plus search_value make the link to the row.
create function private.enqueue_staff_notification(
  event text,
  title text,
  fields jsonb,
  dashboard_path text,
  search_value text,
  source_table text,
  source_id uuid
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
begin
  select * into strict settings from private.email_settings;
  insert into public.email_outbox (kind, recipient, template, source_table, source_id)
  values (
    'staff_notification',
    settings.agency_email,
    jsonb_build_object(
      'event', event,
      'title', title,
      'fields', fields,
      'dashboardUrl', settings.site_url || dashboard_path
        || coalesce('?q=' || private.url_encode(nullif(search_value, '')), ''),
      'siteUrl', settings.site_url
    ),
    source_table,
    source_id
  );
end;
$$;
revoke all on function private.enqueue_staff_notification(text, text, jsonb, text, text, text, uuid) from public, anon, authenticated;

-- Trigger function for any visitor-facing table. Arguments: event, title, dashboard path, the column whose
-- value the dashboard link searches for, then the columns the notification lists (only these are copied,
-- so a secret column is never included). Attaching it to a new table is one statement, for example:
--   create trigger visitor_inquiries_notify_staff after insert on public.visitor_inquiries
--     for each row execute function private.notify_staff_on_insert(
--       'inquiry', 'New enquiry', '/inquiries-admin', 'email', 'kind', 'name', 'email', 'message');
create function private.notify_staff_on_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  fields jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object('name', col, 'value', row_json -> col) order by position), '[]'::jsonb)
    into fields
    from unnest(tg_argv[4:]) with ordinality as cols(col, position);
  perform private.enqueue_staff_notification(
    tg_argv[0], tg_argv[1], fields, tg_argv[2], row_json ->> tg_argv[3],
    tg_table_schema || '.' || tg_table_name, (row_json ->> 'id')::uuid
  );
  return null;
end;
$$;
revoke all on function private.notify_staff_on_insert() from public, anon, authenticated;

-- The visitor's toolkit email, at most settings.toolkit_daily_cap per address (case-insensitive) in 24
-- hours: beyond that the job is kept as 'suppressed' (visible in /mailbox) and never sent, so the builder
-- cannot be used to mail a third party over and over.
create function private.enqueue_toolkit_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
  recent integer;
begin
  select * into strict settings from private.email_settings;
  -- Serialises concurrent leads for one address, so two at once cannot both pass the cap.
  perform pg_advisory_xact_lock(hashtext('email_outbox:toolkit:' || lower(new.email)));
  select count(*) into recent
    from public.email_outbox
    where kind = 'toolkit' and lower(recipient) = lower(new.email)
      and status <> 'suppressed' and created_at > now() - interval '24 hours';
  insert into public.email_outbox (kind, recipient, template, status, last_error, source_table, source_id)
  values (
    'toolkit',
    new.email,
    jsonb_build_object(
      'businessName', new.business_name,
      'answers', jsonb_build_object(
        'businessType', new.business_type,
        'goals', to_jsonb(new.goals),
        'challenges', to_jsonb(new.current_challenges),
        'hasWebsite', new.website_url is not null
      ),
      'siteUrl', settings.site_url
    ),
    case when recent >= settings.toolkit_daily_cap then 'suppressed' else 'pending' end,
    case when recent >= settings.toolkit_daily_cap
      then format('Not sent: this address already had %s toolkit emails in 24 hours', recent) end,
    'public.custom_builder_leads',
    new.id
  );
  return null;
end;
$$;
revoke all on function private.enqueue_toolkit_email() from public, anon, authenticated;

create trigger custom_builder_leads_toolkit_email
  after insert on public.custom_builder_leads
  for each row execute function private.enqueue_toolkit_email();

create trigger custom_builder_leads_notify_staff
  after insert on public.custom_builder_leads
  for each row execute function private.notify_staff_on_insert(
    'lead', 'New lead', '/leads-admin', 'email',
    'business_name', 'business_type', 'goals', 'current_challenges', 'website_url', 'email');

-- The backend login, username and sealed password are deliberately not listed.
create trigger onboarding_submissions_notify_staff
  after insert on public.onboarding_submissions
  for each row execute function private.notify_staff_on_insert(
    'onboarding', 'New onboarding submission', '/onboarding-admin', 'email',
    'full_name', 'email', 'phone', 'best_time_to_contact', 'domain_name');

-- Demo requests and contact messages (visitor_inquiries, the migration before this one).
create trigger visitor_inquiries_notify_staff
  after insert on public.visitor_inquiries
  for each row execute function private.notify_staff_on_insert(
    'inquiry', 'New enquiry', '/inquiries-admin', 'email',
    'kind', 'source', 'full_name', 'email', 'business_name', 'phone', 'subject', 'message');

-- The sender's side. Claims up to max_jobs due jobs: pending ones whose time has come, and 'sending' ones
-- whose lease ran out (a sender that died mid-send; the retry reuses the job's Idempotency-Key, so the
-- email API still delivers it once). SKIP LOCKED plus the status change mean two concurrent senders never
-- claim the same job.
create function private.claim_email_jobs(max_jobs integer default 10, lease interval default interval '5 minutes')
returns setof public.email_outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
begin
  select * into strict settings from private.email_settings;
  update public.email_outbox
    set status = 'failed', last_error = coalesce(last_error || ' / ', '') || 'Sender stopped during the last attempt'
    where status = 'sending' and next_attempt_at <= now() and attempts >= settings.max_attempts;
  return query
    update public.email_outbox as o
      set status = 'sending', attempts = o.attempts + 1, next_attempt_at = now() + lease
      where o.id in (
        select id from public.email_outbox
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at, created_at
          limit max_jobs
          for update skip locked
      )
      returning o.*;
end;
$$;

create function private.complete_email_job(job_id uuid, provider_message_id text) returns void
language sql
security definer
set search_path = ''
as $$
  update public.email_outbox
    set status = 'sent', sent_at = now(), provider_id = provider_message_id, next_attempt_at = now()
    where id = job_id and status = 'sending'
$$;

-- Records a failed attempt: back to pending after 1, 2, 4, 8... minutes (at most 6 hours), or failed after
-- max_attempts or when the error is permanent (the API refused the message itself).
create function private.fail_email_job(job_id uuid, error text, permanent boolean default false) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
begin
  select * into strict settings from private.email_settings;
  update public.email_outbox
    set
      last_error = left(error, 1000),
      status = case when permanent or attempts >= settings.max_attempts then 'failed' else 'pending' end,
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(attempts - 1, 0)), interval '6 hours')
    where id = job_id and status = 'sending';
end;
$$;

-- The optional webhook address is the sender's to read.
create function private.email_webhook_url() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select webhook_url from private.email_settings
$$;

revoke all on function private.claim_email_jobs(integer, interval) from public, anon, authenticated;
revoke all on function private.complete_email_job(uuid, text) from public, anon, authenticated;
revoke all on function private.fail_email_job(uuid, text, boolean) from public, anon, authenticated;
revoke all on function private.email_webhook_url() from public, anon, authenticated;
grant usage on schema private to service_role;
grant execute on function private.claim_email_jobs(integer, interval) to service_role;
grant execute on function private.complete_email_job(uuid, text) to service_role;
grant execute on function private.fail_email_job(uuid, text, boolean) to service_role;
grant execute on function private.email_webhook_url() to service_role;
