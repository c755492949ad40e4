import { screen } from '@testing-library/react';
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import type { ContactWidgetRow } from '@/types/tables/contacts';
import { ContactWidgets } from './contact-widgets';

const CONTACT = '00000000-0000-4000-8000-000000000301';
let answer: { data: ContactWidgetRow[] | null; error: { message: string } | null };

beforeEach(() => {
  setSupabaseClient({ rpc: () => Promise.resolve(answer) } as unknown as AppSupabaseClient);
});
afterEach(() => setSupabaseClient(undefined));

const widget = (overrides: Partial<ContactWidgetRow>): ContactWidgetRow => ({
  widget_id: '00000000-0000-4000-8000-000000000401',
  kind: 'contact-form',
  name: 'Website form',
  published: true,
  published_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  views_30_days: 120,
  hosts: ['bistro.example'],
  submissions_30_days: 7,
  ...overrides,
});

describe("the contact's own tools on the contact record (issue 45)", () => {
  it('gives each tool its state, and its views and submissions of the last 30 days, and where it ran', async () => {
    answer = {
      data: [
        widget({}),
        widget({ widget_id: 'w2', kind: 'call-button', name: 'Call us', published: false, views_30_days: 1, hosts: [], submissions_30_days: 1 }),
      ],
      error: null,
    };
    renderRoute(<ContactWidgets contactId={CONTACT} />);
    const list = await screen.findByRole('list', { name: 'Their tools' });
    expect(list).toHaveTextContent('120 views, 7 submissions in the last 30 days, on bistro.example');
    expect(list).toHaveTextContent('1 view, 1 submission in the last 30 days');
    expect(list).toHaveTextContent('Contact Form');
  });

  it('says when they have none, and offers to try again when the read fails', async () => {
    answer = { data: [], error: null };
    const { unmount } = renderRoute(<ContactWidgets contactId={CONTACT} />);
    expect(await screen.findByText(/No tools of their own/)).toBeVisible();
    unmount();
    answer = { data: null, error: { message: 'down' } };
    renderRoute(<ContactWidgets contactId={CONTACT} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
