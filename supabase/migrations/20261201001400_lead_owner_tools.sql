-- Issue 45, "Staff see it ... on the contact record and the lead": the leads dashboard shows, under a lead
-- whose contact runs tools of their own, their plan or trial, how many tools are live and their views of
-- the last 30 days. One call for the whole dashboard, as its purchases are: owners are far fewer than leads.
-- A contact is an owner when an Auth user has its address (contacts.email_normalized, lower case), as in
-- contact_widgets. Staff only; security definer because it reads auth.users.
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
  views_30_days bigint
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
                    where w.owner_id = u.id and v.day > (now() at time zone 'utc')::date - 30), 0)::bigint
    from auth.users u
    join public.contacts c on c.email_normalized = lower(u.email)
    cross join lateral private.owner_widget_plan(u.id) p
   where exists (select 1 from public.widgets w where w.owner_id = u.id);
end;
$$;
revoke all on function public.contact_owner_tools() from public, anon;
grant execute on function public.contact_owner_tools() to authenticated;
