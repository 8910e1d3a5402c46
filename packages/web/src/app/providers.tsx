import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { Toaster } from '@/components/ui/toast';
import { type SessionCheck, SessionProvider } from '@/features/auth';
import { VersionWatcher } from '@/features/version';

export function AppProvider({
  queryClient,
  sessionCheck,
  children,
}: {
  queryClient: QueryClient;
  sessionCheck: Promise<SessionCheck>;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider check={sessionCheck}>
          {children}
          <VersionWatcher />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
