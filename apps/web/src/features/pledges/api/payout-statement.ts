import type { StatementFormat } from '@crowdspark/shared/constants/statements';

/**
 * GET /api/campaigns/:id/payout-statement.(pdf|csv): the campaign's payout statement for its owner
 * and collaborators, a plain link (the browser downloads it with the session cookie).
 */
export const payoutStatementUrl = (campaignId: string, format: StatementFormat) =>
  `/api/campaigns/${encodeURIComponent(campaignId)}/payout-statement.${format}`;
