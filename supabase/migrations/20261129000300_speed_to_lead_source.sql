-- Speed to lead, part 3: where the visitor first came from (docs/decisions/026-speed-to-lead.md). Optional
-- columns the visitor's own insert may set on a lead, an enquiry or an onboarding submission: the landing
-- page's UTM tags, the referring host and the landing path. Bounded and cleaned like every visitor text
-- (20261123000100_abuse_limits.sql). The limits and patterns mirror src/lib/leads/lead-source-schema.ts
-- (LEAD_SOURCE_LIMITS and the *_SOURCE patterns); supabase/tests/lead-source-schema-drift.test.ts keeps
-- them equal. The forms do not send them yet.

-- A UTM tag: one clean line that neither starts nor ends with a space. The clean-line pattern
-- (private.is_clean_line) is repeated rather than called: these are inlined into the CHECK constraints and
-- run as the visitor, who has no use of the private schema.
create function private.is_source_tag(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
    and value !~ '^[\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]|[\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]$'
$$;

-- A lower-case host name: dot-separated labels of letters, digits and inner hyphens (63 at most each).
create function private.is_referrer_host(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
$$;

-- A site-relative path: one leading slash (never //, which a link reads as another host), then nothing a
-- URL never holds unencoded, and no control characters.
create function private.is_landing_path(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ '^/([^/\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0027\u003C\u003E\u005C\u005E\u0060\u007B\u007C\u007D][^\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF\u0022\u0027\u003C\u003E\u005C\u005E\u0060\u007B\u007C\u007D]*)?$'
    and value !~ '[\u0001-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
$$;

alter table public.custom_builder_leads
  add column source_utm_source text
    constraint custom_builder_leads_source_utm_source_check
    check (char_length(source_utm_source) between 1 and 100 and private.is_source_tag(source_utm_source)),
  add column source_utm_medium text
    constraint custom_builder_leads_source_utm_medium_check
    check (char_length(source_utm_medium) between 1 and 100 and private.is_source_tag(source_utm_medium)),
  add column source_utm_campaign text
    constraint custom_builder_leads_source_utm_campaign_check
    check (char_length(source_utm_campaign) between 1 and 100 and private.is_source_tag(source_utm_campaign)),
  add column source_referrer_host text
    constraint custom_builder_leads_source_referrer_host_check
    check (char_length(source_referrer_host) between 1 and 253 and private.is_referrer_host(source_referrer_host)),
  add column source_landing_path text
    constraint custom_builder_leads_source_landing_path_check
    check (char_length(source_landing_path) between 1 and 300 and private.is_landing_path(source_landing_path));
grant insert (source_utm_source, source_utm_medium, source_utm_campaign, source_referrer_host, source_landing_path)
  on table public.custom_builder_leads to anon, authenticated;

alter table public.visitor_inquiries
  add column source_utm_source text
    constraint visitor_inquiries_source_utm_source_check
    check (char_length(source_utm_source) between 1 and 100 and private.is_source_tag(source_utm_source)),
  add column source_utm_medium text
    constraint visitor_inquiries_source_utm_medium_check
    check (char_length(source_utm_medium) between 1 and 100 and private.is_source_tag(source_utm_medium)),
  add column source_utm_campaign text
    constraint visitor_inquiries_source_utm_campaign_check
    check (char_length(source_utm_campaign) between 1 and 100 and private.is_source_tag(source_utm_campaign)),
  add column source_referrer_host text
    constraint visitor_inquiries_source_referrer_host_check
    check (char_length(source_referrer_host) between 1 and 253 and private.is_referrer_host(source_referrer_host)),
  add column source_landing_path text
    constraint visitor_inquiries_source_landing_path_check
    check (char_length(source_landing_path) between 1 and 300 and private.is_landing_path(source_landing_path));
grant insert (source_utm_source, source_utm_medium, source_utm_campaign, source_referrer_host, source_landing_path)
  on table public.visitor_inquiries to anon, authenticated;

alter table public.onboarding_submissions
  add column source_utm_source text
    constraint onboarding_submissions_source_utm_source_check
    check (char_length(source_utm_source) between 1 and 100 and private.is_source_tag(source_utm_source)),
  add column source_utm_medium text
    constraint onboarding_submissions_source_utm_medium_check
    check (char_length(source_utm_medium) between 1 and 100 and private.is_source_tag(source_utm_medium)),
  add column source_utm_campaign text
    constraint onboarding_submissions_source_utm_campaign_check
    check (char_length(source_utm_campaign) between 1 and 100 and private.is_source_tag(source_utm_campaign)),
  add column source_referrer_host text
    constraint onboarding_submissions_source_referrer_host_check
    check (char_length(source_referrer_host) between 1 and 253 and private.is_referrer_host(source_referrer_host)),
  add column source_landing_path text
    constraint onboarding_submissions_source_landing_path_check
    check (char_length(source_landing_path) between 1 and 300 and private.is_landing_path(source_landing_path));
grant insert (source_utm_source, source_utm_medium, source_utm_campaign, source_referrer_host, source_landing_path)
  on table public.onboarding_submissions to anon, authenticated;

-- As the clean-text checks: the API roles evaluate them in the CHECK constraints; no other login needs them.
revoke all on function private.is_source_tag(text), private.is_referrer_host(text), private.is_landing_path(text) from public;
grant execute on function private.is_source_tag(text), private.is_referrer_host(text), private.is_landing_path(text)
  to anon, authenticated, service_role;
