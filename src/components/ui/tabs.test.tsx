import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('are native radios, each panel in the page and named by its radio', async () => {
    const user = userEvent.setup();
    render(<Platforms />);
    expect(screen.getByRole('radiogroup', { name: 'Website platform' })).toBeInTheDocument();
    const [html, wix] = ['HTML', 'Wix'].map((name) => screen.getByRole('radio', { name }));
    expect(html).toBeChecked();
    // Every panel is in the page (find-in-page, search engines); CSS shows the checked one's.
    expect(screen.getByRole('region', { name: 'HTML' })).toHaveTextContent('Steps for html');
    expect(screen.getByText('Steps for wix')).not.toBeVisible();
    await user.click(wix!);
    expect(wix).toBeChecked();
    expect(html).not.toBeChecked();
    expect(screen.getByText('Steps for wix')).toBeVisible();
    expect(screen.getByText('Steps for html')).not.toBeVisible();
  });

  it('reads, as it hydrates, the tab the visitor checked before the app started', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Platforms />);
    document.body.append(container);
    screen.getByRole<HTMLInputElement>('radio', { name: 'Wix' }).click();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Platforms />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Wix' })).toBeChecked();
  });
});
