import type {
  HelpAdminArticle,
  HelpAdminArticleList,
  HelpArticleCreateInput,
  HelpArticleDraftInput,
  HelpArticlePage,
  HelpCentre,
  HelpPreviewResult,
  HelpSearchResults,
  HelpVoteTally,
} from '@crowdspark/shared/contracts/help-center';
import { isAdminRole } from '@crowdspark/shared/constants/roles';
import { searchWords } from '@crowdspark/shared/constants/search-text';
import type { Kysely, Transaction } from 'kysely';
import { renderStory } from '../../content/rich-text.js';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { writeAuditEntry } from '../../audit/audit-log.js';
import { correctWords } from '../../text/typo-correction.js';
import type { CorrectionVocabulary } from '../../text/typo-correction.js';
import { recordEvent } from '../events/service.js';
import type { AdminArticleRow, DraftValues, VoteTallyRow } from './repository.js';
import {
  categoryExists,
  deleteArticle,
  findArticleForAdmin,
  findPublishedArticle,
  forgetVotesOf,
  insertDraft,
  listAllArticles,
  listCategories,
  listPublishedSummaries,
  publishedCorrectionCandidates,
  publishedWordsMatching,
  publishDraft,
  relatedPublished,
  searchPublished,
  unpublish,
  updateDraft,
  upsertVote,
  voteTally,
} from './repository.js';
import { anyTermQuery, prefixQuery } from './search-terms.js';

const SEARCH_RESULTS_MAX = 20;
const RELATED_MAX = 3;

const notFound = () => new AppError('NOT_FOUND', 'There is no help article at this address.');

/** The help centre's front page: categories in order, each with its published articles. */
export async function helpCentre(db: Kysely<Database>): Promise<HelpCentre> {
  const [categories, articles] = await Promise.all([listCategories(db), listPublishedSummaries(db)]);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      title: category.title,
      description: category.description,
      articles: articles.filter((article) => article.categoryId === category.id),
    })),
  };
}

function tally(row: VoteTallyRow): HelpVoteTally {
  return {
    helpful: row.helpful,
    notHelpful: row.notHelpful,
    yourVote: row.yourVote === null ? null : row.yourVote ? 'helpful' : 'not-helpful',
  };
}

/** A published article for visitors (404 for a draft, an unpublished or an unknown id). */
export async function helpArticlePage(db: Kysely<Database>, id: string, visitorKey: string | null): Promise<HelpArticlePage> {
  const article = await findPublishedArticle(db, id);
  if (!article) throw notFound();
  const [related, votes] = await Promise.all([
    relatedPublished(db, article, anyTermQuery(`${article.title} ${article.summary}`), RELATED_MAX),
    voteTally(db, id, visitorKey),
  ]);
  return {
    article: {
      id: article.id,
      categoryId: article.categoryId,
      categoryTitle: article.categoryTitle,
      title: article.title,
      summary: article.summary,
      bodyHtml: article.bodyHtml,
      updatedAt: article.publishedAt.toISOString(),
    },
    related,
    votes: tally(votes),
  };
}

/** Link-preview text for the server's page resolver: null unless the article is published. */
export async function helpArticleMeta(db: Kysely<Database>, id: string): Promise<{ title: string; description: string } | null> {
  const article = await findPublishedArticle(db, id);
  return article ? { title: article.title, description: article.summary } : null;
}

/**
 * Full-text search over published articles (title, then summary, then body), best first. When the
 * words as typed find nothing, each word no published article holds is corrected on its own, as
 * campaign search does (the shared `text/typo-correction.ts`): "shiping" finds the shipping articles,
 * and `correctedQuery` says what was searched instead.
 */
export async function searchHelp(db: Kysely<Database>, query: string): Promise<HelpSearchResults> {
  const words = searchWords(query);
  if (!words.length) return { query, correctedQuery: null, results: [] };
  const results = await searchPublished(db, prefixQuery(words), SEARCH_RESULTS_MAX);
  if (results.length) return { query, correctedQuery: null, results };
  const correction = await correctWords(helpVocabulary(db), words);
  const corrected = correction ? await searchPublished(db, prefixQuery(correction), SEARCH_RESULTS_MAX) : [];
  return corrected.length && correction
    ? { query, correctedQuery: correction.join(' '), results: corrected }
    : { query, correctedQuery: null, results };
}

