import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { formatMonthDay } from '@/lib/dates';

/**
 * A widget's views per day as bars (Recharts, loaded with this file only), and beside them what visitors
 * sent when the kind collects (`collected` names it: "messages"). A picture of the table beside it
 * (widget-views.tsx), so it is hidden from assistive technology and has no keyboard layer of its own.
 */
export function ViewsChart({
  days,
  collected,
}: {
  days: Array<{ day: string; views: number; submissions: number }>;
  collected?: string | undefined;
}) {
  const data = days.map(({ day, views, submissions }) => ({ label: formatMonthDay(day), views, submissions }));
  return (
    <div className="h-20 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
          <XAxis dataKey="label" hide />
          <Tooltip cursor={{ fill: 'hsl(var(--muted))' }} />
          <Bar dataKey="views" name="Views" fill="hsl(var(--primary))" isAnimationActive={false} />
          {collected ? (
            <Bar
              dataKey="submissions"
              name={collected.charAt(0).toUpperCase() + collected.slice(1)}
              fill="#b45309"
              isAnimationActive={false}
            />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
