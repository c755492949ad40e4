-- Speed to lead, part 4: contacts (docs/decisions/026-speed-to-lead.md). One record per customer, matched
-- by email address ignoring case and surrounding spaces, so a builder lead and a later enquiry from
-- "Maria@Bistro.example" and "maria@bistro.example" are one person. Every row that carries an email (leads,
-- enquiries, onboarding submissions, emailed site-check reports, purchases) points at its contact, set by
-- the database; staff read contacts and a contact's whole history (public.contact_timeline).

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  -- lower(btrim(email)): what two rows must share to be one contact.
  email_normalized text not null unique
    constraint contacts_email_normalized_check check (char_length(email_normalized) between 3 and 254),
  -- The first name and business name any of the contact's rows gave.
  display_name text constraint contacts_display_name_check check (char_length(display_name) <= 200),
  business_name text constraint contacts_business_name_check check (char_length(business_name) <= 200),
  created_at timestamptz not null default now()
);

-- Enabled but not forced: the security definer trigger below writes as the table's owner.
alter table public.contacts enable row level security;
revoke all on table public.contacts from anon, authenticated;
grant select on table public.contacts to authenticated;

create policy "Staff can read contacts" on public.contacts
  for select to authenticated using ((select private.is_staff()));

-- Notes, tasks and their log entries may be about a contact as a whole.
insert into private.pipeline_tables (table_name) values ('contacts');

-- The purge walks the pipeline tables; contacts are never archived, so it now skips tables without an
-- archived_at column.
create or replace function private.purge_archived_rows(retention interval default interval '90 days') returns integer
language plpgsql
set search_path = ''
as $$
declare
  target text;
  removed integer;
  total integer := 0;
begin
  for target in
    select t.table_name from private.pipeline_tables t
      where exists (
        select 1 from pg_catalog.pg_attribute a
          where a.attrelid = pg_catalog.to_regclass('public.' || pg_catalog.quote_ident(t.table_name))
            and a.attname = 'archived_at' and not a.attisdropped
      )
      order by t.table_name
  loop
    execute format('delete from public.%I where archived_at < now() - $1', target) using retention;
    get diagnostics removed = row_count;
    total := total + removed;
  end loop;
  return total;
end
$$;
revoke all on function private.purge_archived_rows(interval) from public, anon, authenticated;

-- The contact for an address, made on first sight; a name it lacked is filled from this row. The row is
-- only written when something changes, so a burst of rows from one address stays cheap.
create function private.contact_for(email text, display_name text, business_name text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(email));
  person text := left(nullif(btrim(display_name), ''), 200);
  business text := left(nullif(btrim(business_name), ''), 200);
  found_contact public.contacts;
begin
  if normalized is null or char_length(normalized) not between 3 and 254 then
    return null;
  end if;
  select * into found_contact from public.contacts c where c.email_normalized = normalized;
  if found_contact.id is null then
    insert into public.contacts (email_normalized, display_name, business_name)
      values (normalized, person, business)
      on conflict (email_normalized) do nothing
      returning * into found_contact;
    if found_contact.id is null then
      -- Another transaction made it a moment ago.
      select * into strict found_contact from public.contacts c where c.email_normalized = normalized;
    else
      return found_contact.id;
    end if;
  end if;
  if (found_contact.display_name is null and person is not null) or (found_contact.business_name is null and business is not null) then
    update public.contacts c
      set display_name = coalesce(c.display_name, person), business_name = coalesce(c.business_name, business)
      where c.id = found_contact.id;
  end if;
  return found_contact.id;
end
$$;
revoke all on function private.contact_for(text, text, text) from public, anon, authenticated;

-- Trigger arguments: the email column, then the columns holding a person's and a business's name ('' for
-- none). Whatever contact_id a row arrives with, the address decides.
create function private.link_contact() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
begin
  new := jsonb_populate_record(new, jsonb_build_object('contact_id', private.contact_for(
    row_json ->> tg_argv[0],
    case when tg_argv[1] <> '' then row_json ->> tg_argv[1] end,
    case when tg_argv[2] <> '' then row_json ->> tg_argv[2] end
  )));
  return new;
