import { STATS_RANGE_DAYS, STATS_TOP_SOURCES, isProStatsRange } from '@crowdspark/shared/constants/stats';
import { minorUnitsAsDecimal } from '@crowdspark/shared/constants/money';
import type { Stats, StatsCampaigns, StatsDay, StatsQuery } from '@crowdspark/shared/contracts/stats';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { pageViewDays, pageViewSources, utcDay } from '../analytics/service.js';
import { teamCampaignOf, teamCampaignsOf } from '../campaigns/service.js';
import type { TeamCampaign } from '../campaigns/service.js';
import { promotionDailyStats } from '../promotions/service.js';
import { socialCountsOf } from '../social/service.js';
import { hasActiveSubscription } from '../subscriptions/service.js';
import { campaignDaysOf, firstCountedDay, followerDaysOf } from './repository.js';

export { countFollow, countPledgeCanceled, countPledgeChanged, countPledgeCreated, countUnfollow } from './events.js';

const DAY_MS = 86_400_000;
export const UNKNOWN_CAMPAIGN_MESSAGE = 'You have no campaign with this id: stats are for its owner and collaborators.';
export const PRO_RANGE_MESSAGE =
  'The last 90 days and all time are Pro advanced stats: subscribe in Settings → Subscription, or pick 7 or 30 days.';

/** What one request's stats cover: the campaigns, whose followers, and the UTC days. */
interface StatsScope {
  campaigns: TeamCampaign[];
  followersOf: string;
  fromDay: string;
  toDay: string;
  /** The reader has Pro's advanced stats (docs/product-rules.md#creator-stats). */
  advanced: boolean;
}

/** A section's per-day figures (any subset of a day's fields) and its part of the answer. */
interface Section {
  days: Map<string, Partial<Omit<StatsDay, 'day'>>>;
  apply: (stats: Stats) => void;
}

/**
 * Creator stats (docs/product-rules.md#creator-stats, decision 0034) for the campaigns the reader
 * owns or collaborates on, one of them or all. The answer is composed of sections, each read from
 * the module that keeps its figures: traffic (analytics' daily page-view rollup), pledges (this
 * module's daily counts from pledge events), followers (follow events and social's current count).
 * A later section (promotion impressions and clicks, gated advanced stats) is one more function
 * here that calls its module's service.
 */
export async function statsFor(db: Kysely<Database>, userId: string, query: StatsQuery, now = new Date()): Promise<Stats> {
  // One campaign: one lookup by its id, not the reader's whole list (decision 0034: a creator of
  // 1,000 campaigns paid for loading and sending all of them with every answer).
  const [campaigns, advanced] = await Promise.all([
    query.campaignId === undefined
      ? teamCampaignsOf(db, userId)
      : teamCampaignOf(db, userId, query.campaignId).then((campaign) => (campaign ? [campaign] : null)),
    hasActiveSubscription(db, userId),
  ]);
  // Pro gate (docs/product-rules.md#creator-stats): a longer range is refused with a sentence, not cut short.
  if (!advanced && isProStatsRange(query.range)) throw new AppError('FORBIDDEN', PRO_RANGE_MESSAGE);
  // A stranger learns nothing, not even that the campaign exists.
  if (!campaigns) throw new AppError('NOT_FOUND', UNKNOWN_CAMPAIGN_MESSAGE);
  const scope = { ...(await scopeOf(db, userId, campaigns, query, now)), advanced };
  const sections = await Promise.all([
    trafficSection(db, scope),
    pledgeSection(db, scope),
    followerSection(db, scope),
    promotionSection(db, scope),
  ]);
  const currencies = new Set(scope.campaigns.map((c) => c.currency));
  const currency = currencies.size === 1 ? [...currencies][0]! : null;

  const days = dayRange(scope.fromDay, scope.toDay).map((day) => {
    const row: StatsDay = {
      day,
      views: 0,
      visitors: 0,
      pledges: 0,
      cancellations: 0,
      amount: 0,
      followers: 0,
      impressions: 0,
      clicks: 0,
      spend: 0,
    };
    for (const section of sections) Object.assign(row, section.days.get(day));
    // Amounts in several currencies are never added together.
    if (currency === null) row.amount = 0;
    return row;
  });
  const sum = (field: 'views' | 'visitors' | 'pledges' | 'cancellations' | 'amount' | 'impressions' | 'clicks' | 'spend') =>
    days.reduce((total, d) => total + d[field], 0);
  const stats: Stats = {
    range: query.range,
    from: scope.fromDay,
    to: scope.toDay,
    campaignId: query.campaignId ?? null,
    currency,
    totals: {
      views: sum('views'),
      visitors: sum('visitors'),
      pledges: sum('pledges'),
      cancellations: sum('cancellations'),
      amount: sum('amount'),
      conversion: null,
      followers: days.at(-1)?.followers ?? 0,
      followersGained: 0,
      impressions: sum('impressions'),
      clicks: sum('clicks'),
      spend: sum('spend'),
      costPerClick: null,
    },
    promotionCurrency: null,
    advanced,
    days,
    referrers: [],
    utmSources: [],
  };
  // Conversion: backers won (pledges made) per unique visitor over the range.
  stats.totals.conversion = stats.totals.visitors > 0 ? stats.totals.pledges / stats.totals.visitors : null;
  stats.totals.costPerClick = stats.totals.clicks > 0 ? Math.round(stats.totals.spend / stats.totals.clicks) : null;
  for (const section of sections) section.apply(stats);
  return stats;
}

