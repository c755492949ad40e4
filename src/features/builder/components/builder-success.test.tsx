import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLS } from '@/domain/catalogue/tools';
import { toolHref } from '@/domain/catalogue/tool-slug';
import { buildToolkit } from '@/domain/toolkit/build-toolkit';
import { renderRoute } from '@/testing/render-route';
import type { CreateLeadVariables } from '../api/create-lead';
import { CustomBuilderPage } from './custom-builder-page';

const createLead = vi.hoisted(() => vi.fn<(variables: CreateLeadVariables) => Promise<void>>());
vi.mock('../api/save-lead', () => ({
  prepareLeadSave: vi.fn(),
  saveLead: (input: CreateLeadVariables['input'], id: string) => createLead({ input, id }),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));

/** Opens the builder on step 5 with these answers, as a reload of a draft would, and submits it. */
async function submitWithAnswers(values: {
  businessType: string;
  goals: string[];
  currentChallenges: string[];
  websiteUrl: string;
  shortlist?: number[];
}) {
  sessionStorage.setItem(
    'localboost:custom-builder-draft',
    JSON.stringify({
      values: { businessName: '<b>Glow</b> & "Co"', email: 'owner@glow.example', ...values },
      step: 5,
      submissionId: null,
    }),
  );
  const user = userEvent.setup();
  renderRoute(<CustomBuilderPage />, { path: '/custom-builder' });
  await user.click(screen.getByRole('button', { name: 'Generate My Toolkit' }));
  await screen.findByRole('heading', { name: 'Awesome! Keep an eye on your inbox' });
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  createLead.mockReset().mockResolvedValue();
});

describe('Builder confirmation with the toolkit', () => {
  it("keeps the spec's confirmation and shows the kit the submitted answers make, in order, with links and reasons", async () => {
    await submitWithAnswers({
      businessType: 'salon',
      goals: ['bookings', 'reviews'],
      currentChallenges: ['time'],
      websiteUrl: '',
    });
    expect(screen.getByRole('heading', { name: 'Awesome! Keep an eye on your inbox' })).toHaveFocus();
    expect(screen.getByText(/Your personalized marketing toolkit will be sent to/)).toHaveTextContent(
      'Your personalized marketing toolkit will be sent to owner@glow.example.',
    );

    const expected = buildToolkit({
      businessType: 'salon',
      goals: ['bookings', 'reviews'],
      challenges: ['time'],
      hasWebsite: false,
    });
    const items = within(screen.getByRole('list', { name: 'Recommended tools' })).getAllByRole('listitem');
    expect(items).toHaveLength(expected.picks.length);
    expected.picks.forEach((pick, i) => {
      const link = within(items[i]!).getByRole('link', { name: pick.tool.name });
      expect(link).toHaveAttribute('href', toolHref(pick.tool));
      expect(within(items[i]!).getByText(pick.reason)).toBeInTheDocument();
      expect(items[i]).toHaveTextContent(pick.tool.thumbnail);
    });
    // No website given: the kit opens with website-building picks.
    expect(items[0]).toHaveTextContent("You don't have a website yet");

    const upgrade = screen.getByRole('heading', { name: 'Premium AI upgrade' }).parentElement!;
    expect(within(upgrade).getByRole('link', { name: 'Voice Appointment Booking Agent' })).toHaveAttribute(
      'href',
      '/premium/voice-appointment-booking',
    );
    expect(within(upgrade).getByText('$249/month')).toBeInTheDocument();

    expect(
      screen.getByText(`Your kit fits the ${expected.plan!.name} plan ($349/month)`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Professional plan' })).toHaveAttribute(
      'href',
      '/pricing#plan-professional',
    );
  });

  it('puts the shortlist sent with the lead first in the kit, each marked "Your pick", and in the share link', async () => {
    const menu = TOOLS.find((tool) => tool.name === 'Restaurant Menu Display')!;
    const spy = TOOLS.find((tool) => tool.name === 'AI Facebook Ads Spy Tool')!;
    await submitWithAnswers({
      businessType: 'legal',
      goals: ['leads'],
      currentChallenges: ['competition'],
      websiteUrl: 'https://glow.example',
      shortlist: [menu.id, spy.id],
    });
    expect(screen.getByText(/Your own picks from your shortlist first/)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Recommended tools' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: menu.name })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: spy.name })).toBeInTheDocument();
    for (const item of items.slice(0, 2)) {
      expect(within(item).getByText('Your pick')).toBeInTheDocument();
      expect(within(item).getByText(/^You shortlisted it/)).toBeInTheDocument();
    }
    expect(within(items[1]!).getByText('Premium')).toBeInTheDocument();
    expect(items.slice(2).length).toBeGreaterThanOrEqual(3);
    for (const item of items.slice(2)) expect(within(item).queryByText('Your pick')).not.toBeInTheDocument();
    // The visitor chose a premium tool: no second one is suggested.
    expect(screen.queryByRole('heading', { name: 'Premium AI upgrade' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share this toolkit' })).toHaveAttribute(
      'href',
      `/toolkit?type=legal&goals=leads&challenges=competition&website=yes&picks=${menu.id},${spy.id}`,
    );
  });

  it('shares a link with only the answers, and copies its full address', async () => {
    const user = await submitWithAnswers({
      businessType: 'restaurant',
      goals: ['leads', 'reviews'],
      currentChallenges: ['competition'],
      websiteUrl: 'https://glow.example',
    });
    const share = screen.getByRole('link', { name: 'Share this toolkit' });
    const href = '/toolkit?type=restaurant&goals=leads,reviews&challenges=competition&website=yes';
    expect(share).toHaveAttribute('href', href);
    expect(share.getAttribute('href')).not.toMatch(/glow|owner|%40|@/i);
    expect(screen.queryByText("You don't have a website yet", { exact: false })).not.toBeInTheDocument();

    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${href}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses, pointing to the link', async () => {
    const user = await submitWithAnswers({
      businessType: 'other',
      goals: ['automation'],
      currentChallenges: ['budget'],
      websiteUrl: 'https://glow.example',
    });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy: use the link above.')).toBeInTheDocument();
    // "Other" has no niche premium tool: no upgrade, and five tools fit Starter.
    expect(screen.queryByRole('heading', { name: 'Premium AI upgrade' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
      'href',
      '/pricing#plan-starter',
    );
  });
});
