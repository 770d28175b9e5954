import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

/** Why a form was refused as a whole (not one field), announced as an alert; nothing while there is none. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert id={id} variant="destructive" role="alert">
      {children}
    </Alert>
  );
}
