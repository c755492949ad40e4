/** @jsxImportSource preact */
import { readableTextOn } from '../../runtime/contrast';
import type { WidgetContext, WidgetKindModule } from '../../runtime/kind-module';
import {
  businessToday,
  formatDate,
  formatInterval,
  intervalsOf,
  openStatus,
  statusText,
  upcomingClosures,
  WEEKDAY_NAMES,
  WEEKDAYS,
  zoneCity,
  zonesDiffer,
} from '../../shared/opening-hours';
import { useMinuteClock } from '../../shared/use-minute-clock';
import { openingHoursSpecification } from './hours-data';
import type { BusinessHoursSettings } from './settings';

// The host is a query container too: the card's own narrow padding needs one around the card (an element
// never answers its own container query).
const styles = `
:host { container-type: inline-size; }
.bh {
  container-type: inline-size;
  background: var(--bh-bg); color: var(--bh-fg); border-radius: var(--bh-radius); padding: 16px 20px;
  border: 1px solid var(--bh-line);
}
.title { margin: 0 0 8px; font-size: 20px; line-height: 28px; font-weight: 700; }
.status { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; margin: 0; font-size: 16px; line-height: 24px; font-weight: 600; }
.badge {
  display: inline-block; padding: 0 10px; border-radius: 999px; font-size: 14px; line-height: 24px; font-weight: 700;
  background: var(--bh-accent); color: var(--bh-on-accent);
}
.badge--closed { background: transparent; color: inherit; border: 1px solid currentColor; line-height: 22px; }
.week { margin: 12px 0 0; padding: 0; }
.row { display: flex; justify-content: space-between; gap: 16px; padding: 4px 8px; border-radius: 6px; }
.row dt { margin: 0; font-weight: 400; }
.row dd { margin: 0; text-align: end; display: flex; flex-direction: column; }
.row--today { font-weight: 700; box-shadow: inset 4px 0 0 var(--bh-accent); padding-left: 12px; }
.row--today dt { font-weight: 700; }
.today { font-size: 13px; font-weight: 600; margin-left: 6px; }
.sub { margin: 12px 0 4px; font-size: 15px; line-height: 22px; font-weight: 700; }
.closures { margin: 0; padding: 0; list-style: none; font-size: 15px; line-height: 22px; }
.note { margin: 12px 0 0; font-size: 14px; line-height: 20px; }
@container (max-width: 280px) {
  .bh { padding: 12px; }
  .row { flex-direction: column; gap: 0; }
  .row dd { text-align: start; }
}
`;

function Widget({ settings }: { settings: BusinessHoursSettings; context: WidgetContext }) {
  const now = useMinuteClock();
  const { hours, colors } = settings;
  const status = openStatus(hours, now);
  const today = businessToday(hours, now);
  const closures = upcomingClosures(hours, now);
  // Today's closure, if today is one: its row says so, as its usual hours would contradict the status above.
  const closedToday = closures.find((closure) => closure.date === today.date);
  const Heading = `h${settings.headingLevel}` as 'h2' | 'h3' | 'h4';
  const SubHeading = `h${Number(settings.headingLevel) + (settings.title ? 1 : 0)}` as
    'h2' | 'h3' | 'h4' | 'h5';
  const foreground = readableTextOn(colors.background);
  return (
    <section
      class="bh"
      aria-label={settings.title ? undefined : `Opening hours of ${settings.businessName}`}
      style={{
        '--bh-bg': colors.background,
        '--bh-fg': foreground,
        '--bh-line': foreground === '#000000' ? 'rgba(0,0,0,0.15)' : 'rgba(255,255,255,0.3)',
        '--bh-accent': colors.accent,
        '--bh-on-accent': readableTextOn(colors.accent),
        '--bh-radius': `${settings.radius}px`,
      }}
    >
      {settings.title && <Heading class="title">{settings.title}</Heading>}
      <p class="status">
        {/* The line beside it says it again in full: read once ("Open now, …", not "Open Open now, …"). */}
        <span class={status.open ? 'badge' : 'badge badge--closed'} aria-hidden="true">
          {status.open ? 'Open' : 'Closed'}
        </span>
        <span>{statusText(status, hours, true)}</span>
      </p>
      {settings.showWeek && (
        <dl class="week">
          {WEEKDAYS.map((day) => {
            const isToday = day === today.weekday;
            const intervals = isToday && closedToday ? [] : intervalsOf(hours, day);
            return (
              <div key={day} class={isToday ? 'row row--today' : 'row'}>
                <dt aria-current={isToday ? 'date' : undefined}>
                  {WEEKDAY_NAMES[day]}
                  {isToday && <span class="today">(today)</span>}
                </dt>
                {intervals.length === 0 ? (
                  <dd>{isToday && closedToday?.label ? `Closed: ${closedToday.label}` : 'Closed'}</dd>
                ) : (
                  <dd>
                    {intervals.map((interval, index) => (
                      <span key={index}>{formatInterval(interval, hours.timeFormat)}</span>
                    ))}
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
      )}
      {closures.length > 0 && (
        <>
          <SubHeading class="sub">Closed on</SubHeading>
          <ul class="closures">
            {closures.map((closure) => (
              <li key={closure.date}>
                <time dateTime={closure.date}>{formatDate(closure.date, today.year)}</time>
                {closure.label ? `: ${closure.label}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {zonesDiffer(hours.timeZone, now) && <p class="note">Times are {zoneCity(hours.timeZone)} time.</p>}
    </section>
  );
}

const businessHours: WidgetKindModule<BusinessHoursSettings> = {
  styles,
  Widget,
  structuredData: (settings) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: settings.businessName,
    openingHoursSpecification: openingHoursSpecification(settings.hours),
  }),
};
export default businessHours;
