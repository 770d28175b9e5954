import { reportError as defaultReport } from '@/lib/error-reporter';

/** Reports uncaught errors and unhandled promise rejections; returns a function that detaches. */
export function installGlobalErrorHandlers(
  target: EventTarget = window,
  report: (error: unknown, context?: string) => unknown = defaultReport,
): () => void {
  const onError = (event: Event) => {
    const errorEvent = event as ErrorEvent;
    const error: unknown = errorEvent.error;
    report(error ?? errorEvent.message, 'window.error');
  };
  const onRejection = (event: Event) => {
    report((event as PromiseRejectionEvent).reason, 'unhandledrejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
