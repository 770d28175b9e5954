import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Listen, Listening } from '../../db/notifications.js';
import { SharedAnswers } from '../../http/shared-answers.js';
import type { SharedAnswer } from '../../http/shared-answers.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';

/** The channel migration 0041's triggers speak on: a campaign's id, or `*` for all of them. */
export const CAMPAIGN_CHANGED_CHANNEL = 'campaign_changed';
/** While change notices arrive, a kept page is dropped by them; this only bounds a missed one. */
const DETAIL_TTL_LISTENING_MS = 30_000;
/** Without notices (none configured, or the connection is being restored), figures are at most this old. */
const DETAIL_TTL_UNLISTENED_MS = 1_000;
/** Lists change with every pledge to any campaign on them: kept briefly, never invalidated. */
export const LIST_TTL_MS = 1_000;

/**
 * The public campaign page and the public listings, computed once and shared by every visitor
 * without a session (decision 0058). A signed-in reader's answer carries their role and is never
 * shared. A campaign's kept page is dropped when its change notice arrives (migration 0041), which
 * PostgreSQL sends to every server when the change commits.
 */
export class PublicCampaignReads {
  private readonly answers = new SharedAnswers();
  private listening: Listening | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly app: FastifyInstance,
    readonly enabled: boolean,
  ) {}

  /** True when nothing in the request can make its answer differ from any other visitor's. */
  isShareable(request: FastifyRequest): boolean {
    return this.enabled && sessionTokenFrom(request.headers.cookie, this.app.secureCookies) === null;
  }

  detail(campaignId: string, produce: () => Promise<string>): Promise<SharedAnswer> {
    const ttl = this.listening ? DETAIL_TTL_LISTENING_MS : DETAIL_TTL_UNLISTENED_MS;
    return this.answers.get(`detail:${campaignId}`, ttl, produce);
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
  }

  /** Listens for change notices until `stop`; a lost connection forgets everything kept and listens again. */
  async start(listen: Listen, delayMs = 500): Promise<void> {
    if (this.stopped) return;
    try {
      this.listening = await listen(CAMPAIGN_CHANGED_CHANNEL, {
        onNotify: (payload) => this.changed(payload),
        onLost: (error) => {
          this.listening = null;
          this.answers.clear();
          this.app.log.warn({ err: error }, 'campaign reads: lost the change notices; listening again');
          this.retry = setTimeout(() => void this.start(listen), 1000);
        },
      });
      // Whatever changed before the notices started is not kept either.
      this.answers.clear();
    } catch (error) {
      const next = Math.min(delayMs * 2, 30_000);
      this.app.log.warn({ err: error }, `campaign reads: cannot listen for changes; trying again in ${next} ms`);
      this.retry = setTimeout(() => void this.start(listen, next), next);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.listening?.close().catch(() => undefined);
    this.listening = null;
  }
}
