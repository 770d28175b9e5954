import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PageResolver } from '../../../plugins/static-web.js';
import { CAMPAIGN_ID_PATTERN } from '../ids.js';
import { campaignPageMeta, injectPageMeta } from './open-graph.js';
import { findCampaignCard } from '../repository.js';

export interface CampaignPageDeps {
  db: Kysely<Database>;
  publicUrl: string;
  secureCookies: boolean;
}

/**
 * `/campaigns/:campaignId` as the server answers it: a public campaign gets 200 with its own
 * link-preview tags; an id that names no campaign gets 404 (the app shows its not-found page).
 * Drafts and suspended campaigns are visible only to their owner and admins, so they are 404 for
 * everyone else too, and 200 when the request's session belongs to one of them.
 */
export function campaignPageResolver({ db, publicUrl }: CampaignPageDeps): PageResolver {
  return {
    pattern: '/campaigns/:campaignId',
    async resolve({ campaignId = '' }, request) {
      if (!CAMPAIGN_ID_PATTERN.test(campaignId)) return { status: 404 };
      const meta = await campaignPageMeta(db, `/campaigns/${campaignId}`, publicUrl);
      if (meta) return { status: 200, rewrite: (html) => injectPageMeta(html, meta) };
      const row = await findCampaignCard(db, campaignId);
      if (!row) return { status: 404 };
      if (row.status !== 'draft' && row.status !== 'suspended') return { status: 200 };
      const viewerId = await request.optionalUserId();
      if (!viewerId) return { status: 404 };
      if (viewerId === row.ownerId) return { status: 200 };
      const viewer = await db.selectFrom('users').select('role').where('id', '=', viewerId).executeTakeFirst();
      return { status: isAdminRole(viewer?.role) ? 200 : 404 };
    },
  };
}
