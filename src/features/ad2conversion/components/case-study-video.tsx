import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { VideoSource } from '@/config/media';

type PlayerState = 'poster' | 'playing' | 'failed';

/** The poster as an inline SVG data URL: no request, and the same gradient the button shows. */
function posterUrl([from, to]: readonly [string, string]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Click-to-play video. Until the visitor presses play there is no <video> element at all, so the
 * page downloads nothing from the media host. If the file cannot be played, the poster comes back
 * with a short message instead of a broken player.
 */
export function CaseStudyVideo({
  title,
  source,
  colors,
}: {
  title: string;
  source: VideoSource;
  colors: readonly [string, string];
}) {
  const [state, setState] = useState<PlayerState>('poster');
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  // Swapping elements would drop keyboard focus on the page body; keep it on the player.
  useEffect(() => {
    if (state === 'playing') videoRef.current?.focus();
    if (state === 'failed' && hadFocus.current) posterRef.current?.focus();
  }, [state]);

  const failureMessage = state === 'failed' ? "This video can't be played right now." : '';

  return (
    <div>
      {state === 'playing' ? (
        // Captions are rendered below whenever the operator has configured a captions file.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={videoRef}
          className="aspect-video w-full rounded-lg bg-black"
          controls
          autoPlay
          playsInline
          preload="none"
          // Captions from another host load only over CORS (see src/config/media.ts).
          crossOrigin="anonymous"
          src={source.video}
          poster={posterUrl(colors)}
          aria-label={`Video: ${title}`}
          onError={() => {
            hadFocus.current = document.activeElement === videoRef.current;
            setState('failed');
          }}
        >
          {source.captions ? (
            <track kind="captions" src={source.captions} srcLang="en" label="English" default />
          ) : null}
        </video>
      ) : (
        <button
          ref={posterRef}
          type="button"
          onClick={() => setState('playing')}
          aria-label={`Play video: ${title}`}
          className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2"
          style={{ backgroundImage: `linear-gradient(135deg, ${colors[0]}, ${colors[1]})` }}
        >
          <span className="flex items-center gap-2 rounded-full bg-black/60 px-4 py-2 font-semibold transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="size-5 fill-current" />
            Play video
          </span>
        </button>
      )}
      {/* Always mounted, so the failure message is announced when it appears. */}
      <p aria-live="polite" className="text-sm font-medium text-destructive [&:not(:empty)]:mt-2">
        {failureMessage}
      </p>
    </div>
  );
}
