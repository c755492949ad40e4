-- Purchases (issue 27; docs/decisions/023-checkout-and-payments.md). The payments-webhook Edge Function
-- verifies each Stripe event and hands it to private.record_payment_event(), which in one transaction:
-- records the event id (a replay changes nothing), records or updates the purchase, and on a completed
-- checkout marks the matching lead won, logs it on the lead, tells staff through the outbox and queues the
-- buyer's welcome email with a one-time onboarding link. Only the function's own login role
-- (payments_webhook) may call it; staff read purchases; visitors read nothing.

-- The activity log learns one more action: a purchase recorded against a lead.
alter table public.activity_log
  drop constraint activity_log_action_check,
  add constraint activity_log_action_check
    check (action in (
      'status_changed', 'note_added', 'archived', 'restored', 'deleted',
      'exported', 'password_revealed', 'passwords_exported', 'purchase_recorded'
    ));

-- And the outbox one more kind: the buyer's welcome.
alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in ('toolkit', 'staff_notification', 'welcome'));

create table public.purchases (
  id uuid primary key default gen_random_uuid(),
  provider text not null default 'stripe' constraint purchases_provider_check check (provider in ('stripe')),
  -- From the payment link's metadata (README, "Payments"); null when the link had none.
  plan text constraint purchases_plan_check
    check (plan in ('starter', 'professional', 'enterprise', 'premium', 'migration')),
  billing_period text constraint purchases_billing_period_check
    check (billing_period in ('monthly', 'annual', 'one_time')),
  -- Minor units (cents), as the provider sends them; never converted.
  amount_minor bigint constraint purchases_amount_minor_check check (amount_minor >= 0),
  currency text constraint purchases_currency_check check (currency ~ '^[a-z]{3}$'),
  buyer_email text constraint purchases_buyer_email_check check (char_length(buyer_email) <= 254),
  buyer_name text constraint purchases_buyer_name_check check (char_length(buyer_name) <= 200),
  status text not null constraint purchases_status_check check (status in (
    'paid', 'active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'
  )),
  -- The client_reference_id the checkout carried, as received (any provider string, bounded).
  checkout_reference text constraint purchases_checkout_reference_check check (char_length(checkout_reference) <= 200),
  -- The lead it matched: a builder lead or an enquiry.
  lead_table text constraint purchases_lead_table_check check (lead_table in ('custom_builder_leads', 'visitor_inquiries')),
  lead_id uuid,
  -- A reference came with the checkout but matched no lead: recorded anyway and flagged for staff.
  unknown_reference boolean not null default false,
  provider_session_id text unique constraint purchases_provider_session_id_check check (char_length(provider_session_id) <= 255),
  provider_customer_id text constraint purchases_provider_customer_id_check check (char_length(provider_customer_id) <= 255),
  provider_subscription_id text unique
    constraint purchases_provider_subscription_id_check check (char_length(provider_subscription_id) <= 255),
  -- The provider's time of the newest event applied: an older event arriving late never overwrites it.
  last_event_at timestamptz,
  last_event_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint purchases_lead_check check ((lead_table is null) = (lead_id is null))
);
create index purchases_created_at_idx on public.purchases (created_at desc, id desc);
create index purchases_lead_idx on public.purchases (lead_table, lead_id) where lead_id is not null;

-- Every event applied, by the provider's id: the idempotency key.
create table private.payment_events (
  event_id text primary key constraint payment_events_event_id_check check (char_length(event_id) between 1 and 255),
  event_type text not null,
  purchase_id uuid references public.purchases (id) on delete set null,
  received_at timestamptz not null default now()
);
revoke all on table private.payment_events from public, anon, authenticated, service_role;

-- One-time onboarding links: only a hash of the token is stored, with what the form is prefilled with.
create table private.onboarding_tokens (
  token_hash text primary key,
  purchase_id uuid not null references public.purchases (id) on delete cascade,
  full_name text,
  email text,
  domain_name text,
  expires_at timestamptz not null default now() + interval '14 days',
  used_at timestamptz,
  created_at timestamptz not null default now()
);
revoke all on table private.onboarding_tokens from public, anon, authenticated, service_role;

