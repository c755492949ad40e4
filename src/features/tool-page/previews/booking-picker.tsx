import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

// Fixed days and times: the preview is an example, so it does not depend on today's date.
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;
const TIMES = ['9:00', '10:30', '13:00', '15:30'] as const;

/** Pick a service, a day and a time; "Request booking" confirms in a status line. */
export default function BookingPicker({ sample }: PreviewProps) {
  const [service, setService] = useState(0);
  const [day, setDay] = useState<string>(DAYS[0]);
  const [time, setTime] = useState<string>();
  const [confirmed, setConfirmed] = useState('');
  const name = useId();
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setConfirmed('');
    };
  return (
    <form
      className="space-y-4"
      aria-label={`Book with ${sample.business}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (time)
          setConfirmed(
            `${(sample.items[service] ?? sample.items[0]).name} on ${day} at ${time} requested. (Preview: nothing is booked.)`,
          );
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold">Service</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {sample.items.map((item, index) => (
            <label
              key={item.name}
              className="flex cursor-pointer items-center gap-2 rounded-md border bg-background p-2 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary"
            >
              <input
                type="radio"
                name={`${name}-service`}
                checked={service === index}
                onChange={() => choose(setService)(index)}
              />
              <span className="flex-1">{item.name}</span>
              <span className="text-muted-foreground">{item.price}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">Day</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {DAYS.map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant={day === option ? 'default' : 'outline'}
              aria-pressed={day === option}
              onClick={() => choose(setDay)(option)}
            >
              {option}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">Time</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TIMES.map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant={time === option ? 'default' : 'outline'}
              aria-pressed={time === option}
              onClick={() => choose(setTime)(option)}
            >
              {option}
            </Button>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={!time}>
        Request booking
      </Button>
      <p role="status" className="text-sm font-medium">
        {confirmed}
      </p>
    </form>
  );
}
