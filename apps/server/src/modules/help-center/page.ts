import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PageResolver } from '../../plugins/static-web.js';
import { helpArticleMeta } from './service.js';

const ARTICLE_ID = /^[a-z0-9-]{1,100}$/;
const DESCRIPTION_MAX = 200;

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string;
}

export interface HelpArticlePageDeps {
  db: Kysely<Database>;
  publicUrl: string;
  /**
   * How link-preview tags go into index.html, and the site's default preview image: app.ts hands
   * in campaigns' open-graph function, so this module imports no campaigns file (decision 0017).
   */
  injectMeta: (indexHtml: string, meta: PageMeta) => string;
  imagePath: string;
}

/**
 * `/help-center/:articleId` as the server answers it: a published article gets 200 with its own
 * title, description and Open Graph tags (link previews run no script); a draft, an unpublished
 * or an unknown id gets 404 (the app shows its not-found page).
 */
export function helpArticlePageResolver({ db, publicUrl, injectMeta, imagePath }: HelpArticlePageDeps): PageResolver {
  return {
    pattern: '/help-center/:articleId',
    async resolve({ articleId = '' }) {
      if (!ARTICLE_ID.test(articleId)) return { status: 404 };
      const article = await helpArticleMeta(db, articleId);
      if (!article) return { status: 404 };
      const description =
        article.description.length > DESCRIPTION_MAX
          ? `${article.description.slice(0, DESCRIPTION_MAX - 1)}…`
          : article.description;
      const meta = {
        title: `${article.title} | Help centre | Crowdspark`,
        description,
        url: `${publicUrl}/help-center/${articleId}`,
        image: `${publicUrl}${imagePath}`,
      };
      return { status: 200, rewrite: (html) => injectMeta(html, meta) };
    },
  };
}
