-- Client onboarding submissions (spec section 3 "Onboarding submission"), with one deliberate change:
-- the website password is never stored in plain text. The form seals it in the visitor's browser for
-- the agency's public key (libsodium crypto_box_seal) and sends only the base64 ciphertext and the key id
-- (docs/decisions/003-credential-encryption.md). There is no plaintext password column.
-- The CHECK constraints mirror src/features/onboarding/api/onboarding-schema.ts (ONBOARDING_LIMITS,
-- BEST_TIME_VALUES) and src/lib/crypto/sealed-box-format.ts; supabase/tests/onboarding-schema-drift.test.ts
-- keeps them equal.

create table public.onboarding_submissions (
  -- The client generates the id, so a retried submit hits the primary key instead of adding a row.
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint onboarding_submissions_full_name_check
    check (char_length(full_name) between 1 and 120 and full_name !~ '^\s' and full_name !~ '\s$'),
  email text not null
    constraint onboarding_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  phone text not null
    constraint onboarding_submissions_phone_check
    check (char_length(phone) between 1 and 40 and phone !~ '^\s' and phone !~ '\s$'),
  best_time_to_contact text
    constraint onboarding_submissions_best_time_to_contact_check
    check (best_time_to_contact in ('morning', 'afternoon', 'evening', 'anytime')),
  -- Optional text is null when not given, never blank.
  domain_name text
    constraint onboarding_submissions_domain_name_check
    check (char_length(domain_name) between 1 and 253 and domain_name !~ '^\s' and domain_name !~ '\s$'),
  backend_login_url text
    constraint onboarding_submissions_backend_login_url_check
    check (char_length(backend_login_url) <= 2048 and backend_login_url ~* '^https?://[^\s/?#]+'),
  backend_username text
    constraint onboarding_submissions_backend_username_check
    check (
      char_length(backend_username) between 1 and 254
      and backend_username !~ '^\s' and backend_username !~ '\s$'
    ),
  -- A sealed box is 48 bytes longer than the secret (1 to 1024 bytes): 68 to 1432 base64 characters.
  -- Refuses a typed password; see the decision record for what this can and cannot tell apart.
  backend_password_ciphertext text
    constraint onboarding_submissions_backend_password_ciphertext_check
    check (
      char_length(backend_password_ciphertext) between 68 and 1432
      and backend_password_ciphertext ~ '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$'
    ),
  -- Which public key sealed it: the first 8 bytes of BLAKE2b(public key) in hex.
  backend_password_key_id text
    constraint onboarding_submissions_backend_password_key_id_check
    check (backend_password_key_id ~ '^[0-9a-f]{16}$'),
  created_at timestamptz not null default now(),
  constraint onboarding_submissions_password_key_pair_check
    check ((backend_password_ciphertext is null) = (backend_password_key_id is null))
);

create index onboarding_submissions_created_at_idx on public.onboarding_submissions (created_at desc);

alter table public.onboarding_submissions enable row level security;
alter table public.onboarding_submissions force row level security;

-- Supabase grants the API roles everything by default; take it all back, then give only what is needed.
revoke all on table public.onboarding_submissions from anon, authenticated;
-- Visitors may write a submission but never set created_at (column list) nor read anything back.
grant insert (
  id, full_name, email, phone, best_time_to_contact, domain_name,
  backend_login_url, backend_username, backend_password_ciphertext, backend_password_key_id
) on table public.onboarding_submissions to anon, authenticated;
grant select, delete on table public.onboarding_submissions to authenticated;

-- Any visitor may submit; the row must carry the server's own timestamp (no back-dated submissions).
create policy "Visitors can submit onboarding details"
  on public.onboarding_submissions
  for insert
  to anon, authenticated
  with check (created_at = now());

create policy "Staff can read onboarding submissions"
  on public.onboarding_submissions
  for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can delete onboarding submissions"
  on public.onboarding_submissions
  for delete
  to authenticated
  using ((select private.is_staff()));

-- No update policy: a submission is never edited.

-- The dashboard's four stat cards over all submissions (spec section 9 "Wizard and dashboards").
-- security invoker: it runs with the caller's rights, so row-level security decides what it counts.
create function public.onboarding_submission_stats()
returns table (total integer, this_week integer, with_domain integer, backend_access integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*)::integer,
    count(*) filter (where created_at > now() - interval '7 days')::integer,
    count(*) filter (where btrim(coalesce(domain_name, '')) <> '')::integer,
    count(*) filter (
      where btrim(coalesce(backend_login_url, '')) <> ''
        and btrim(coalesce(backend_username, '')) <> ''
        and backend_password_ciphertext is not null
    )::integer
  from public.onboarding_submissions
$$;
revoke all on function public.onboarding_submission_stats() from public, anon, authenticated;
grant execute on function public.onboarding_submission_stats() to authenticated;
