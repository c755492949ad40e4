/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '../../runtime/contrast';
import type { WidgetContext } from '../../runtime/kind-module';
import { callButtonDefinition } from './definition';
import { callButtonSettingsSchema, type CallButtonSettings } from './settings';
import callButtonModule from './widget';

const visitor: WidgetContext = {
  widgetId: 'a1b2',
  preview: false,
  store: { get: () => null, set: () => {}, remove: () => {} },
};
const preview: WidgetContext = { ...visitor, widgetId: 'preview', preview: true };

const clinic: CallButtonSettings = {
  phone: '+15550100188',
  display: '(555) 010-0188',
  label: 'Call the front desk',
  showNumber: true,
  placement: 'inline',
  corner: 'bottom-right',
  background: '#1d4ed8',
  onlyWhileOpen: true,
  hours: {
    timeZone: 'America/New_York',
    timeFormat: '12h',
    intervals: [{ day: 'tue', open: '09:00', close: '17:00' }],
    holidays: [],
  },
};

let host: HTMLElement | undefined;
function unmount() {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
}
afterEach(() => {
  unmount();
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

function show(settings: CallButtonSettings, iso: string, context = visitor) {
  unmount();
  vi.stubEnv('TZ', 'America/New_York');
  vi.useFakeTimers({ now: new Date(iso), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = callButtonModule;
  act(() => {
    render(<Widget settings={settings} context={context} />, host!);
  });
  return within(host);
}

const TUESDAY_NOON = '2026-11-24T17:00:00Z';
const TUESDAY_EVENING = '2026-11-24T23:00:00Z';

describe('call button', () => {
  it('is a tel: link named by its text and the number, the number shown or only heard', () => {
    const view = show({ ...clinic, onlyWhileOpen: false }, TUESDAY_EVENING);
    const link = view.getByRole('link', { name: 'Call the front desk (555) 010-0188' });
    expect(link).toHaveAttribute('href', 'tel:+15550100188');
    expect(view.getByText('(555) 010-0188')).not.toHaveClass('lb-visually-hidden');

    const quiet = show({ ...clinic, onlyWhileOpen: false, showNumber: false }, TUESDAY_EVENING);
    expect(quiet.getByRole('link', { name: 'Call the front desk (555) 010-0188' })).toBeInTheDocument();
    expect(quiet.getByText('(555) 010-0188')).toHaveClass('lb-visually-hidden');
  });

  it('only while open: inline, says when the business opens instead, and comes back at opening time', () => {
    const view = show(clinic, '2026-11-24T13:59:30Z'); // Tuesday 8:59:30 AM
    expect(view.queryByRole('link')).toBeNull();
    expect(view.getByText('Closed, opens at 9 AM')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(view.getByRole('link', { name: /Call the front desk/ })).toBeInTheDocument();
  });

  it('only while open: floating, shows nothing to visitors outside the hours and explains it in the preview', () => {
    const floating = { ...clinic, placement: 'floating' as const };
    const view = show(floating, TUESDAY_EVENING);
    expect(host!.textContent).toBe('');
    expect(view.queryByRole('link')).toBeNull();

    const owner = show(floating, TUESDAY_EVENING, preview);
    expect(
      owner.getByText('Visitors see no button now. Closed, opens next Tuesday 9 AM.'),
    ).toBeInTheDocument();

    const open = show(floating, TUESDAY_NOON);
    expect(open.getByRole('link', { name: /Call the front desk/ })).toBeInTheDocument();
  });

  it('only while open, ticked on in the editor hours after it opened, goes by the time now', () => {
    const view = show({ ...clinic, onlyWhileOpen: false }, TUESDAY_NOON, preview);
    expect(view.getByRole('link', { name: /Call the front desk/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(6 * 3_600_000); // the owner comes back to the editor at 6 PM
    });
    const { Widget } = callButtonModule;
    act(() => {
      render(<Widget settings={clinic} context={preview} />, host!);
    });
    expect(view.queryByRole('link')).toBeNull();
    expect(view.getByText('Closed, opens next Tuesday 9 AM')).toBeInTheDocument();
  });

  it('keeps its text readable on the colour the owner picks and renders texts as text', () => {
    show({ ...clinic, onlyWhileOpen: false, label: '<b>Call</b>', background: '#ffcc00' }, TUESDAY_NOON);
    const root = host!.querySelector<HTMLElement>('.cb')!;
    expect(contrastRatio(root.style.getPropertyValue('--cb-fg'), '#ffcc00')).toBeGreaterThanOrEqual(4.5);
    expect(host!.querySelector('b')).toBeNull();
    expect(host!.textContent).toContain('<b>Call</b>');
  });
});

describe('call button definition', () => {
  it('has valid presets for a restaurant, a salon, a clinic and more', () => {
    expect(callButtonDefinition.presets.map((preset) => preset.id)).toEqual(
      expect.arrayContaining(['restaurant', 'salon', 'clinic', 'plumber']),
    );
    for (const preset of callButtonDefinition.presets)
      expect(callButtonSettingsSchema.safeParse(preset.settings).success, preset.id).toBe(true);
  });

  it('refuses a number that is not E.164 and a display that is too long', () => {
    expect(callButtonSettingsSchema.safeParse({ ...clinic, phone: '555-0100' }).success).toBe(false);
    expect(callButtonSettingsSchema.safeParse({ ...clinic, display: '1'.repeat(33) }).success).toBe(false);
  });

  it('leaves the tel: link with the number for visitors without scripts, escaped', () => {
    const html = callButtonDefinition.fallbackHtml({ ...clinic, label: 'Call "us" <now>' });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const link = doc.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('tel:+15550100188');
    expect(link.innerHTML).toBe('Call "us" &lt;now&gt;<br>(555) 010-0188');
    expect(doc.body.children).toHaveLength(1);
  });
});
