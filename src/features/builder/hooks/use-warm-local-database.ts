import { useEffect } from 'react';
import { env } from '@/config/env';

/**
 * In local mode the first database call starts PGlite and applies the migrations, which can take
 * seconds on a slow machine. Starting it while the visitor answers the questions means "Generate My
 * Toolkit" does not wait for it. A failure here is ignored: the submit starts the database again.
 */
export function useWarmLocalDatabase() {
  useEffect(() => {
    if (!env.isLocalMode) return;
    const warm = () => {
      import('@/lib/local-db/browser-database')
        .then(({ getBrowserDatabase }) => getBrowserDatabase())
        .catch(() => {});
    };
    const timer = setTimeout(warm, 500);
    return () => clearTimeout(timer);
  }, []);
}
