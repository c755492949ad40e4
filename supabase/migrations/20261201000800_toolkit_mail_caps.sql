-- Toolkit email caps per visitor and per domain (issue 43, item 10). The per-mailbox cap
-- (20261125000400_mail_limits.sql) let a catch-all or subaddress domain (a@, b@, c@victim.fastmail.com)
-- take 3 emails per address, bounded only by the hourly ceiling of 60, and one visitor with 20 addresses
-- could use up that ceiling and stop everyone else's toolkit emails. Two more caps, both settings:
--   toolkit_visitor_daily_cap: toolkit emails sent per visitor network address (as the insert rate limit
--     counts it) in 24 hours; a request without a readable address is left to the other limits;
--   toolkit_domain_daily_cap: toolkit emails per recipient domain in 24 hours, except the shared mail
--     providers listed in shared_mail_domains (each of their addresses is its own person's mailbox).
-- Over either, the job is kept as 'suppressed' with the reason, as the other limits do.

alter table private.email_settings
  add column toolkit_visitor_daily_cap integer not null default 5
    constraint email_settings_toolkit_visitor_daily_cap_check check (toolkit_visitor_daily_cap between 0 and 10000),
  add column toolkit_domain_daily_cap integer not null default 10
    constraint email_settings_toolkit_domain_daily_cap_check check (toolkit_domain_daily_cap between 0 and 10000),
  add column shared_mail_domains text[] not null default array[
    'gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'icloud.com', 'me.com',
    'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'web.de', 'mail.com', 'zoho.com',
    'yandex.ru', 'fastmail.com', 'hey.com'
  ];

-- Which visitor address asked for each toolkit email that was sent, for the per-visitor cap only.
create table private.toolkit_email_requests (
  outbox_id uuid primary key references public.email_outbox (id) on delete cascade,
  client_address text not null,
  created_at timestamptz not null default now()
);
create index toolkit_email_requests_client_idx on private.toolkit_email_requests (client_address, created_at);
revoke all on table private.toolkit_email_requests from public, anon, authenticated, service_role;

create index email_outbox_toolkit_domain_idx on public.email_outbox (split_part(recipient_mailbox, '@', 2), created_at)
  where kind = 'toolkit';

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
  client text := private.request_client_address();
  target_domain text := split_part(target_mailbox, '@', 2);
  job_id uuid;
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
    -- One visitor (by network address) and one domain (catch-all and subaddress domains give a stranger
    -- endless addresses) have caps of their own, so neither can use up the hourly ceiling.
    if reason is null and client is not null and client not in ('unknown', 'unparseable') then
      select count(*) into recent from (
        select 1 from private.toolkit_email_requests r
          where r.client_address = client and r.created_at > now() - interval '24 hours'
          limit settings.toolkit_visitor_daily_cap
      ) as visitor_jobs;
      if recent >= settings.toolkit_visitor_daily_cap then
        reason := format('Not sent: this visitor already had %s toolkit emails sent in 24 hours', recent);
      end if;
    end if;
    if reason is null and not target_domain = any (settings.shared_mail_domains) then
      select count(*) into recent from (
        select 1 from public.email_outbox
          where kind = 'toolkit' and split_part(recipient_mailbox, '@', 2) = target_domain
            and status <> 'suppressed' and created_at > now() - interval '24 hours'
          limit settings.toolkit_domain_daily_cap
      ) as domain_jobs;
      if recent >= settings.toolkit_domain_daily_cap then
        reason := format('Not sent: the domain %s already had %s toolkit emails in 24 hours', target_domain, recent);
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
  ) returning id into job_id;
  if reason is null and client is not null then
    insert into private.toolkit_email_requests (outbox_id, client_address) values (job_id, client);
  end if;
  return null;
end;
$$;
