-- Issue 45, "Staff see it": the Insights screen gains installs per week and active widgets, counted by the
-- database from public.widget_views in one call, as pipeline_insights does for leads.
--
--   installs_by_week  every week of the window (Monday-based UTC weeks, the current one included, zeros
--                     too): how many widgets were seen for the first time on a website that week. An
--                     install is a (widget, host) pair's first day of views, so one widget pasted into two
--                     websites is two installs; a widget moved to a new host is a new install.
--   active_widgets    widgets published now and seen on some website in the last 7 days (today included)
--   published_widgets widgets published now
--   active_owners     owners with at least one active widget
--
-- Views are counted per UTC day, so "first seen" is a day, not a moment. Staff only (42501 for others).
create function public.widget_insights(weeks integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_week date;
  today date := (now() at time zone 'UTC')::date;
  result jsonb;
begin
  if not private.is_staff() then
    raise exception 'Only staff can read widget insights.' using errcode = '42501';
  end if;
  if weeks is null or weeks < 1 or weeks > 104 then
    raise exception 'weeks must be between 1 and 104.' using errcode = '22023';
  end if;
  first_week := date_trunc('week', today)::date - (weeks - 1) * 7;

  with first_seen as (
    select v.widget_id, v.host, min(v.day) as day
      from public.widget_views v
     group by v.widget_id, v.host
  ),
  week_list as (
    select (first_week + n * 7) as week from generate_series(0, weeks - 1) as n
  ),
  active as (
    select distinct w.id, w.owner_id
      from public.widgets w
      join public.widget_views v on v.widget_id = w.id and v.day > today - 7
     where w.published is not null
  )
  select jsonb_build_object(
    'weeks', weeks,
    'first_week', first_week,
    'installs_by_week', (
      select jsonb_agg(jsonb_build_object('week', c.week, 'installs', c.installs) order by c.week)
        from (select wl.week, count(f.widget_id) as installs
                from week_list wl
                left join first_seen f on date_trunc('week', f.day)::date = wl.week
               group by wl.week) c),
    'active_widgets', (select count(*) from active),
    'published_widgets', (select count(*) from public.widgets w where w.published is not null),
    'active_owners', (select count(distinct a.owner_id) from active a)
  ) into result;
  return result;
end
$$;
revoke all on function public.widget_insights(integer) from public, anon, authenticated;
grant execute on function public.widget_insights(integer) to authenticated;
