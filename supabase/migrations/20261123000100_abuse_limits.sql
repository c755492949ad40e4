-- Flood and abuse limits for the tables anonymous visitors write to (issue 9, sections 2 and 3), as
-- reusable pieces, attached below to custom_builder_leads and onboarding_submissions.
-- Limits and reasons: docs/decisions/005-abuse-limits.md. The text patterns mirror
-- src/lib/validation/clean-text.ts; supabase/tests/clean-text-agreement.test.ts keeps them equal.
--
-- ATTACHING THE PIECES TO A NEW VISITOR-FACING TABLE (say public.visitor_inquiries):
--   1. CHECK every visitor text column:
--        one-line text:  check (private.is_clean_line(subject))
--        free text:      check (private.is_clean_text(message))          -- keeps \n and \r\n
--        email:          check (char_length(email) <= 254 and private.is_plain_email(email))
--        http(s) URL:    check (website_url is null or private.is_http_url(website_url))
--        option array:   check (cardinality(topics) >= 1 and topics <@ array['a', 'b']::text[]
--                               and private.is_option_list(topics, 2))   -- 2 = number of options
--   2. One row per API insert statement:
--        create trigger visitor_inquiries_one_row_per_insert
--          after insert on public.visitor_inquiries referencing new table as inserted
--          for each statement execute function private.refuse_multi_row_insert();
--   3. Per-client rate limit (default 10 rows per 10 minutes per address; pass other numbers as
--      arguments, e.g. execute function private.enforce_insert_rate_limit('5', '1 hour')):
--        create trigger visitor_inquiries_rate_limit
--          before insert on public.visitor_inquiries
--          for each row execute function private.enforce_insert_rate_limit();
--   The triggers only act on the API roles anon and authenticated (staff included: nobody needs to
--   bulk-insert into a visitor table through the API); service_role, migrations and seeds are exempt.

-- ---------------------------------------------------------------------------------------------------
-- Clean text. Patterns use \uXXXX escapes only, which PostgreSQL's regular expressions and JavaScript's
-- read the same way. The whitespace class is spelled out because \s differs between the two engines
-- (and between database locales) for non-ASCII spaces.

