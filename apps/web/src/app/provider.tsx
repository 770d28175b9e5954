import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { UpdatePrompt } from '@/features/updates/components/update-prompt';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