/** The stats as CSV, one row per day (amounts in major units, the currency in its own column). */
export function statsCsv(stats: Stats): string {
  const header = [
    'Date',
    'Views',
    'Unique visitors',
    'Pledges',
    'Cancellations',
    'Amount pledged (net)',
    'Currency',
    'Followers',
    'Promotion impressions',
    'Promotion clicks',
    'Promotion spend',
    'Promotion currency',
  ];
  const lines = stats.days.map((d) =>
    [
      d.day,
      d.views,
      d.visitors,
      d.pledges,
      d.cancellations,
      stats.currency ? minorUnitsAsDecimal(d.amount) : '',
      stats.currency ?? '',
      d.followers,
      d.impressions,
      d.clicks,
      stats.promotionCurrency ? minorUnitsAsDecimal(d.spend) : '',
      stats.promotionCurrency ?? '',
    ].join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The picker of /stats: every campaign the reader owns or collaborates on, newest first. */
export async function statsCampaignsOf(db: Kysely<Database>, userId: string): Promise<StatsCampaigns> {
  const campaigns = await teamCampaignsOf(db, userId);
  return { campaigns: campaigns.map((c) => ({ id: c.id, title: c.title ?? 'Untitled draft', role: c.role })) };
}

/** `campaigns`: the one asked for (the reader's, checked), or all of the reader's. */
async function scopeOf(
  db: Kysely<Database>,
  userId: string,
  campaigns: TeamCampaign[],
  query: StatsQuery,
  now: Date,
): Promise<Omit<StatsScope, 'advanced'>> {
  // A campaign's followers are its creator's.
  const followersOf = query.campaignId !== undefined && campaigns[0] ? campaigns[0].ownerId : userId;
  const toDay = utcDay(now);
  const days = STATS_RANGE_DAYS[query.range];
  if (days !== null) return { campaigns, followersOf, fromDay: addDays(toDay, -(days - 1)), toDay };
  // All time: from the first campaign's creation, or the first day anything was counted.
  const firsts = [
    ...campaigns.map((c) => utcDay(c.createdAt)),
    await firstCountedDay(
      db,
      campaigns.map((c) => c.id),
      followersOf,
    ),
  ].filter((day): day is string => day !== null && day <= toDay);
  return { campaigns, followersOf, fromDay: firsts.length ? firsts.sort()[0]! : toDay, toDay };
}

/** The campaign's public page, whose page views are its views. */
const campaignPath = (id: string) => `/campaigns/${id}`;

async function trafficSection(db: Kysely<Database>, scope: StatsScope): Promise<Section> {
  const paths = scope.campaigns.map((c) => campaignPath(c.id));
  const [rows, sources] = await Promise.all([
    pageViewDays(db, paths, scope.fromDay, scope.toDay),
    // Referrers and UTM sources are Pro's advanced stats: not even read without it.
    scope.advanced ? pageViewSources(db, paths, scope.fromDay, scope.toDay, STATS_TOP_SOURCES) : Promise.resolve([]),
  ]);
  const days = new Map<string, { views: number; visitors: number }>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { views: 0, visitors: 0 };
    // Across campaigns visitors add up: a visitor is counted once per campaign and day.
    day.views += row.views;
    day.visitors += row.visitors;
    days.set(row.day, day);
  }
  return {
    days,
    apply: (stats) => {
      stats.referrers = sources.filter((s) => s.kind === 'referrer').map(({ source, views }) => ({ source, views }));
      stats.utmSources = sources.filter((s) => s.kind === 'utm').map(({ source, views }) => ({ source, views }));
    },
  };
}

async function pledgeSection(db: Kysely<Database>, scope: StatsScope): Promise<Section> {
  const rows = await campaignDaysOf(
    db,
    scope.campaigns.map((c) => c.id),
    scope.fromDay,
    scope.toDay,
  );
  const days = new Map<string, { pledges: number; cancellations: number; amount: number }>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { pledges: 0, cancellations: 0, amount: 0 };
    day.pledges += row.pledges;
    day.cancellations += row.cancellations;
    day.amount += row.amount;
    days.set(row.day, day);
  }
  return { days, apply: () => undefined };
}

