-- Closing the "mail cannon" (issue 29, section 2; docs/decisions/005-abuse-limits.md and 008-email-outbox.md).
-- Every lead emails the address typed, from the agency's domain. Four limits now stand between a visitor
-- and a stranger's inbox, all in the database, before a job is queued:
--   1. the address is a bare addr-spec (one shared check on every table);
--   2. the 3-a-day cap counts a normalised mailbox, so +tags, dots, case and a trailing dot do not reset it;
--   3. a global ceiling of visitor emails per hour, whatever the addresses (over it: 'suppressed', staff told once);
--   4. a suppression list fed by a one-click unsubscribe link in every visitor email (RFC 8058).
-- supabase/tests/mail-limits.test.ts proves each; src/lib/validation/clean-text.ts mirrors the check.

-- 1. A bare addr-spec: besides the old rule (no ? & % / , ; : or space, one @, a dot in the domain), none
-- of < > " ( ) [ ] \ (display names, comments, quoted or literal parts: "1<victim@gmail.com>"), no
-- zero-width characters, and no trailing dot on the domain. PLAIN_EMAIL_SOURCE holds the same pattern.
create or replace function private.is_plain_email(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ '^[^@?&%/,;:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0028\u0029\u003C\u003E\u005B\u005C\u005D\u180E\u200B-\u200D\u2060]+@[^@?&%/,;:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0028\u0029\u003C\u003E\u005B\u005C\u005D\u180E\u200B-\u200D\u2060]+\.[^@?&%/,;:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0028\u0029\u003C\u003E\u005B\u005C\u005D\u180E\u200B-\u200D\u2060]*[^.@?&%/,;:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0028\u0029\u003C\u003E\u005B\u005C\u005D\u180E\u200B-\u200D\u2060]$'
    and value !~ '[\u0001-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
$$;

-- The enquiry forms had their own, looser pattern (it let <, >, ", bidi overrides and control characters
-- through); they now use the shared check. not valid: rows stored before are left as they are.
alter table public.visitor_inquiries
  drop constraint visitor_inquiries_email_check,
  add constraint visitor_inquiries_email_check check (char_length(email) <= 254) not valid,
  add constraint visitor_inquiries_email_plain_check check (private.is_plain_email(email)) not valid;

alter table private.email_settings
  drop constraint email_settings_agency_email_check,
  add constraint email_settings_agency_email_check
    check (char_length(agency_email) <= 254 and private.is_plain_email(agency_email));

-- 2. The mailbox an address delivers to, as the per-address cap and the suppression list count it:
-- lower-case, without a +tag, without a trailing dot, and for Gmail without the dots it ignores
-- (googlemail.com is the same mailbox as gmail.com).
-- One expression with a body parsed at creation (SQL-standard `return`): it is inlined where it is used,
-- needs no search_path, and costs next to nothing per outbox insert (the generated column below).
create function private.normalized_mailbox(address text) returns text
language sql immutable parallel safe strict
return case
  when rtrim(split_part(lower(btrim(address)), '@', 2), '.') in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower(btrim(address)), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(btrim(address)), '@', 1), '+', 1) || '@' || rtrim(split_part(lower(btrim(address)), '@', 2), '.')
end;
revoke all on function private.normalized_mailbox(text) from public;
grant execute on function private.normalized_mailbox(text) to service_role;

-- Stored once per job, so counting a mailbox's jobs compares a column rather than normalising every
-- row again (a large server-side insert counts once per row).
alter table public.email_outbox
  add column recipient_mailbox text generated always as (private.normalized_mailbox(recipient)) stored;
drop index public.email_outbox_toolkit_recipient_idx;
create index email_outbox_toolkit_mailbox_idx on public.email_outbox (recipient_mailbox, created_at)
  where kind = 'toolkit';
-- The hourly ceiling counts the toolkit emails that count, newest first, and stops at the ceiling.
create index email_outbox_toolkit_counted_idx on public.email_outbox (created_at)
  where kind = 'toolkit' and status <> 'suppressed';

