import { fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NICHE_SLUGS, type NicheSlug } from '@/config/paths';
import { TOOLS } from '@/domain/catalogue/tools';
import { NICHE_HOURS } from '../data/sample-hours';
import { nicheSample } from '../data/sample-content';
import type { NicheSample } from '../data/sample-content-types';
import { PREVIEW_KINDS, previewKind, type PreviewKind } from '../lib/preview-kind';
import PreviewStage from './preview-stage';

interface Check {
  sample: NicheSample;
  niche: NicheSlug;
  view: HTMLElement;
  user: UserEvent;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const status = (view: HTMLElement) => within(view).getAllByRole('status');
const statusText = (view: HTMLElement) =>
  status(view)
    .map((node) => node.textContent)
    .join(' ');

/*
 * What each kind must show to look like its tool, with the sample content of the niche it is drawn for.
 * The record type makes a new kind without a check a compile error.
 */
const CHECKS: Record<PreviewKind, (check: Check) => Promise<void> | void> = {
  reviews: ({ sample, view }) => {
    within(view).getByRole('region', { name: `Reviews of ${sample.business}` });
    within(view).getByText(new RegExp(sample.reviews[0].text.slice(0, 20)));
  },
  'rating-badge': async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: /Rated \d\.\d out of 5/ }));
    const list = within(view).getByRole('list', { name: `Latest reviews of ${sample.business}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
  'review-request': async ({ view, user }) => {
    await user.click(within(view).getByRole('button', { name: '5 stars' }));
    within(view).getByRole('button', { name: 'Leave a Google review' });
    await user.click(within(view).getByRole('button', { name: '2 stars' }));
    within(view).getByRole('textbox', { name: /What could we do better/ });
  },
  'review-reply': async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: 'Draft a reply' }));
    const reply = within(view).getByRole<HTMLTextAreaElement>('textbox', { name: /Suggested reply/ });
    expect(reply.value).toContain(sample.business);
  },
  chat: ({ sample, view }) => {
    within(view).getByRole('button', { name: new RegExp(`Chat with ${sample.business}|Close chat`) });
  },
  'call-button': async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: 'Call us' }));
    expect(statusText(view)).toContain(`Calling ${sample.business}`);
  },
  booking: ({ sample, view }) => {
    within(view).getByRole('form', { name: `Book with ${sample.business}` });
  },
  timetable: async ({ sample, view, user }) => {
    expect(within(view).getAllByRole('button', { pressed: false })).toHaveLength(4);
    const monday = within(view).getByRole('list', { name: 'Sessions on Mon' });
    expect(within(monday).getAllByRole('listitem')).toHaveLength(3);
    within(monday).getByText(sample.items[0].name);
    await user.click(within(view).getByRole('button', { name: 'Tue' }));
    within(view).getByRole('list', { name: 'Sessions on Tue' });
  },
  social: ({ sample, view }) => {
    within(view).getByRole('list', { name: `Recent posts from ${sample.business}` });
  },
  'share-buttons': async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: 'Share on Facebook' }));
    expect(statusText(view)).toContain(`This would open Facebook to share “${sample.posts[0]}”`);
  },
  popup: async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: 'Show the popup' }));
    within(within(view).getByRole('dialog')).getByText(sample.offer);
  },
  'spin-wheel': async ({ view, user }) => {
    await user.click(within(view).getByRole('button', { name: 'Spin the wheel' }));
    // Reduced motion is on in these tests, so the prize shows at once, without the spin.
    expect(statusText(view)).toMatch(/You won: .+|Try again tomorrow/);
  },
  'scratch-card': async ({ sample, view, user }) => {
    for (let scratch = 0; scratch < 3; scratch += 1) {
      await user.click(within(view).getByRole('button', { name: 'Scratch the card' }));
    }
    expect(statusText(view)).toContain('You revealed your prize!');
    within(view).getByText(sample.offer);
  },
  banner: async ({ sample, view, user }) => {
    within(within(view).getByRole('region', { name: 'Announcement' })).getByText(new RegExp(sample.offer));
    await user.click(within(view).getByRole('button', { name: 'Close the announcement' }));
    expect(within(view).queryByRole('region', { name: 'Announcement' })).toBeNull();
  },
  'social-proof': async ({ sample, view, user }) => {
    expect(statusText(view)).toContain(`${sample.reviews[0].author} near`);
    expect(statusText(view)).toContain(sample.items[0].name);
    await user.click(within(view).getByRole('button', { name: 'Show the next notice' }));
    expect(statusText(view)).toContain(sample.items[1].name);
  },
  'cookie-consent': async ({ view, user }) => {
    within(view).getByRole('region', { name: 'We use cookies' });
    await user.click(within(view).getByRole('checkbox', { name: 'Analytics' }));
    await user.click(within(view).getByRole('button', { name: 'Save my choices' }));
    expect(statusText(view)).toContain('Allowed: essential, analytics.');
  },
  'age-gate': async ({ sample, view, user }) => {
    // The page behind the question is hidden until the visitor answers.
    expect(within(view).queryAllByRole('listitem')).toHaveLength(0);
    await user.click(within(view).getByRole('button', { name: 'Yes, I am 18 or older' }));
    expect(within(view).getAllByRole('listitem')[0]).toHaveTextContent(sample.items[0].name);
  },
  form: ({ sample, view }) => {
    within(view).getByRole('form', { name: `Contact ${sample.business}` });
  },
  signup: async ({ view, user }) => {
    await user.type(within(view).getByRole('textbox', { name: 'Email address' }), 'sam@example.com');
    await user.click(within(view).getByRole('button', { name: 'Subscribe' }));
    expect(statusText(view)).toContain('You are on the list!');
  },
  quiz: async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('radio', { name: 'The full experience' }));
    await user.click(within(view).getByRole('button', { name: 'Next question' }));
    await user.click(within(view).getByRole('radio', { name: 'As soon as possible' }));
    await user.click(within(view).getByRole('button', { name: 'See my match' }));
    expect(statusText(view)).toContain(sample.items[2].name);
  },
  poll: async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('radio', { name: sample.items[1].name }));
    await user.click(within(view).getByRole('button', { name: 'Vote' }));
    expect(statusText(view)).toContain('Thanks for voting! 101 votes so far.');
    within(view).getByText('42%');
  },
  gallery: ({ sample, view }) => {
    within(view).getByRole('list', { name: `Photos from ${sample.business}` });
  },
  'before-after': ({ view }) => {
    const divider = within(view).getByRole('slider', { name: 'Slide to compare before and after' });
    expect(divider).toHaveValue('50');
    fireEvent.change(divider, { target: { value: '80' } });
    expect(divider).toHaveAttribute('aria-valuetext', '80% after');
  },
  slider: async ({ sample, view, user }) => {
    within(view).getByRole('group', { name: 'Slide 1 of 4' });
    await user.click(within(view).getByRole('button', { name: 'Next slide' }));
    within(within(view).getByRole('group', { name: 'Slide 2 of 4' })).getByText(sample.posts[1]);
  },
  team: async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: 'About Alex Chen' }));
    within(view).getByText(`Alex has been with ${sample.business} for 4 years.`);
  },
  timeline: ({ sample, view }) => {
    const story = within(view).getByRole('list', { name: `The story of ${sample.business}` });
    expect(within(story).getAllByRole('listitem')).toHaveLength(4);
    within(story).getByText('2012');
  },
  document: async ({ sample, view, user }) => {
    within(view).getByText('Page 1 of 3');
    await user.click(within(view).getByRole('button', { name: 'Next page' }));
    within(view).getByText(sample.items[0].price);
  },
  counter: ({ sample, view }) => {
    within(view).getByRole('list', { name: `${sample.business} in numbers` });
  },
  countdown: ({ sample, view }) => {
    within(view).getByText(sample.offer);
    const timer = within(view).getByRole('timer', { name: 'Time left' });
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) within(timer).getByText(unit);
  },
  'stamp-card': async ({ view, user }) => {
    within(view).getByRole('list', { name: '6 of 10 stamps collected' });
    await user.click(within(view).getByRole('button', { name: 'Add a stamp' }));
    within(view).getByRole('list', { name: '7 of 10 stamps collected' });
  },
  'progress-bar': async ({ view, user }) => {
    expect(within(view).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await user.click(within(view).getByRole('button', { name: 'Add $15 to the cart' }));
    await user.click(within(view).getByRole('button', { name: 'Add $15 to the cart' }));
    expect(statusText(view)).toContain('You unlocked a free extra');
  },
  calculator: async ({ view, user }) => {
    await user.selectOptions(within(view).getByRole('combobox', { name: 'Pay over' }), '12 months');
    expect(within(view).getByRole('status').textContent).toMatch(/a month for 12 months/);
  },
  menu: ({ sample, view }) => {
    for (const item of sample.items) within(view).getByText(item.price);
  },
  hours: ({ niche, view }) => {
    const rows = within(view).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent?.replace('Today', ''))).toEqual(
      DAYS,
    );
    const today = rows.filter((row) => row.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    const index = (new Date().getDay() + 6) % 7;
    within(today[0]!).getByText('Today');
    within(today[0]!).getByText(DAYS[index]!);
    within(today[0]!).getByText(NICHE_HOURS[niche][index] ?? 'Closed');
  },
  cart: async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: `Buy ${sample.items[1].name}` }));
    expect(statusText(view)).toMatch(/1 in cart · \$[\d,.]+/);
  },
  map: ({ sample, view }) => {
    within(view).getByRole('list', { name: `Locations of ${sample.business}` });
    within(view).getByText(sample.locations[0].address);
  },
  media: ({ sample, view }) => {
    within(view).getByRole('button', { name: `Play Welcome to ${sample.business}` });
  },
  faq: ({ sample, view }) => {
    within(view).getByText(sample.questions[0].question);
  },
  search: async ({ sample, view, user }) => {
    await user.type(within(view).getByRole('searchbox'), sample.items[3].name);
    within(view).getByText(sample.items[3].price);
  },
  translator: async ({ sample, view, user }) => {
    await user.selectOptions(within(view).getByRole('combobox', { name: 'Language' }), 'Español');
    within(view).getByText(`Bienvenido a ${sample.business}`);
  },
  accessibility: async ({ view, user }) => {
    const larger = within(view).getByRole('button', { name: 'Larger text' });
    await user.click(larger);
    expect(larger).toHaveAttribute('aria-pressed', 'true');
  },
  weather: async ({ sample, view, user }) => {
    within(view).getByText(`Weather at ${sample.locations[0].address}`);
    within(view).getByText('22°C');
    await user.click(within(view).getByRole('button', { name: 'Show °F' }));
    within(view).getByText('72°F');
  },
  'links-hub': async ({ sample, view, user }) => {
    await user.click(within(view).getByRole('button', { name: sample.offer }));
    expect(statusText(view)).toContain(`This would open: ${sample.offer}`);
  },
  'back-to-top': ({ sample, view }) => {
    const page = within(view).getByRole('region', { name: `Sample page of ${sample.business}` });
    expect(within(view).queryByRole('button', { name: 'Back to top' })).toBeNull();
    page.scrollTop = 200;
    fireEvent.scroll(page);
    within(view).getByRole('button', { name: 'Back to top' });
  },
  'qr-code': async ({ sample, view, user }) => {
    within(view).getByRole('img', { name: `Sample QR pattern for: The ${sample.business} price list` });
    await user.selectOptions(within(view).getByRole('combobox', { name: 'The code opens' }), sample.offer);
    within(view).getByRole('img', { name: `Sample QR pattern for: ${sample.offer}` });
  },
};

async function renderStage(kind: PreviewKind, niche: NicheSlug) {
  const { container, unmount } = render(<PreviewStage kind={kind} niche={niche} toolName="Sample Tool" />);
  const view = container.querySelector<HTMLElement>(`[data-preview-kind="${kind}"]`);
  if (!view) throw new Error(`No stage for ${kind}`);
  // The kind's component loads lazily; the placeholder leaves once it has.
  // The bound is generous because a busy machine compiles the chunk slowly; the wait ends on the state.
  await waitFor(
    () => {
      expect(view.childElementCount).toBeGreaterThan(0);
      expect(within(view).queryByText('Loading the preview…')).toBeNull();
    },
    { timeout: 20_000 },
  );
  return { view, unmount };
}

beforeEach(() => {
  // jsdom has no matchMedia; answer as a visitor who prefers reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});
afterEach(() => vi.unstubAllGlobals());

describe('previews that look like the tool', () => {
  // Each kind is drawn for a different niche in turn, so every niche's content meets several kinds.
  it.each(PREVIEW_KINDS.map((kind, index) => [kind, NICHE_SLUGS[index % NICHE_SLUGS.length]!] as const))(
    'the %s preview shows what the tool does, for %s',
    async (kind, niche) => {
      const user = userEvent.setup();
      const { view } = await renderStage(kind, niche);
      await CHECKS[kind]({ sample: nicheSample(niche), niche, view, user });
    },
  );

  it('renders every catalogue tool’s preview for every new niche without errors', async () => {
    for (const niche of ['coaches-consultants', 'legal-services', 'local-retail'] as const) {
      for (const kind of new Set(TOOLS.map(previewKind))) {
        const { view, unmount } = await renderStage(kind, niche);
        // Something the visitor can see or use (a closed chat is just its bubble button).
        const parts = view.querySelectorAll('button, ul, ol, table, input, select, [role]');
        expect(parts.length, `${kind} for ${niche}`).toBeGreaterThan(0);
        unmount();
      }
    }
  });
});
