import { lazy, Suspense } from 'react';
import { formatMonthDay } from '@/lib/dates';
import { installHint, UNSEEN_DAYS, VIEW_DAYS, type WidgetViewStats } from '../lib/view-stats';

const ViewsChart = lazy(() => import('./views-chart').then((module) => ({ default: module.ViewsChart })));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "bistro.example", "bistro.example and www.bistro.example", "a.example, b.example and 2 more". */
function hostList(hosts: WidgetViewStats['hosts']): string {
  const names = hosts.map(({ host }) => host);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${plural(names.length - 2, 'more', 'more')}`;
}

/** What an owner is told when a published widget has not been seen on a website. */
export function InstallHint({ hint }: { hint: ReturnType<typeof installHint> }) {
  if (hint === 'not-yet')
    return (
      <p className="text-muted-foreground">
        Not seen on a website yet. Views show here once a page with its code is opened.
      </p>
    );
  if (hint === 'not-installed')
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
        Not seen on any website for {UNSEEN_DAYS} days. Not installed yet? Get the code and paste it into your
        website.
      </p>
    );
  return null;
}

/**
 * A widget's views on owners' websites over the last VIEW_DAYS: the total and where, a chart with the same
 * numbers as a table, and whether a published widget looks not installed. Counted without cookies: one view
 * per page that showed it (the loader's beacon). For a kind that collects (`collected`: what it collects,
 * one and many), what visitors sent each day is beside the views.
 */
export function WidgetViews({
  name,
  publishedAt,
  stats,
  today,
  collected,
}: {
  name: string;
  publishedAt: string | null;
  stats: WidgetViewStats;
  today: string;
  collected?: readonly [one: string, many: string] | undefined;
}) {
  const seen = stats.days.filter(({ views, submissions }) => views > 0 || submissions > 0).reverse();
  return (
    <section aria-label={`Views of ${name}`} className="space-y-2 rounded-md bg-muted/40 p-3 text-sm">
      <p>
        <strong>{plural(stats.total, 'view', 'views')}</strong>
        {collected ? (
          <>
            {' '}
            and <strong>{plural(stats.submissions, ...collected)}</strong>
          </>
        ) : null}{' '}
        in the last {VIEW_DAYS} days
        {stats.hosts.length > 0 ? `, on ${hostList(stats.hosts)}` : ''}.
      </p>
      <InstallHint hint={installHint(publishedAt, stats, today)} />
      {seen.length > 0 ? (
        <>
          <Suspense fallback={<div className="h-20" />}>
            <ViewsChart days={stats.days} collected={collected?.[1]} />
          </Suspense>
          <details>
            <summary className="cursor-pointer font-medium">
              Views {collected ? `and ${collected[1]} ` : ''}per day and website
            </summary>
            <table className="mt-2 w-full max-w-sm text-left">
              <caption className="sr-only">Views of {name} per day</caption>
              <thead>
                <tr>
                  <th scope="col" className="font-medium">
                    Day
                  </th>
                  <th scope="col" className="text-right font-medium">
                    Views
                  </th>
                  {collected ? (
                    <th scope="col" className="text-right font-medium capitalize">
                      {collected[1]}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {seen.map(({ day, views, submissions }) => (
                  <tr key={day}>
                    <td>{formatMonthDay(day)}</td>
                    <td className="text-right tabular-nums">{views}</td>
                    {collected ? <td className="text-right tabular-nums">{submissions}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="mt-2">
              {stats.hosts.map(({ host, views }) => (
                <li key={host}>
                  {host}: {plural(views, 'view', 'views')}
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : null}
    </section>
  );
}
