-- Speed to lead, the staff UI's one read of who the staff are (docs/decisions/026-speed-to-lead.md, "UI"):
-- the owner column shows an email and the reassign picker lists the active staff. private.staff and
-- auth.users are out of the API's reach, so a staff-only security definer function answers, like
-- public.speed_to_lead_settings(); anyone else is refused.
create function public.staff_directory() returns table (user_id uuid, email text, active boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff can read the staff directory.' using errcode = '42501';
  end if;
  return query
    select s.user_id, u.email::text, s.active
    from private.staff s
    join auth.users u on u.id = s.user_id
    order by lower(u.email::text), s.user_id;
end
$$;
revoke all on function public.staff_directory() from public, anon, authenticated;
grant execute on function public.staff_directory() to authenticated;

-- The lists' "Waiting longest" order: rows still waiting for a first touch first, oldest first. A stored
-- generated flag rather than ordering first_touch_at nulls first, because the CSV export pages by keyset
-- (src/lib/keyset.ts), which needs every order column non-null. Nobody writes it; it follows first_touch_at.
alter table public.custom_builder_leads
  add column awaiting_first_touch boolean generated always as (first_touch_at is null) stored;
alter table public.visitor_inquiries
  add column awaiting_first_touch boolean generated always as (first_touch_at is null) stored;
alter table public.onboarding_submissions
  add column awaiting_first_touch boolean generated always as (first_touch_at is null) stored;
