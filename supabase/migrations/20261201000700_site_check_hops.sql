-- Every host a check reaches counts against that host (issue 43, item 7). A check of a redirector that
-- sends the fetch on to victim.example was counted against the redirector only, so the victim's hourly
-- limit could be side-stepped through other hosts. The function now counts each redirect hop's host (once
-- per check) through private.count_site_check_hop() before following it; a hop counts against the host,
-- not again against the visitor, who paid for the check once. (The trailing-dot spelling,
-- "victim.example.", is normalised by the function before it gets here.)

alter table private.site_check_log add column hop boolean not null default false;

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
  select count(*) into recent from private.site_check_log where address = client and not hop;
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

create function private.count_site_check_hop(request_headers jsonb, hop_host text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.site_check_settings;
  client text;
  recent integer;
begin
  select * into strict settings from private.site_check_settings;
  perform set_config('request.headers', coalesce(request_headers, '{}'::jsonb)::text, true);
  client := coalesce(private.request_client_address(), 'unknown');
  perform pg_advisory_xact_lock(hashtext('site_check_log'));
  select count(*) into recent from private.site_check_log where host = hop_host and not from_cache;
  if recent >= settings.per_host_per_hour then
    raise sqlstate 'PT429' using
      message = 'Too many checks of this site',
      detail = format('At most %s checks an hour of one site; try again later.', settings.per_host_per_hour),
      hint = 'site_check_host_limit';
  end if;
  insert into private.site_check_log (address, host, hop) values (client, hop_host, true);
end
$$;
revoke all on function private.count_site_check_hop(jsonb, text) from public, anon, authenticated;
grant execute on function private.count_site_check_hop(jsonb, text) to site_checker, service_role;
