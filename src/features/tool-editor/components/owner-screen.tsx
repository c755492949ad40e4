import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DemoNotice } from '@/components/layout/demo-notice';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';

/**
 * Around the owner's screens (the editor, My tools): the query client and toaster that public pages do not
 * load, and in a demo build the demo notice, as every form and dashboard shows it.
 */
export function OwnerScreen({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="container pt-6">
        <DemoNotice />
      </div>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
