-- The per-client insert limit's number can come from a database setting, localboost.insert_rate_limit
-- (rows per window, overriding the trigger's own number). A Supabase project leaves it unset, so the
-- numbers in docs/decisions/005-abuse-limits.md apply. The demo's local backend, where every browser
-- arrives from one loopback address, sets it generously, and its tests set it per run; the check itself
-- always runs (docs/decisions/017-local-backend.md). Only a database owner can set it: API requests
-- can change request.* settings only.
create or replace function private.enforce_insert_rate_limit() returns trigger
language plpgsql
security definer -- writes private.insert_rate_log, which the API roles cannot touch
set search_path = ''
as $$
declare
  max_rows integer := coalesce(
    nullif(current_setting('localboost.insert_rate_limit', true), '')::integer,
    tg_argv[0]::integer,
    10
  );
  window_length interval := coalesce(tg_argv[1]::interval, interval '10 minutes');
  client text;
  recent integer;
begin
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated') then
    return new;
  end if;
  client := private.request_client_address();
  if client is null then
    return new;
  end if;
  -- Concurrent requests from one client wait for each other, so they cannot all count the same total.
  perform pg_advisory_xact_lock(hashtextextended(client || '/' || tg_table_name, 0));
  -- Counters older than the window are never needed again.
  delete from private.insert_rate_log where table_name = tg_table_name and inserted_at <= now() - window_length;
  select count(*) into recent
    from private.insert_rate_log
    where address = client and table_name = tg_table_name and inserted_at > now() - window_length;
  if recent >= max_rows then
    -- HTTP 429 Too Many Requests through PostgREST; the forms map this code to their message.
    raise sqlstate 'PT429' using
      message = 'Too many submissions from this address',
      detail = format('At most %s per %s from one address; try again later.', max_rows, window_length),
      hint = 'rate_limited';
  end if;
  -- Refused or failed inserts roll this back too: only stored rows count.
  insert into private.insert_rate_log (address, table_name) values (client, tg_table_name);
  return new;
end
$$;
revoke all on function private.enforce_insert_rate_limit() from public;
