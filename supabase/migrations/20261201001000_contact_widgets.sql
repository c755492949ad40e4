-- Issue 45, "Staff see it": the tools a contact runs on their own website, on the contact record. A
-- widget owner is a Supabase Auth user; the contact with the same address (contacts.email_normalized, lower
-- case) is theirs. Staff only, like the timeline: security definer, because it reads auth.users, with an
-- explicit staff check.
create function public.contact_widgets(contact_id uuid)
returns table (
  widget_id uuid,
  kind text,
  name text,
  published boolean,
  published_at timestamptz,
  updated_at timestamptz,
  views_30_days bigint,
  hosts text[]
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
         coalesce(array_agg(distinct v.host order by v.host) filter (where v.host is not null), '{}')
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
