import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';

/**
 * Shared by the screens that read or write data: the query client and the toaster load with them,
 * so public pages do not pay for either.
 */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
