-- Only a paid checkout is a sale (issue 43, item 3). 20261127000200_purchases.sql recorded every
-- checkout.session.completed as paid: one with payment_status "unpaid" (a delayed payment method not yet
-- settled) and amount 0 made a paid purchase, won the lead and sent the welcome with an onboarding link.
-- Now the purchase is recorded as the provider reports it, and the sale (won lead, log entry, staff email,
-- welcome) happens only when the session is paid or needs no payment: at once, or when
-- checkout.session.async_payment_succeeded follows; async_payment_failed marks it unpaid and tells staff.
-- The amount and currency are checked against the plan's price; a difference is flagged for staff.

alter table public.purchases add column price_mismatch boolean not null default false;

-- What each plan and billing period costs, in minor units: the figures of src/domain/pricing/checkout-prices.ts
-- (supabase/tests/paid-checkouts.test.ts keeps the two in step). A price change is a new migration.
create table private.plan_prices (
  plan text not null,
  billing_period text not null,
  amount_minor bigint not null constraint plan_prices_amount_minor_check check (amount_minor >= 0),
  currency text not null constraint plan_prices_currency_check check (currency ~ '^[a-z]{3}$'),
  primary key (plan, billing_period)
);
revoke all on table private.plan_prices from public, anon, authenticated, service_role;
insert into private.plan_prices (plan, billing_period, amount_minor, currency) values
  ('starter', 'monthly', 9900, 'usd'),
  ('starter', 'annual', 94800, 'usd'),
  ('professional', 'monthly', 34900, 'usd'),
  ('professional', 'annual', 334800, 'usd'),
  ('enterprise', 'monthly', 74900, 'usd'),
  ('enterprise', 'annual', 718800, 'usd'),
  ('premium', 'monthly', 24900, 'usd'),
  ('migration', 'monthly', 9900, 'usd');