-- One-line text: no control characters (C0, DEL, C1) and no bidirectional overrides or isolates
-- (U+202A-U+202E, U+2066-U+2069), which can make a name display as something else.
create function private.is_clean_line(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
$$;

-- Free text (messages): as above, but ordinary line breaks (\n and \r\n) are allowed; a lone \r is not.
create function private.is_clean_text(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\r(?!\n)'
$$;

-- An address a mailto: link cannot be bent by: none of ? & % / , ; : (which would add headers such as
-- Bcc, or more recipients) and no whitespace, besides the clean-line rule (repeated rather than called:
-- a function called from these would need the API roles to have usage on the private schema).
create function private.is_plain_email(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ '^[^@?&%/,;:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+@[^@?&%/,;:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+\.[^@?&%/,;:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+$'
    and value !~ '[\u0001-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
$$;

-- The whole value is one http(s) URL: a host (no user info), an optional port, then an optional
-- path/query/fragment with no whitespace, quotes, angle brackets or other characters a URL never holds
-- unencoded. A valid prefix followed by a line break and markup fails.
create function private.is_http_url(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~* '^https?://[^/?#@:\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0027\u003C\u003E\u005C\u005E\u0060\u007B\u007C\u007D]+(:[0-9]{1,5})?([/?#][^\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0027\u003C\u003E\u005C\u005E\u0060\u007B\u007C\u007D]*)?$'
    and value !~ '[\u0001-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
$$;

-- A list of option ids: one dimension starting at 1, no nulls, no duplicates, at most max_items.
-- (Which ids are allowed stays in each column's own `<@ array[...]` check.)
create function private.is_option_list(value text[], max_items integer) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value is null or cardinality(value) = 0 or (
    array_ndims(value) = 1
    and array_lower(value, 1) = 1
    and cardinality(value) <= max_items
    and array_position(value, null) is null
    and cardinality(value) = (select count(distinct v) from unnest(value) as v)
  )
$$;

-- CHECK constraints run with the inserting role's rights, so the API roles must be able to call these.
-- They only compute a boolean from their arguments.
revoke all on function private.is_clean_line(text), private.is_clean_text(text), private.is_plain_email(text),
  private.is_http_url(text), private.is_option_list(text[], integer) from public;
grant execute on function private.is_clean_line(text), private.is_clean_text(text), private.is_plain_email(text),
  private.is_http_url(text), private.is_option_list(text[], integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- One row per insert statement. PostgREST runs a JSON-array POST as one `insert ... select` over the
-- array, so refusing a statement that inserted more than one row refuses the whole request.

create function private.refuse_multi_row_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- current_setting('role') is the API role PostgREST switched to (it stays so inside functions).
  if coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated')
    and exists (select 1 from inserted offset 1)
  then
    -- PostgREST answers a PTxyz SQLSTATE with HTTP status xyz: 413, the request is too large.
    raise sqlstate 'PT413' using
      message = 'Only one row may be inserted per request',
      detail = format('%s accepts a single JSON object, not an array of them.', tg_table_name);
  end if;
  return null;
end
$$;
revoke all on function private.refuse_multi_row_insert() from public;

-- ---------------------------------------------------------------------------------------------------
-- Per-client rate limit, in the database, following Supabase's documented pattern for PostgREST:
-- the client address comes from the request headers PostgREST exposes as request.headers (Supabase's
-- gateway sets x-forwarded-for), recent writes are counted in a private table, and the request is
-- refused past the limit. It runs as a row trigger rather than as db_pre_request so it counts per
-- table and only inserts, and needs no PostgREST setting to take effect.

create table private.insert_rate_log (
  -- The client address: an IPv4 address, an IPv6 /64 network (one subscriber's usual allocation, so
  -- rotating through it does not help), 'unknown' or 'unparseable'.
  address text not null,
  table_name text not null,
  inserted_at timestamptz not null default now()
);
create index insert_rate_log_client_idx on private.insert_rate_log (address, table_name, inserted_at);
create index insert_rate_log_inserted_at_idx on private.insert_rate_log (inserted_at);
revoke all on table private.insert_rate_log from public, anon, authenticated;

-- The address a request came from, as the rate limit counts it; null when the statement did not come
-- through the API (no request.headers: a migration, seed or admin connection, since the API roles
-- cannot log in themselves).
create function private.request_client_address() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
  forwarded text;
  address inet;
begin
  if headers is null then
    return null;
  end if;
  -- The first entry is the client; proxies append their own addresses after it.
  forwarded := btrim(split_part(coalesce(headers::json ->> 'x-forwarded-for', ''), ',', 1));
  -- A request with no address is counted in one shared bucket: failing closed means a proxy that
  -- stops sending the header cannot switch the limit off.
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

create function private.enforce_insert_rate_limit() returns trigger
language plpgsql
security definer -- writes private.insert_rate_log, which the API roles cannot touch
set search_path = ''
as $$
declare
  max_rows integer := coalesce(tg_argv[0]::integer, 10);
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

-- ---------------------------------------------------------------------------------------------------
-- custom_builder_leads
-- not valid: the new rules apply to every row written from now on, without failing the deploy on rows
-- stored before them (find those with the same functions and clean them up, then `validate constraint`).

alter table public.custom_builder_leads
  add constraint custom_builder_leads_business_name_clean_check
    check (private.is_clean_line(business_name)) not valid,
  add constraint custom_builder_leads_goals_list_check
    check (private.is_option_list(goals, 6)) not valid,
  add constraint custom_builder_leads_current_challenges_list_check
    check (private.is_option_list(current_challenges, 6)) not valid,
  add constraint custom_builder_leads_website_url_whole_check
    check (website_url is null or private.is_http_url(website_url)) not valid,
  add constraint custom_builder_leads_email_plain_check
    check (private.is_plain_email(email)) not valid;

create trigger custom_builder_leads_one_row_per_insert
  after insert on public.custom_builder_leads referencing new table as inserted
  for each statement execute function private.refuse_multi_row_insert();

create trigger custom_builder_leads_rate_limit
  before insert on public.custom_builder_leads
  for each row execute function private.enforce_insert_rate_limit();

-- ---------------------------------------------------------------------------------------------------
-- onboarding_submissions (it has no array column)

alter table public.onboarding_submissions
  add constraint onboarding_submissions_full_name_clean_check
    check (private.is_clean_line(full_name)) not valid,
  add constraint onboarding_submissions_email_plain_check
    check (private.is_plain_email(email)) not valid,
  add constraint onboarding_submissions_phone_clean_check
    check (private.is_clean_line(phone)) not valid,
  add constraint onboarding_submissions_domain_name_clean_check
    check (private.is_clean_line(domain_name)) not valid,
  add constraint onboarding_submissions_backend_login_url_whole_check
    check (backend_login_url is null or private.is_http_url(backend_login_url)) not valid,
  add constraint onboarding_submissions_backend_username_clean_check
    check (private.is_clean_line(backend_username)) not valid;

create trigger onboarding_submissions_one_row_per_insert
  after insert on public.onboarding_submissions referencing new table as inserted
  for each statement execute function private.refuse_multi_row_insert();

create trigger onboarding_submissions_rate_limit
  before insert on public.onboarding_submissions
  for each row execute function private.enforce_insert_rate_limit();
