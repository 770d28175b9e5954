import { lazy, Suspense } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { useIdle } from '@/lib/when-idle';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
const UpdatePrompt = lazy(() => import('@/features/updates/components/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * The toast viewport and the update prompt are not part of the first screen, so their code
 * (Radix Toast, the service-worker client) loads once the page is idle after loading; a toast
 * raised before then (a session that ended, say) loads the viewport at once and shows, because
 * the toast store keeps it. Registering the service worker after load is also what keeps its
 * precaching from competing with the page's own requests.
 */
export function DeferredAppChrome() {
  const { toasts } = useToast();
  const idle = useIdle();
  return (
    <>
      {idle || toasts.length > 0 ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}