create function private.token_hash(token text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex')
$$;
revoke all on function private.token_hash(text) from public;

-- Only the webhook writes, through the security definer function below (not FORCE: the owner writes past
-- RLS, as for the outbox); staff read; anon and other users read nothing.
alter table public.purchases enable row level security;
revoke all on table public.purchases from anon, authenticated, service_role;
grant select on table public.purchases to authenticated;

create policy "Staff can read purchases"
  on public.purchases
  for select
  to authenticated
  using ((select private.is_staff()));

-- "279.00 USD", "5000 JPY": the amount as staff read it (zero-decimal currencies have no minor unit).
create function private.format_amount(amount_minor bigint, currency text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when amount_minor is null then null
    when lower(currency) in ('bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf')
      then amount_minor::text || ' ' || upper(currency)
    else to_char(amount_minor / 100.0, 'FM999999999990.00') || ' ' || upper(coalesce(currency, ''))
  end
$$;
revoke all on function private.format_amount(bigint, text) from public;

-- What a purchase's status is after a subscription event (a deleted subscription is canceled).
create function private.subscription_status(event_type text, provider_status text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when event_type = 'customer.subscription.deleted' then 'canceled'
    when provider_status in ('active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused')
      then provider_status
    else 'active'
  end
$$;
revoke all on function private.subscription_status(text, text) from public;

-- The lead a checkout reference names, if any: a builder lead first, then an enquiry.
create function private.lead_for_reference(reference text, out lead_table text, out lead_id uuid, out domain_name text)
language plpgsql stable
set search_path = ''
as $$
begin
  if reference is null or reference !~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' then
    return;
  end if;
  select 'custom_builder_leads', l.id, substring(l.website_url from '^https?://(?:www\.)?([^/:?#]+)')
    into lead_table, lead_id, domain_name
    from public.custom_builder_leads l where l.checkout_reference = reference::uuid;
  if lead_id is null then
    select 'visitor_inquiries', i.id, null into lead_table, lead_id, domain_name
      from public.visitor_inquiries i where i.checkout_reference = reference::uuid;
  end if;
end
$$;
revoke all on function private.lead_for_reference(text) from public;

-- A completed checkout: the purchase, the won lead, its log entry, staff's email, the buyer's welcome.
create function private.record_checkout(event_id text, event_at timestamptz, session jsonb) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  settings private.email_settings;
  reference text := nullif(session ->> 'client_reference_id', '');
  lead record;
  purchase public.purchases;
  buyer_email text := coalesce(session #>> '{customer_details,email}', session ->> 'customer_email');
  buyer_name text := left(session #>> '{customer_details,name}', 200);
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  select * into strict settings from private.email_settings;
  select * into lead from private.lead_for_reference(reference);
  insert into public.purchases as p (
    plan, billing_period, amount_minor, currency, buyer_email, buyer_name, status, checkout_reference,
    lead_table, lead_id, unknown_reference, provider_session_id, provider_customer_id, provider_subscription_id,
    last_event_at, last_event_id
  ) values (
    session #>> '{metadata,plan}',
    coalesce(session #>> '{metadata,billing_period}', case when session ->> 'mode' = 'payment' then 'one_time' end),
    (session ->> 'amount_total')::bigint,
    lower(session ->> 'currency'),
    left(buyer_email, 254),
    buyer_name,
    case when session ->> 'mode' = 'subscription' then 'active' else 'paid' end,
    left(reference, 200),
    lead.lead_table,
    lead.lead_id,
    reference is not null and lead.lead_id is null,
    session ->> 'id',
    session ->> 'customer',
    session ->> 'subscription',
    event_at,
    event_id
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
    updated_at = now()
  returning * into purchase;

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
    case when purchase.unknown_reference then 'New purchase (unknown reference)' else 'New purchase' end,
    jsonb_build_array(
      jsonb_build_object('name', 'buyer_email', 'value', purchase.buyer_email),
      jsonb_build_object('name', 'plan', 'value', purchase.plan),
      jsonb_build_object('name', 'billing_period', 'value', purchase.billing_period),
      jsonb_build_object('name', 'amount', 'value', private.format_amount(purchase.amount_minor, purchase.currency)),
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
      values (private.token_hash(token), purchase.id, purchase.buyer_name, purchase.buyer_email, lead.domain_name);
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
  return purchase.id;
end
$$;
revoke all on function private.record_checkout(text, timestamptz, jsonb) from public;

-- A paid invoice or a changed or cancelled subscription: the subscription's purchase follows it. When it
-- comes before the checkout (the provider does not promise an order), the row is made and the checkout
-- completes it.
create function private.record_subscription_event(event_id text, event_type text, event_at timestamptz, object jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  subscription_id text := case
    when event_type = 'invoice.paid'
      then coalesce(object ->> 'subscription', object #>> '{parent,subscription_details,subscription}')
    else object ->> 'id' end;
  new_status text := case when event_type = 'invoice.paid' then 'active'
    else private.subscription_status(event_type, object ->> 'status') end;
  purchase public.purchases;
begin
  if subscription_id is null then
    return null;
  end if;
  insert into public.purchases as p (
    status, amount_minor, currency, buyer_email, provider_customer_id, provider_subscription_id, last_event_at, last_event_id
  ) values (
    new_status,
    case when event_type = 'invoice.paid' then (object ->> 'amount_paid')::bigint end,
    case when event_type = 'invoice.paid' then lower(object ->> 'currency') end,
    left(object ->> 'customer_email', 254),
    object ->> 'customer',
    subscription_id,
    event_at,
    event_id
  )
  on conflict (provider_subscription_id) do update set
    status = case when p.last_event_at is null or excluded.last_event_at >= p.last_event_at then excluded.status else p.status end,
    amount_minor = coalesce(excluded.amount_minor, p.amount_minor),
    currency = coalesce(excluded.currency, p.currency),
    buyer_email = coalesce(p.buyer_email, excluded.buyer_email),
    last_event_at = greatest(p.last_event_at, excluded.last_event_at),
    last_event_id = case when p.last_event_at is null or excluded.last_event_at >= p.last_event_at then excluded.last_event_id else p.last_event_id end,
    updated_at = now()
  returning * into purchase;
  if event_type = 'customer.subscription.deleted' then
    perform private.enqueue_staff_notification(
      'purchase_canceled', 'Subscription cancelled',
      jsonb_build_array(
        jsonb_build_object('name', 'buyer_email', 'value', purchase.buyer_email),
        jsonb_build_object('name', 'plan', 'value', purchase.plan)),
      '/purchases-admin', purchase.buyer_email, 'public.purchases', purchase.id);
  end if;
  return purchase.id;
end
$$;
revoke all on function private.record_subscription_event(text, text, timestamptz, jsonb) from public;

-- The one entry point: a verified event (the webhook checked its signature). Answers what it did:
-- 'recorded', 'duplicate' (this event id was applied before) or 'ignored' (a type it does not handle).
create function private.record_payment_event(event_id text, event_type text, event_created bigint, object jsonb)
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
  if event_type = 'checkout.session.completed' then
    if exists (select 1 from public.purchases p where p.provider_session_id = object ->> 'id') then
      purchase_id := null;
    else
      purchase_id := private.record_checkout(event_id, event_at, object);
    end if;
  elsif event_type in ('invoice.paid', 'customer.subscription.updated', 'customer.subscription.deleted') then
    purchase_id := private.record_subscription_event(event_id, event_type, event_at, object);
  else
    return 'ignored';
  end if;
  insert into private.payment_events (event_id, event_type, purchase_id) values (event_id, event_type, purchase_id);
  return 'recorded';
end
$$;
revoke all on function private.record_payment_event(text, text, bigint, jsonb) from public, anon, authenticated;

-- The webhook's own database login: it may execute record_payment_event and nothing else (as
-- email_sender, 20261125000300_email_sender_role.sql). Set its password once per project (README, "Payments"):
--   alter role payments_webhook with password '<a long random password>';
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'payments_webhook') then
    create role payments_webhook login noinherit nocreatedb nocreaterole nobypassrls;
  end if;
end
$$;
alter role payments_webhook set statement_timeout = '30s';
alter role payments_webhook set idle_in_transaction_session_timeout = '60s';
grant usage on schema private to payments_webhook;
grant execute on function private.record_payment_event(text, text, bigint, jsonb) to payments_webhook, service_role;

-- The onboarding link (anon): what the form is prefilled with, or why not. 'valid' answers the details;
-- 'used', 'expired' and 'unknown' answer nothing else.
create function public.onboarding_prefill(token text)
returns table (state text, full_name text, email text, domain_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case when t.token_hash is null then 'unknown'
      when t.used_at is not null then 'used'
      when t.expires_at <= now() then 'expired'
      else 'valid' end,
    case when t.used_at is null and t.expires_at > now() then t.full_name end,
    case when t.used_at is null and t.expires_at > now() then t.email end,
    case when t.used_at is null and t.expires_at > now() then t.domain_name end
  from (select 1) as one
  left join private.onboarding_tokens t on t.token_hash = private.token_hash(onboarding_prefill.token)
$$;
revoke all on function public.onboarding_prefill(text) from public;
grant execute on function public.onboarding_prefill(text) to anon, authenticated;

-- The submission from an onboarding link is tied to its purchase and uses the token up. The visitor
-- sends the token in a write-only column; the trigger swaps it for the purchase and never stores it. A
-- used, expired or unknown token saves the submission untied (the form never fails over it).
alter table public.onboarding_submissions
  add column onboarding_token text constraint onboarding_submissions_onboarding_token_check check (onboarding_token is null),
  add column purchase_id uuid references public.purchases (id) on delete set null;
grant insert (onboarding_token) on table public.onboarding_submissions to anon, authenticated;

create function private.claim_onboarding_token() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.purchase_id := null;
  if new.onboarding_token is not null then
    update private.onboarding_tokens t
      set used_at = now()
      where t.token_hash = private.token_hash(new.onboarding_token) and t.used_at is null and t.expires_at > now()
      returning t.purchase_id into new.purchase_id;
  end if;
  new.onboarding_token := null;
  return new;
end
$$;
revoke all on function private.claim_onboarding_token() from public, anon, authenticated;

create trigger claim_onboarding_token before insert on public.onboarding_submissions
  for each row execute function private.claim_onboarding_token();
