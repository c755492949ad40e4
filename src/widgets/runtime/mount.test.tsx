/** @jsxImportSource preact */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideAdoptedStyleSheets } from '../testing/adopted-style-sheets';
import type { WidgetKindModule } from './kind-module';
import { mountWidget } from './mount';

interface Greeting {
  text: string;
  fail?: boolean;
}

const greetingKind: WidgetKindModule<Greeting> = {
  styles: '.greeting { color: #123456; }',
  Widget: ({ settings, context }) => {
    if (settings.fail) throw new Error('broken settings');
    return (
      <p class="greeting" data-widget-id={context.widgetId}>
        {settings.text}
      </p>
    );
  },
  structuredData: (settings) => ({
    '@type': 'Thing',
    name: settings.text,
    sameAs: ['https://example.com/a'],
  }),
};

function placeholder(fallback = '<a href="https://example.com">Fallback link</a>') {
  const host = document.createElement('div');
  host.setAttribute('data-localboost-widget', 'w-1');
  host.innerHTML = fallback;
  document.body.append(host);
  return host;
}

let undo: () => void;
beforeEach(() => {
  undo = provideAdoptedStyleSheets();
});
afterEach(() => {
  undo();
  document.body.innerHTML = '';
});

describe('mountWidget', () => {
  it('renders the widget in an open shadow root with the base and kind sheets, the fallback kept in the DOM', () => {
    const host = placeholder();
    mountWidget(host, greetingKind, { text: 'Hello <b>there</b>' }, { widgetId: 'w-1', preview: false });
    const root = host.shadowRoot!;
    expect(root.querySelector('.greeting')?.textContent).toBe('Hello <b>there</b>');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('slot')).toBeNull();
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(host.querySelector('a')?.textContent).toBe('Fallback link');
  });

  it('keeps one JSON-LD script in the light DOM, updated with the settings and removed on unmount', () => {
    const host = placeholder();
    const widget = mountWidget(host, greetingKind, { text: 'First' }, { widgetId: 'w-1', preview: false });
    const scripts = () => host.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]!.textContent!)).toEqual({
      '@type': 'Thing',
      name: 'First',
      sameAs: ['https://example.com/a'],
    });
    widget.update({ text: 'Second </script>' });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.textContent).not.toContain('</script>');
    expect(JSON.parse(scripts()[0]!.textContent!).name).toBe('Second </script>');
    expect(host.shadowRoot!.querySelector('.greeting')?.textContent).toBe('Second </script>');
    widget.unmount();
    expect(scripts()).toHaveLength(0);
    expect(host.shadowRoot!.querySelector('.greeting')).toBeNull();
    expect(host.shadowRoot!.querySelector('slot')).not.toBeNull();
  });

  it('writes JSON-LD arrays as arrays even when an old library patched Array.prototype.toJSON', () => {
    const patched = Array.prototype as unknown as { toJSON?: (this: unknown[]) => string };
    // What Prototype.js does: arrays serialise as a JSON string of themselves.
    patched.toJSON = function () {
      return JSON.stringify(this.join(','));
    };
    try {
      const host = placeholder();
      mountWidget(host, greetingKind, { text: 'Patched' }, { widgetId: 'w-1', preview: false });
      const data = JSON.parse(host.querySelector('script')!.textContent!);
      expect(data.sameAs).toEqual(['https://example.com/a']);
    } finally {
      delete patched.toJSON;
    }
  });

  it('adds no structured data in the preview', () => {
    const host = placeholder('');
    mountWidget(host, greetingKind, { text: 'Preview' }, { widgetId: 'preview', preview: true });
    expect(host.shadowRoot!.querySelector('.greeting')?.textContent).toBe('Preview');
    expect(host.querySelector('script')).toBeNull();
  });

  it('shows the fallback through a slot when the kind throws, and recovers on the next good settings', async () => {
    const host = placeholder();
    const widget = mountWidget<Greeting>(
      host,
      greetingKind,
      { text: 'x', fail: true },
      { widgetId: 'w-1', preview: false },
    );
    // Preact re-renders a boundary that caught an error in its next microtask.
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('slot')).not.toBeNull());
    expect(host.shadowRoot!.querySelector('.greeting')).toBeNull();
    widget.update({ text: 'Fixed' });
    expect(host.shadowRoot!.querySelector('.greeting')?.textContent).toBe('Fixed');
  });

  it('mounts again into a host whose widget was unmounted (the editor switching kinds)', () => {
    const host = placeholder('');
    mountWidget(host, greetingKind, { text: 'One' }, { widgetId: 'preview', preview: true }).unmount();
    mountWidget(host, greetingKind, { text: 'Two' }, { widgetId: 'preview', preview: true });
    expect(host.shadowRoot!.querySelector('.greeting')?.textContent).toBe('Two');
  });

  it('leaves the fallback alone where shadow roots take no constructable stylesheets', () => {
    undo();
    const host = placeholder();
    const widget = mountWidget(host, greetingKind, { text: 'Hello' }, { widgetId: 'w-1', preview: false });
    expect(host.shadowRoot).toBeNull();
    expect(() => widget.update({ text: 'Again' })).not.toThrow();
    undo = provideAdoptedStyleSheets();
  });
});
