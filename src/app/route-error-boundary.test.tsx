import { render, screen } from '@testing-library/react';
import { allowConsoleErrors } from '@/testing/setup-tests';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('The tool list is missing.');
}

describe('RouteErrorBoundary', () => {
  it('shows "Unexpected Application Error!" with the error message, and clears on another route', () => {
    allowConsoleErrors(); // React and the boundary log the error, as they should
    document.documentElement.removeAttribute('data-hydrated');
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/tools">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The tool list is missing.');
    // The app has started even so: the page's early events are replayed (hydrate-on-interaction.ts).
    expect(document.documentElement).toHaveAttribute('data-hydrated');

    rerender(
      <RouteErrorBoundary resetKey="/pricing">
        <p>Pricing</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByText('Pricing')).toBeInTheDocument();
  });
});
