/**
 * The contract modules a route may name, by the name it uses (`contract: 'wallet'`). Types only:
 * a route table that imports this file loads no zod. contract-schemas.ts maps the same names onto
 * the modules themselves, for the server and the web's response checker in tests.
 */
import type { ZodType } from 'zod';
import type * as admin from '../contracts/admin.js';
import type * as adminEvents from '../contracts/admin-events.js';
import type * as campaignListings from '../contracts/campaign-listings.js';
import type * as campaigns from '../contracts/campaigns.js';
import type * as collaborators from '../contracts/collaborators.js';
import type * as community from '../contracts/community.js';
import type * as contact from '../contracts/contact.js';
import type * as discovery from '../contracts/discovery.js';
import type * as helpCenter from '../contracts/help-center.js';
import type * as memberPosts from '../contracts/member-posts.js';
import type * as memberships from '../contracts/memberships.js';
import type * as messages from '../contracts/messages.js';
import type * as moneyTrail from '../contracts/money-trail.js';
import type * as notifications from '../contracts/notifications.js';
import type * as pledgeCheckout from '../contracts/pledge-checkout.js';
import type * as passkeys from '../contracts/passkeys.js';
import type * as passwordPolicy from '../contracts/password-policy.js';
import type * as pledges from '../contracts/pledges.js';
import type * as promotions from '../contracts/promotions.js';
import type * as publicConfig from '../contracts/public-config.js';
import type * as relaunch from '../contracts/relaunch.js';
import type * as reports from '../contracts/reports.js';
import type * as rewards from '../contracts/rewards.js';
import type * as search from '../contracts/search.js';
import type * as shipping from '../contracts/shipping.js';
import type * as social from '../contracts/social.js';
import type * as stats from '../contracts/stats.js';
import type * as subscriptions from '../contracts/subscriptions.js';
import type * as twoFactor from '../contracts/two-factor.js';
import type * as users from '../contracts/users.js';
import type * as wallet from '../contracts/wallet.js';

export interface ContractModules {
  admin: typeof admin;
  'admin-events': typeof adminEvents;
  campaigns: typeof campaigns;
  'campaign-listings': typeof campaignListings;
  collaborators: typeof collaborators;
  community: typeof community;
  contact: typeof contact;
  discovery: typeof discovery;
  'help-center': typeof helpCenter;
  'member-posts': typeof memberPosts;
  memberships: typeof memberships;
  messages: typeof messages;
  'money-trail': typeof moneyTrail;
  notifications: typeof notifications;
  'pledge-checkout': typeof pledgeCheckout;
  'password-policy': typeof passwordPolicy;
  pledges: typeof pledges;
  'public-config': typeof publicConfig;
  promotions: typeof promotions;
  relaunch: typeof relaunch;
  reports: typeof reports;
  rewards: typeof rewards;
  search: typeof search;
  shipping: typeof shipping;
  social: typeof social;
  subscriptions: typeof subscriptions;
  stats: typeof stats;
  'two-factor': typeof twoFactor;
  passkeys: typeof passkeys;
  users: typeof users;
  wallet: typeof wallet;
}

export type ContractName = keyof ContractModules;

/** The exports of a contract module that are zod schemas. */
export type SchemaName<C extends ContractName> = {
  [K in keyof ContractModules[C]]: ContractModules[C][K] extends ZodType ? K : never;
}[keyof ContractModules[C]] &
  string;

/** The schema `name` of contract `C`, as a type. */
export type ContractSchema<C extends ContractName, N extends SchemaName<C>> = ContractModules[C][N];
