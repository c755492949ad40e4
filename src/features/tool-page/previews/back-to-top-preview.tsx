import { ArrowUp } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PreviewProps } from './preview-props';
import { prefersReducedMotion } from './reduced-motion';

/** A long sample page in a scrolling frame; once scrolled down, the button appears and takes it back up. */
export default function BackToTopPreview({ sample }: PreviewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  return (
    <div className="relative">
      <div
        ref={frame}
        // Focusable so keyboard users can scroll it with the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`Sample page of ${sample.business}`}
        onScroll={(event) => setScrolled(event.currentTarget.scrollTop > 40)}
        className="h-64 space-y-4 overflow-y-auto rounded-lg border bg-background p-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <h3 className="text-lg font-bold">{sample.business}</h3>
        {[...sample.questions, ...sample.questions].map((faq, index) => (
          <section key={index} className="space-y-1">
            <h4 className="font-semibold">{faq.question}</h4>
            <p className="text-sm text-muted-foreground">{faq.answer}</p>
            <p className="text-sm text-muted-foreground">{sample.posts[index % sample.posts.length]}</p>
          </section>
        ))}
      </div>
      {scrolled ? (
        <button
          type="button"
          onClick={() => {
            frame.current?.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
            frame.current?.focus();
          }}
          className="absolute bottom-3 right-3 flex items-center gap-1 rounded-full bg-primary px-3 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <ArrowUp aria-hidden="true" className="size-4" /> Back to top
        </button>
      ) : null}
      <p className="mt-2 text-sm text-muted-foreground">Scroll the page above to bring up the button.</p>
    </div>
  );
}
