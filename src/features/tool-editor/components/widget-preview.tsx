import { Monitor, RotateCcw, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import type { WidgetKindDefinition } from '@/widgets/kind-definition';
import { mountWidget } from '@/widgets/runtime/mount';

type Width = 'phone' | 'desktop';

/**
 * The live widget, rendered by the very module and Shadow DOM wrapper customers' sites run
 * (src/widgets/runtime/mount.ts), on a mock page at phone or desktop width. The page has a transform, so a
 * floating widget's position: fixed is relative to it, not to our own page.
 */
export function WidgetPreview({
  definition,
  settings,
}: {
  definition: WidgetKindDefinition<unknown>;
  settings: unknown;
}) {
  const [width, setWidth] = useState<Width>('desktop');
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<ReturnType<typeof mountWidget> | null>(null);
  const latest = useRef(settings);
  const [failed, setFailed] = useState(false);
  // "Show it again": a fresh mount, as a new visitor sees it (a dismissed bar, a consent banner answered).
  const [visit, setVisit] = useState(0);

  useEffect(() => {
    let active = true;
    definition
      .load()
      .then(({ default: module }) => {
        if (!active || !host.current) return;
        mounted.current = mountWidget(host.current, module, latest.current, {
          widgetId: 'preview',
          preview: true,
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      mounted.current?.unmount();
      mounted.current = null;
    };
  }, [definition, visit]);

  useEffect(() => {
    latest.current = settings;
    mounted.current?.update(settings);
  }, [settings]);

  return (
    <section aria-labelledby="preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-lg font-semibold">
          Live preview
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => setVisit((count) => count + 1)}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md border px-3 text-sm font-medium"
          >
            <RotateCcw aria-hidden="true" className="size-4" /> Show it again
          </button>
          <div role="group" aria-label="Preview width" className="inline-flex rounded-md border p-1">
            {(['phone', 'desktop'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={width === option}
                onClick={() => setWidth(option)}
                className="inline-flex min-h-10 items-center gap-1.5 rounded px-3 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              >
                {option === 'phone' ? (
                  <Smartphone aria-hidden="true" className="size-4" />
                ) : (
                  <Monitor aria-hidden="true" className="size-4" />
                )}
                {option === 'phone' ? 'Phone' : 'Desktop'}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg border bg-muted/50 p-3">
        <div
          data-testid="preview-page"
          className={cn(
            'relative mx-auto min-h-[28rem] overflow-hidden rounded-md border bg-white shadow-sm [transform:translateZ(0)]',
            width === 'phone' ? 'w-[375px]' : 'w-full min-w-[640px]',
          )}
        >
          <div aria-hidden="true" className="flex h-12 items-center gap-3 border-b bg-slate-50 px-4">
            <span className="h-3 w-24 rounded bg-slate-300" />
            <span className="ml-auto h-3 w-12 rounded bg-slate-200" />
            <span className="h-3 w-12 rounded bg-slate-200" />
          </div>
          <div className="space-y-4 p-5">
            <div aria-hidden="true" className="space-y-2">
              <span className="block h-5 w-2/3 rounded bg-slate-200" />
              <span className="block h-3 w-full rounded bg-slate-100" />
              <span className="block h-3 w-5/6 rounded bg-slate-100" />
            </div>
            {/* The widget's host, where a snippet would be pasted; floating kinds place themselves. */}
            <div ref={host} data-testid="widget-preview-host" />
            <div aria-hidden="true" className="space-y-2">
              <span className="block h-3 w-full rounded bg-slate-100" />
              <span className="block h-3 w-4/6 rounded bg-slate-100" />
            </div>
          </div>
        </div>
      </div>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          The preview could not load. Reload the page to try again.
        </p>
      ) : null}
    </section>
  );
}
