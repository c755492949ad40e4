-- Checkout links that know who is buying (issue 27; docs/decisions/023-checkout-and-payments.md).
-- A lead (builder) or an enquiry carries an unguessable checkout reference that the browser sends as
-- Stripe's client_reference_id; the payments webhook matches a purchase to the lead by it. Visitors cannot
-- read rows back (no .select() after an insert), so the browser makes it (crypto.randomUUID()) and the
-- database checks its shape: a random (version 4) UUID, never the row's own id, unique per table.
alter table public.custom_builder_leads
  add column checkout_reference uuid
    constraint custom_builder_leads_checkout_reference_key unique
    constraint custom_builder_leads_checkout_reference_check
    check (checkout_reference::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' and checkout_reference <> id);

alter table public.visitor_inquiries
  add column checkout_reference uuid
    constraint visitor_inquiries_checkout_reference_key unique
    constraint visitor_inquiries_checkout_reference_check
    check (checkout_reference::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' and checkout_reference <> id);

grant insert (checkout_reference) on table public.custom_builder_leads to anon, authenticated;
grant insert (checkout_reference) on table public.visitor_inquiries to anon, authenticated;
