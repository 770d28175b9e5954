import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Search (decision 0020): full text over public campaigns, typo tolerance through a
 * vocabulary of campaign words, and people by name.
 *
 * - `search_normalise(text)`: lower case without accents. `unaccent()` is only STABLE (it reads a
 *   dictionary), so index expressions use this IMMUTABLE wrapper that names the dictionary.
 * - `campaign_search_documents`: one weighted tsvector per public campaign (title A; blurb and
 *   tags B; story and creator name C; location D). An AFTER trigger on campaigns writes it (or
 *   deletes it when the campaign is not public) in the statement that changes one of its inputs or
 *   the status, so a launch or an edit is searchable at once whatever code path made it. After a
 *   rename, campaigns refreshes the owner's documents (the `user.renamed` event).
 * - `campaign_search_words`: the words of public campaigns' titles, blurbs, tags and locations,
 *   collected by the same trigger. Small (a vocabulary, not a row per
 *   campaign), with a trigram index: typo correction and did-you-mean look a word up there instead
 *   of comparing the query with a million documents. Drafts never add words, so a draft's text
 *   cannot leak through a suggestion.
 * - A trigram index over people's normalised display name and username (active accounts only).
 */
const UP = [
  sql`create extension if not exists pg_trgm`,
  sql`create extension if not exists unaccent`,
  sql`create function search_normalise(text) returns text
    language sql immutable parallel safe strict
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`,

  sql`create function campaign_search_document(title text, blurb text, tags text[], story text, creator text, location text)
    returns tsvector language sql immutable parallel safe
    as $$ select
      setweight(to_tsvector('english', search_normalise(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english', search_normalise(coalesce(blurb, '') || ' ' || translate(array_to_string(tags, ' '), '-', ' '))), 'B')
      -- The first 20 000 characters of a story are plenty to find it, and keep every document small.
      || setweight(to_tsvector('english', search_normalise(left(coalesce(story, ''), 20000) || ' ' || coalesce(creator, ''))), 'C')
      || setweight(to_tsvector('english', search_normalise(coalesce(location, ''))), 'D') $$`,

  // A campaign's document as it is now, with its creator's current name.
  sql`create function campaign_search_document_of(c campaigns) returns tsvector language sql stable parallel safe
    as $$ select campaign_search_document(
      c.title, c.blurb, c.tags,
      coalesce(c.story_source, regexp_replace(coalesce(c.story_html, ''), '<[^>]*>', ' ', 'g')),
      (select u.display_name || ' ' || coalesce(u.username, '') from users u where u.id = c.owner_id),
      c.location) $$`,
  // One row per PUBLIC campaign (drafts and suspended ones are never searched). A side table rather
  // than a column on campaigns: \`select campaigns.*\` (cards, pages) would otherwise carry the
  // document on every read.
  // launched_at is the campaign's (set at launch, never changed after): with its own index it lets a
  // common term's relevance rank only the matches among the newest documents, found by ANDing two
  // bitmaps (the GIN index's and this one's) instead of walking campaigns and testing each row.
  sql`create table campaign_search_documents (
    campaign_id text primary key references campaigns (id) on delete cascade,
    document tsvector not null,
    launched_at timestamptz not null
  )`,
  sql`create index campaign_search_documents_idx on campaign_search_documents using gin (document)`,
  sql`create index campaign_search_documents_launched_idx on campaign_search_documents (launched_at)`,
  // Search results without a query, newest first, over every public campaign (ended ones included).
  sql`create index campaigns_public_launched_idx on campaigns (launched_at desc, id desc)
    where status in ('live', 'successful', 'unsuccessful', 'canceled')`,
  // Most funded over every public campaign: a common term walks it and stops after a page.
  sql`create index campaigns_public_most_funded_idx on campaigns (((raised * 10000) / goal) desc, id desc)
    where status in ('live', 'successful', 'unsuccessful', 'canceled')`,
  // Default collation: a trigram index on a column with collation "C" is not used by pg_trgm's operators.
  sql`create table campaign_search_words (word text primary key)`,
  sql`create index campaign_search_words_trgm_idx on campaign_search_words using gin (word gin_trgm_ops)`,
  sql`create function campaigns_search_refresh() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = new.status and old.title is not distinct from new.title
        and old.blurb is not distinct from new.blurb and old.tags = new.tags
        and old.story_source is not distinct from new.story_source and old.story_html is not distinct from new.story_html
        and old.location is not distinct from new.location and old.owner_id = new.owner_id
        and old.launched_at is not distinct from new.launched_at then
        return null;
      end if;
      if new.status not in ('live', 'successful', 'unsuccessful', 'canceled') then
        delete from campaign_search_documents where campaign_id = new.id;
        return null;
      end if;
      insert into campaign_search_documents (campaign_id, document, launched_at)
      values (new.id, campaign_search_document_of(new), new.launched_at)
      on conflict (campaign_id) do update set document = excluded.document, launched_at = excluded.launched_at;
      -- Sorted, so two launches sharing words take their index locks in the same order.
      insert into campaign_search_words (word)
      select distinct w
      from regexp_split_to_table(search_normalise(
        coalesce(new.title, '') || ' ' || coalesce(new.blurb, '') || ' ' || array_to_string(new.tags, ' ') || ' '
        || coalesce(new.location, '')), '[^[:alnum:]]+') as w
      where length(w) between 3 and 32 and w !~ '^[0-9]+$' and numnode(plainto_tsquery('english', w)) > 0
      order by w
      on conflict do nothing;
      return null;
    end $$`,
  // Fired by the document's inputs and the status, in the statement that writes them: a launch is
  // searchable at once whatever code made it. A pledge's counter update (raised, backers) does not fire it.
  sql`create trigger campaigns_search_refresh after insert or update of
    status, title, blurb, tags, story_source, story_html, location, owner_id, launched_at
    on campaigns for each row execute function campaigns_search_refresh()`,
  // The campaigns that are public already: written here directly, since the trigger only fires on a
  // change (an "update ... set status = status" changes nothing, so it filled nothing: fixed in place
  // before 0013 was ever deployed).
  sql`insert into campaign_search_documents (campaign_id, document, launched_at)
    select c.id, campaign_search_document_of(c), c.launched_at from campaigns c
    where c.status in ('live', 'successful', 'unsuccessful', 'canceled')`,
  sql`insert into campaign_search_words (word)
    select distinct w
    from campaigns c, regexp_split_to_table(search_normalise(
      coalesce(c.title, '') || ' ' || coalesce(c.blurb, '') || ' ' || array_to_string(c.tags, ' ') || ' '
      || coalesce(c.location, '')), '[^[:alnum:]]+') as w
    where c.status in ('live', 'successful', 'unsuccessful', 'canceled')
      and length(w) between 3 and 32 and w !~ '^[0-9]+$' and numnode(plainto_tsquery('english', w)) > 0
    on conflict do nothing`,

  sql`create index users_search_name_trgm_idx on users
    using gin (search_normalise(display_name || ' ' || coalesce(username, '')) gin_trgm_ops)
    where deleted_at is null and not banned`,
];

const DOWN = [
  sql`drop index users_search_name_trgm_idx`,
  sql`drop trigger campaigns_search_refresh on campaigns`,
  sql`drop function campaigns_search_refresh()`,
  sql`drop table campaign_search_words`,
  sql`drop index campaigns_public_most_funded_idx`,
  sql`drop index campaigns_public_launched_idx`,
  sql`drop table campaign_search_documents`,
  sql`drop function campaign_search_document_of(campaigns)`,
  sql`drop function campaign_search_document(text, text, text[], text, text, text)`,
  sql`drop function search_normalise(text)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
