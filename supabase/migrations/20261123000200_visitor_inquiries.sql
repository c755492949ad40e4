-- Visitor enquiries (issue 10 section 3): demo requests from the Ad2Conversion dialog and the premium
-- and voice agent "Book a demo" buttons, and messages from /contact. Same standard as
-- custom_builder_leads: visitors insert only, staff read and delete, nobody updates through the API.
-- The CHECK constraints mirror src/features/inquiries/api/inquiry-schema.ts (INQUIRY_LIMITS, the
-- patterns), src/features/inquiries/data/inquiry-sources.ts and src/lib/contact/contact-subjects.ts;
-- supabase/tests/inquiry-schema-drift.test.ts keeps them equal.
-- Text rules (issue 9): one-line text refuses control characters and bidirectional overrides and
-- isolates; messages may keep \n and \r\n only; emails refuse ? & % / , ; : and whitespace.

create table public.visitor_inquiries (
  -- The client generates the id, so a retried submit hits the primary key instead of adding a row.
  id uuid primary key default gen_random_uuid(),
  kind text not null
    constraint visitor_inquiries_kind_check
    check (kind in ('demo', 'contact')),
  source text not null
    constraint visitor_inquiries_source_check
    check (source in (
      'contact', 'ad2conversion', 'voice-agent-landing', 'voice-agent-ai', 'voice-appointment-booking',
      'restaurant-reservation-ai', 'ai-facebook-ads-spy', 'local-map-seo'
    )),
  full_name text not null
    constraint visitor_inquiries_full_name_check
    check (
      char_length(full_name) between 1 and 120 and full_name !~ '^\s' and full_name !~ '\s$'
      and full_name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
    ),
  email text not null
    constraint visitor_inquiries_email_check
    check (char_length(email) <= 254 and email ~ '^[^\s@?&%/,;:]+@[^\s@?&%/,;:]+\.[^\s@?&%/,;:]+$'),
  -- Optional text is null when not given, never blank.
  business_name text
    constraint visitor_inquiries_business_name_check
    check (
      char_length(business_name) between 1 and 120 and business_name !~ '^\s' and business_name !~ '\s$'
      and business_name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
    ),
  phone text
    constraint visitor_inquiries_phone_check
    check (
      char_length(phone) between 1 and 40 and phone !~ '^\s' and phone !~ '\s$'
      and phone !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
    ),
  subject text
    constraint visitor_inquiries_subject_check
    check (subject in (
      'general', 'sales', 'consultation', 'strategy-call', 'proposal', 'demo', 'support', 'documentation',
      'community', 'billing', 'partnership'
    )),
  message text
    constraint visitor_inquiries_message_check
    check (
      char_length(message) between 1 and 1500 and message !~ '^\s' and message !~ '\s$'
      and message !~ '[\u0001-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
      and message !~ '\r(?!\n)'
    ),
  created_at timestamptz not null default now(),
  -- Contact messages come from /contact only and carry a subject and a message; demo requests come
  -- from a product page and have no subject.
  constraint visitor_inquiries_kind_source_check
    check ((kind = 'contact') = (source = 'contact')),
  constraint visitor_inquiries_contact_fields_check
    check (
      (kind = 'contact' and subject is not null and message is not null)
      or (kind = 'demo' and subject is null)
    )
);

-- id breaks ties in the dashboard's order (many rows can share a timestamp), so the indexes carry it too.
create index visitor_inquiries_created_at_idx on public.visitor_inquiries (created_at desc, id desc);
create index visitor_inquiries_kind_created_at_idx on public.visitor_inquiries (kind, created_at desc, id desc);

alter table public.visitor_inquiries enable row level security;
alter table public.visitor_inquiries force row level security;

-- Supabase grants the API roles everything by default; take it all back, then give only what is needed.
revoke all on table public.visitor_inquiries from anon, authenticated;
-- Visitors may write an enquiry but never set created_at (column list) nor read anything back.
grant insert (id, kind, source, full_name, email, business_name, phone, subject, message)
  on table public.visitor_inquiries to anon, authenticated;
grant select, delete on table public.visitor_inquiries to authenticated;

-- Any visitor may submit; the row must carry the server's own timestamp (no back-dated enquiries).
create policy "Visitors can send an enquiry"
  on public.visitor_inquiries
  for insert
  to anon, authenticated
  with check (created_at = now());

create policy "Staff can read enquiries"
  on public.visitor_inquiries
  for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can delete enquiries"
  on public.visitor_inquiries
  for delete
  to authenticated
  using ((select private.is_staff()));

-- No update policy: an enquiry is never edited.

-- The dashboard's four stat cards over all enquiries.
-- security invoker: it runs with the caller's rights, so row-level security decides what it counts.
create function public.inquiry_stats()
returns table (total integer, this_week integer, demo integer, contact integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*)::integer,
    count(*) filter (where created_at > now() - interval '7 days')::integer,
    count(*) filter (where kind = 'demo')::integer,
    count(*) filter (where kind = 'contact')::integer
  from public.visitor_inquiries
$$;
revoke all on function public.inquiry_stats() from public, anon, authenticated;
grant execute on function public.inquiry_stats() to authenticated;

-- Flood limits (issue 9, supabase/migrations/20261123000100_abuse_limits.sql): one row per API insert
-- statement, and the per-address rate limit.
create trigger visitor_inquiries_one_row_per_insert
  after insert on public.visitor_inquiries referencing new table as inserted
  for each statement execute function private.refuse_multi_row_insert();
create trigger visitor_inquiries_rate_limit
  before insert on public.visitor_inquiries
  for each row execute function private.enforce_insert_rate_limit();
