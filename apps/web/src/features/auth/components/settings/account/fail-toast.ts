import { toast } from '@/components/ui/use-toast';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';

/** A destructive toast with the server's reason, or `fallback` when it gives none we can show. */
export function failToast(title: string, error: unknown, fallback: string) {
  toast({ title, description: authErrorMessage(error, fallback), variant: 'destructive' });
}
