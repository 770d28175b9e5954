/**
 * Rewards (docs/product-rules.md#rewards): points, badges and referrals. Points are whole numbers
 * kept in a ledger of their own (entries, a balance that never goes below zero).
 */

/** Points for launching a first campaign (once per person). */
export const POINTS_FIRST_LAUNCH = 50;
/** Points for a referred friend whose backing counts (their pledge to a campaign that succeeds). */
export const POINTS_REFERRAL = 100;
/** Redeeming: 1 point = 1 cent of promotion credit, in steps of 100 points (one currency unit). */
export const POINTS_REDEEM_STEP = 100;
/** A referral link's attribution lasts this long in the visitor's browser (first-party cookie). */
export const REFERRAL_COOKIE_DAYS = 30;

export const BADGES = {
  first_backing: { name: 'First backing', description: 'Backed a campaign that reached its goal, or joined a membership.' },
  ten_backings: {
    name: 'Ten backings',
    description: 'Backed ten campaigns that reached their goals or joined memberships (ten in all).',
  },
  first_launch: { name: 'First launch', description: 'Launched a first campaign.' },
  first_success: { name: 'First success', description: 'Ran a campaign that reached its goal.' },
  hundred_backers: { name: '100 backers', description: 'Ran a successful campaign with a hundred backers or more.' },
  connector: { name: 'Connector', description: 'Brought a friend who backed a successful campaign.' },
} as const;
export type Badge = keyof typeof BADGES;
export const BADGE_KEYS = Object.keys(BADGES) as [Badge, ...Badge[]];

/** What each kind of points entry reads as in the history. */
export const POINTS_KINDS = {
  backing: 'Backing a successful campaign',
  backing_refunded: 'Backing refunded',
  first_launch: 'First campaign launched',
  referral: 'A friend you referred backed a successful campaign',
  redeemed: 'Redeemed for promotion credit',
  membership: 'Joining a membership',
} as const;
export type PointsKind = keyof typeof POINTS_KINDS;
export const POINTS_KIND_KEYS = Object.keys(POINTS_KINDS) as [PointsKind, ...PointsKind[]];
