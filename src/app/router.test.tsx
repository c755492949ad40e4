import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes, loadRouteModules } from './router';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const placeholder = (container: HTMLElement) => container.querySelector('main [aria-busy="true"]');

describe('screens loaded before the first render', () => {
  it('a screen whose module is loaded first shows in the first render, with no placeholder before it', async () => {
    await loadRouteModules('http://localhost/privacy-policy');
    const { container } = renderAt('/privacy-policy');
    // Read at once: a render that suspended would show the placeholder here and the page only later.
    expect(placeholder(container)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('a screen not loaded yet shows its placeholder, then the screen', async () => {
    const { container } = renderAt('/terms-of-service');
    expect(placeholder(container)).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(placeholder(container)).toBeNull();
  });
});
