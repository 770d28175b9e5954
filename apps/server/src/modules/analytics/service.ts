import type { PageView } from '@crowdspark/shared/contracts/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countCampaignView } from '../campaigns/service.js';
import { insertPageView, listPageViewsOf, unlinkPageViewsOf } from './repository.js';

const MAX_USER_AGENT_LENGTH = 512;

export interface PageViewContext {
  userAgent: string | undefined;
  userId: string | null;
}

/**
 * Stores a first-party page view. Query strings and fragments are dropped from the path and the
 * referrer: they can carry tokens (a password-reset link) and would split one page's stats into
 * many rows.
 */
export async function recordPageView(db: Kysely<Database>, view: PageView, context: PageViewContext): Promise<void> {
  const path = withoutQueryOrFragment(view.path);
  await countCampaignView(db, path, view.sessionId);
  await insertPageView(db, {
    path,
    title: view.title,
    referrer: view.referrer ? withoutQueryOrFragment(view.referrer) || null : null,
    sessionId: view.sessionId,
    userId: context.userId,
    userAgent: context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
  });
}

export function withoutQueryOrFragment(pathOrUrl: string): string {
  return pathOrUrl.split(/[?#]/, 1)[0] ?? '';
}

/** The pages the account viewed while signed in, as its data export lists them. */
export async function pageViewsForExport(db: Kysely<Database>, userId: string) {
  return listPageViewsOf(db, userId);
}

/** Hook before account deletion: the account's page views stay in the stats, without their author. */
export async function forgetPageViewAuthor(trx: Kysely<Database>, userId: string): Promise<void> {
  await unlinkPageViewsOf(trx, userId);
}