/** The words of published articles, for the shared typo correction (a draft's words are never offered). */
function helpVocabulary(db: Kysely<Database>): CorrectionVocabulary {
  return {
    known: (words) => publishedWordsMatching(db, words),
    knownAmong: (word, oneEditAway) => publishedCorrectionCandidates(db, word, { oneEditAway }),
    similar: (word) => publishedCorrectionCandidates(db, word, { similarTake: 10 }),
  };
}

/**
 * "Was this helpful": one vote per article and visitor (docs/product-rules.md#help-centre);
 * voting again replaces the earlier answer. Only published articles take votes.
 */
export async function voteOnArticle(
  db: Kysely<Database>,
  id: string,
  visitorKey: string,
  helpful: boolean,
): Promise<HelpVoteTally> {
  if (!(await findPublishedArticle(db, id))) throw notFound();
  await upsertVote(db, id, visitorKey, helpful);
  return tally(await voteTally(db, id, visitorKey));
}

/** Account deletion hook: the person's votes still count, under a key that names nobody. */
export async function forgetHelpVotesOf(trx: Transaction<Database>, userId: string): Promise<void> {
  await forgetVotesOf(trx, userVisitorKey(userId), `deleted:${crypto.randomUUID()}`);
}

export function userVisitorKey(userId: string): string {
  return `user:${userId}`;
}

// ---------------------------------------------------------------------------------------------
// Admin: the editor. Every change is audited (actor, target, before and after, the reason) in its transaction.

export interface HelpActor {
  id: string;
  role: string;
}

function assertAdmin(actor: HelpActor): void {
  // The route's guard already asked for admin; the rule lives here too so no caller can skip it.
  if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'Only admins can edit the help centre.');
}

function stateOf(row: AdminArticleRow): HelpAdminArticle['state'] {
  if (!row.publishedAt) return 'draft';
  const same =
    row.categoryId === row.draftCategoryId &&
    row.title === row.draftTitle &&
    row.summary === row.draftSummary &&
    row.bodySource === row.draftSource;
  return same ? 'published' : 'changed';
}

