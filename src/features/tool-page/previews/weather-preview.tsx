import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewProps } from './preview-props';

// A fixed sample forecast in Celsius; the real tool reads a weather service for the business's address.
const FORECAST = [
  { day: 'Today', sky: 'Sunny', emoji: '☀️', high: 22, low: 13 },
  { day: 'Tomorrow', sky: 'Light rain', emoji: '🌦️', high: 18, low: 11 },
  { day: 'Saturday', sky: 'Cloudy', emoji: '☁️', high: 19, low: 12 },
] as const;

const fahrenheit = (celsius: number) => Math.round((celsius * 9) / 5 + 32);

/** A weather card for the business's street, with a Celsius/Fahrenheit switch. */
export default function WeatherPreview({ sample }: PreviewProps) {
  const [useF, setUseF] = useState(false);
  const show = (celsius: number) => `${useF ? fahrenheit(celsius) : celsius}°${useF ? 'F' : 'C'}`;
  const [today, ...later] = FORECAST;
  return (
    <div className="mx-auto max-w-md space-y-3 rounded-lg border bg-background p-5">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-bold">Weather at {sample.locations[0].address}</h3>
          <p className="text-sm text-muted-foreground">Plan your visit to {sample.business}</p>
        </div>
        <Button type="button" variant="outline" size="sm" aria-pressed={useF} onClick={() => setUseF(!useF)}>
          Show °F
        </Button>
      </div>
      <p className="flex items-center gap-3">
        <span aria-hidden="true" className="text-5xl">
          {today.emoji}
        </span>
        <span>
          <span className="block text-3xl font-extrabold tabular-nums">{show(today.high)}</span>
          <span className="text-sm">{today.sky} today</span>
        </span>
      </p>
      <ul className="grid grid-cols-2 gap-2 text-sm">
        {later.map((day) => (
          <li key={day.day} className="rounded-md bg-muted p-2">
            <span className="block font-semibold">{day.day}</span>
            <span aria-hidden="true">{day.emoji} </span>
            {day.sky}, {show(day.high)} / {show(day.low)}
          </li>
        ))}
      </ul>
    </div>
  );
}
