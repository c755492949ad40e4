-- Issue 26 (speed to lead): the staff Insights screen's figures, counted by the database in one call so
-- the browser never downloads the rows. Every figure covers the rows created in the last `weeks` weeks
-- (Monday-based UTC weeks, the current one included), archived rows too: archiving a lead does not undo
-- where it came from or how fast it was answered.
--
--   by_source          leads by first-touch source across the three tables: the UTM source, else the
--                      referrer host, else 'Direct / unknown', most first
--   by_week            new rows per week and per table, every week of the window (zeros included)
--   funnel             builder leads by status ({"new": 3, ...}); the client orders and labels them
--   response_by_week   median minutes from arrival to the first staff touch, by week of arrival, over the
--                      rows already touched (first_touch_at set), with how many were touched
--   response_by_owner  the same by owner (their auth.users email; null owner: unassigned)
--
-- security definer (it reads auth.users for the owners' emails) with an explicit staff check, as
-- contact_timeline does.
create function public.pipeline_insights(weeks integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_week date;
  result jsonb;
begin
  if not private.is_staff() then
    raise exception 'Only staff can read pipeline insights.' using errcode = '42501';
  end if;
  if weeks is null or weeks < 1 or weeks > 104 then
    raise exception 'weeks must be between 1 and 104.' using errcode = '22023';
  end if;
  first_week := date_trunc('week', now() at time zone 'UTC')::date - (weeks - 1) * 7;

  with arrivals as (
    select 'custom_builder_leads'::text as t, l.created_at, l.status::text as status, l.owner_id, l.first_touch_at,
        l.source_utm_source as utm, l.source_referrer_host as referrer
      from public.custom_builder_leads l where l.created_at >= first_week
    union all
    select 'visitor_inquiries', i.created_at, i.status::text, i.owner_id, i.first_touch_at, i.source_utm_source, i.source_referrer_host
      from public.visitor_inquiries i where i.created_at >= first_week
    union all
    select 'onboarding_submissions', o.created_at, o.status::text, o.owner_id, o.first_touch_at, o.source_utm_source, o.source_referrer_host
      from public.onboarding_submissions o where o.created_at >= first_week
  ),
  stamped as (
    select a.*, date_trunc('week', a.created_at at time zone 'UTC')::date as week,
        extract(epoch from a.first_touch_at - a.created_at) / 60 as response_minutes
      from arrivals a
  ),
  week_list as (
    select (first_week + n * 7) as week from generate_series(0, weeks - 1) as n
  )
  select jsonb_build_object(
    'weeks', weeks,
    'first_week', first_week,
    'by_source', coalesce((
      select jsonb_agg(jsonb_build_object('source', s.source, 'count', s.count) order by s.count desc, s.source)
        from (select coalesce(st.utm, st.referrer, 'Direct / unknown') as source, count(*) as count
                from stamped st group by 1) s), '[]'::jsonb),
    'by_week', (
      select jsonb_agg(jsonb_build_object('week', c.week, 'custom_builder_leads', c.leads,
          'visitor_inquiries', c.enquiries, 'onboarding_submissions', c.onboarding) order by c.week)
        from (select w.week,
                count(st.t) filter (where st.t = 'custom_builder_leads') as leads,
                count(st.t) filter (where st.t = 'visitor_inquiries') as enquiries,
                count(st.t) filter (where st.t = 'onboarding_submissions') as onboarding
              from week_list w left join stamped st on st.week = w.week
              group by w.week) c),
    'funnel', coalesce((
      select jsonb_object_agg(f.status, f.count)
        from (select st.status, count(*) as count from stamped st where st.t = 'custom_builder_leads' group by 1) f), '{}'::jsonb),
    'response_by_week', (
      select jsonb_agg(jsonb_build_object('week', r.week, 'median_minutes', r.median, 'touched', r.touched) order by r.week)
        from (select w.week,
                round((percentile_cont(0.5) within group (order by st.response_minutes))::numeric, 1) as median,
                count(st.response_minutes) as touched
              from week_list w left join stamped st on st.week = w.week and st.first_touch_at is not null
              group by w.week) r),
    'response_by_owner', coalesce((
      select jsonb_agg(jsonb_build_object('owner_id', r.owner_id, 'email', r.email, 'median_minutes', r.median,
          'touched', r.touched) order by r.email nulls last)
        from (select st.owner_id, u.email::text as email,
                round((percentile_cont(0.5) within group (order by st.response_minutes))::numeric, 1) as median,
                count(*) as touched
              from stamped st left join auth.users u on u.id = st.owner_id
              where st.first_touch_at is not null
              group by st.owner_id, u.email) r), '[]'::jsonb)
  ) into result;
  return result;
end
$$;
revoke all on function public.pipeline_insights(integer) from public, anon, authenticated;
grant execute on function public.pipeline_insights(integer) to authenticated;
