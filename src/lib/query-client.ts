import { QueryClient } from '@tanstack/react-query';

/** One client for the data screens; created lazily with them so public pages do not pay for it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false },
  },
});
