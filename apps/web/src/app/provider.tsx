import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { DeferredAppChrome } from '@/app/deferred-app-chrome';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { LiveProvider } from '@/app/live-provider';

interface AppProviderProps {
  children: ReactNode;
  /** A client prepared beforehand: the server's for its render, or one holding the server's results. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient: prepared }: AppProviderProps) {
  const [queryClient] = useState(() => prepared ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveProvider>{children}</LiveProvider>
      </AuthProvider>
      <DeferredAppChrome />
    </QueryClientProvider>
  );
}
