import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { Toaster } from '@/components/ui/toast';
import { SessionProvider } from '@/features/auth';
import { VersionWatcher } from '@/features/version';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <VersionWatcher />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
