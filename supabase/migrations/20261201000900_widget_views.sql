-- Widget views (issue 45, "Views, without cookies"): how many page views showed each published widget, per
-- UTC day and per website host. The loader on an owner's page sends one beacon per page view naming the
-- widgets on it (the widget-views Edge Function); nothing about the visitor is kept: no cookie, no visitor
-- id, no address, no user agent. docs/decisions/035-widget-views.md.
--
-- A count is spread over 16 shards per (widget, day, host): each call adds 1 to a random one, so a burst of
-- views on one popular page updates 16 rows in turn instead of queueing on one. A day's views are the sum.

create table public.widget_views (
  widget_id uuid not null references public.widgets (id) on delete cascade,
  day date not null,
  -- location.hostname, lower case, no trailing dot: labels of letters, digits, '-' and '_', 63 at most each.
  host text not null constraint widget_views_host_check check (
    char_length(host) between 1 and 253
    and host ~ '^[a-z0-9]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9_-]*[a-z0-9])?)*$'
    and host !~ '[^.]{64}'
  ),
  shard smallint not null constraint widget_views_shard_check check (shard between 0 and 15),
  views bigint not null default 0 constraint widget_views_views_check check (views >= 0),
  primary key (widget_id, day, host, shard)
);

alter table public.widget_views enable row level security;

-- Nobody writes here but record_widget_views (security definer). Owners read their own widgets' rows,
-- staff read every row; anonymous visitors read nothing.
revoke all on table public.widget_views from anon, authenticated, service_role;
grant select on table public.widget_views to authenticated;

create policy "Owners read their widgets' views, staff read all views"
  on public.widget_views for select to authenticated
  using (
    (select private.is_staff())
    or exists (select 1 from public.widgets w where w.id = widget_id and w.owner_id = (select auth.uid()))
  );

-- One page view showing `widget_ids` on `view_host`: 1 more view today (UTC) for each distinct id of a
-- widget published now; unknown and unpublished ids are passed over without a word (the caller learns
-- nothing about which ids exist, hence no result). Refused (22023): a host that is not a hostname after
-- lower-casing and dropping one trailing dot, more than 20 ids, a null id.
create function public.record_widget_views(view_host text, widget_ids uuid[]) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalised text;
begin
  if view_host is null or char_length(view_host) > 254 then
    raise exception 'record_widget_views: the host must be a hostname of at most 253 characters' using errcode = '22023';
  end if;
  -- ASCII letters only (collate "C"): no other letter may turn into one (the Kelvin sign into k).
  normalised := lower(view_host collate "C");
  if right(normalised, 1) = '.' then normalised := left(normalised, -1); end if;
  if char_length(normalised) not between 1 and 253
    or normalised !~ '^[a-z0-9]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9_-]*[a-z0-9])?)*$'
    or normalised ~ '[^.]{64}' then
    raise exception 'record_widget_views: the host must be a hostname of at most 253 characters' using errcode = '22023';
  end if;
  if widget_ids is null or cardinality(widget_ids) > 20 then
    raise exception 'record_widget_views: at most 20 widget ids a call' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(widget_ids) as i(id) where i.id is null) then
    raise exception 'record_widget_views: a widget id may not be null' using errcode = '22023';
  end if;

  -- In id order, so two calls naming the same widgets take their rows' locks in the same order. A new row
  -- checks its widget (the foreign key); adding to an existing one does not touch public.widgets.
  insert into public.widget_views as v (widget_id, day, host, shard, views)
    select w.id, (now() at time zone 'UTC')::date, normalised, floor(random() * 16)::smallint, 1
      from public.widgets w
     where w.id = any (widget_ids) and w.published is not null
     order by w.id
  on conflict (widget_id, day, host, shard) do update set views = v.views + 1;
end;
$$;
revoke all on function public.record_widget_views(text, uuid[]) from public;
grant execute on function public.record_widget_views(text, uuid[]) to anon, authenticated;
