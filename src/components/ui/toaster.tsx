import { Toaster as Sonner } from 'sonner';

/**
 * Mount once on a screen that raises toasts (the data layout does, for the data screens).
 * Kept out of the app shell so pages that never toast do not download sonner.
 */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton />;
}
