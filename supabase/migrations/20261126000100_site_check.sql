-- The free website check (issue 25; docs/decisions/022-site-check.md).
-- The site-check Edge Function fetches a homepage a stranger typed, grades it and stores the report here.
-- Three things live in the database so that every function instance agrees on them:
--   1. the reports, readable by staff and, one at a time, by whoever holds a report's unguessable token;
--   2. the limits: checks per visitor address and per checked host (10 an hour each by default);
--   3. the cache: a repeat check of the same address within 10 minutes is answered from the last report.
-- The function connects as site_checker, a login role that may execute the two functions below and nothing
-- else (the email_sender pattern, 20261125000300_email_sender_role.sql).

create table public.site_check_reports (
  id uuid primary key default gen_random_uuid(),
  -- 244 random bits, as the unsubscribe tokens: the shareable address /site-check/r/<token>.
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    constraint site_check_reports_token_check check (token ~ '^[0-9a-f]{64}$'),
  -- The normalised address checked (https:// assumed, no fragment, lower-case host): the cache key. A URL
  -- parser's output (IPv6 hosts in brackets, | and ^ left as they are), hence not private.is_http_url.
  target_url text not null
    constraint site_check_reports_target_url_check check (
      char_length(target_url) <= 2048 and private.is_clean_line(target_url)
      and target_url ~* '^https?://[a-z0-9.:\[\]-]+(/|$)' and target_url !~ '\s'
    ),
  target_host text not null
    constraint site_check_reports_target_host_check check (target_host ~ '^[a-z0-9.:\[\]-]{1,253}$'),
  report jsonb not null
    constraint site_check_reports_report_check check (jsonb_typeof(report) = 'object' and octet_length(report::text) <= 262144),
  score integer not null constraint site_check_reports_score_check check (score between 0 and 100),
  -- A niche slug (src/domain/catalogue/niches.ts), or null when the page gave no clue.
  niche text constraint site_check_reports_niche_check check (niche ~ '^[a-z-]{1,40}$'),
  -- Set when the visitor asks for the report by email ("Email me this report"), with the lead it made.
  email text constraint site_check_reports_email_check check (char_length(email) <= 254 and private.is_plain_email(email)),
  lead_id uuid references public.custom_builder_leads (id) on delete set null,
  created_at timestamptz not null default now()
);
create index site_check_reports_cache_idx on public.site_check_reports (target_url, created_at desc);
create index site_check_reports_created_at_idx on public.site_check_reports (created_at desc, id desc);
create index site_check_reports_lead_idx on public.site_check_reports (lead_id) where lead_id is not null;

-- Enabled but not forced: the functions below are security definer and read and write as the table's
-- owner (on hosted Supabase the migration role is not a superuser, so forcing would hide every row from
-- them too). For everyone else the policies decide.
alter table public.site_check_reports enable row level security;

-- Nobody writes through the API: reports come from the function (as the table's owner, below). Staff read
-- every report; anyone else reads one only through public.get_site_check_report with its token.
revoke all on table public.site_check_reports from anon, authenticated;
grant select on table public.site_check_reports to authenticated;

create policy "Staff can read site check reports"
  on public.site_check_reports
  for select
  to authenticated
  using ((select private.is_staff()));

-- The shareable report: the token is the only key, and the answer leaves out the email and the lead.
-- security definer: the caller has no select on the table (anon) or sees no rows through the policy.
create function public.get_site_check_report(report_token text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'token', r.token,
    'url', r.target_url,
    'host', r.target_host,
    'score', r.score,
    'niche', r.niche,
    'createdAt', r.created_at,
    'report', r.report
  )
  from public.site_check_reports r
  where report_token ~ '^[0-9a-f]{64}$' and r.token = report_token
$$;
revoke all on function public.get_site_check_report(text) from public;
grant execute on function public.get_site_check_report(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Limits and cache. One row per check that reached the network (cache answers are not counted: they
-- cost the checked site nothing). A refused check is not recorded either.

create table private.site_check_settings (
  singleton boolean primary key default true constraint site_check_settings_singleton_check check (singleton),
  per_address_per_hour integer not null default 10
    constraint site_check_settings_per_address_check check (per_address_per_hour between 0 and 100000),
  per_host_per_hour integer not null default 10
    constraint site_check_settings_per_host_check check (per_host_per_hour between 0 and 100000),
  cache_for interval not null default interval '10 minutes'
    constraint site_check_settings_cache_for_check check (cache_for between interval '0' and interval '1 day')
);
insert into private.site_check_settings default values;
revoke all on table private.site_check_settings from public, anon, authenticated, service_role;

create table private.site_check_log (
  -- As the insert rate limit counts it (private.request_client_address): IPv4, an IPv6 /64, 'unknown'.
  address text not null,
  host text not null,
  checked_at timestamptz not null default now()
);
create index site_check_log_address_idx on private.site_check_log (address, checked_at);
create index site_check_log_host_idx on private.site_check_log (host, checked_at);
revoke all on table private.site_check_log from public, anon, authenticated, service_role;

-- What the function runs before it fetches anything. request_headers are the headers the function
-- received from the gateway: the visitor's address is read from them exactly as the insert rate limit
-- reads PostgREST's (trusted proxy hops or the platform's own header, private.client_address_settings).
-- Answers {"cached": true, report...} with a fresh token when the same address was checked within the
-- cache window, else {"cached": false} once the check is counted; past a limit it raises PT429.
create function private.begin_site_check(request_headers jsonb, target_url text, target_host text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.site_check_settings;
  cached public.site_check_reports;
  copy_token text;
  client text;
  recent integer;
begin
  select * into strict settings from private.site_check_settings;
  select * into cached from public.site_check_reports r
    where r.target_url = begin_site_check.target_url and r.created_at > now() - settings.cache_for
    order by r.created_at desc
    limit 1;
  if found then
    -- A copy with its own token: a visitor who later attaches an email to their report does not attach it
    -- to someone else's.
    insert into public.site_check_reports (target_url, target_host, report, score, niche)
      values (cached.target_url, cached.target_host, cached.report, cached.score, cached.niche)
      returning token into copy_token;
    return jsonb_build_object('cached', true, 'token', copy_token, 'report', cached.report, 'checkedAt', cached.created_at);
  end if;

  perform set_config('request.headers', coalesce(request_headers, '{}'::jsonb)::text, true);
  client := coalesce(private.request_client_address(), 'unknown');
  -- Checks take turns here, so concurrent ones cannot all count the same totals (this is quick).
  perform pg_advisory_xact_lock(hashtext('site_check_log'));
  delete from private.site_check_log where checked_at <= now() - interval '1 hour';
  select count(*) into recent from private.site_check_log where address = client;
  if recent >= settings.per_address_per_hour then
    raise sqlstate 'PT429' using
      message = 'Too many site checks from this address',
      detail = format('At most %s checks an hour from one address; try again later.', settings.per_address_per_hour),
      hint = 'site_check_address_limit';
  end if;
  select count(*) into recent from private.site_check_log where host = target_host;
  if recent >= settings.per_host_per_hour then
    raise sqlstate 'PT429' using
      message = 'Too many checks of this site',
      detail = format('At most %s checks an hour of one site; try again later.', settings.per_host_per_hour),
      hint = 'site_check_host_limit';
  end if;
  insert into private.site_check_log (address, host) values (client, target_host);
  return jsonb_build_object('cached', false);
end
$$;

-- What the function runs once the report is made; answers the report's token.
create function private.save_site_check_report(target_url text, target_host text, report jsonb, score integer, niche text)
returns text
language sql
security definer
set search_path = ''
as $$
  insert into public.site_check_reports (target_url, target_host, report, score, niche)
    values (target_url, target_host, report, score, niche)
    returning token
$$;

revoke all on function private.begin_site_check(jsonb, text, text), private.save_site_check_report(text, text, jsonb, integer, text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The function's own login. Set its password once per project and give the function the URL as the
-- SITE_CHECK_DB_URL secret (docs/decisions/022-site-check.md, "Deploying"):
--   alter role site_checker with password '<a long random password>';
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'site_checker') then
    create role site_checker login noinherit nocreatedb nocreaterole nobypassrls;
  end if;
end
$$;
alter role site_checker set statement_timeout = '10s';
alter role site_checker set idle_in_transaction_session_timeout = '30s';
grant usage on schema private to site_checker;
grant execute on function private.begin_site_check(jsonb, text, text), private.save_site_check_report(text, text, jsonb, integer, text)
  to site_checker, service_role;
