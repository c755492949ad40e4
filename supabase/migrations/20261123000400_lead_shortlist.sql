-- The visitor's shortlist attached to a Custom Tool Builder lead (issue 12, "Shortlist and compare").
-- Optional: null when the visitor came without one (never an empty array, so "none" has one spelling).
-- The form checks every id against the tool catalogue (src/lib/leads/lead-schema.ts, LEAD_LIMITS.shortlist);
-- the database bounds the shape so nothing but a short list of distinct positive ids can be stored, never
-- free text. supabase/tests/lead-schema-drift.test.ts keeps the limit equal to the form's.

-- A CHECK constraint cannot hold a sub-query, so distinctness is a small immutable function.
create function private.smallint_array_is_distinct(ids smallint[]) returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select count(distinct id) = count(*) from unnest(ids) as id
$$;
-- The inserting role evaluates the constraint, so it needs execute; the private schema stays unreachable
-- over the API (no usage for anon), so nobody can call it by name from outside.
revoke all on function private.smallint_array_is_distinct(smallint[]) from public;
grant execute on function private.smallint_array_is_distinct(smallint[]) to anon, authenticated, service_role;

alter table public.custom_builder_leads
  add column shortlist smallint[]
    constraint custom_builder_leads_shortlist_check
    check (
      cardinality(shortlist) between 1 and 20
      and array_ndims(shortlist) = 1
      and array_lower(shortlist, 1) = 1
      and array_position(shortlist, null) is null
      and 0 < all (shortlist)
      and private.smallint_array_is_distinct(shortlist)
    );

grant insert (shortlist) on table public.custom_builder_leads to anon, authenticated;
