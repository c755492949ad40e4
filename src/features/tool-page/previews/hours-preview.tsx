import { cn } from '@/lib/utils';
import { NICHE_HOURS } from '../data/sample-hours';
import type { PreviewProps } from './preview-props';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The week's opening hours with today marked, the way the widget shows them to a visitor. */
export default function HoursPreview({ niche, sample }: PreviewProps) {
  const hours = NICHE_HOURS[niche];
  // Date.getDay() counts from Sunday; the list starts on Monday.
  const today = (new Date().getDay() + 6) % 7;
  const todays = hours[today];
  return (
    <div className="mx-auto max-w-sm space-y-3">
      <h3 className="text-lg font-bold">{sample.business}</h3>
      <p className="text-sm font-medium">{todays ? `Open today: ${todays}` : 'Closed today'}</p>
      <table className="w-full rounded-lg border bg-background text-sm">
        <caption className="sr-only">Opening hours of {sample.business}</caption>
        <tbody>
          {DAYS.map((day, index) => (
            <tr
              key={day}
              aria-current={index === today ? 'date' : undefined}
              className={cn('border-b last:border-0', index === today && 'bg-primary/10 font-semibold')}
            >
              <th scope="row" className="p-2 text-left font-medium">
                {day}
                {index === today ? (
                  <span className="ml-2 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">
                    Today
                  </span>
                ) : null}
              </th>
              <td className="p-2 text-right">{hours[index] ?? 'Closed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