end
$$;
revoke all on function private.link_contact() from public, anon, authenticated;

alter table public.custom_builder_leads add column contact_id uuid references public.contacts (id);
alter table public.visitor_inquiries add column contact_id uuid references public.contacts (id);
alter table public.onboarding_submissions add column contact_id uuid references public.contacts (id);
alter table public.site_check_reports add column contact_id uuid references public.contacts (id);
alter table public.purchases add column contact_id uuid references public.contacts (id);

create index custom_builder_leads_contact_idx on public.custom_builder_leads (contact_id);
create index visitor_inquiries_contact_idx on public.visitor_inquiries (contact_id);
create index onboarding_submissions_contact_idx on public.onboarding_submissions (contact_id);
create index site_check_reports_contact_idx on public.site_check_reports (contact_id) where contact_id is not null;
create index purchases_contact_idx on public.purchases (contact_id) where contact_id is not null;

-- Backfill, oldest rows first so a contact keeps the names it was first given. The three visitor tables
-- force row-level security even on their owner, so it is lifted for the backfill only.
alter table public.custom_builder_leads no force row level security;
alter table public.visitor_inquiries no force row level security;
alter table public.onboarding_submissions no force row level security;
do $$
declare
  source record;
begin
  for source in
    select email, display_name, business_name from (
      select email, null::text as display_name, business_name, created_at from public.custom_builder_leads
      union all select email, full_name, business_name, created_at from public.visitor_inquiries
      union all select email, full_name, null, created_at from public.onboarding_submissions
      union all select email, null, null, created_at from public.site_check_reports where email is not null
      union all select buyer_email, buyer_name, null, created_at from public.purchases where buyer_email is not null
    ) as everyone
    order by created_at
  loop
    perform private.contact_for(source.email, source.display_name, source.business_name);
  end loop;
end
$$;
update public.custom_builder_leads r set contact_id = c.id from public.contacts c where c.email_normalized = lower(btrim(r.email));
update public.visitor_inquiries r set contact_id = c.id from public.contacts c where c.email_normalized = lower(btrim(r.email));
update public.onboarding_submissions r set contact_id = c.id from public.contacts c where c.email_normalized = lower(btrim(r.email));
update public.site_check_reports r set contact_id = c.id from public.contacts c where c.email_normalized = lower(btrim(r.email));
update public.purchases r set contact_id = c.id from public.contacts c where c.email_normalized = lower(btrim(r.buyer_email));
alter table public.custom_builder_leads force row level security;
alter table public.visitor_inquiries force row level security;
alter table public.onboarding_submissions force row level security;

create trigger link_contact before insert on public.custom_builder_leads
  for each row execute function private.link_contact('email', '', 'business_name');
create trigger link_contact before insert on public.visitor_inquiries
  for each row execute function private.link_contact('email', 'full_name', 'business_name');
create trigger link_contact before insert on public.onboarding_submissions
  for each row execute function private.link_contact('email', 'full_name', '');
-- A report gets its email when the visitor asks for it by email; a purchase may learn its buyer later.
create trigger link_contact before insert or update of email on public.site_check_reports
  for each row execute function private.link_contact('email', '', '');
create trigger link_contact before insert or update of buyer_email, buyer_name on public.purchases
  for each row execute function private.link_contact('buyer_email', 'buyer_name', '');

