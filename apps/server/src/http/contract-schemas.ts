/**
 * The contract modules by the names routes of the shared table use (packages/shared/src/api-routes/
 * contract-modules.ts holds the same list as types): how the server finds a route's real schemas.
 */
import * as admin from '@crowdspark/shared/contracts/admin';
import * as adminEvents from '@crowdspark/shared/contracts/admin-events';
import * as campaignListings from '@crowdspark/shared/contracts/campaign-listings';
import * as campaigns from '@crowdspark/shared/contracts/campaigns';
import * as collaborators from '@crowdspark/shared/contracts/collaborators';
import * as community from '@crowdspark/shared/contracts/community';
import * as contact from '@crowdspark/shared/contracts/contact';
import * as discovery from '@crowdspark/shared/contracts/discovery';
import * as helpCenter from '@crowdspark/shared/contracts/help-center';
import * as messages from '@crowdspark/shared/contracts/messages';
import * as notifications from '@crowdspark/shared/contracts/notifications';
import * as pledgeCheckout from '@crowdspark/shared/contracts/pledge-checkout';
import * as passwordPolicy from '@crowdspark/shared/contracts/password-policy';
import * as pledges from '@crowdspark/shared/contracts/pledges';
import * as publicConfig from '@crowdspark/shared/contracts/public-config';
import * as promotions from '@crowdspark/shared/contracts/promotions';
import * as reports from '@crowdspark/shared/contracts/reports';
import * as rewards from '@crowdspark/shared/contracts/rewards';
import * as search from '@crowdspark/shared/contracts/search';
import * as shipping from '@crowdspark/shared/contracts/shipping';
import * as social from '@crowdspark/shared/contracts/social';
import * as subscriptions from '@crowdspark/shared/contracts/subscriptions';
import * as stats from '@crowdspark/shared/contracts/stats';
import * as users from '@crowdspark/shared/contracts/users';
import * as wallet from '@crowdspark/shared/contracts/wallet';
import type { ContractModules } from '@crowdspark/shared/api-routes/contract-modules';

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
  messages,
  notifications,
  'pledge-checkout': pledgeCheckout,
  'password-policy': passwordPolicy,
  pledges,
  'public-config': publicConfig,
  promotions,
  reports,
  rewards,
  search,
  shipping,
  social,
  subscriptions,
  stats,
  users,
  wallet,
};
