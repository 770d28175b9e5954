import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, HelpArticlesTable, HelpCategoriesTable } from '../../db/schema.js';

/** The only writer of help_categories, help_articles and help_article_votes (migration 0029). */

export interface PublishedSummaryRow {
  id: string;
  categoryId: string;
  title: string;
  summary: string;
}

export async function listCategories(db: Kysely<Database>): Promise<Selectable<HelpCategoriesTable>[]> {
  return db.selectFrom('helpCategories').selectAll().orderBy('position').orderBy('id').execute();
}

export async function categoryExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('helpCategories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

const published = (db: Kysely<Database>) =>
  db
    .selectFrom('helpArticles')
    .where('helpArticles.publishedAt', 'is not', null)
    .select(['helpArticles.id', 'helpArticles.categoryId', 'helpArticles.title', 'helpArticles.summary']);

const publishedWithCategoryTitle = (db: Kysely<Database>) =>
  published(db)
    .innerJoin('helpCategories', 'helpCategories.id', 'helpArticles.categoryId')
    .select('helpCategories.title as categoryTitle');

/** Every published article, in reading order within its category. */
export async function listPublishedSummaries(db: Kysely<Database>): Promise<PublishedSummaryRow[]> {
  const rows = await published(db).orderBy('position').orderBy('id').execute();
  return rows as PublishedSummaryRow[];
}

export interface PublishedArticleRow extends PublishedSummaryRow {
  categoryTitle: string;
  bodyHtml: string;
  publishedAt: Date;
}

export async function findPublishedArticle(db: Kysely<Database>, id: string): Promise<PublishedArticleRow | undefined> {
  const row = await publishedWithCategoryTitle(db)
    .select(['helpArticles.bodyHtml', 'helpArticles.publishedAt'])
    .where('helpArticles.id', '=', id)
    .executeTakeFirst();
  return row as PublishedArticleRow | undefined;
}

/**
 * Published articles matching a to_tsquery expression (built by service.ts from the visitor's
 * words, prefix-matched), best first: ts_rank_cd weighs title (A) over summary (B) over body (C).
 */
export async function searchPublished(
  db: Kysely<Database>,
  tsquery: string,
  limit: number,
): Promise<(PublishedSummaryRow & { categoryTitle: string })[]> {
  const rows = await publishedWithCategoryTitle(db)
    .where(sql<boolean>`help_articles.search_document @@ to_tsquery('english', search_normalise(${tsquery}))`)
    .orderBy(sql`ts_rank_cd(help_articles.search_document, to_tsquery('english', search_normalise(${tsquery})))`, 'desc')
    .orderBy('helpArticles.position')
    .orderBy('helpArticles.id')
    .limit(limit)
    .execute();
  return rows as (PublishedSummaryRow & { categoryTitle: string })[];
}

/**
 * Of these normalised words, the ones that need no correction: each, prefix-matched as search
 * matches it, finds a published article on its own, or is a stop word (which search ignores).
 */
export async function publishedWordsMatching(db: Kysely<Database>, words: readonly string[]): Promise<Set<string>> {
  if (!words.length) return new Set();
  const { rows } = await sql<{ word: string }>`select w.word from unnest(${[...words]}::text[]) as w(word)
    where numnode(plainto_tsquery('english', w.word)) = 0
      or exists (select 1 from help_articles a where a.published_at is not null
        and a.search_document @@ to_tsquery('english', search_normalise(w.word) || ':*'))`.execute(db);
  return new Set(rows.map((row) => row.word));
}

/**
 * Candidates for correcting `word` among the words of published articles (title, summary, body; 3
 * to 32 characters, not numbers, normalised like the search document), most similar first: those
 * among `oneEditAway`, or up to `similarTake` sharing enough trigrams with it (pg_trgm's `%`).
 * Collected from the published copies on each call: a help centre holds tens of articles, not
 * millions, and this runs only when a search found nothing.
 */
export async function publishedCorrectionCandidates(
  db: Kysely<Database>,
  word: string,
  among: { oneEditAway: readonly string[] } | { similarTake: number },
): Promise<string[]> {
  const matching =
    'oneEditAway' in among
      ? sql`select word from vocabulary where word = any(${[...among.oneEditAway]}::text[])`
      : sql`select word from vocabulary where word % search_normalise(${word})
          order by similarity(word, search_normalise(${word})) desc, word limit ${among.similarTake}`;
  const { rows } = await sql<{ word: string }>`with vocabulary as (
      select distinct w as word
      from help_articles a,
        regexp_split_to_table(search_normalise(a.title || ' ' || a.summary || ' ' || a.body_source), '[^[:alnum:]]+') as w
      where a.published_at is not null and length(w) between 3 and 32 and w !~ '^[0-9]+$'
    )
    select word from (${matching}) candidates
    order by similarity(word, search_normalise(${word})) desc, word`.execute(db);
  return rows.map((row) => row.word);
}

/**
 * Other published articles, closest first: the same category counts most, then how strongly they
 * match `termsQuery` (the article's own title and summary words, OR-ed).
 */
export async function relatedPublished(
  db: Kysely<Database>,
  article: { id: string; categoryId: string },
  termsQuery: string,
  limit: number,
): Promise<PublishedSummaryRow[]> {
  const terms = termsQuery ? sql`to_tsquery('english', search_normalise(${termsQuery}))` : sql`''::tsquery`;
  const rows = await published(db)
    .where('helpArticles.id', '<>', article.id)
    .where((eb) =>
      eb.or([eb('helpArticles.categoryId', '=', article.categoryId), sql<boolean>`help_articles.search_document @@ ${terms}`]),
    )
    .orderBy(
      sql`(case when help_articles.category_id = ${article.categoryId} then 1 else 0 end) + ts_rank(help_articles.search_document, ${terms})`,
      'desc',
    )
    .orderBy('helpArticles.position')
    .orderBy('helpArticles.id')
    .limit(limit)
    .execute();
  return rows as PublishedSummaryRow[];
}

export interface VoteTallyRow {
  helpful: number;
  notHelpful: number;
  yourVote: boolean | null;
}

export async function voteTally(db: Kysely<Database>, articleId: string, visitorKey: string | null): Promise<VoteTallyRow> {
  const row = await db
    .selectFrom('helpArticleVotes')
    .select([
      sql<string>`count(*) filter (where helpful)`.as('helpful'),
      sql<string>`count(*) filter (where not helpful)`.as('notHelpful'),
      sql<boolean | null>`bool_or(helpful) filter (where visitor_key = ${visitorKey ?? ''})`.as('yourVote'),
    ])
    .where('articleId', '=', articleId)
    .executeTakeFirstOrThrow();
  return { helpful: Number(row.helpful), notHelpful: Number(row.notHelpful), yourVote: row.yourVote };
}

/** One vote per article and visitor: voting again replaces the earlier answer. */
export async function upsertVote(db: Kysely<Database>, articleId: string, visitorKey: string, helpful: boolean): Promise<void> {
  await db
    .insertInto('helpArticleVotes')
    .values({ articleId, visitorKey, helpful })
    .onConflict((oc) => oc.columns(['articleId', 'visitorKey']).doUpdateSet({ helpful, updatedAt: new Date() }))
    .execute();
}

/** A deleted account's votes stop naming it; the counts stay what they were. */
export async function forgetVotesOf(db: Kysely<Database>, visitorKey: string, replacement: string): Promise<void> {
  await db.updateTable('helpArticleVotes').set({ visitorKey: replacement }).where('visitorKey', '=', visitorKey).execute();
}

export type AdminArticleRow = Pick<
  Selectable<HelpArticlesTable>,
  | 'id'
  | 'draftCategoryId'
  | 'draftTitle'
  | 'draftSummary'
  | 'draftSource'
  | 'categoryId'
  | 'title'
  | 'summary'
  | 'bodySource'
  | 'publishedAt'
  | 'updatedAt'
>;

const adminColumns = [
  'id',
  'draftCategoryId',
  'draftTitle',
  'draftSummary',
  'draftSource',
  'categoryId',
  'title',
  'summary',
  'bodySource',
  'publishedAt',
  'updatedAt',
] as const;

export async function listAllArticles(db: Kysely<Database>): Promise<AdminArticleRow[]> {
  return db.selectFrom('helpArticles').select(adminColumns).orderBy('position').orderBy('id').execute();
}

/** The row for an admin action; `forUpdate` inside a transaction keeps two edits from interleaving. */
export async function findArticleForAdmin(
  db: Kysely<Database>,
  id: string,
  forUpdate = false,
): Promise<AdminArticleRow | undefined> {
  const query = db.selectFrom('helpArticles').select(adminColumns).where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export interface DraftValues {
  categoryId: string;
  title: string;
  summary: string;
  source: string;
}

/** A new article, draft only; false when the id is taken. */
export async function insertDraft(db: Kysely<Database>, id: string, draft: DraftValues, actorId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('helpArticles')
    .values({
      id,
      draftCategoryId: draft.categoryId,
      draftTitle: draft.title,
      draftSummary: draft.summary,
      draftSource: draft.source,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateDraft(db: Kysely<Database>, id: string, draft: DraftValues, actorId: string): Promise<void> {
  await db
    .updateTable('helpArticles')
    .set({
      draftCategoryId: draft.categoryId,
      draftTitle: draft.title,
      draftSummary: draft.summary,
      draftSource: draft.source,
      updatedBy: actorId,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** The draft becomes what visitors read (bodyHtml rendered by the caller from the same source). */
export async function publishDraft(db: Kysely<Database>, row: AdminArticleRow, bodyHtml: string, actorId: string): Promise<Date> {
  const now = new Date();
  await db
    .updateTable('helpArticles')
    .set({
      categoryId: row.draftCategoryId,
      title: row.draftTitle,
      summary: row.draftSummary,
      bodySource: row.draftSource,
      bodyHtml,
      publishedAt: now,
      updatedBy: actorId,
      updatedAt: now,
    })
    .where('id', '=', row.id)
    .execute();
  return now;
}

/** Visitors stop seeing the article (its address answers 404); the published copy stays for the record. */
export async function unpublish(db: Kysely<Database>, id: string, actorId: string): Promise<void> {
  await db
    .updateTable('helpArticles')
    .set({ publishedAt: null, updatedBy: actorId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteArticle(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('helpArticles').where('id', '=', id).execute();
}