-- ---------------------------------------------------------------------------------------------------
-- A contact's history, newest first: each of their rows, every log entry about those rows or the contact
-- (notes with their text, status and owner changes, calls, emails logged, tasks), and the emails sent to
-- their address. security definer (it reads across tables and the outbox) with an explicit staff check.
create function public.contact_timeline(contact_id uuid)
returns table (occurred_at timestamptz, kind text, table_name text, row_id uuid, summary text, details jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.contacts;
begin
  if not private.is_staff() then
    raise exception 'Only staff can read a contact timeline.' using errcode = '42501';
  end if;
  select * into target from public.contacts c where c.id = contact_timeline.contact_id;
  if target.id is null then
    return;
  end if;
  return query
  with rows_of_contact as (
    select 'custom_builder_leads'::text as t, l.id, l.created_at, 'builder_lead'::text as k,
      'Builder lead: ' || l.business_name as s,
      jsonb_build_object('status', l.status, 'business_type', l.business_type, 'email', l.email,
        'owner_id', l.owner_id, 'first_touch_at', l.first_touch_at, 'source_utm_source', l.source_utm_source,
        'source_referrer_host', l.source_referrer_host) as d
      from public.custom_builder_leads l where l.contact_id = target.id
    union all
    select 'visitor_inquiries', i.id, i.created_at, 'enquiry',
      case when i.kind = 'demo' then 'Demo request: ' else 'Contact message: ' end || i.full_name,
      jsonb_build_object('status', i.status, 'kind', i.kind, 'source', i.source, 'subject', i.subject,
        'message', i.message, 'email', i.email, 'owner_id', i.owner_id, 'first_touch_at', i.first_touch_at)
      from public.visitor_inquiries i where i.contact_id = target.id
    union all
    select 'onboarding_submissions', o.id, o.created_at, 'onboarding_submission',
      'Onboarding submission: ' || o.full_name,
      jsonb_build_object('status', o.status, 'email', o.email, 'phone', o.phone, 'domain_name', o.domain_name,
        'owner_id', o.owner_id, 'first_touch_at', o.first_touch_at)
      from public.onboarding_submissions o where o.contact_id = target.id
  )
  select r.created_at, r.k, r.t, r.id, r.s, r.d from rows_of_contact r
  union all
  select sc.created_at, 'site_check_report', 'site_check_reports', sc.id,
    'Website check: ' || sc.target_host || ' (' || sc.score || '/100)',
    jsonb_build_object('target_url', sc.target_url, 'score', sc.score, 'lead_id', sc.lead_id)
    from public.site_check_reports sc where sc.contact_id = target.id
  union all
  select p.created_at, 'purchase', 'purchases', p.id,
    'Purchase: ' || coalesce(p.plan, 'unknown plan') || coalesce(' (' || private.format_amount(p.amount_minor, p.currency) || ')', ''),
    jsonb_build_object('status', p.status, 'plan', p.plan, 'billing_period', p.billing_period,
      'lead_table', p.lead_table, 'lead_id', p.lead_id)
    from public.purchases p where p.contact_id = target.id
  union all
  select a.created_at, 'activity', a.table_name, a.row_id,
    case a.action
      when 'note_added' then coalesce('Note: ' || n.body, 'Note added')
      when 'status_changed' then 'Status: ' || coalesce(a.details ->> 'from', '?') || ' to ' || coalesce(a.details ->> 'to', '?')
      when 'owner_changed' then 'Owner: ' || coalesce(a.details ->> 'to_email', 'nobody')
      when 'call_logged' then 'Call logged' || coalesce(': ' || (a.details ->> 'note'), '')
      when 'email_logged' then 'Email logged' || coalesce(': ' || (a.details ->> 'note'), '')
      when 'task_created' then 'Task: ' || coalesce(a.details ->> 'title', '')
      when 'task_completed' then 'Task done: ' || coalesce(a.details ->> 'title', '')
      else replace(a.action, '_', ' ')
    end,
    a.details || jsonb_build_object('action', a.action, 'actor_email', a.actor_email)
    from public.activity_log a
    left join public.row_notes n on a.action = 'note_added' and n.id = (a.details ->> 'note_id')::uuid
    where (a.table_name, a.row_id) in (select r.t, r.id from rows_of_contact r)
      or (a.table_name = 'contacts' and a.row_id = target.id)
  union all
  select coalesce(e.sent_at, e.created_at), 'email', 'email_outbox', e.id,
    'Email sent: ' || e.kind,
    jsonb_build_object('kind', e.kind, 'recipient', e.recipient, 'source_table', e.source_table, 'source_id', e.source_id)
    from public.email_outbox e
    where e.status = 'sent' and lower(btrim(e.recipient)) = target.email_normalized
  order by 1 desc, 2, 4;
end
$$;
revoke all on function public.contact_timeline(uuid) from public, anon, authenticated;
grant execute on function public.contact_timeline(uuid) to authenticated;
