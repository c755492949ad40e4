/** Row types for public.purchases (20261127000200_purchases.sql): written by the payments webhook only, read by staff. */
export type PurchaseStatus =
  | 'paid'
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export type PurchasesTable = {
  Row: {
    id: string;
    provider: 'stripe';
    plan: 'starter' | 'professional' | 'enterprise' | 'premium' | 'migration' | null;
    billing_period: 'monthly' | 'annual' | 'one_time' | null;
    /** Minor units (cents), as the provider sent them. */
    amount_minor: number | null;
    currency: string | null;
    buyer_email: string | null;
    buyer_name: string | null;
    status: PurchaseStatus;
    checkout_reference: string | null;
    lead_table: 'custom_builder_leads' | 'visitor_inquiries' | null;
    lead_id: string | null;
    /** A reference came with the checkout but matched no lead. */
    unknown_reference: boolean;
    provider_session_id: string | null;
    provider_customer_id: string | null;
    provider_subscription_id: string | null;
    last_event_at: string | null;
    last_event_id: string | null;
    created_at: string;
    updated_at: string;
    /** The contact its email matches (20261129000400_speed_to_lead_contacts.sql). */
    contact_id: string | null;
    /** The amount or currency paid is not the plan's price (20261201000500_paid_checkouts.sql). */
    price_mismatch: boolean;
  };
  Insert: never;
  Update: never;
  Relationships: [];
};

/** One row of public.onboarding_prefill(token). */
export type OnboardingPrefillRow = {
  state: 'valid' | 'used' | 'expired' | 'unknown';
  full_name: string | null;
  email: string | null;
  domain_name: string | null;
};
