import { screen, waitFor } from '@testing-library/react';
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import type { LeadPurchase } from '../api/get-lead-purchases';
import { LeadPurchases } from './lead-purchases';

const LEAD = '00000000-0000-4000-8000-000000000101';
const rows: LeadPurchase[] = [
  { id: 'p2', lead_id: LEAD, plan: 'professional', billing_period: 'annual', amount_minor: 334800, currency: 'usd', status: 'active', created_at: '2026-11-25T10:00:00Z' },
  { id: 'p1', lead_id: LEAD, plan: 'premium', billing_period: 'monthly', amount_minor: 24900, currency: 'usd', status: 'past_due', created_at: '2026-11-20T10:00:00Z' },
  { id: 'p0', lead_id: '00000000-0000-4000-8000-000000000999', plan: 'starter', billing_period: 'monthly', amount_minor: 9900, currency: 'usd', status: 'paid', created_at: '2026-11-19T10:00:00Z' },
];
const calls: unknown[][] = [];

beforeEach(() => {
  calls.length = 0;
  const query = {
    select: (...args: unknown[]) => (calls.push(['select', ...args]), query),
    eq: (...args: unknown[]) => (calls.push(['eq', ...args]), query),
    order: (...args: unknown[]) => (calls.push(['order', ...args]), Promise.resolve({ data: rows, error: null })),
  };
  setSupabaseClient({ from: (table: string) => (calls.push(['from', table]), query) } as unknown as AppSupabaseClient);
});
afterEach(() => setSupabaseClient(undefined));

describe('purchases on the lead row (issue 27)', () => {
  it("lists the lead's own purchases with plan, period, amount and status, newest first", async () => {
    renderRoute(<LeadPurchases leadId={LEAD} />);
    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Paid: Professional annual · $3,348.00 · active',
      'Paid: Premium monthly · $249.00 · past due',
    ]);
    expect(calls).toContainEqual(['from', 'purchases']);
    expect(calls).toContainEqual(['eq', 'lead_table', 'custom_builder_leads']);
  });

  it('shows nothing for a lead without purchases', async () => {
    const { container, queryClient } = renderRoute(<LeadPurchases leadId="00000000-0000-4000-8000-000000000555" />);
    await waitFor(() => expect(queryClient.getQueryState(['lead-purchases'])?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});
