import { QueryClient } from '@tanstack/react-query';

/** One client for the data screens; created lazily with them so public pages do not pay for it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // One retry: enough for a blip, and the spec's error toast still appears within a couple of seconds.
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
