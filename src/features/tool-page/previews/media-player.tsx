import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PreviewProps } from './preview-props';

const TRACK_SECONDS = 180;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A player with a track list; playing advances a silent clock (the preview ships no media files). */
export default function MediaPlayer({ sample }: PreviewProps) {
  const tracks = [`Welcome to ${sample.business}`, ...sample.posts.slice(0, 2)];
  const [track, setTrack] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setElapsed((seconds) => Math.min(TRACK_SECONDS, seconds + 1)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [playing]);

  return (
    <div className="space-y-3 rounded-lg border bg-background p-4">
      <div className="flex items-center gap-3">
        <Button
          type="button"
          size="icon"
          className="rounded-full"
          aria-label={playing ? `Pause ${tracks[track]}` : `Play ${tracks[track]}`}
          onClick={() => setPlaying((current) => !current)}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{tracks[track]}</p>
          <div className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
            <progress
              aria-label="Track progress"
              max={TRACK_SECONDS}
              value={elapsed}
              className="h-1.5 flex-1 accent-primary"
            />
            <span className="tabular-nums">
              {clock(elapsed)} / {clock(TRACK_SECONDS)}
            </span>
          </div>
        </div>
      </div>
      <ol aria-label="Tracks" className="space-y-1">
        {tracks.map((title, index) => (
          <li key={title}>
            <button
              type="button"
              aria-current={index === track ? 'true' : undefined}
              onClick={() => {
                setTrack(index);
                setElapsed(0);
              }}
              className={cn(
                'w-full rounded px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === track && 'bg-muted font-semibold',
              )}
            >
              {index + 1}. {title}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
