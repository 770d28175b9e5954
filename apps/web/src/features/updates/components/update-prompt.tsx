import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ToastAction } from '@/components/ui/toast';
import { reportError } from '@/lib/error-reporter';
import { startServiceWorkerUpdates, type ServiceWorkerUpdates } from '@/features/updates/lib/service-worker-updates';
import { UPDATE_PROMPT } from '@/features/updates/lib/update-texts';

function showUpdateToast(applyUpdate: () => void): void {
  toast({
    title: UPDATE_PROMPT.title,
    description: UPDATE_PROMPT.description,
    duration: Infinity,
    action: (
      <ToastAction altText="Update the app to the new version now" onClick={applyUpdate}>
        {UPDATE_PROMPT.action}
      </ToastAction>
    ),
  });
}

/**
 * Registers /service-worker.js (production builds only: in development Vite serves modules the
 * worker would cache) and shows the "Update Available" toast. Renders nothing.
 */
export function UpdatePrompt() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let updates: ServiceWorkerUpdates | undefined;
    let cancelled = false;
    startServiceWorkerUpdates({
      container: navigator.serviceWorker,
      document,
      reload: () => window.location.reload(),
      onUpdateAvailable: showUpdateToast,
      onError: (error) => reportError(error, 'service-worker'),
    })
      .then((started) => {
        if (cancelled) started.stop();
        else updates = started;
      })
      .catch((error: unknown) => reportError(error, 'service-worker'));
    return () => {
      cancelled = true;
      updates?.stop();
    };
  }, []);
  return null;
}
