import { CORE_LEDGER_CHECKS } from '../modules/ledger/verify.js';
import { MEMBERSHIP_LEDGER_CHECKS } from '../modules/memberships/ledger-checks.js';
import { PLEDGE_LEDGER_CHECKS } from '../modules/pledges/ledger-checks.js';
import { PROMOTION_LEDGER_CHECKS } from '../modules/promotions/ledger-checks.js';
import { REWARDS_LEDGER_CHECKS } from '../modules/rewards/ledger-checks.js';
import { SUBSCRIPTION_LEDGER_CHECKS } from '../modules/subscriptions/ledger-checks.js';

/**
 * Every module's ledger checks, as their plugin.ts files register them on app.ledgerChecks, for
 * code that runs without an app (`npm run check:ledger`, the crash tests).
 */
export const ALL_LEDGER_CHECKS = [
  ...CORE_LEDGER_CHECKS,
  ...PLEDGE_LEDGER_CHECKS,
  ...REWARDS_LEDGER_CHECKS,
  ...SUBSCRIPTION_LEDGER_CHECKS,
  ...PROMOTION_LEDGER_CHECKS,
  ...MEMBERSHIP_LEDGER_CHECKS,
];
