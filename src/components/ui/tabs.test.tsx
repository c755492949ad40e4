import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBeforeApp, APP_OWNED } from '@/lib/first-paint/early-answers';
import { Tabs } from './tabs';

const OPTIONS = [
  { value: 'html', label: 'HTML' },
  { value: 'wix', label: 'Wix' },
  { value: 'shopify', label: 'Shopify' },
] as const;

const Platforms = () => (
  <Tabs
    name="platform"
    label="Website platform"
    options={OPTIONS}
    defaultValue="html"
    renderPanel={(value) => <p>Steps for {value}</p>}
  />
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Tabs', () => {
  it('selects a tab by press or arrow key and shows its panel alone; every panel is in the page', async () => {
    const user = userEvent.setup();
    render(<Platforms />);
    expect(screen.getByRole('tablist', { name: 'Website platform' })).toBeInTheDocument();
    const [html, wix, shopify] = ['HTML', 'Wix', 'Shopify'].map((name) => screen.getByRole('tab', { name }));
    expect(html).toHaveAttribute('aria-selected', 'true');
    expect([html!.tabIndex, wix!.tabIndex, shopify!.tabIndex]).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'HTML' })).toHaveTextContent('Steps for html');
    // Hidden panels are in the page (find-in-page, search engines), out of sight and of the tree.
    expect(screen.getByText('Steps for wix')).not.toBeVisible();

    await user.click(wix!);
    expect(wix).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Wix' })).toHaveTextContent('Steps for wix');
    expect(screen.getByText('Steps for html')).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(shopify).toHaveFocus();
    expect(shopify).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(html).toHaveFocus();
    // Tab moves on into the selected panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'HTML' })).toHaveFocus();
  });

  it('adopts, as it hydrates, the tab the page selected before the app started', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Platforms />);
    document.body.append(container);
    const wix = () => screen.getByRole('tab', { name: 'Wix' });
    expect(answerBeforeApp(wix())).toBe(true);
    expect(screen.getByText('Steps for wix')).toBeVisible();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Platforms />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(wix()).toHaveAttribute(APP_OWNED);
    expect(wix()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Steps for wix')).toBeVisible();
    expect(answerBeforeApp(wix())).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Shopify' }));
    expect(screen.getByText('Steps for shopify')).toBeVisible();
    expect(screen.getByText('Steps for wix')).not.toBeVisible();
  });
});
