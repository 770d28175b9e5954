import type { PageView } from '@crowdspark/shared/contracts/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countCampaignView } from '../campaigns/service.js';
import { insertPageView } from './repository.js';

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
