import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { allowConsoleErrors } from '@/testing/setup-tests';
import ToolRoute from './tool';

function renderTool(url: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/tool/:slug', element: <ToolRoute /> },
      { path: '/premium/:slug', element: <h1>Premium page</h1> },
      { path: '/pricing', element: <h1>Pricing page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    {
      initialEntries: [
        { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
      ],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// Previews are separate chunks; the first import of one can be slow on a busy machine.
const LAZY = { timeout: 15_000 };
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;

describe('a tool page', () => {
  it('shows the tool in full: rating, badge, niches, every feature, needs, plans and related tools', async () => {
    renderTool('/tool/restaurant-menu-display');
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurant Menu Display' })).toBeInTheDocument();
    expect(screen.getByText('Rated 4.9 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Restaurants', { selector: 'span' })).toBeInTheDocument();
    const suits = within(section('Suits'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(suits).toEqual(['/tools/restaurants', '/tools/coffee-shops', '/tools/hospitality-travel']);
    expect(within(section('Features')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Features')).getByText('Printable QR menu link')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'What you need' })).getByText(/items or services with prices/),
    ).toBeInTheDocument();
    for (const line of [
      'Up to 5 ready-made tools, $99 a month',
      'Up to 10 ready-made tools',
      'Up to 15 ready-made tools',
    ]) {
      expect(screen.getByText(new RegExp(line.replace(/\$/g, '\\$')))).toBeInTheDocument();
    }
    const related = within(section('Related tools')).getAllByRole('link');
    expect(related).toHaveLength(4);
    expect(related.every((link) => link.getAttribute('href')?.startsWith('/tool/'))).toBe(true);
    // Restaurant Menu Display is catalogue tool 1: pricing names it (and the click shortlists it).
    expect(screen.getByRole('link', { name: 'I want this' })).toHaveAttribute('href', '/pricing?tool=1');
    expect(
      await screen.findByRole('button', { name: 'Add one Wood-fired margherita' }, LAZY),
    ).toBeInTheDocument();
  });

  it('switches the preview to the niche the visitor picks', async () => {
    const user = userEvent.setup();
    renderTool('/tool/google-reviews-widget');
    expect(
      await screen.findByRole('region', { name: 'Reviews of Olive & Ember Trattoria' }, LAZY),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show it for'), 'beauty-spa');
    expect(
      await screen.findByRole('region', { name: 'Reviews of Lumière Beauty Spa' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText(/The most relaxing hour/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(screen.getByText(/Booking online was easy/i)).toBeInTheDocument();
  });

  it('starts on the niche given in the address or passed by a niche page', async () => {
    renderTool('/tool/google-reviews-widget?niche=home-service');
    expect(
      await screen.findByRole('region', { name: 'Reviews of Rapid Rooter Plumbing' }, LAZY),
    ).toBeInTheDocument();
  });

  it('starts on the niche passed in router state', async () => {
    renderTool('/tool/google-reviews-widget', { niche: 'real-estate' });
    expect(
      await screen.findByRole('region', { name: 'Reviews of Keystone Realty' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Show it for')).toHaveValue('real-estate');
  });

  it('says a tool our team installs is installed with a plan, with no snippet that would do nothing', () => {
    renderTool('/tool/google-reviews-widget');
    const install = screen.getByRole('region', { name: 'Install it on your website' });
    expect(within(install).getByText(/Our team installs Google Reviews Widget on your website/)).toBeInTheDocument();
    expect(within(install).getByRole('link', { name: 'Build my toolkit' })).toHaveAttribute('href', '/custom-builder');
    expect(within(install).queryByRole('button', { name: 'Copy snippet' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('YOUR-ACCOUNT-ID');
  });

  it('offers the editor on a tool that installs itself, with the steps for the chosen platform', async () => {
    const user = userEvent.setup();
    renderTool('/tool/click-to-call-button');
    expect(screen.getByRole('link', { name: 'Customize and install' })).toHaveAttribute('href', '/tool/click-to-call-button/customize');
    const install = screen.getByRole('region', { name: 'Install it on your website' });
    expect(within(install).getByRole('link', { name: 'Customize Click-to-Call Button' })).toHaveAttribute('href', '/tool/click-to-call-button/customize');
    await user.click(within(install).getByRole('radio', { name: 'Shopify' }));
    expect(within(screen.getByRole('region', { name: 'Shopify' })).getByText(/Custom Liquid/)).toBeInTheDocument();
  });

  it('sends a premium tool to its premium page, replacing the history entry', async () => {
    const router = renderTool('/tool/voice-agent-ai');
    expect(await screen.findByRole('heading', { name: 'Premium page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/premium/voice-agent-ai');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the not-found page for an unknown tool', () => {
    allowConsoleErrors();
    renderTool('/tool/no-such-tool');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});
