-- The rate limit's client address comes from what the trusted proxy saw, not from what the client wrote
-- (issue 29, section 1; docs/decisions/005-abuse-limits.md).
-- Proxies that append to x-forwarded-for (the Kong gateway of `supabase start` and self-hosted stacks,
-- most CDNs) keep the client's own header in front: its first entry is whatever the client typed, so
-- keying on it gave every request a fresh bucket. The entries a trusted proxy appended are at the right.
--
-- Per deployment (README, "Client address behind proxies"), one of:
--   update private.client_address_settings set trusted_proxy_hops = 2;   -- e.g. a CDN in front of the gateway
--   update private.client_address_settings set client_address_header = 'cf-connecting-ip';
--     -- only a header the platform itself sets and removes from what clients send
create table private.client_address_settings (
  singleton boolean primary key default true constraint client_address_settings_singleton_check check (singleton),
  -- How many proxies append to x-forwarded-for between the internet and PostgREST. The client is the
  -- entry that many places from the right: with 1 (one appending gateway), the last entry.
  trusted_proxy_hops integer not null default 1
    constraint client_address_settings_hops_check check (trusted_proxy_hops between 1 and 10),
  -- A request header naming the client that the platform sets and strips from clients (lower-case, as
  -- PostgREST exposes header names). When set, x-forwarded-for is not read.
  client_address_header text
    constraint client_address_settings_header_check check (client_address_header ~ '^[a-z0-9-]{1,64}$')
);
insert into private.client_address_settings default values;
revoke all on table private.client_address_settings from public, anon, authenticated, service_role;

-- Same contract as before (null outside the API; 'unknown' / 'unparseable' buckets fail closed); only
-- which entry is read changes. security definer: it reads the settings table, which the API roles cannot.
create or replace function private.request_client_address() returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
  settings private.client_address_settings;
  entries text[];
  forwarded text;
  address inet;
begin
  if headers is null then
    return null;
  end if;
  select * into settings from private.client_address_settings;
  if settings.client_address_header is not null then
    forwarded := btrim(coalesce(headers::json ->> settings.client_address_header, ''));
  else
    entries := string_to_array(coalesce(headers::json ->> 'x-forwarded-for', ''), ',');
    -- Fewer entries than trusted hops: the request did not pass through every trusted proxy, so nothing
    -- in it can be trusted; it joins the shared 'unknown' bucket.
    forwarded := btrim(coalesce(entries[cardinality(entries) - coalesce(settings.trusted_proxy_hops, 1) + 1], ''));
  end if;
  if forwarded = '' then
    return 'unknown';
  end if;
  begin
    address := forwarded::inet;
  exception when others then
    return 'unparseable';
  end;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end
$$;
revoke all on function private.request_client_address() from public;
