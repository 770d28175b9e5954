/**
 * The contract modules themselves, by the names routes use (contract-modules.ts holds them as
 * types): how the server finds a route's real schemas, and the web's tests check an answer.
 * Never imported by a page: it loads every schema, and zod with them.
 */
import * as admin from '../contracts/admin.js';
import * as adminEvents from '../contracts/admin-events.js';
import * as campaignListings from '../contracts/campaign-listings.js';
import * as campaigns from '../contracts/campaigns.js';
import * as collaborators from '../contracts/collaborators.js';
import * as community from '../contracts/community.js';
import * as contact from '../contracts/contact.js';
import * as discovery from '../contracts/discovery.js';
import * as helpCenter from '../contracts/help-center.js';
import * as memberPosts from '../contracts/member-posts.js';
import * as memberships from '../contracts/memberships.js';
import * as messages from '../contracts/messages.js';
import * as moneyTrail from '../contracts/money-trail.js';
import * as notifications from '../contracts/notifications.js';
import * as pledgeCheckout from '../contracts/pledge-checkout.js';
import * as passkeys from '../contracts/passkeys.js';
import * as passwordPolicy from '../contracts/password-policy.js';
import * as pledges from '../contracts/pledges.js';
import * as publicConfig from '../contracts/public-config.js';
import * as promotions from '../contracts/promotions.js';
import * as relaunch from '../contracts/relaunch.js';
import * as reports from '../contracts/reports.js';
import * as rewards from '../contracts/rewards.js';
import * as search from '../contracts/search.js';
import * as shipping from '../contracts/shipping.js';
import * as social from '../contracts/social.js';
import * as subscriptions from '../contracts/subscriptions.js';
import * as stats from '../contracts/stats.js';
import * as twoFactor from '../contracts/two-factor.js';
import * as users from '../contracts/users.js';
import * as wallet from '../contracts/wallet.js';
import type { ContractModules } from './contract-modules.js';

export const CONTRACT_MODULES: ContractModules = {
  admin,
  'admin-events': adminEvents,
  campaigns,
  'campaign-listings': campaignListings,
  collaborators,
  community,
  contact,
  discovery,
  'help-center': helpCenter,
  'member-posts': memberPosts,
  memberships,
  messages,
  'money-trail': moneyTrail,
  notifications,
  'pledge-checkout': pledgeCheckout,
  'password-policy': passwordPolicy,
  pledges,
  'public-config': publicConfig,
  promotions,
  relaunch,
  reports,
  rewards,
  search,
  shipping,
  social,
  subscriptions,
  stats,
  'two-factor': twoFactor,
  passkeys,
  users,
  wallet,
};