-- Is the session settled? Stripe's payment_status: 'paid', 'no_payment_required' (a trial, a full
-- discount) or 'unpaid'; anything else, or none, is not.
create function private.checkout_is_paid(session jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(session ->> 'payment_status' in ('paid', 'no_payment_required'), false)
$$;
revoke all on function private.checkout_is_paid(jsonb) from public;

create function private.checkout_status(session jsonb) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when not private.checkout_is_paid(session) then 'incomplete'
    when session ->> 'mode' = 'subscription' and session ->> 'payment_status' = 'no_payment_required' then 'trialing'
    when session ->> 'mode' = 'subscription' then 'active'
    else 'paid' end
$$;
revoke all on function private.checkout_status(jsonb) from public;

-- The plan's price for a checkout, or null when its plan and period have none.
create function private.expected_price(plan text, billing_period text, out amount_minor bigint, out currency text)
language sql stable
set search_path = ''
as $$
  select p.amount_minor, p.currency from private.plan_prices p
    where p.plan = expected_price.plan and p.billing_period = expected_price.billing_period
$$;
revoke all on function private.expected_price(text, text) from public;

-- True when what was charged is not the plan's price (or the plan has none). A subscription trial
-- (no payment required, nothing charged now) charges its price with the first invoice.
create function private.checkout_price_mismatch(session jsonb, plan text, billing_period text) returns boolean
language sql stable
set search_path = ''
as $$
  select not coalesce((
    select lower(session ->> 'currency') = e.currency and (
      (session ->> 'amount_total')::bigint = e.amount_minor
      or (session ->> 'mode' = 'subscription' and session ->> 'payment_status' = 'no_payment_required'
          and (session ->> 'amount_total')::bigint = 0))
    from private.expected_price(plan, billing_period) e where e.amount_minor is not null
  ), false)
$$;
revoke all on function private.checkout_price_mismatch(jsonb, text, text) from public;

-- The sale: the won lead, its log entry, staff's email and the buyer's welcome with a one-time link.
create function private.complete_sale(purchase public.purchases, domain_name text) returns void
language plpgsql
set search_path = ''
as $$
declare
  settings private.email_settings;
  expected record;
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  select * into strict settings from private.email_settings;
  select * into expected from private.expected_price(purchase.plan, purchase.billing_period);
  if purchase.lead_id is not null then
    execute format('update public.%I set status = ''won'' where id = $1 and status <> ''won''', purchase.lead_table)
      using purchase.lead_id;
    insert into public.activity_log (table_name, row_id, action, details)
      values (purchase.lead_table, purchase.lead_id, 'purchase_recorded', jsonb_build_object(
        'purchase_id', purchase.id, 'plan', purchase.plan, 'billing_period', purchase.billing_period,
        'amount', private.format_amount(purchase.amount_minor, purchase.currency)));
  end if;

  perform private.enqueue_staff_notification(
    'purchase',
    case when purchase.price_mismatch then 'New purchase (amount differs from the price)'
      when purchase.unknown_reference then 'New purchase (unknown reference)' else 'New purchase' end,
    jsonb_build_array(
      jsonb_build_object('name', 'buyer_email', 'value', purchase.buyer_email),
      jsonb_build_object('name', 'plan', 'value', purchase.plan),
      jsonb_build_object('name', 'billing_period', 'value', purchase.billing_period),
      jsonb_build_object('name', 'amount', 'value', private.format_amount(purchase.amount_minor, purchase.currency))
    ) || case when purchase.price_mismatch then jsonb_build_array(jsonb_build_object('name', 'price', 'value',
        coalesce('Expected ' || private.format_amount(expected.amount_minor, expected.currency), 'This plan and period have no price')))
      else '[]'::jsonb end
    || jsonb_build_array(
      jsonb_build_object('name', 'matched_lead', 'value', case
        when purchase.lead_id is not null then 'Yes, marked won'
        when purchase.unknown_reference then 'No: the checkout reference matches no lead'
        else 'No: the buyer had not sent a lead from this browser' end)
    ),
    case purchase.lead_table when 'visitor_inquiries' then '/inquiries-admin' when 'custom_builder_leads' then '/leads-admin'
      else '/purchases-admin' end,
    purchase.buyer_email, 'public.purchases', purchase.id);

  if purchase.buyer_email is not null and private.is_plain_email(purchase.buyer_email) then
    insert into private.onboarding_tokens (token_hash, purchase_id, full_name, email, domain_name)
      values (private.token_hash(token), purchase.id, purchase.buyer_name, purchase.buyer_email, complete_sale.domain_name);
    insert into public.email_outbox (kind, recipient, template, source_table, source_id)
    values (
      'welcome',
      purchase.buyer_email,
      jsonb_build_object(
        'fullName', purchase.buyer_name,
        'plan', purchase.plan,
        'billingPeriod', purchase.billing_period,
        'onboardingUrl', settings.site_url || '/onboarding?token=' || token,
        'siteUrl', settings.site_url
      ),
      'public.purchases',
      purchase.id
    );
  end if;
end
$$;
revoke all on function private.complete_sale(public.purchases, text) from public;

-- A checkout session (completed, or its delayed payment settled): the purchase as the provider reports it,
-- and the sale only when it is paid.
create or replace function private.record_checkout(event_id text, event_at timestamptz, session jsonb) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  reference text := nullif(session ->> 'client_reference_id', '');
  lead record;
  purchase public.purchases;
  buyer_email text := coalesce(session #>> '{customer_details,email}', session ->> 'customer_email');
  plan text := session #>> '{metadata,plan}';
  billing_period text := coalesce(session #>> '{metadata,billing_period}', case when session ->> 'mode' = 'payment' then 'one_time' end);
begin
  select * into lead from private.lead_for_reference(reference);
  insert into public.purchases as p (
    plan, billing_period, amount_minor, currency, buyer_email, buyer_name, status, checkout_reference,
    lead_table, lead_id, unknown_reference, provider_session_id, provider_customer_id, provider_subscription_id,
    last_event_at, last_event_id, price_mismatch
  ) values (
    plan,
    billing_period,
    (session ->> 'amount_total')::bigint,
    lower(session ->> 'currency'),
    left(buyer_email, 254),
    left(session #>> '{customer_details,name}', 200),
    private.checkout_status(session),
    left(reference, 200),
    lead.lead_table,
    lead.lead_id,
    reference is not null and lead.lead_id is null,
    session ->> 'id',
    session ->> 'customer',
    session ->> 'subscription',
    event_at,
    event_id,
    private.checkout_price_mismatch(session, plan, billing_period)
  )
  -- An invoice or subscription event may have arrived first and made the row: the checkout completes it.
  on conflict (provider_subscription_id) do update set
    plan = coalesce(excluded.plan, p.plan),
    billing_period = coalesce(excluded.billing_period, p.billing_period),
    amount_minor = coalesce(p.amount_minor, excluded.amount_minor),
    currency = coalesce(p.currency, excluded.currency),
    buyer_email = coalesce(excluded.buyer_email, p.buyer_email),
    buyer_name = coalesce(excluded.buyer_name, p.buyer_name),
    checkout_reference = excluded.checkout_reference,
    lead_table = excluded.lead_table,
    lead_id = excluded.lead_id,
    unknown_reference = excluded.unknown_reference,
    provider_session_id = excluded.provider_session_id,
    provider_customer_id = coalesce(p.provider_customer_id, excluded.provider_customer_id),
    price_mismatch = excluded.price_mismatch,
    updated_at = now()
  returning * into purchase;

  if private.checkout_is_paid(session) then
    perform private.complete_sale(purchase, lead.domain_name);
  end if;
  return purchase.id;
end
$$;

-- A delayed payment settled: the waiting purchase becomes paid and the sale happens, once.
create function private.settle_checkout(event_id text, event_at timestamptz, session jsonb, succeeded boolean) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  purchase public.purchases;
begin
  select * into purchase from public.purchases p where p.provider_session_id = session ->> 'id' for update;
  if purchase.id is null then
    -- The settlement came before the completed event (the provider does not promise an order).
    if succeeded then
      return private.record_checkout(event_id, event_at, session || '{"payment_status": "paid"}'::jsonb);
    end if;
    return private.record_checkout(event_id, event_at, session || '{"payment_status": "unpaid"}'::jsonb);
  end if;
  if purchase.status <> 'incomplete' then
    return purchase.id;
  end if;
  if succeeded then
    update public.purchases p set status = private.checkout_status(session || '{"payment_status": "paid"}'::jsonb),
        last_event_at = greatest(p.last_event_at, event_at), last_event_id = settle_checkout.event_id, updated_at = now()
      where p.id = purchase.id returning * into purchase;
    perform private.complete_sale(purchase, (private.lead_for_reference(purchase.checkout_reference)).domain_name);
  else
    update public.purchases p set status = 'unpaid',
        last_event_at = greatest(p.last_event_at, event_at), last_event_id = settle_checkout.event_id, updated_at = now()
      where p.id = purchase.id returning * into purchase;
    perform private.enqueue_staff_notification(
      'purchase_failed', 'Checkout payment failed',
      jsonb_build_array(
        jsonb_build_object('name', 'buyer_email', 'value', purchase.buyer_email),
        jsonb_build_object('name', 'plan', 'value', purchase.plan),
        jsonb_build_object('name', 'amount', 'value', private.format_amount(purchase.amount_minor, purchase.currency))),
      '/purchases-admin', purchase.buyer_email, 'public.purchases', purchase.id);
  end if;
  return purchase.id;
end
$$;
revoke all on function private.settle_checkout(text, timestamptz, jsonb, boolean) from public;

create or replace function private.record_payment_event(event_id text, event_type text, event_created bigint, object jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  event_at timestamptz := to_timestamp(event_created);
  purchase_id uuid;
begin
  -- Concurrent deliveries of one event take turns; the second sees the first's row.
  perform pg_advisory_xact_lock(hashtext('payment_event:' || event_id));
  if exists (select 1 from private.payment_events e where e.event_id = record_payment_event.event_id) then
    return 'duplicate';
  end if;
  -- A session's events take turns too: its completion and its settlement may arrive together.
  if event_type like 'checkout.session.%' then
    perform pg_advisory_xact_lock(hashtext('checkout_session:' || coalesce(object ->> 'id', '')));
  end if;
  if event_type = 'checkout.session.completed' then
    if exists (select 1 from public.purchases p where p.provider_session_id = object ->> 'id') then
      purchase_id := null;
    else
      purchase_id := private.record_checkout(event_id, event_at, object);
    end if;
  elsif event_type in ('checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed') then
    purchase_id := private.settle_checkout(event_id, event_at, object, event_type = 'checkout.session.async_payment_succeeded');
  elsif event_type in ('invoice.paid', 'customer.subscription.updated', 'customer.subscription.deleted') then
    purchase_id := private.record_subscription_event(event_id, event_type, event_at, object);
  else
    return 'ignored';
  end if;
  insert into private.payment_events (event_id, event_type, purchase_id) values (event_id, event_type, purchase_id);
  return 'recorded';
end
$$;
