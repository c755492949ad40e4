-- Staff access may require a second factor (issue 29, section 6; README, "Staff sign-in and MFA").
-- Every staff policy calls private.is_staff(); with require_mfa on, it is true only for a session at
-- Authentication Assurance Level 2 (the JWT's aal claim after a TOTP or other MFA challenge), so a stolen
-- password alone opens no dashboard. Turn it on once every staff member has enrolled a factor:
--   update private.staff_access_settings set require_mfa = true;
create table private.staff_access_settings (
  singleton boolean primary key default true constraint staff_access_settings_singleton_check check (singleton),
  require_mfa boolean not null default false
);
insert into private.staff_access_settings default values;
revoke all on table private.staff_access_settings from public, anon, authenticated, service_role;

create or replace function private.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.staff where user_id = (select auth.uid())
  ) and (
    not coalesce((select require_mfa from private.staff_access_settings), false)
    or coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
  )
$$;
