/** Toast constants (docs/product-rules.md#toast-behaviour). */
export const TOAST = {
  limit: 1,
  defaultDurationMs: 5000,
  swipeThreshold: 50,
  hotkey: 'F8',
  removeDelayMs: 1_000_000,
} as const;