/**
 * Followers at the end of each day, counted back from today's count (social's): the count at the
 * end of day d is today's less what was gained after d. Days before the first follow event stats
 * saw show the count as of then (decision 0034).
 */
async function followerSection(db: Kysely<Database>, scope: StatsScope): Promise<Section> {
  const [counts, changes] = await Promise.all([
    socialCountsOf(db, scope.followersOf),
    followerDaysOf(db, scope.followersOf, scope.fromDay),
  ]);
  const netByDay = new Map(changes.map((c) => [c.day, c.followed - c.unfollowed]));
  const days = new Map<string, { followers: number }>();
  let followers = counts.followers;
  // Changes after the range's last day (none while it ends today) come off first.
  for (const change of changes) if (change.day > scope.toDay) followers -= change.followed - change.unfollowed;
  let gained = 0;
  for (const day of dayRange(scope.fromDay, scope.toDay).reverse()) {
    days.set(day, { followers: Math.max(0, followers) });
    const net = netByDay.get(day) ?? 0;
    gained += net;
    followers -= net;
  }
  return {
    days,
    apply: (stats) => {
      stats.totals.followersGained = gained;
    },
  };
}

/**
 * Promotion impressions, clicks and spend per day (promotions' service, decision 0031). Spend in
 * several currencies is never added together: it shows as 0 with no currency.
 */
async function promotionSection(db: Kysely<Database>, scope: StatsScope): Promise<Section> {
  const rows = await promotionDailyStats(db, {
    campaignIds: scope.campaigns.map((c) => c.id),
    from: scope.fromDay,
    to: scope.toDay,
  });
  const currencies = new Set(rows.filter((r) => r.spend > 0).map((r) => r.currency));
  const currency = currencies.size === 1 ? [...currencies][0]! : null;
  const days = new Map<string, { impressions: number; clicks: number; spend: number }>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { impressions: 0, clicks: 0, spend: 0 };
    day.impressions += row.impressions;
    day.clicks += row.clicks;
    if (currency !== null) day.spend += row.spend;
    days.set(row.day, day);
  }
  return {
    days,
    apply: (stats) => {
      stats.promotionCurrency = currency;
    },
  };
}

function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(day) + count * DAY_MS));
}

/** Every UTC day from `from` to `to`, inclusive. */
export function dayRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) days.push(utcDay(new Date(at)));
  return days;
}
