/**
 * The receipt page of one wallet movement (`/wallet/receipts/:transactionId` in the route table).
 * Kept in the wallet feature rather than config/paths.ts, which every first load carries.
 */
export const receiptPagePath = (transactionId: string) => `/wallet/receipts/${encodeURIComponent(transactionId)}`;
