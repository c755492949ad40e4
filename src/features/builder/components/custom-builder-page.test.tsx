import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@/lib/data-error';
import { fillField } from '@/testing/fill-field';
import { renderRoute } from '@/testing/render-route';
import type { CreateLeadVariables } from '../api/create-lead';
import { CustomBuilderPage } from './custom-builder-page';

const createLead = vi.hoisted(() => vi.fn<(variables: CreateLeadVariables) => Promise<void>>());
vi.mock('../api/save-lead', () => ({
  prepareLeadSave: vi.fn(),
  saveLead: (input: CreateLeadVariables['input'], id: string) => createLead({ input, id }),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));

const renderBuilder = () => renderRoute(<CustomBuilderPage />, { path: '/custom-builder' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => screen.getByRole('button', { name: /^next$/i });
const previous = () => screen.getByRole('button', { name: /previous/i });

async function completeStepsOneToThree(user: UserEvent) {
  await fillField(user, screen.getByLabelText('Business name'), 'Bean There');
  await user.click(screen.getByRole('radio', { name: 'Coffee Shop' }));
  await user.click(next());
  await stepHeading('What are your main goals?');
  await user.click(screen.getByRole('checkbox', { name: 'Generate more leads' }));
  await user.click(screen.getByRole('checkbox', { name: 'Get more positive reviews' }));
  await user.click(next());
  await stepHeading('What challenges are you facing?');
  await user.click(screen.getByRole('checkbox', { name: 'Not enough time for marketing' }));
  await user.click(next());
  await stepHeading("What's your website URL?");
}

async function reachEmailStep(user: UserEvent, website = '') {
  await completeStepsOneToThree(user);
  if (website) await fillField(user, screen.getByLabelText(/website url/i), website);
  await user.click(next());
  await stepHeading('Where should we send your marketing toolkit?');
}

beforeEach(() => {
  sessionStorage.clear();
  createLead.mockReset();
});

describe('Custom Tool Builder', () => {
  it('shows the header, five numbered steps and "Step 1 of 5"', () => {
    renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Tool Builder' })).toBeInTheDocument();
    expect(
      screen.getByText('Get a personalized marketing toolkit designed specifically for your business needs'),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Builder steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it("offers the spec's nine business types and every niche the site has a page for, each with its icon", () => {
    renderBuilder();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      ...['salon', 'realestate', 'medical', 'coffee', 'fitness', 'restaurant', 'ecommerce', 'homeservice'],
      ...['coaching', 'legal', 'hospitality', 'professional', 'retail', 'other'],
    ]);
    const icons = new Set<string>();
    for (const label of [
      'Salon & Spa',
      'Real Estate',
      'Medical Practice',
      'Coffee Shop',
      'Personal Trainer',
      'Restaurant',
      'E-commerce',
      'Home Service',
      'Coaches & Consultants',
      'Legal Services',
      'Hospitality & Travel',
      'Professional Services',
      'Local Retail',
      'Other',
    ]) {
      // The card's own icon beside the check mark every card draws.
      const icon = screen
        .getByRole('radio', { name: label })
        .closest('label')
        ?.querySelector('svg.lucide:not(.lucide-check)');
      expect(icon, label).toBeTruthy();
      icons.add(icon!.getAttribute('class')!);
    }
    expect(icons.size).toBe(14);
  });

  it('keeps Next disabled on step 1 until both name and type are set; Previous is disabled', async () => {
    const user = userEvent.setup();
    renderBuilder();
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Business name'), '   ');
    await user.click(screen.getByRole('radio', { name: 'Restaurant' }));
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Business name'), 'Trattoria');
    expect(next()).toBeEnabled();
  });

  it('gates steps 2 and 3 on at least one choice and moves focus to each step heading', async () => {
    const user = userEvent.setup();
    renderBuilder();
    await fillField(user, screen.getByLabelText('Business name'), 'Bean There');
    await user.click(screen.getByRole('radio', { name: 'Coffee Shop' }));
    await user.click(next());
    expect(await stepHeading('What are your main goals?')).toHaveFocus();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Automate repetitive tasks' }));
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Automate repetitive tasks' }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Automate repetitive tasks' }));
    await user.click(next());
    expect(await stepHeading('What challenges are you facing?')).toHaveFocus();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Tight marketing budget' }));
    await user.click(next());
    expect(await stepHeading("What's your website URL?")).toHaveFocus();
    // Step 4 is never blocked, and no later step's message shows early.
    expect(next()).toBeEnabled();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('advances with Enter only when the step is valid, from text fields and from option cards', async () => {
    const user = userEvent.setup();
    renderBuilder();
    const name = screen.getByLabelText('Business name');
    await user.type(name, 'Bean There{Enter}');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Coffee Shop' }));
    await user.keyboard('{Enter}');
    expect(await stepHeading('What are your main goals?')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Generate more leads' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Generate more leads' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await stepHeading('What challenges are you facing?')).toBeInTheDocument();
  });

  it('goes back with Previous and keeps the answers', async () => {
    const user = userEvent.setup();
    renderBuilder();
    await completeStepsOneToThree(user);
    await user.click(previous());
    expect(await stepHeading('What challenges are you facing?')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Not enough time for marketing' })).toBeChecked();
    await user.click(previous());
    await user.click(previous());
    expect(await stepHeading('Tell us about your business')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('Bean There');
    expect(screen.getByRole('radio', { name: 'Coffee Shop' })).toBeChecked();
  });

  it('refuses an overlong business name with a message (and limits typing at 120)', async () => {
    const user = userEvent.setup();
    renderBuilder();
    const name = screen.getByLabelText('Business name');
    expect(name).toHaveAttribute('maxLength', '120');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    // A script or an old browser can still set a longer value: the schema refuses it.
    name.removeAttribute('maxLength');
    await user.click(name);
    await user.paste('x'.repeat(121));
    await user.click(next());
    expect(await screen.findByText('Business name must be at most 120 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'ftp://x'])(
    'refuses the website %s with a message and stays on step 4',
    async (url) => {
      const user = userEvent.setup();
      renderBuilder();
      await completeStepsOneToThree(user);
      expect(
        screen.getByText("Leave blank and we'll include website-building recommendations"),
      ).toBeInTheDocument();
      await fillField(user, screen.getByLabelText(/website url/i), url);
      await user.keyboard('{Enter}');
      expect(
        await screen.findByText('Enter a website address such as https://yourbusiness.com'),
      ).toBeInTheDocument();
      expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
      expect(screen.getByLabelText(/website url/i)).toHaveValue(url);
    },
  );

  it('submits bistro.example.com as https://bistro.example.com and shows the confirmation', async () => {
    const user = userEvent.setup();
    createLead.mockResolvedValue();
    renderBuilder();
    await reachEmailStep(user, 'bistro.example.com');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    await fillField(user, screen.getByLabelText('Email address'), 'owner@bistro.example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Awesome! Keep an eye on your inbox' })).toHaveFocus();
    expect(screen.getByText('owner@bistro.example.com')).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of 5/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /previous|generate/i })).not.toBeInTheDocument();
    expect(createLead).toHaveBeenCalledTimes(1);
    expect(createLead.mock.calls[0]![0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      input: {
        businessName: 'Bean There',
        businessType: 'coffee',
        goals: ['leads', 'reviews'],
        currentChallenges: ['time'],
        websiteUrl: 'https://bistro.example.com',
        email: 'owner@bistro.example.com',
        shortlist: [],
      },
    });
    expect(screen.queryByText(/will be attached/)).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(
      'Custom Toolkit Generated!',
      expect.objectContaining({
        description:
          "We've created a personalized marketing toolkit for your business. Check your email for details.",
      }),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('attaches the shortlist from ?shortlist= (catalogue ids only), says so on the last step, and sends it', async () => {
    const user = userEvent.setup();
    createLead.mockResolvedValue();
    renderRoute(<CustomBuilderPage />, {
      path: '/custom-builder',
      url: '/custom-builder?shortlist=14,3,14,57,abc',
    });
    await reachEmailStep(user);
    expect(screen.getByText('Your shortlist (2 tools) will be attached')).toBeInTheDocument();
    expect(screen.getByText('Google Reviews Widget, Quick Appointment Booking')).toBeInTheDocument();
    await fillField(user, screen.getByLabelText('Email address'), 'owner@bistro.example.com');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Awesome! Keep an eye on your inbox' });
    expect(createLead.mock.calls[0]![0].input.shortlist).toEqual([14, 3]);
  });

  it('stores a blank website as null and checks the email on submit', async () => {
    const user = userEvent.setup();
    createLead.mockResolvedValue();
    renderBuilder();
    await reachEmailStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate My Toolkit' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fillField(user, screen.getByLabelText('Email address'), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(createLead).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Email address'));
    await fillField(user, screen.getByLabelText('Email address'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Generate My Toolkit' }));
    await screen.findByRole('heading', { name: 'Awesome! Keep an eye on your inbox' });
    expect(createLead.mock.calls[0]![0].input.websiteUrl).toBeNull();
  });

  it('shows "Generating..." while submitting, and on failure keeps the step and values and reuses the id', async () => {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    createLead.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    renderBuilder();
    await reachEmailStep(user, 'https://beanthere.example');
    await fillField(user, screen.getByLabelText('Email address'), 'owner@beanthere.example');
    await user.click(screen.getByRole('button', { name: 'Generate My Toolkit' }));

    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    expect(previous()).toBeDisabled();
    fail(new Error('network down'));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Error',
        expect.objectContaining({
          description: 'There was an error submitting your form. Please try again.',
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Generate My Toolkit' })).toBeEnabled();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('owner@beanthere.example');
    expect(previous()).toBeEnabled();
    await user.click(previous());
    expect(screen.getByLabelText(/website url/i)).toHaveValue('https://beanthere.example');

    createLead.mockResolvedValueOnce();
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Generate My Toolkit' }));
    await screen.findByRole('heading', { name: 'Awesome! Keep an eye on your inbox' });
    expect(createLead).toHaveBeenCalledTimes(2);
    expect(createLead.mock.calls[1]![0].id).toBe(createLead.mock.calls[0]![0].id);
  });

  it("shows the rate limit's message when the database refuses with 429, keeping the answers", async () => {
    const user = userEvent.setup();
    createLead.mockRejectedValueOnce(
      new DataError('Failed to submit the form', { code: 'PT429', message: 'Too many' }),
    );
    renderBuilder();
    await reachEmailStep(user);
    await fillField(user, screen.getByLabelText('Email address'), 'owner@beanthere.example');
    await user.click(screen.getByRole('button', { name: 'Generate My Toolkit' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Error',
        expect.objectContaining({
          description: 'Too many submissions from your connection. Please try again in a few minutes.',
        }),
      ),
    );
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('owner@beanthere.example');
  });

  it('pretends success to a bot that filled the honeypot, and sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderBuilder();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="fax_extension"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    await fillField(user, honeypot, 'bot was here');
    await reachEmailStep(user);
    await fillField(user, screen.getByLabelText('Email address'), 'bot@spam.example');
    await user.click(screen.getByRole('button', { name: 'Generate My Toolkit' }));
    await screen.findByRole('heading', { name: 'Awesome! Keep an eye on your inbox' });
    expect(createLead).not.toHaveBeenCalled();
  });

  it('restores the draft (answers and step) after a reload', async () => {
    const user = userEvent.setup();
    const first = renderBuilder();
    await completeStepsOneToThree(user);
    await fillField(user, screen.getByLabelText(/website url/i), 'beanthere.example');
    first.unmount();

    renderBuilder();
    expect(await stepHeading("What's your website URL?")).toBeInTheDocument();
    expect(screen.getByLabelText(/website url/i)).toHaveValue('beanthere.example');
    await user.click(previous());
    expect(screen.getByRole('checkbox', { name: 'Not enough time for marketing' })).toBeChecked();
  });
});
