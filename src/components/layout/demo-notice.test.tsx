import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@/config/env');
  vi.resetModules();
});

async function renderNotice(isLocalMode: boolean) {
  vi.resetModules();
  vi.doMock('@/config/env', () => ({ env: { isLocalMode, dataMode: isLocalMode ? 'demo' : 'supabase' } }));
  const { DemoNotice } = await import('./demo-notice');
  return render(<DemoNotice />);
}

describe('DemoNotice', () => {
  it('tells visitors of a demo build that nothing they submit leaves the browser', async () => {
    await renderNotice(true);
    expect(screen.getByText('Demo site: what you submit stays in this demo on this machine and is sent to no one')).toBeVisible();
  });

  it('renders nothing in a Supabase build', async () => {
    const { container } = await renderNotice(false);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Demo site/)).not.toBeInTheDocument();
  });
});
