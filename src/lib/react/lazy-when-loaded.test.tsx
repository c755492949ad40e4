import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWhenLoaded } from './lazy-when-loaded';

const Shown = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazyWhenLoaded', () => {
  it('renders a loaded module in the first render, with no placeholder before it', async () => {
    const { Component, load } = lazyWhenLoaded(() => Promise.resolve(Shown));
    await load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component text="Awesome!" />
      </Suspense>,
    );
    // Read at once: a render that suspended would show the placeholder here and the content only later.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Awesome!')).toBeInTheDocument();
  });

  it('shows the placeholder while a module loads, then the module; loads it once', async () => {
    let imports = 0;
    const { Component, load } = lazyWhenLoaded(() => {
      imports += 1;
      return Promise.resolve(Shown);
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component text="Awesome!" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Awesome!')).toBeInTheDocument();
    await load();
    expect(imports).toBe(1);
  });

  it('tries again after a failed import', async () => {
    let attempt = 0;
    const { load } = lazyWhenLoaded(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Shown)));
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(Shown);
  });
});