function toAdminArticle(row: AdminArticleRow): HelpAdminArticle {
  return {
    id: row.id,
    state: stateOf(row),
    draft: { categoryId: row.draftCategoryId, title: row.draftTitle, summary: row.draftSummary, source: row.draftSource },
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an article: its draft and whether visitors see it. */
function auditSnapshot(row: AdminArticleRow | undefined): JsonObject | null {
  if (!row) return null;
  return {
    state: stateOf(row),
    categoryId: row.draftCategoryId,
    title: row.draftTitle,
    summary: row.draftSummary,
    source: row.draftSource,
  };
}

/**
 * The audit entry of an editor action (decision 0035's shape, decision 0036): who, which
 * article, its draft and state before and after, and the reason the admin gave (required).
 */
async function audit(
  trx: Kysely<Database>,
  actor: HelpActor,
  action: string,
  id: string,
  before: AdminArticleRow | undefined | null,
  after: AdminArticleRow | undefined | null,
  reason: string,
): Promise<void> {
  await writeAuditEntry(trx, {
    actorId: actor.id,
    action,
    targetType: 'help_article',
    targetId: id,
    before: auditSnapshot(before ?? undefined),
    after: auditSnapshot(after ?? undefined),
    reason,
  });
}

/**
 * Markdown to the story allow-list's HTML (content/rich-text.ts): the same renderer and sanitiser
 * as campaign stories, so nothing executable can reach a help page. Its refusals name the article.
 */
function renderArticle(source: string, publicUrl: string): string {
  try {
    return renderStory(source, publicUrl);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      const message = error.message.replace(/^The story cannot be shown/, 'The article cannot be shown');
      throw new AppError('VALIDATION_FAILED', message, { source: message });
    }
    throw error;
  }
}

async function assertCategory(db: Kysely<Database>, categoryId: string): Promise<void> {
  if (!(await categoryExists(db, categoryId)))
    throw new AppError('VALIDATION_FAILED', 'Choose one of the help centre’s categories.', {
      categoryId: 'Choose one of the help centre’s categories.',
    });
}

export async function listArticlesForAdmin(db: Kysely<Database>, actor: HelpActor): Promise<HelpAdminArticleList> {
  assertAdmin(actor);
  const [rows, categories] = await Promise.all([listAllArticles(db), listCategories(db)]);
  return {
    articles: rows.map((row) => ({
      id: row.id,
      title: row.draftTitle,
      categoryId: row.draftCategoryId,
      state: stateOf(row),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    categories: categories.map(({ id, title, description }) => ({ id, title, description })),
  };
}

export async function articleForAdmin(db: Kysely<Database>, actor: HelpActor, id: string): Promise<HelpAdminArticle> {
  assertAdmin(actor);
  const row = await findArticleForAdmin(db, id);
  if (!row) throw notFound();
  return toAdminArticle(row);
}

/** A preview exactly as visitors will see the body: rendered and sanitised on the server. */
export function previewArticle(actor: HelpActor, source: string, publicUrl: string): HelpPreviewResult {
  assertAdmin(actor);
  return { html: renderArticle(source, publicUrl) };
}

function draftValues(input: HelpArticleDraftInput): DraftValues {
  return { categoryId: input.categoryId, title: input.title, summary: input.summary, source: input.source };
}

/** A new article as a draft; its id is its address for good (docs/product-rules.md#help-centre). */
export async function createArticle(
  db: Kysely<Database>,
  actor: HelpActor,
  input: HelpArticleCreateInput,
  publicUrl: string,
): Promise<HelpAdminArticle> {
  assertAdmin(actor);
  await assertCategory(db, input.categoryId);
  renderArticle(input.source, publicUrl); // refuses what could never be published, at once
  return db.transaction().execute(async (trx) => {
    if (!(await insertDraft(trx, input.id, draftValues(input), actor.id)))
      throw new AppError('CONFLICT', 'An article already has this address; choose another.', {
        id: 'An article already has this address; choose another.',
      });
    const row = await findArticleForAdmin(trx, input.id);
    if (!row) throw notFound();
    await audit(trx, actor, 'help_article.create', row.id, null, row, input.reason);
    return toAdminArticle(row);
  });
}

/** Saves the editor's draft; visitors keep reading the published copy until the next publish. */
export async function saveDraft(
  db: Kysely<Database>,
  actor: HelpActor,
  id: string,
  input: HelpArticleDraftInput,
  publicUrl: string,
): Promise<HelpAdminArticle> {
  assertAdmin(actor);
  await assertCategory(db, input.categoryId);
  renderArticle(input.source, publicUrl);
  return db.transaction().execute(async (trx) => {
    const before = await findArticleForAdmin(trx, id, true);
    if (!before) throw notFound();
    await updateDraft(trx, id, draftValues(input), actor.id);
    const after = await findArticleForAdmin(trx, id);
    if (!after) throw notFound();
    await audit(trx, actor, 'help_article.update', id, before, after, input.reason);
    return toAdminArticle(after);
  });
}

/** The draft becomes what visitors read, rendered once here. */
export async function publishArticle(
  db: Kysely<Database>,
  actor: HelpActor,
  id: string,
  reason: string,
  publicUrl: string,
): Promise<HelpAdminArticle> {
  assertAdmin(actor);
  return db.transaction().execute(async (trx) => {
    const before = await findArticleForAdmin(trx, id, true);
    if (!before) throw notFound();
    await publishDraft(trx, before, renderArticle(before.draftSource, publicUrl), actor.id);
    const after = await findArticleForAdmin(trx, id);
    if (!after) throw notFound();
    await audit(trx, actor, 'help_article.publish', id, before, after, reason);
    await recordEvent(trx, { type: 'help_article.published', payload: { articleId: id, actorId: actor.id } });
    return toAdminArticle(after);
  });
}

/** Visitors stop seeing the article (404); the draft stays for the editor. */
export async function unpublishArticle(
  db: Kysely<Database>,
  actor: HelpActor,
  id: string,
  reason: string,
): Promise<HelpAdminArticle> {
  assertAdmin(actor);
  return db.transaction().execute(async (trx) => {
    const before = await findArticleForAdmin(trx, id, true);
    if (!before) throw notFound();
    if (!before.publishedAt) throw new AppError('CONFLICT', 'This article is not published.');
    await unpublish(trx, id, actor.id);
    const after = await findArticleForAdmin(trx, id);
    if (!after) throw notFound();
    await audit(trx, actor, 'help_article.unpublish', id, before, after, reason);
    await recordEvent(trx, { type: 'help_article.unpublished', payload: { articleId: id, actorId: actor.id } });
    return toAdminArticle(after);
  });
}

/** Gone for good, votes with it; the audit entry keeps its last draft. */
export async function deleteHelpArticle(db: Kysely<Database>, actor: HelpActor, id: string, reason: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction().execute(async (trx) => {
    const before = await findArticleForAdmin(trx, id, true);
    if (!before) throw notFound();
    await deleteArticle(trx, id);
    await audit(trx, actor, 'help_article.delete', id, before, undefined, reason);
  });
}
