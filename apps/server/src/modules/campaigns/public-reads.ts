import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keepListening } from '../../db/notifications.js';
import type { KeptListening, Listen } from '../../db/notifications.js';
import { SharedAnswers } from '../../http/shared-answers.js';
import type { SharedAnswer } from '../../http/shared-answers.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';

/** The channel migration 0041's triggers speak on: a campaign's id, or `*` for all of them. */
export const CAMPAIGN_CHANGED_CHANNEL = 'campaign_changed';
/** While change notices arrive, a kept page is dropped by them; this only bounds a missed one. */
const DETAIL_TTL_LISTENING_MS = 30_000;
/** Without notices (none configured, or the connection is being restored), figures are at most this old. */
const DETAIL_TTL_UNLISTENED_MS = 1_000;
/** After a change to every campaign, pages are read from the primary this long: longer than a healthy replica's lag. */
const PRIMARY_AFTER_ALL_CHANGED_MS = 5_000;
/** Changed campaigns remembered one by one; beyond this, as if every campaign changed. */
const MAX_CHANGED_REMEMBERED = 10_000;
/** Lists change with every pledge to any campaign on them: kept briefly, never invalidated. */
const LIST_TTL_MS = 1_000;

/**
 * The public campaign page and the public listings, computed once and shared by every visitor
 * without a session (decision 0058). A signed-in reader's answer carries their role and is never
 * shared. A campaign's kept page is dropped when its change notice arrives (migration 0041), which
 * PostgreSQL sends to every server when the change commits.
 */
export class PublicCampaignReads {
  private readonly answers = new SharedAnswers();
  private listening: KeptListening | null = null;
  /**
   * Campaigns whose next page is read from the primary: a change notice leaves the primary at commit,
   * maybe before a read replica has replayed the change, and a page refilled from a replica then
   * would be kept stale until the next notice (decision 0060).
   */
  private readonly changedSinceKept = new Set<string>();
  /** When every campaign changed at once (`*`, or notices (re)started): pages are read from the primary for a while. */
  private allChangedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly app: FastifyInstance,
    readonly enabled: boolean,
  ) {}

  /** True when nothing in the request can make its answer differ from any other visitor's. */
  isShareable(request: FastifyRequest): boolean {
    return this.enabled && sessionTokenFrom(request.headers.cookie, this.app.secureCookies) === null;
  }

  /** `produce(fromPrimary)`: true when the page must be read from the primary, not a read replica. */
  detail(campaignId: string, produce: (fromPrimary: boolean) => Promise<string>): Promise<SharedAnswer> {
    const ttl = this.listening?.active ? DETAIL_TTL_LISTENING_MS : DETAIL_TTL_UNLISTENED_MS;
    return this.answers.get(`detail:${campaignId}`, ttl, () => {
      const fromPrimary =
        this.changedSinceKept.delete(campaignId) || Date.now() - this.allChangedAt < PRIMARY_AFTER_ALL_CHANGED_MS;
      return produce(fromPrimary);
    });
  }

  list(query: string, produce: () => Promise<string>): Promise<SharedAnswer> {
    return this.answers.get(`list:${query}`, LIST_TTL_MS, produce);
  }

  forgetLists(): void {
    this.answers.dropStartingWith('list:');
  }

  changed(payload: string): void {
    if (payload === '*') this.answers.dropStartingWith('detail:');
    else this.answers.drop(`detail:${payload}`);
    if (payload === '*' || this.changedSinceKept.size >= MAX_CHANGED_REMEMBERED) this.everythingChanged();
    else this.changedSinceKept.add(payload);
  }

  private everythingChanged(): void {
    this.changedSinceKept.clear();
    this.allChangedAt = Date.now();
  }

  /** Listens for change notices until `stop`; while none arrive (a lost connection), nothing kept is trusted. */
  async start(listen: Listen): Promise<void> {
    this.listening = keepListening(
      listen,
      CAMPAIGN_CHANGED_CHANNEL,
      {
        onNotify: (payload) => this.changed(payload),
        onLost: () => this.answers.clear(),
        // Whatever changed before the notices (re)started is not kept either.
        onListening: () => {
          this.answers.clear();
          this.everythingChanged();
        },
      },
      this.app.log,
    );
    await this.listening.started;
  }

  async stop(): Promise<void> {
    await this.listening?.stop();
  }
}
