import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { DemoNotice } from '@/components/layout/demo-notice';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';

/**
 * Shared by the screens that read or write data: the query client and the toaster load with them,
 * so public pages do not pay for either. In a demo build every one of them (builder, onboarding, both
 * dashboards) starts with the demo notice.
 */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="container pt-6">
        <DemoNotice />
      </div>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
