-- Leads captured by the Custom Tool Builder (spec section 3 "Lead").
-- The CHECK constraints mirror src/lib/leads/lead-schema.ts (LEAD_LIMITS, EMAIL_PATTERN) and
-- src/lib/leads/lead-options.ts (the option ids); supabase/tests/lead-schema-drift.test.ts keeps them equal.

create table public.custom_builder_leads (
  -- The client generates the id, so a retried submit hits the primary key instead of adding a lead.
  id uuid primary key default gen_random_uuid(),
  business_name text not null
    constraint custom_builder_leads_business_name_check
    check (char_length(business_name) between 1 and 120 and business_name !~ '^\s' and business_name !~ '\s$'),
  business_type text not null
    constraint custom_builder_leads_business_type_check
    check (business_type in (
      'salon', 'realestate', 'medical', 'coffee', 'fitness', 'restaurant', 'ecommerce', 'homeservice', 'other'
    )),
  goals text[] not null
    constraint custom_builder_leads_goals_check
    check (
      cardinality(goals) >= 1
      and goals <@ array['leads', 'bookings', 'retention', 'reviews', 'social', 'automation']::text[]
    ),
  current_challenges text[] not null
    constraint custom_builder_leads_current_challenges_check
    check (
      cardinality(current_challenges) >= 1
      and current_challenges <@ array['time', 'knowledge', 'budget', 'tracking', 'consistency', 'competition']::text[]
    ),
  website_url text
    constraint custom_builder_leads_website_url_check
    check (website_url is null or (char_length(website_url) <= 2048 and website_url ~* '^https?://[^\s/?#]+')),
  email text not null
    constraint custom_builder_leads_email_check
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  created_at timestamptz not null default now()
);

-- id breaks ties in the dashboard's order (many leads can share a timestamp), so the index carries it too.
create index custom_builder_leads_created_at_idx on public.custom_builder_leads (created_at desc, id desc);

alter table public.custom_builder_leads enable row level security;
alter table public.custom_builder_leads force row level security;

-- Supabase grants the API roles everything by default; take it all back, then give only what is needed.
revoke all on table public.custom_builder_leads from anon, authenticated;
-- Visitors may write a lead but never set created_at (column list) nor read anything back.
grant insert (id, business_name, business_type, goals, current_challenges, website_url, email)
  on table public.custom_builder_leads to anon, authenticated;
grant select, delete on table public.custom_builder_leads to authenticated;

-- Any visitor may submit; the row must carry the server's own timestamp (no back-dated leads).
create policy "Visitors can submit a lead"
  on public.custom_builder_leads
  for insert
  to anon, authenticated
  with check (created_at = now());

create policy "Staff can read leads"
  on public.custom_builder_leads
  for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can delete leads"
  on public.custom_builder_leads
  for delete
  to authenticated
  using ((select private.is_staff()));

-- No update policy: a lead is never edited.

-- The dashboard's four stat cards over all leads (spec section 9 "Wizard and dashboards").
-- security invoker: it runs with the caller's rights, so row-level security decides what it counts.
create function public.lead_stats()
returns table (total integer, this_week integer, enterprise_type integer, professional_type integer)
language sql
stable
security invoker
set search_path = ''
as $$
  -- Count per business type first, then match the few type names: the ilike tests run once per type
  -- instead of once per lead.
  with per_type as (
    select
      business_type,
      count(*) as leads,
      count(*) filter (where created_at > now() - interval '7 days') as this_week
    from public.custom_builder_leads
    group by business_type
  )
  select
    coalesce(sum(leads), 0)::integer,
    coalesce(sum(this_week), 0)::integer,
    coalesce(sum(leads) filter (where business_type ilike any (array['%enterprise%', '%corporation%'])), 0)::integer,
    coalesce(sum(leads) filter (where business_type ilike any (array['%professional%', '%service%'])), 0)::integer
  from per_type
$$;
revoke all on function public.lead_stats() from public, anon, authenticated;
grant execute on function public.lead_stats() to authenticated;
