-- Widgets (issue 42): the catalogue's tools an owner customizes, publishes and installs with one snippet.
-- An owner (a plain signed-in user, signed in with an emailed one-time code; never staff) keeps a draft
-- and, once published, a copy of it that installed pages read by id through public.published_widget()
-- (the widget-settings Edge Function). Staff read every widget. Every draft and published copy is checked
-- here against its kind's JSON Schema, generated from the kind's zod schema (src/widgets/kinds/<kind>/,
-- scripts/widget-schemas-sql.mjs writes 20261201000200_widget_kind_schemas.sql; the drift test
-- supabase/tests/widget-schema-drift.test.ts keeps the two equal).

-- ---------------------------------------------------------------------------------------------------
-- A JSON Schema validator for the subset z.toJSONSchema() emits for our settings pieces
-- (src/widgets/settings-common.ts). Fail closed: a keyword it does not know raises rather than being
-- ignored, so a schema change that needs more cannot pass unchecked. Annotations ($schema, title,
-- description, default, examples) are ignored. Patterns are matched with PostgreSQL's `~` (a search, as
-- JSON Schema's pattern is); settings-common.ts writes them so both engines read them alike. Lengths count
-- code points, as JSON Schema does (zod counts UTF-16 units, so the editor is the stricter of the two).

