import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../runtime/mount';
import { provideAdoptedStyleSheets } from '../../testing/adopted-style-sheets';
import { announcementBarDefinition as definition } from './definition';
import { withinSchedule } from './schedule';
import type { AnnouncementBarSettings } from './settings';
import announcementBar from './widget';

const settings = (overrides: Partial<AnnouncementBarSettings> = {}): AnnouncementBarSettings => ({
  ...definition.presets[0]!.settings,
  ...overrides,
});

function mount(value: AnnouncementBarSettings, preview = false) {
  const host = document.createElement('div');
  host.innerHTML = definition.fallbackHtml(value);
  document.body.append(host);
  const widget = mountWidget(host, announcementBar, value, { widgetId: 'w-bar', preview });
  return { root: host.shadowRoot!, widget };
}

let undo: () => void;
beforeEach(() => {
  undo = provideAdoptedStyleSheets();
  localStorage.clear();
});
afterEach(() => {
  undo();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('announcement-bar', () => {
  it('has presets for a business, a restaurant, a salon and a clinic, each valid', () => {
    expect(definition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['business', 'restaurant', 'salon', 'clinic']),
    );
    for (const preset of definition.presets)
      expect(definition.schema.safeParse(preset.settings).success).toBe(true);
  });

  it('takes only https links', () => {
    const link = (url: string) => settings({ link: { show: true, label: 'Go', url } });
    expect(definition.schema.safeParse(link('javascript:alert(1)')).success).toBe(false);
    expect(definition.schema.safeParse(link('http://example.com')).success).toBe(false);
    expect(definition.schema.safeParse(link('https://example.com/menu')).success).toBe(true);
  });

  it('shows the text and the link in a named region', () => {
    const { root } = mount(
      settings({
        text: 'Closed <b>Monday</b>',
        link: { show: true, label: 'Hours', url: 'https://example.com/hours' },
      }),
    );
    const region = root.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Announcement');
    expect(region.querySelector('p')!.textContent).toBe('Closed <b>Monday</b>');
    expect(root.querySelector('b')).toBeNull();
    expect(region.querySelector('a')!.getAttribute('href')).toBe('https://example.com/hours');
  });

  it('remembers a dismissal, until the owner changes the text', async () => {
    const { root } = mount(settings({ text: 'Sale this week' }));
    fireEvent.click(root.querySelector('button[aria-label="Dismiss announcement"]')!);
    await vi.waitFor(() => expect(root.querySelector('.bar')).toBeNull());
    expect(mount(settings({ text: 'Sale this week' })).root.querySelector('.bar')).toBeNull();
    expect(mount(settings({ text: 'New menu' })).root.querySelector('.bar')).not.toBeNull();
  });

  it('shows again when the owner changes only the link’s label', async () => {
    const withLink = (label: string) =>
      settings({ text: 'Sale', link: { show: true, label, url: 'https://example.com/sale' } });
    const { root } = mount(withLink('See the sale'));
    fireEvent.click(root.querySelector('button[aria-label="Dismiss announcement"]')!);
    await vi.waitFor(() => expect(root.querySelector('.bar')).toBeNull());
    expect(mount(withLink('See the sale')).root.querySelector('.bar')).toBeNull();
    expect(mount(withLink('Last day of the sale')).root.querySelector('.bar')).not.toBeNull();
  });

  it('leaves keyboard focus where the widget was pasted once dismissed, not at the page’s start', async () => {
    const { root } = mount(settings({ text: 'Sale' }));
    const host = root.host as HTMLElement;
    const close = root.querySelector<HTMLButtonElement>('button[aria-label="Dismiss announcement"]')!;
    close.focus();
    fireEvent.click(close);
    await vi.waitFor(() => expect(root.querySelector('.bar')).toBeNull());
    expect(document.activeElement).toBe(host);
    expect(host.tabIndex).toBe(-1);
    host.blur();
    expect(host.hasAttribute('tabindex')).toBe(false);
  });

  it('has no close button when not dismissible', () => {
    expect(mount(settings({ dismissible: false })).root.querySelector('button')).toBeNull();
  });

  it('shows a bar the owner made not dismissible even to a visitor who closed it before', async () => {
    const { root } = mount(settings({ text: 'Closed on Monday' }));
    fireEvent.click(root.querySelector('button[aria-label="Dismiss announcement"]')!);
    await vi.waitFor(() => expect(root.querySelector('.bar')).toBeNull());
    const again = mount(settings({ text: 'Closed on Monday', dismissible: false })).root;
    expect(again.querySelector('.bar')).not.toBeNull();
    expect(again.querySelector('button')).toBeNull();
  });

  it('shows only from the start of its first day to the end of its last, in local time', () => {
    const schedule = { start: '2026-12-20', end: '2026-12-24' };
    expect(withinSchedule(schedule, new Date(2026, 11, 19, 23, 59))).toBe(false);
    expect(withinSchedule(schedule, new Date(2026, 11, 20, 0, 0))).toBe(true);
    expect(withinSchedule(schedule, new Date(2026, 11, 24, 23, 59))).toBe(true);
    expect(withinSchedule(schedule, new Date(2026, 11, 25, 0, 0))).toBe(false);
    expect(withinSchedule({ start: '', end: '' }, new Date())).toBe(true);
  });

  it('renders nothing outside its dates, but in the editor’s preview', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 26, 9, 0));
    const past = settings({ schedule: { start: '2026-12-20', end: '2026-12-24' } });
    expect(mount(past).root.querySelector('.bar')).toBeNull();
    expect(mount(past, true).root.querySelector('.bar')).not.toBeNull();
    expect(
      mount(settings({ schedule: { start: '2026-12-20', end: '2026-12-31' } })).root.querySelector('.bar'),
    ).not.toBeNull();
  });

  it('sits fixed at the top or bottom', () => {
    expect(mount(settings({ position: 'bottom' })).root.querySelector('.bar')!.className).toContain(
      'bar--bottom',
    );
    expect(announcementBar.styles).toMatch(/\.bar \{[^}]*position: fixed/);
  });

  it('leaves the text and the link, escaped and inline, as its fallback', () => {
    const html = definition.fallbackHtml(
      settings({
        text: 'A & B <now>',
        link: { show: true, label: 'More "info"', url: 'https://example.com/?a=1&b=2' },
      }),
    );
    expect(html).toBe(
      '<strong>A &#38; B &#60;now&#62;</strong> <a href="https://example.com/?a=1&#38;b=2">More &#34;info&#34;</a>',
    );
    expect(
      definition.fallbackHtml(settings({ link: { show: false, label: 'x', url: 'https://example.com' } })),
    ).not.toContain('<a');
  });
});
