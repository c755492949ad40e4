-- Widget views: at most 50 website hosts a widget a day. The beacon's host is whatever the caller says, and
-- a widget's id is public (it is in every snippet), so a loop naming a new host each time added a row per
-- call without end, filling the table and the owner's list of sites with made-up names. An owner's widget
-- shows on a few sites (theirs, a staging copy, a page builder's preview): a host new for the day past the
-- 50th is not counted; the hosts already counted that day go on counting.
--
-- A trigger rather than a new record_widget_views (20261201000900_widget_views.sql), which only inserts:
-- a row it would add is skipped (null) when its host is new for the widget's day and the day has 50 already.
-- A row for a host already there goes through, to its ON CONFLICT update. Both reads use the primary key's
-- prefix (widget_id, day, host).

create function private.widget_view_hosts_bounded() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
       select 1 from public.widget_views x
        where x.widget_id = new.widget_id and x.day = new.day and x.host = new.host
     )
     and (
       select count(distinct x.host) from public.widget_views x
        where x.widget_id = new.widget_id and x.day = new.day
     ) >= 50 then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function private.widget_view_hosts_bounded() from public;

create trigger widget_view_hosts_bounded
  before insert on public.widget_views
  for each row execute function private.widget_view_hosts_bounded();
