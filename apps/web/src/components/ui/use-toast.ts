/**
 * Toast store in the shadcn/ui style with the product's rules (docs/product-rules.md#toast-behaviour):
 * at most one toast (a new one replaces the old), 5 s default duration, and a dismissed toast kept for 1,000,000 ms before
 * it is removed from the store (so Radix can play its exit animation; the long delay is the
 * product's number). `duration: Infinity` is never auto-dismissed.
 */
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { TOAST } from '@crowdspark/shared/constants/toast';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction> element. */
  action?: ReactElement;
  variant?: ToastVariant;
  /** Milliseconds; Infinity keeps the toast until the user acts. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  duration: number;
  onOpenChange: (open: boolean) => void;
}

export interface ToastState {
  toasts: ToastItem[];
}

type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST.removeDelayMs),
  );
}

export function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST.limit) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return { toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)) };
    case 'REMOVE':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

const listeners = new Set<() => void>();
let memoryState: ToastState = { toasts: [] };

function dispatch(action: Action): void {
  // Side effect kept out of the reducer: dismissed toasts are removed after the delay.
  if (action.type === 'DISMISS') {
    const ids = action.id === undefined ? memoryState.toasts.map((t) => t.id) : [action.id];
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'DISMISS', id });
}

export function toast(input: ToastInput) {
  const id = nextId();
  const item: ToastItem = {
    ...input,
    id,
    open: true,
    duration: input.duration ?? TOAST.defaultDurationMs,
    onOpenChange: (open) => {
      if (!open) dismissToast(id);
    },
  };
  dispatch({ type: 'ADD', toast: item });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

export function getToastState(): ToastState {
  return memoryState;
}

/** Test helper: empties the store and cancels pending removals. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  memoryState = { toasts: [] };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getToastState, getToastState);
  return { ...state, toast, dismiss: dismissToast };
}
