import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { DeferredAppChrome } from '@/app/deferred-app-chrome';
import { AuthProvider } from '@/features/auth/components/auth-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <DeferredAppChrome />
    </QueryClientProvider>
  );
}
