import { screen, within } from '@testing-library/react';
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import type { Purchase } from '../api/get-purchases';
import { PurchasesList } from './purchases-list';

const purchase = (overrides: Partial<Purchase>): Purchase => ({
  id: crypto.randomUUID(), provider: 'stripe', plan: 'professional', billing_period: 'annual', amount_minor: 334800, currency: 'usd',
  buyer_email: 'maria@bella.example.com', buyer_name: 'Maria', status: 'active', checkout_reference: null,
  lead_table: 'custom_builder_leads', lead_id: '00000000-0000-4000-8000-000000000001', unknown_reference: false,
  provider_session_id: 'cs_1', provider_customer_id: 'cus_1', provider_subscription_id: 'sub_1', last_event_at: null, last_event_id: null,
  created_at: '2026-11-25T10:00:00Z', updated_at: '2026-11-25T10:00:00Z', contact_id: null, price_mismatch: false, ...overrides,
});
let rows: Purchase[] = [];

beforeEach(() => {
  const query = { select: () => query, order: () => query, limit: () => Promise.resolve({ data: rows, error: null }) };
  setSupabaseClient({ from: () => query } as unknown as AppSupabaseClient);
});
afterEach(() => setSupabaseClient(undefined));

describe('the Purchases list (issue 27)', () => {
  it('shows each purchase with plan, billing, amount in units, status and its lead, flagging an unknown reference', async () => {
    rows = [
      purchase({}),
      purchase({ plan: 'premium', billing_period: 'one_time', amount_minor: 500000, currency: 'jpy', status: 'paid', lead_table: null, lead_id: null, unknown_reference: true }),
    ];
    renderRoute(<PurchasesList />);
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const cells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((c) => c.textContent));
    expect(cells).toEqual([
      ['maria@bella.example.com', 'Professional', 'Annual', '$3,348.00', 'Active', 'Builder lead (won)'],
      ['maria@bella.example.com', 'Premium', 'One-time', '¥500,000', 'Paid', 'Unknown reference'],
    ]);
  });

  it('says when there are none yet', async () => {
    rows = [];
    renderRoute(<PurchasesList />);
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
  });
});
