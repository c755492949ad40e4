import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../runtime/mount';
import { provideAdoptedStyleSheets } from '../../testing/adopted-style-sheets';
import { whatsappButtonDefinition as definition } from './definition';
import type { WhatsAppButtonSettings } from './settings';
import whatsappButton from './widget';

const settings = (overrides: Partial<WhatsAppButtonSettings> = {}): WhatsAppButtonSettings => ({
  ...definition.presets[0]!.settings,
  ...overrides,
});

function mount(value: WhatsAppButtonSettings, preview = false) {
  const host = document.createElement('div');
  host.innerHTML = definition.fallbackHtml(value);
  document.body.append(host);
  mountWidget(host, whatsappButton, value, { widgetId: 'w-wa', preview });
  return host.shadowRoot!;
}

let undo: () => void;
beforeEach(() => {
  undo = provideAdoptedStyleSheets();
  localStorage.clear();
});
afterEach(() => {
  undo();
  document.body.innerHTML = '';
});

describe('whatsapp-button', () => {
  it('has presets for a business, a restaurant, a salon and a clinic, each valid', () => {
    expect(definition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['business', 'restaurant', 'salon', 'clinic']),
    );
    for (const preset of definition.presets)
      expect(definition.schema.safeParse(preset.settings).success).toBe(true);
  });

  it('accepts no unknown key, no number that is not E.164 and no colour that is not hex', () => {
    expect(definition.schema.safeParse({ ...settings(), extra: 1 }).success).toBe(false);
    expect(definition.schema.safeParse(settings({ phone: '555 0100' })).success).toBe(false);
    expect(definition.schema.safeParse(settings({ background: 'red' })).success).toBe(false);
  });

  it('links to wa.me with the digits and the prefilled message', () => {
    const root = mount(settings({ phone: '+15550100123', message: "Hi! Table for 2 & a kid's chair?" }));
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/15550100123?text=${encodeURIComponent("Hi! Table for 2 & a kid's chair?")}`,
    );
    expect(link.textContent).toBe('Chat on WhatsApp');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps the label as the name of an icon-only button', () => {
    const link = mount(settings({ showLabel: false, label: 'WhatsApp us' })).querySelector('a')!;
    expect(link.textContent).toBe('WhatsApp us');
    expect(link.querySelector('span')!.className).toBe('lb-visually-hidden');
    // The round button's own class, beside the button's (once run together as "buttonbutton--icon").
    expect(link.className).toBe('button button--icon');
  });

  it('shows the greeting as text, and a closed greeting stays closed on the next page', async () => {
    const value = settings({ greeting: { show: true, text: '<img src=x onerror=alert(1)> Hi!' } });
    const root = mount(value);
    expect(root.querySelector('.bubble-text')!.textContent).toBe('<img src=x onerror=alert(1)> Hi!');
    expect(root.querySelector('img')).toBeNull();
    const close = root.querySelector<HTMLButtonElement>('button[aria-label="Close message"]')!;
    close.focus();
    fireEvent.click(close);
    // Preact renders a state change in its next microtask.
    await vi.waitFor(() => expect(root.querySelector('.bubble')).toBeNull());
    // Focus goes on to the chat link, not to the page's start with the close button.
    expect(root.activeElement).toBe(root.querySelector('a'));
    expect(mount(value).querySelector('.bubble')).toBeNull();
  });

  it('reads the host page’s storage only for a greeting it may show', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    mount(settings({ greeting: { show: false, text: 'Hi!' } }));
    mount(settings({ placement: 'inline', greeting: { show: true, text: 'Hi!' } }));
    expect(read).not.toHaveBeenCalled();
    mount(settings({ greeting: { show: true, text: 'Hi!' } }));
    expect(read).toHaveBeenCalledWith('localboost:w-wa:greeting-closed');
    read.mockRestore();
  });

  it('floats in the chosen corner or sits inline', () => {
    expect(mount(settings({ corner: 'bottom-left' })).querySelector('.wa')!.className).toContain(
      'wa--bottom-left',
    );
    expect(mount(settings({ placement: 'inline' })).querySelector('.wa')!.className).toContain('wa--inline');
    expect(definition.placement(settings({ placement: 'inline' }))).toBe('inline');
  });

  it('leaves a plain, escaped link as its fallback', () => {
    const html = definition.fallbackHtml(settings({ label: 'Chat "now" <here>', message: 'a&b' }));
    expect(html).toBe(
      '<a href="https://wa.me/15550100123?text=a%26b" rel="noopener noreferrer">Chat &#34;now&#34; &#60;here&#62;</a>',
    );
  });
});
