import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';

type Sonner = typeof import('sonner').toast;

const loadToaster = () => import('./mounted-toaster');
const MountedToaster = lazy(() => loadToaster().then((m) => ({ default: m.MountedToaster })));

/**
 * Toasts for forms on prerendered public pages, which must not download sonner up front: the toaster
 * loads on the first interaction (`prepare`) and `show` waits until it is mounted and listening.
 * Each form gets its own toaster id, so two on one page never show a toast twice.
 */
export function useDeferredToast() {
  const toasterId = useId();
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (ready.current === null) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    ready.current = { promise, resolve };
  }
  const onMounted = useCallback(() => ready.current?.resolve(), []);

  const prepare = useCallback(() => setWanted(true), []);
  const show = useCallback(
    async (raise: (toast: Sonner, options: { toasterId: string }) => void) => {
      setWanted(true);
      try {
        const [{ toast }] = await Promise.all([loadToaster(), ready.current?.promise]);
        raise(toast, { toasterId });
      } catch {
        // The inline message says the same; a toast that cannot load is not worth an error.
      }
    },
    [toasterId],
  );

  const toaster = wanted ? (
    <Suspense fallback={null}>
      <MountedToaster id={toasterId} onMounted={onMounted} />
    </Suspense>
  ) : null;

  return { prepare, show, toaster };
}

export type DeferredToasts = ReturnType<typeof useDeferredToast>;
