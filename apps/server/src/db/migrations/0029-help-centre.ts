import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { renderStory } from '../../content/rich-text.js';
import { HELP_ARTICLES_0029, HELP_CATEGORIES_0029 } from './0029-help-centre-content.js';

/**
 * The help centre as content (docs/decisions/0036-help-centre-content.md), written by
 * modules/help-center only:
 * - help_categories: the sections of /help-center, in `position` order.
 * - help_articles: one row per article; its id is its address (`/help-center/{id}`) and never
 *   changes. The `draft_*` columns are what the editor holds; the unprefixed ones are the published
 *   copy visitors read (rendered once, on publish, into body_html). published_at null: not visible.
 *   `search_document` is generated from the PUBLISHED copy only (title A, summary B, body C), so a
 *   draft's words can never be found; a GIN index serves the search.
 * - help_article_votes: "was this helpful", one row per article and visitor (`user:<id>` signed in,
 *   `visitor:<random>` from a cookie signed out); voting again changes the row.
 * Seeded with the articles that shipped inside the web app until now, published, same ids.
 */
const UP = [
  sql`create table help_categories (
    id text primary key,
    title text not null,
    description text not null,
    position integer not null
  )`,
  sql`create table help_articles (
    id text primary key constraint help_articles_id_check check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 80),
    draft_category_id text not null references help_categories (id),
    draft_title text not null,
    draft_summary text not null,
    draft_source text not null,
    category_id text references help_categories (id),
    title text,
    summary text,
    body_source text,
    body_html text,
    published_at timestamptz,
    position integer not null default 1000,
    created_by text references users (id) on delete set null,
    updated_by text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    search_document tsvector generated always as (
      setweight(to_tsvector('english', search_normalise(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english', search_normalise(coalesce(summary, ''))), 'B')
      || setweight(to_tsvector('english', search_normalise(left(coalesce(body_source, ''), 40000))), 'C')
    ) stored,
    constraint help_articles_published_check check (
      published_at is null
      or (category_id is not null and title is not null and summary is not null and body_source is not null and body_html is not null)
    )
  )`,
  sql`create index help_articles_search_idx on help_articles using gin (search_document)`,
  sql`create index help_articles_published_idx on help_articles (category_id, position, id) where published_at is not null`,
  sql`create table help_article_votes (
    article_id text not null references help_articles (id) on delete cascade,
    visitor_key text not null,
    helpful boolean not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (article_id, visitor_key)
  )`,
  sql`create index help_article_votes_visitor_idx on help_article_votes (visitor_key)`,
];

const DOWN = [sql`drop table help_article_votes`, sql`drop table help_articles`, sql`drop table help_categories`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
  for (const [position, category] of HELP_CATEGORIES_0029.entries()) {
    await sql`insert into help_categories (id, title, description, position)
      values (${category.id}, ${category.title}, ${category.description}, ${position})`.execute(db);
  }
  for (const [position, article] of HELP_ARTICLES_0029.entries()) {
    // No image in these articles, so no public URL is needed to check one.
    const html = renderStory(article.source, '');
    await sql`insert into help_articles (id, draft_category_id, draft_title, draft_summary, draft_source,
        category_id, title, summary, body_source, body_html, published_at, position)
      values (${article.id}, ${article.categoryId}, ${article.title}, ${article.summary}, ${article.source},
        ${article.categoryId}, ${article.title}, ${article.summary}, ${article.source}, ${html}, now(), ${position})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
