import { screen, waitFor } from '@testing-library/react';
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import type { ContactOwnerToolsRow } from '@/types/tables/widget-plans';
import { LeadOwnerTools } from './lead-owner-tools';

const OWNER = '00000000-0000-4000-8000-000000000201';
const ENDED = '00000000-0000-4000-8000-000000000202';
const plan = { trial_started_at: '2026-11-20T10:00:00Z', trial_ends_at: '2026-12-04T10:00:00Z', tool_limit: 5 } as const;
const rows: ContactOwnerToolsRow[] = [
  { ...plan, contact_id: OWNER, plan: 'starter', on_trial: true, live_tools: 2, may_run: true, views_30_days: 1, submissions_30_days: 1 },
  {
    ...plan,
    contact_id: ENDED,
    plan: 'starter',
    on_trial: true,
    trial_ends_at: '2026-11-25T10:00:00Z',
    live_tools: 1,
    may_run: false,
    views_30_days: 40,
    submissions_30_days: 3,
  },
];
const rpcs: string[] = [];

beforeEach(() => {
  rpcs.length = 0;
  setSupabaseClient({
    rpc: (name: string) => (rpcs.push(name), Promise.resolve({ data: rows, error: null })),
  } as unknown as AppSupabaseClient);
});
afterEach(() => setSupabaseClient(undefined));

describe("the contact's own tools on the lead row (issue 45)", () => {
  it('says their trial, live tools of the limit, views and submissions of the last 30 days', async () => {
    renderRoute(<LeadOwnerTools contactId={OWNER} />);
    expect(
      await screen.findByText('Own tools: Free trial until December 4, 2026 · 2 of 5 tools live · 1 view, 1 submission in 30 days'),
    ).toBeVisible();
    expect(rpcs).toEqual(['contact_owner_tools']);
  });

  it('says when a trial has ended', async () => {
    renderRoute(<LeadOwnerTools contactId={ENDED} />);
    expect(await screen.findByText(/^Own tools: Free trial ended on November 25, 2026 · 1 of 5 tools live · 40 views, 3 submissions in 30 days$/)).toBeVisible();
  });

  it('shows nothing for a lead without a contact or whose contact runs no tools', async () => {
    for (const contactId of [null, '00000000-0000-4000-8000-000000000999']) {
      const { container, queryClient, unmount } = renderRoute(<LeadOwnerTools contactId={contactId} />);
      await waitFor(() => expect(queryClient.getQueryState(['contact-owner-tools'])?.status).toBe('success'));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