-- 3. The hourly ceiling and where the unsubscribe link points.
alter table private.email_settings
  -- Visitor-triggered emails (toolkits) sent per hour across all addresses; beyond it jobs are kept as
  -- 'suppressed' and staff get one notification per hour. 0 stops visitor emails altogether.
  add column visitor_email_hourly_cap integer not null default 60
    constraint email_settings_visitor_email_hourly_cap_check check (visitor_email_hourly_cap between 0 and 10000),
  -- When staff were last told the ceiling was reached (they are told once per hour at most).
  add column ceiling_notified_at timestamptz,
  -- The unsubscribe endpoint (the unsubscribe Edge Function): https://<project>.supabase.co/functions/v1/unsubscribe
  add column unsubscribe_url text not null default 'http://127.0.0.1:54321/functions/v1/unsubscribe'
    constraint email_settings_unsubscribe_url_check check (unsubscribe_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$');

-- 4. The suppression list and the per-mailbox unsubscribe tokens (unguessable: 244 random bits).
create table private.email_suppressions (
  mailbox text primary key,
  reason text not null constraint email_suppressions_reason_check check (reason in ('unsubscribed', 'operator')),
  created_at timestamptz not null default now()
);
revoke all on table private.email_suppressions from public, anon, authenticated, service_role;

create table private.unsubscribe_tokens (
  mailbox text primary key,
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now()
);
revoke all on table private.unsubscribe_tokens from public, anon, authenticated, service_role;

-- The mailbox's token, made on first use.
create function private.unsubscribe_token_for(target_mailbox text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_token text;
begin
  insert into private.unsubscribe_tokens (mailbox) values (target_mailbox) on conflict (mailbox) do nothing;
  select token into strict found_token from private.unsubscribe_tokens where mailbox = target_mailbox;
  return found_token;
end;
$$;
revoke all on function private.unsubscribe_token_for(text) from public, anon, authenticated;

-- What the unsubscribe endpoint runs: the token's mailbox joins the suppression list, and its toolkit
-- emails still waiting are not sent. Answers whether the token was known.
create function private.unsubscribe(unsubscribe_token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_mailbox text;
begin
  select mailbox into target_mailbox from private.unsubscribe_tokens where token = unsubscribe_token;
  if target_mailbox is null then
    return false;
  end if;
  insert into private.email_suppressions (mailbox, reason) values (target_mailbox, 'unsubscribed')
    on conflict (mailbox) do nothing;
  update public.email_outbox
    set status = 'suppressed', last_error = 'Not sent: this address unsubscribed'
    where kind = 'toolkit' and status = 'pending' and recipient_mailbox = target_mailbox;
  return true;
end;
$$;
revoke all on function private.unsubscribe(text) from public, anon, authenticated;
grant execute on function private.unsubscribe(text) to service_role, email_sender;

-- The visitor's toolkit email, now behind all four limits. The job is always recorded (visible in
-- /mailbox); only a 'pending' one is ever sent.
create or replace function private.enqueue_toolkit_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.email_settings;
  target_mailbox text := private.normalized_mailbox(new.email);
  recent integer;
  this_hour integer;
  reason text;
begin
  -- One lock for all toolkit enqueues: the hourly ceiling counts across addresses, so a burst of
  -- concurrent leads must take turns or they would all count the same total. Settings are read after
  -- it, so the "staff were told" mark set by the previous holder is seen.
  perform pg_advisory_xact_lock(hashtext('email_outbox:toolkit'));
  select * into strict settings from private.email_settings;
  if exists (select 1 from private.email_suppressions s where s.mailbox = target_mailbox) then
    reason := 'Not sent: this address unsubscribed';
  else
    -- Each count stops at its limit: only "reached or not" matters. The hour's count comes first and is
    -- the cheaper one; once the ceiling is reached (a flood), no per-mailbox count is needed at all.
    select count(*) into this_hour from (
      select 1 from public.email_outbox
        where kind = 'toolkit' and status <> 'suppressed' and created_at > now() - interval '1 hour'
        limit settings.visitor_email_hourly_cap
    ) as hour_jobs;
    if this_hour >= settings.visitor_email_hourly_cap then
      reason := format('Not sent: the ceiling of %s visitor emails per hour was reached', settings.visitor_email_hourly_cap);
      if settings.ceiling_notified_at is null or settings.ceiling_notified_at <= now() - interval '1 hour' then
        update private.email_settings set ceiling_notified_at = now();
        perform private.enqueue_staff_notification(
          'email_ceiling', 'Visitor emails paused',
          jsonb_build_array(
            jsonb_build_object('name', 'hourly_ceiling', 'value', settings.visitor_email_hourly_cap),
            jsonb_build_object('name', 'what_happens', 'value',
              'Further toolkit emails this hour are kept as not sent; staff notifications continue.')
          ),
          '/mailbox', null, 'public.email_outbox', null);
      end if;
    else
      select count(*) into recent from (
        select 1 from public.email_outbox
          where kind = 'toolkit' and recipient_mailbox = target_mailbox
            and status <> 'suppressed' and created_at > now() - interval '24 hours'
          limit settings.toolkit_daily_cap
      ) as mailbox_jobs;
      if recent >= settings.toolkit_daily_cap then
        reason := format('Not sent: this address already had %s toolkit emails in 24 hours', recent);
      end if;
    end if;
  end if;
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
        'hasWebsite', new.website_url is not null,
        -- The visitor's own picks lead the email (20261125000250_toolkit_email_shortlist.sql).
        'shortlist', coalesce(to_jsonb(new.shortlist), '[]'::jsonb)
      ),
      'siteUrl', settings.site_url
    -- Only an email that will be sent needs the link (and its mailbox a token).
    ) || case when reason is null
      then jsonb_build_object('unsubscribeUrl', settings.unsubscribe_url || '?token=' || private.unsubscribe_token_for(target_mailbox))
      else '{}'::jsonb end,
    case when reason is null then 'pending' else 'suppressed' end,
    reason,
    'public.custom_builder_leads',
    new.id
  );
  return null;
end;
$$;
