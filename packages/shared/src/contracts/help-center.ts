import { z } from 'zod';
import { ADMIN_REASON_MAX } from '../constants/admin.js';

/**
 * The help centre (docs/decisions/0036-help-centre-content.md): categories and articles stored on
 * the server, Markdown written by admins and rendered to sanitised HTML there. An article's id is
 * its URL segment (`/help-center/{id}`) and never changes once chosen.
 */
export const HELP_ARTICLE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HELP_ARTICLE_ID_MAX = 80;
export const HELP_TITLE_MAX = 140;
export const HELP_SUMMARY_MAX = 300;
/** Plenty for a help article; keeps rendering and the search document small. */
export const HELP_SOURCE_MAX = 40_000;
export const HELP_SEARCH_QUERY_MAX = 200;

export const helpArticleIdSchema = z
  .string()
  .trim()
  .min(3, 'The address needs at least 3 characters.')
  .max(HELP_ARTICLE_ID_MAX, `The address can be at most ${HELP_ARTICLE_ID_MAX} characters.`)
  .regex(HELP_ARTICLE_ID_PATTERN, 'Use lower-case letters, digits and single hyphens for the address (like reset-your-password).')
  // The editor's address for a new article is /admin/help-articles/new.
  .refine((id) => id !== 'new', 'This address is reserved; choose another.');

export const helpCategorySchema = z.object({ id: z.string(), title: z.string(), description: z.string() });
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpArticleSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

/** GET /api/help-center: every category with its published articles, in reading order. */
export const helpCentreSchema = z.object({
  categories: z.array(helpCategorySchema.extend({ articles: z.array(helpArticleSummarySchema) })),
});
export type HelpCentre = z.infer<typeof helpCentreSchema>;

export const helpVoteTallySchema = z.object({
  helpful: z.number().int().nonnegative(),
  notHelpful: z.number().int().nonnegative(),
  /** This visitor's vote (signed in: their account; signed out: their browser), or null. */
  yourVote: z.enum(['helpful', 'not-helpful']).nullable(),
});
export type HelpVoteTally = z.infer<typeof helpVoteTallySchema>;

/** GET /api/help-center/articles/:id: a published article, its related articles and the votes. */
export const helpArticlePageSchema = z.object({
  article: helpArticleSummarySchema.extend({
    categoryTitle: z.string(),
    bodyHtml: z.string(),
    updatedAt: z.string(),
  }),
  related: z.array(helpArticleSummarySchema),
  votes: helpVoteTallySchema,
});
export type HelpArticlePage = z.infer<typeof helpArticlePageSchema>;

export const helpSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a word to search for.').max(HELP_SEARCH_QUERY_MAX, 'The search is too long.'),
});

/** GET /api/help-center/search?q=: published articles, best match first. */
export const helpSearchResultsSchema = z.object({
  query: z.string(),
  /** Set when the words as typed found nothing and their correction did: `results` are the correction's. */
  correctedQuery: z.string().nullable(),
  results: z.array(helpArticleSummarySchema.extend({ categoryTitle: z.string() })),
});
export type HelpSearchResults = z.infer<typeof helpSearchResultsSchema>;

/** Body of POST /api/help-center/articles/:id/votes. */
export const helpVoteSchema = z.object({ helpful: z.boolean({ message: 'Say whether the article helped.' }) }).strict();
export type HelpVoteInput = z.infer<typeof helpVoteSchema>;

const draftFields = {
  categoryId: z.string().trim().min(1, 'Choose a category.').max(80, 'Choose a category.'),
  title: z
    .string()
    .trim()
    .min(3, 'The title needs at least 3 characters.')
    .max(HELP_TITLE_MAX, `The title can be at most ${HELP_TITLE_MAX} characters.`),
  summary: z
    .string()
    .trim()
    .min(10, 'The summary needs at least 10 characters.')
    .max(HELP_SUMMARY_MAX, `The summary can be at most ${HELP_SUMMARY_MAX} characters.`),
  source: z
    .string()
    .min(1, 'Write the article.')
    .max(HELP_SOURCE_MAX, `The article can be at most ${HELP_SOURCE_MAX} characters.`)
    .refine((text) => text.trim().length > 0, 'Write the article.'),
};

/**
 * Why the admin makes the change: every admin action is audited with its reason (
 * docs/product-rules.md#help-centre). The same rule and limit as the portal's actions.
 */
export const HELP_REASON_MESSAGE = 'Give a reason: it is written to the audit log.';
const reason = z
  .string({ message: HELP_REASON_MESSAGE })
  .trim()
  .min(1, HELP_REASON_MESSAGE)
  .max(ADMIN_REASON_MAX, `The reason can be at most ${ADMIN_REASON_MAX} characters.`);

/** Body of POST /api/admin/help-articles: a new article, saved as a draft. */
export const helpArticleCreateSchema = z.object({ id: helpArticleIdSchema, ...draftFields, reason }).strict();
export type HelpArticleCreateInput = z.infer<typeof helpArticleCreateSchema>;

/** Body of PUT /api/admin/help-articles/:id: the draft as the editor holds it (the id stays). */
export const helpArticleDraftSchema = z.object({ ...draftFields, reason }).strict();
export type HelpArticleDraftInput = z.infer<typeof helpArticleDraftSchema>;

/** Body of POST /api/admin/help-articles/:id/publish and /unpublish, and of DELETE /api/admin/help-articles/:id. */
export const helpArticleActionSchema = z.object({ reason }).strict();
export type HelpArticleActionInput = z.infer<typeof helpArticleActionSchema>;

/** Body of POST /api/admin/help-articles/preview. */
export const helpPreviewSchema = z.object({ source: draftFields.source }).strict();
export const helpPreviewResultSchema = z.object({ html: z.string() });
export type HelpPreviewResult = z.infer<typeof helpPreviewResultSchema>;

export const HELP_ARTICLE_STATES = ['draft', 'published', 'changed'] as const;

/** An article as the editor sees it: the draft, and what visitors see (null: not published). */
export const helpAdminArticleSchema = z.object({
  id: z.string(),
  /** draft: never published or unpublished; published: visitors see the draft; changed: the draft has unpublished edits. */
  state: z.enum(HELP_ARTICLE_STATES),
  draft: z.object({ categoryId: z.string(), title: z.string(), summary: z.string(), source: z.string() }),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type HelpAdminArticle = z.infer<typeof helpAdminArticleSchema>;

export const helpAdminArticleListSchema = z.object({
  articles: z.array(
    helpAdminArticleSchema.pick({ id: true, state: true, publishedAt: true, updatedAt: true }).extend({
      title: z.string(),
      categoryId: z.string(),
    }),
  ),
  categories: z.array(helpCategorySchema),
});
export type HelpAdminArticleList = z.infer<typeof helpAdminArticleListSchema>;