-- Raises on any keyword outside the subset, anywhere in the schema (the kind schemas' CHECK calls this).
create function private.json_schema_supported(schema jsonb) returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  keyword text;
  sub jsonb;
begin
  if jsonb_typeof(schema) = 'boolean' then return true; end if;
  if jsonb_typeof(schema) is distinct from 'object' then
    raise exception 'json schema: a schema must be an object or a boolean' using errcode = '22023';
  end if;
  for keyword in select jsonb_object_keys(schema) loop
    if keyword not in (
      '$schema', 'title', 'description', 'default', 'examples',
      'type', 'properties', 'required', 'additionalProperties', 'enum', 'const',
      'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
      'items', 'minItems', 'maxItems', 'anyOf', 'oneOf', 'allOf'
    ) then
      raise exception 'json schema: unsupported keyword "%"', keyword using errcode = '22023';
    end if;
  end loop;
  for sub in
    select value from jsonb_each(coalesce(schema -> 'properties', '{}'))
    union all select schema -> 'items' where schema ? 'items'
    union all select schema -> 'additionalProperties' where jsonb_typeof(schema -> 'additionalProperties') = 'object'
    union all select value from jsonb_array_elements(coalesce(schema -> 'anyOf', '[]'))
    union all select value from jsonb_array_elements(coalesce(schema -> 'oneOf', '[]'))
    union all select value from jsonb_array_elements(coalesce(schema -> 'allOf', '[]'))
  loop
    perform private.json_schema_supported(sub);
  end loop;
  return true;
end;
$$;

create function private.json_schema_valid(schema jsonb, value jsonb) returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  keyword text;
  value_type text := jsonb_typeof(value);
  types jsonb;
  sub jsonb;
  item record;
  matches integer;
  len integer;
begin
  if jsonb_typeof(schema) = 'boolean' then return schema = 'true'::jsonb; end if;
  if jsonb_typeof(schema) is distinct from 'object' then
    raise exception 'json schema: a schema must be an object or a boolean' using errcode = '22023';
  end if;
  for keyword in select jsonb_object_keys(schema) loop
    if keyword not in (
      '$schema', 'title', 'description', 'default', 'examples',
      'type', 'properties', 'required', 'additionalProperties', 'enum', 'const',
      'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
      'items', 'minItems', 'maxItems', 'anyOf', 'oneOf', 'allOf'
    ) then
      raise exception 'json schema: unsupported keyword "%"', keyword using errcode = '22023';
    end if;
  end loop;

  if schema ? 'type' then
    types := case jsonb_typeof(schema -> 'type') when 'array' then schema -> 'type' else jsonb_build_array(schema -> 'type') end;
    if not (
      types ? value_type
      or (value_type = 'number' and types ? 'integer' and (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric))
    ) then
      return false;
    end if;
  end if;
  if schema ? 'enum' and not exists (select 1 from jsonb_array_elements(schema -> 'enum') as e(v) where e.v = value) then
    return false;
  end if;
  if schema ? 'const' and value is distinct from schema -> 'const' then return false; end if;

  if value_type = 'string' then
    len := char_length(value #>> '{}');
    if len < coalesce((schema ->> 'minLength')::integer, 0) or len > coalesce((schema ->> 'maxLength')::integer, len) then
      return false;
    end if;
    if schema ? 'pattern' and (value #>> '{}') !~ (schema ->> 'pattern') then return false; end if;
  elsif value_type = 'number' then
    if (value #>> '{}')::numeric < (schema ->> 'minimum')::numeric
      or (value #>> '{}')::numeric > (schema ->> 'maximum')::numeric
      or (value #>> '{}')::numeric <= (schema ->> 'exclusiveMinimum')::numeric
      or (value #>> '{}')::numeric >= (schema ->> 'exclusiveMaximum')::numeric then
      return false;
    end if;
  elsif value_type = 'array' then
    len := jsonb_array_length(value);
    if len < coalesce((schema ->> 'minItems')::integer, 0) or len > coalesce((schema ->> 'maxItems')::integer, len) then
      return false;
    end if;
    if schema ? 'items' then
      if jsonb_typeof(schema -> 'items') not in ('object', 'boolean') then
        raise exception 'json schema: items must be one schema' using errcode = '22023';
      end if;
      for sub in select v from jsonb_array_elements(value) as e(v) loop
        if not private.json_schema_valid(schema -> 'items', sub) then return false; end if;
      end loop;
    end if;
  elsif value_type = 'object' then
    if exists (
      select 1 from jsonb_array_elements_text(coalesce(schema -> 'required', '[]')) as r(k) where not value ? r.k
    ) then
      return false;
    end if;
    for item in select key, v from jsonb_each(value) as e(key, v) loop
      if schema -> 'properties' ? item.key then
        if not private.json_schema_valid(schema -> 'properties' -> item.key, item.v) then return false; end if;
      elsif schema ? 'additionalProperties' then
        if not private.json_schema_valid(schema -> 'additionalProperties', item.v) then return false; end if;
      end if;
    end loop;
  end if;

  if schema ? 'allOf' then
    for sub in select v from jsonb_array_elements(schema -> 'allOf') as e(v) loop
      if not private.json_schema_valid(sub, value) then return false; end if;
    end loop;
  end if;
  if schema ? 'anyOf' then
    if not exists (select 1 from jsonb_array_elements(schema -> 'anyOf') as e(v) where private.json_schema_valid(e.v, value)) then
      return false;
    end if;
  end if;
  if schema ? 'oneOf' then
    select count(*) into matches from jsonb_array_elements(schema -> 'oneOf') as e(v) where private.json_schema_valid(e.v, value);
    if matches <> 1 then return false; end if;
  end if;
  return true;
end;
$$;
-- Pure functions of their arguments; service_role (admin tooling) may check a value with them.
revoke all on function private.json_schema_supported(jsonb), private.json_schema_valid(jsonb, jsonb) from public;
grant execute on function private.json_schema_supported(jsonb), private.json_schema_valid(jsonb, jsonb) to service_role;

-- One JSON Schema per kind, filled by the generated migration 20261201000200_widget_kind_schemas.sql.
create table private.widget_kind_schemas (
  kind text primary key,
  schema jsonb not null constraint widget_kind_schemas_schema_check check (private.json_schema_supported(schema)),
  updated_at timestamptz not null default now()
);
revoke all on table private.widget_kind_schemas from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
create table public.widgets (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- src/widgets/kinds.ts (WIDGET_KIND_IDS)
  kind text not null constraint widgets_kind_check check (kind in (
    'call-button', 'whatsapp-button', 'business-hours', 'announcement-bar', 'cookie-consent',
    'testimonials', 'rating-badge', 'faq', 'map-locator'
  )),
  name text not null constraint widgets_name_check check (char_length(name) between 1 and 80 and private.is_clean_line(name)),
  -- The settings being edited; published is the copy installed pages get (null: not published).
  draft jsonb not null
    constraint widgets_draft_check check (jsonb_typeof(draft) = 'object' and octet_length(draft::text) <= 32768),
  published jsonb
    constraint widgets_published_check check (jsonb_typeof(published) = 'object' and octet_length(published::text) <= 32768),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint widgets_published_at_check check ((published is null) = (published_at is null))
);
create index widgets_owner_idx on public.widgets (owner_id, created_at desc);

-- Before every insert and update: the settings match the kind's schema (a kind without a schema row takes
-- none), an owner keeps at most 50 widgets, and updated_at follows changes. Security definer to read the
-- private schema rows; it reads nothing of the caller's.
create function private.check_widget() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kind_schema jsonb;
  owned integer;
begin
  if tg_op = 'INSERT' then
    -- Serialises one owner's inserts, so two at once cannot both pass the limit.
    perform pg_advisory_xact_lock(hashtext('widgets:' || new.owner_id::text));
    select count(*) into owned from public.widgets where owner_id = new.owner_id;
    if owned >= 50 then
      raise exception 'widgets_per_owner_limit: an owner may keep at most 50 widgets'
        using errcode = '23514', hint = 'Delete a widget you no longer use.';
    end if;
  else
    new.updated_at := now();
  end if;
  if tg_op = 'INSERT' or new.draft is distinct from old.draft or new.published is distinct from old.published
    or new.kind is distinct from old.kind then
    select schema into kind_schema from private.widget_kind_schemas where kind = new.kind;
    if kind_schema is null then
      raise exception 'widgets_settings_check: no settings schema for the kind %', new.kind using errcode = '23514';
    end if;
    if (tg_op = 'INSERT' or new.draft is distinct from old.draft or new.kind is distinct from old.kind)
      and not private.json_schema_valid(kind_schema, new.draft) then
      raise exception 'widgets_settings_check: the draft does not match the % settings schema', new.kind using errcode = '23514';
    end if;
    if new.published is not null and (tg_op = 'INSERT' or new.published is distinct from old.published or new.kind is distinct from old.kind)
      and not private.json_schema_valid(kind_schema, new.published) then
      raise exception 'widgets_settings_check: the published settings do not match the % settings schema', new.kind
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.check_widget() from public, anon, authenticated;

create trigger widgets_check
  before insert or update on public.widgets
  for each row execute function private.check_widget();

alter table public.widgets enable row level security;

-- Owners write their name and draft; publishing goes through publish_widget / unpublish_widget below.
-- Anonymous visitors get nothing here: installed pages read published settings through published_widget.
revoke all on table public.widgets from anon, authenticated, service_role;
grant select, delete on table public.widgets to authenticated;
grant insert (id, kind, name, draft) on table public.widgets to authenticated;
grant update (name, draft) on table public.widgets to authenticated;

create policy "Owners read their widgets, staff read every widget"
  on public.widgets for select to authenticated
  using (owner_id = (select auth.uid()) or (select private.is_staff()));

create policy "Owners add widgets of their own"
  on public.widgets for insert to authenticated
  with check (owner_id = (select auth.uid()));

create policy "Owners change their widgets"
  on public.widgets for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));

create policy "Owners delete their widgets"
  on public.widgets for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Publish: the draft becomes what installed pages get. Only the owner's own widget; another's or an
-- unknown id answers P0002 (PostgREST: 404). The draft is checked again on the way (the trigger).
create function public.publish_widget(widget_id uuid) returns public.widgets
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.widgets;
begin
  update public.widgets
    set published = draft, published_at = now()
    where id = widget_id and owner_id = (select auth.uid())
    returning * into result;
  if not found then raise exception 'widget not found' using errcode = 'P0002'; end if;
  return result;
end;
$$;

create function public.unpublish_widget(widget_id uuid) returns public.widgets
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.widgets;
begin
  update public.widgets
    set published = null, published_at = null
    where id = widget_id and owner_id = (select auth.uid())
    returning * into result;
  if not found then raise exception 'widget not found' using errcode = 'P0002'; end if;
  return result;
end;
$$;
revoke all on function public.publish_widget(uuid), public.unpublish_widget(uuid) from public, anon;
grant execute on function public.publish_widget(uuid), public.unpublish_widget(uuid) to authenticated;

-- What an installed page reads (the widget-settings Edge Function): a published widget's kind and
-- settings by id, or null. No owner, no draft, no name, no listing. updatedAt is when it was published,
-- in UTC whatever the session's time zone, so the same settings always give the same bytes (the ETag).
create function public.published_widget(widget_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', w.id,
    'kind', w.kind,
    'settings', w.published,
    'updatedAt', to_char(w.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  from public.widgets w
  where w.id = widget_id and w.published is not null
$$;
revoke all on function public.published_widget(uuid) from public;
grant execute on function public.published_widget(uuid) to anon, authenticated;
