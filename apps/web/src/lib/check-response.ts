/**
 * Every fetcher passes the server's answer through `checkResponse(body, contract, schemaName)`,
 * naming the response schema of packages/shared/src/contracts the answer must match.
 *
 * The unit tests (vitest.setup.ts) and the development server (dev-response-checks-plugin.ts)
 * install a checker that parses every answer with that schema, so a fixture or a server change
 * that breaks the contract fails there. The production build installs none and passes answers
 * through (docs/decisions/0022-web-response-checks.md): zod weighs 25 kB gzip, and checking the public pages' reads
 * (home, campaign, the session in the header) would break the first-load budgets of
 * docs/decisions/0014-fast-first-load.md, while the server is built from the same contracts.
 * (A checker that loads the schemas with `import()` behind `import.meta.env.DEV` is not an
 * option: the bundler lays out chunks before it drops dead code, so the unused imports still
 * split the first load into more, larger files.)
 */
import type * as admin from '@crowdspark/shared/contracts/admin';
import type * as adminEvents from '@crowdspark/shared/contracts/admin-events';
import type * as campaignListings from '@crowdspark/shared/contracts/campaign-listings';
import type * as campaigns from '@crowdspark/shared/contracts/campaigns';
import type * as collaborators from '@crowdspark/shared/contracts/collaborators';
import type * as community from '@crowdspark/shared/contracts/community';
import type * as contact from '@crowdspark/shared/contracts/contact';
import type * as discovery from '@crowdspark/shared/contracts/discovery';
import type * as helpCenter from '@crowdspark/shared/contracts/help-center';
import type * as messages from '@crowdspark/shared/contracts/messages';
import type * as notifications from '@crowdspark/shared/contracts/notifications';
import type * as pledgeCheckout from '@crowdspark/shared/contracts/pledge-checkout';
import type * as pledges from '@crowdspark/shared/contracts/pledges';
import type * as promotions from '@crowdspark/shared/contracts/promotions';
import type * as reports from '@crowdspark/shared/contracts/reports';
import type * as rewards from '@crowdspark/shared/contracts/rewards';
import type * as search from '@crowdspark/shared/contracts/search';
import type * as shipping from '@crowdspark/shared/contracts/shipping';
import type * as social from '@crowdspark/shared/contracts/social';
import type * as subscriptions from '@crowdspark/shared/contracts/subscriptions';
import type * as stats from '@crowdspark/shared/contracts/stats';
import type * as users from '@crowdspark/shared/contracts/users';
import type * as wallet from '@crowdspark/shared/contracts/wallet';

interface Contracts {
  admin: typeof admin;
  'admin-events': typeof adminEvents;
  campaigns: typeof campaigns;
  'campaign-listings': typeof campaignListings;
  collaborators: typeof collaborators;
  community: typeof community;
  contact: typeof contact;
  discovery: typeof discovery;
  'help-center': typeof helpCenter;
  messages: typeof messages;
  notifications: typeof notifications;
  'pledge-checkout': typeof pledgeCheckout;
  pledges: typeof pledges;
  promotions: typeof promotions;
  reports: typeof reports;
  rewards: typeof rewards;
  search: typeof search;
  shipping: typeof shipping;
  social: typeof social;
  subscriptions: typeof subscriptions;
  stats: typeof stats;
  users: typeof users;
  wallet: typeof wallet;
}

interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** The exports of a contract module that are schemas. */
export type SchemaName<C extends keyof Contracts> = {
  [K in keyof Contracts[C]]: Contracts[C][K] extends ResponseSchema<unknown> ? K : never;
}[keyof Contracts[C]];

type Parsed<S> = S extends ResponseSchema<infer T> ? T : never;

export type ResponseChecker = (body: unknown, contract: keyof Contracts, schemaName: string) => unknown;

let installedChecker: ResponseChecker | null = null;

/** For the test setup: from now on every answer is checked by `checker`. */
export function installResponseChecker(checker: ResponseChecker | null): void {
  installedChecker = checker;
}

export function checkResponse<C extends keyof Contracts, N extends SchemaName<C>>(
  body: unknown,
  contract: C,
  schemaName: N,
): Parsed<Contracts[C][N]> {
  return (installedChecker ? installedChecker(body, contract, schemaName as string) : body) as Parsed<Contracts[C][N]>;
}
