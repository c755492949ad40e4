/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contrastRatio } from '../../runtime/contrast';
import type { WidgetContext } from '../../runtime/kind-module';
import { businessHoursDefinition } from './definition';
import { businessHoursSettingsSchema, type BusinessHoursSettings } from './settings';
import businessHoursModule from './widget';

const context: WidgetContext = {
  widgetId: 'preview',
  preview: true,
  store: { get: () => null, set: () => {}, remove: () => {} },
};

const office: BusinessHoursSettings = {
  businessName: 'Riverside Family Clinic',
  title: 'Clinic hours',
  headingLevel: '2',
  showWeek: true,
  colors: { background: '#ffffff', accent: '#1d4ed8' },
  radius: 12,
  hours: {
    timeZone: 'America/New_York',
    timeFormat: '12h',
    intervals: [
      { day: 'tue', open: '14:00', close: '17:00' },
      { day: 'tue', open: '09:00', close: '12:00' },
      { day: 'wed', open: '09:00', close: '17:00' },
    ],
    holidays: [
      { date: '2026-12-25', label: 'Christmas Day' },
      { date: '2026-07-04', label: 'Independence Day' },
    ],
  },
};

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** The widget as a visitor at `iso`, whose computer is set to `visitorZone`, sees it. */
function show(settings: BusinessHoursSettings, iso: string, visitorZone = 'America/New_York') {
  vi.stubEnv('TZ', visitorZone);
  vi.useFakeTimers({ now: new Date(iso), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  host = document.createElement('div');
  document.body.append(host);
  const { Widget } = businessHoursModule;
  act(() => {
    render(<Widget settings={settings} context={context} />, host!);
  });
  return within(host);
}

const rows = (view: ReturnType<typeof show>) =>
  view
    .getAllByRole('term')
    .map(
      (term) =>
        `${term.textContent} | ${[...(term.nextElementSibling?.children.length ? term.nextElementSibling.children : [term.nextElementSibling!])].map((e) => e.textContent).join(' + ')}`,
    );

describe('business hours widget', () => {
  it('shows the status, the week with today marked and its intervals in order, and the closures to come', () => {
    const view = show(office, '2026-11-24T18:00:00Z'); // Tuesday 1 PM in New York
    expect(view.getByRole('heading', { level: 2, name: 'Clinic hours' })).toBeInTheDocument();
    expect(view.getByText('Closed, opens at 2 PM')).toBeInTheDocument();
    expect(rows(view)).toEqual([
      'Monday | Closed',
      'Tuesday(today) | 9 AM – 12 PM + 2 PM – 5 PM',
      'Wednesday | 9 AM – 5 PM',
      'Thursday | Closed',
      'Friday | Closed',
      'Saturday | Closed',
      'Sunday | Closed',
    ]);
    expect(view.getByText(/^Tuesday/)).toHaveAttribute('aria-current', 'date');
    expect(view.getByRole('heading', { level: 3, name: 'Closed on' })).toBeInTheDocument();
    expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'December 25: Christmas Day',
    ]); // July's is past
    expect(view.queryByText(/time\.$/)).toBeNull(); // the visitor's clock is the business's
  });

  it('turns from open to closed as the closing minute passes, without a reload', () => {
    const view = show(office, '2026-11-25T21:59:30Z'); // Wednesday 4:59:30 PM
    expect(view.getByText('Open now, closes at 5 PM')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(view.getByText('Closed, opens Tuesday 9 AM')).toBeInTheDocument();
    expect(view.getByText('Closed', { selector: '.badge' })).toBeInTheDocument();
    // Screen readers hear the status once: the badge repeats the line's first word.
    expect(view.getByText('Closed', { selector: '.badge' })).toHaveAttribute('aria-hidden', 'true');
  });

  it('on a holiday closure, today’s row says closed and why instead of the usual hours', () => {
    const christmas = {
      ...office,
      hours: {
        ...office.hours,
        intervals: [...office.hours.intervals, { day: 'fri' as const, open: '09:00', close: '17:00' }],
      },
    };
    const view = show(christmas, '2026-12-25T15:00:00Z'); // Friday 10 AM in New York, Christmas Day
    expect(view.getByText('Closed for Christmas Day', { exact: false })).toBeInTheDocument();
    expect(rows(view)).toContain('Friday(today) | Closed: Christmas Day');
    expect(rows(view)).toContain('Wednesday | 9 AM – 5 PM');
  });

  it('names the business’s time zone for a visitor elsewhere, and gives their time', () => {
    const view = show(office, '2026-11-24T18:00:00Z', 'Europe/Berlin');
    expect(view.getByText('Times are New York time.')).toBeInTheDocument();
    expect(view.getByText('Closed, opens at 2 PM (8 PM your time)')).toBeInTheDocument();
  });

  it('renders the owner’s texts as text and keeps text readable on any colours', () => {
    const view = show(
      {
        ...office,
        title: '<img src=x onerror=alert(1)>',
        colors: { background: '#7a7a7a', accent: '#ffff00' },
      },
      '2026-11-24T18:00:00Z',
    );
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('<img src=x onerror=alert(1)>');
    expect(host!.querySelector('img')).toBeNull();
    const card = host!.querySelector('section')!;
    expect(contrastRatio(card.style.getPropertyValue('--bh-fg'), '#7a7a7a')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(card.style.getPropertyValue('--bh-on-accent'), '#ffff00')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(host!.querySelector('[style]')?.getAttribute('style')).not.toContain('expression');
  });

  it('shows only the status line when the week is off, and names the region without a title', () => {
    const view = show({ ...office, title: '', showWeek: false }, '2026-11-24T15:00:00Z');
    expect(
      view.getByRole('region', { name: 'Opening hours of Riverside Family Clinic' }),
    ).toBeInTheDocument();
    expect(view.getByText('Open now, closes at 12 PM')).toBeInTheDocument();
    expect(view.queryAllByRole('term')).toEqual([]);
  });

  it('narrows the card’s own padding in a narrow column: a container around the card answers that query', () => {
    const { styles } = businessHoursModule;
    // An element never answers its own container query: the card's padding rule needs the host to be one.
    expect(styles).toMatch(/@container \(max-width: 280px\) \{\s*\.bh \{ padding: 12px; \}/);
    expect(styles).toMatch(/:host \{[^}]*container-type: inline-size/);
  });
});

describe('business hours definition', () => {
  it('has valid presets for a restaurant, a salon, a clinic and more, in JSON Schema terms too', () => {
    const ids = businessHoursDefinition.presets.map((preset) => preset.id);
    expect(ids).toEqual(expect.arrayContaining(['restaurant', 'salon', 'clinic', 'bar']));
    for (const preset of businessHoursDefinition.presets)
      expect(businessHoursSettingsSchema.safeParse(preset.settings).success, preset.id).toBe(true);
    expect(() => z.toJSONSchema(businessHoursSettingsSchema)).not.toThrow();
  });

  it('leaves the hours as text for visitors without scripts, escaped', () => {
    const html = businessHoursDefinition.fallbackHtml({ ...office, title: 'Hours & <b>days</b>' });
    const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    expect(doc.querySelector('b, script, style')).toBeNull();
    expect(doc.querySelector('h2')?.textContent).toBe('Hours & <b>days</b>'); // at the owner's heading level
    const days = [...doc.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(days.slice(0, 3)).toEqual([
      'Monday: Closed',
      'Tuesday: 9 AM – 12 PM, 2 PM – 5 PM',
      'Wednesday: 9 AM – 5 PM',
    ]);
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'July 4, 2026: Independence Day',
      'December 25, 2026: Christmas Day',
    ]);
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2026-07-04');
    expect(doc.body.textContent).toContain('Times are New York time.');
  });

  it('gives search engines a LocalBusiness with its opening hours and closures', () => {
    const data = businessHoursModule.structuredData!({
      ...office,
      hours: {
        ...office.hours,
        intervals: [
          { day: 'mon', open: '09:00', close: '17:00' },
          { day: 'tue', open: '09:00', close: '17:00' },
          { day: 'fri', open: '18:00', close: '24:00' },
          { day: 'sat', open: '09:00', close: '09:00' },
          { day: 'sun', open: '00:00', close: '00:00' },
        ],
        holidays: [{ date: '2026-12-25', label: 'Christmas Day' }],
      },
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Riverside Family Clinic',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
          opens: '09:00',
          closes: '17:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Friday'],
          opens: '18:00',
          closes: '23:59',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Saturday'],
          opens: '09:00',
          closes: '08:59',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
        {
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2026-12-25',
          validThrough: '2026-12-25',
        },
      ],
    });
  });
});
