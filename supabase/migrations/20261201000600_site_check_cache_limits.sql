-- A cached site check counts, and is not copied (issue 43, item 2). 20261126000100_site_check.sql
-- answered a repeat check of a cached address before any limit and stored a copy of the report each time:
-- 500 repeats from one visitor stored 500 copies and counted none. Now the visitor's limit comes first
-- and a cache answer counts against it (not against the checked host's: a cache answer costs the site
-- nothing), and the answer is the cached report itself, under its own token. A report somebody has
-- emailed is theirs (its token then names their lead's report): the next visitor gets one fresh copy,
-- which the visitors after them share.

alter table private.site_check_log add column from_cache boolean not null default false;

create or replace function private.begin_site_check(request_headers jsonb, target_url text, target_host text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.site_check_settings;
  cached public.site_check_reports;
  client text;
  recent integer;
begin
  select * into strict settings from private.site_check_settings;
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

  select * into cached from public.site_check_reports r
    where r.target_url = begin_site_check.target_url and r.created_at > now() - settings.cache_for
    order by (r.email is null and r.lead_id is null) desc, r.created_at desc
    limit 1;
  if found then
    insert into private.site_check_log (address, host, from_cache) values (client, target_host, true);
    if cached.email is not null or cached.lead_id is not null then
      insert into public.site_check_reports (target_url, target_host, report, score, niche, created_at)
        values (cached.target_url, cached.target_host, cached.report, cached.score, cached.niche, cached.created_at)
        returning * into cached;
    end if;
    return jsonb_build_object('cached', true, 'token', cached.token, 'report', cached.report, 'checkedAt', cached.created_at);
  end if;

  select count(*) into recent from private.site_check_log where host = target_host and not from_cache;
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
