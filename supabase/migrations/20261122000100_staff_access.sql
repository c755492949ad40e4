-- Staff access: the people allowed to read and delete what visitors submit.
-- The private schema is not in the API's exposed schemas (supabase/config.toml), so neither the staff
-- list nor the check function can be reached over HTTP; policies call the function from inside the
-- database. Add a staff member with:
--   insert into private.staff (user_id) select id from auth.users where email = 'someone@example.com';

create schema if not exists private;
revoke all on schema private from public;
-- Policies run with the caller's rights, so a signed-in user must be able to call the check.
grant usage on schema private to authenticated;

create table private.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
revoke all on table private.staff from public, anon, authenticated;

-- security definer so it can read private.staff, which nobody else may; an empty search_path so no
-- object the caller creates can be picked up in its place.
create function private.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.staff where user_id = (select auth.uid())
  )
$$;
revoke all on function private.is_staff() from public, anon;
grant execute on function private.is_staff() to authenticated;

-- What the staff sign-in asks after a successful sign-in: "may I see the dashboards?"
create function public.am_i_staff() returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_staff()
$$;
revoke all on function public.am_i_staff() from public, anon, authenticated;
grant execute on function public.am_i_staff() to authenticated;
