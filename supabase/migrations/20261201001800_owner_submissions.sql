-- Issue 45, "Staff see it": on the contact record and under the lead, the owner's widgets with their views
-- AND what visitors sent through them over the last 30 days (contact form messages, email sign-ups and
-- booking requests; a sign-up counts when it was made, whatever became of it). The two staff reads
-- (20261201001000_contact_widgets.sql, 20261201001400_lead_owner_tools.sql) gain a submissions_30_days
-- column; their return types change, so they are dropped and made again.

-- What visitors sent through one widget since a moment: every collecting kind's table, each by its
-- (widget_id, created_at) index.
create function private.widget_submissions_since(widget uuid, since timestamptz) returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select (select count(*) from public.contact_form_submissions s where s.widget_id = widget and s.created_at >= since)
       + (select count(*) from public.email_signup_subscribers s where s.widget_id = widget and s.created_at >= since)
       + (select count(*) from public.booking_requests s where s.widget_id = widget and s.created_at >= since)
$$;
revoke all on function private.widget_submissions_since(uuid, timestamptz) from public;

drop function public.contact_widgets(uuid);
create function public.contact_widgets(contact_id uuid)
returns table (
  widget_id uuid,
  kind text,
  name text,
  published boolean,
  published_at timestamptz,
  updated_at timestamptz,
  views_30_days bigint,
  hosts text[],
  submissions_30_days bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.is_staff() then
    raise exception 'Only staff can read a contact''s tools.' using errcode = '42501';
  end if;
  return query
  select w.id, w.kind, w.name, w.published is not null, w.published_at, w.updated_at,
         coalesce(sum(v.views), 0)::bigint,
         coalesce(array_agg(distinct v.host order by v.host) filter (where v.host is not null), '{}'),
         private.widget_submissions_since(w.id, now() - interval '30 days')
    from public.contacts c
    join auth.users u on lower(u.email) = c.email_normalized
    join public.widgets w on w.owner_id = u.id
    left join public.widget_views v
      on v.widget_id = w.id and v.day > (now() at time zone 'utc')::date - 30
   where c.id = contact_widgets.contact_id
   group by w.id
   order by w.updated_at desc;
end;
$$;
revoke all on function public.contact_widgets(uuid) from public, anon;
grant execute on function public.contact_widgets(uuid) to authenticated;

drop function public.contact_owner_tools();
create function public.contact_owner_tools()
returns table (
  contact_id uuid,
  plan text,
  on_trial boolean,
  tool_limit integer,
  trial_started_at timestamptz,
  trial_ends_at timestamptz,
  live_tools integer,
  may_run boolean,
  views_30_days bigint,
  submissions_30_days bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.is_staff() then
    raise exception 'Only staff can read contacts'' tools.' using errcode = '42501';
  end if;
  return query
  select c.id, p.plan, p.on_trial, p.tool_limit, p.trial_started_at, p.trial_ends_at, p.live_tools, p.may_run,
         coalesce((select sum(v.views) from public.widget_views v
                     join public.widgets w on w.id = v.widget_id
                    where w.owner_id = u.id and v.day > (now() at time zone 'utc')::date - 30), 0)::bigint,
         coalesce((select sum(private.widget_submissions_since(w.id, now() - interval '30 days'))
                     from public.widgets w where w.owner_id = u.id), 0)::bigint
    from auth.users u
    join public.contacts c on c.email_normalized = lower(u.email)
    cross join lateral private.owner_widget_plan(u.id) p
   where exists (select 1 from public.widgets w where w.owner_id = u.id);
end;
$$;
revoke all on function public.contact_owner_tools() from public, anon;
grant execute on function public.contact_owner_tools() to authenticated;

-- "Owners see views and submissions per day": the signed-in owner's own widgets' submissions (messages,
-- sign-ups, booking requests) per widget and UTC day since a day, beside their views (public.widget_views).
-- Security invoker: the kinds' row-level security already limits an owner to their own widgets' rows; the
-- join says it again so that staff, who read every row, get only widgets of their own here too.
create function public.my_widget_submissions(since date)
returns table (widget_id uuid, day date, submissions bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.widget_id, (s.created_at at time zone 'utc')::date, count(*)
    from (
      select widget_id, created_at from public.contact_form_submissions
      union all
      select widget_id, created_at from public.email_signup_subscribers
      union all
      select widget_id, created_at from public.booking_requests
    ) as s
    join public.widgets w on w.id = s.widget_id and w.owner_id = (select auth.uid())
   where s.created_at >= (since::timestamp at time zone 'utc')
   group by 1, 2
$$;
revoke all on function public.my_widget_submissions(date) from public, anon;
grant execute on function public.my_widget_submissions(date) to authenticated;
