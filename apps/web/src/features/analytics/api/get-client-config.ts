/** GET /api/config lives in lib (auth reads it too); re-exported for the analytics feature. */
export { clientConfigQueryOptions, getClientConfig, parseClientConfig, useClientConfig } from '@/lib/client-config';
export type { ClientConfig } from '@/lib/client-config';
