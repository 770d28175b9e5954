import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PageResolver } from '../../plugins/static-web.js';
import { updatePreview } from './updates.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DESCRIPTION_MAX = 200;

/**
 * `/campaigns/:campaignId/updates/:updateId` as the server answers it: 404 unless the campaign is
 * public and has this update; otherwise 200 with the update's own link-preview tags (the
 * campaign's cover as the image). A backers-only update's preview names it without a word of its
 * body (docs/product-rules.md#campaign-updates): link previews are read by anyone.
 */
export interface UpdatePageDeps {
  db: Kysely<Database>;
  publicUrl: string;
  /**
   * The campaign page's link-preview tags (null: not a public campaign) and how they go into
   * index.html: app.ts hands in campaigns' open-graph functions, so this module imports no
   * campaigns file but its service (decision 0017).
   */
  campaignMeta: (campaignId: string) => Promise<PageMeta | null>;
  injectMeta: (indexHtml: string, meta: PageMeta) => string;
}

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string;
}

export function updatePageResolver({ db, publicUrl, campaignMeta, injectMeta }: UpdatePageDeps): PageResolver {
  return {
    pattern: '/campaigns/:campaignId/updates/:updateId',
    async resolve({ campaignId = '', updateId = '' }) {
      if (!ID.test(campaignId) || !ID.test(updateId)) return { status: 404 };
      const campaign = await campaignMeta(campaignId);
      if (!campaign) return { status: 404 };
      const update = await updatePreview(db, campaignId, updateId);
      if (!update) return { status: 404 };
      const text = update.text ?? 'An update for the campaign’s backers.';
      const meta = {
        // The campaign's title already ends with the site's name.
        title: `${update.title} | ${campaign.title}`,
        description: text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text,
        url: `${publicUrl}/campaigns/${campaignId}/updates/${updateId}`,
        image: campaign.image,
      };
      return { status: 200, rewrite: (html) => injectMeta(html, meta) };
    },
  };
}
