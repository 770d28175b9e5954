import { TOAST } from '@crowdspark/shared/constants/toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast';
import { useToast } from '@/components/ui/use-toast';

/** Renders the toast store. Swipe threshold 50 and hotkey F8 (focuses the viewport): docs/product-rules.md#toast-behaviour. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST.defaultDurationMs} swipeThreshold={TOAST.swipeThreshold}>
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant ?? 'default'} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[TOAST.hotkey]} />
    </ToastProvider>
  );
}
