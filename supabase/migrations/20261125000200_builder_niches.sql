-- The builder's business types: the spec's nine plus the niches the site has pages for (issue 28), so a
-- lawyer or a coach no longer has to answer "Other". Widens the CHECK; no stored value becomes invalid.
-- supabase/tests/lead-schema-drift.test.ts compares this list with src/lib/leads/lead-options.ts.
alter table public.custom_builder_leads
  drop constraint custom_builder_leads_business_type_check,
  add constraint custom_builder_leads_business_type_check
    check (business_type in (
      'salon', 'realestate', 'medical', 'coffee', 'fitness', 'restaurant', 'ecommerce', 'homeservice',
      'coaching', 'legal', 'hospitality', 'professional', 'retail', 'other'
    ));
