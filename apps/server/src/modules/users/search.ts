import type { PersonResult } from '@crowdspark/shared/contracts/search';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/**
 * People search (decision 0020): active accounts with a public profile (a username), by display
 * name or username, accents and case ignored, typo tolerant. Deleted and disabled accounts never
 * appear. Backed by the trigram index of migration 0013 (same expression, same partial predicate).
 */

/** The indexed expression: keep it identical to users_search_name_trgm_idx. */
const NAME = sql<string>`search_normalise(users.display_name || ' ' || coalesce(users.username, ''))`;

/**
 * How close a name must be: pg_trgm's word similarity (the query against the closest part of the
 * name). 0.3 lets a one-letter typo in a short name through ("alcie" finds "Alice") while
 * unrelated names stay out; set per transaction.
 */
const WORD_SIMILARITY_THRESHOLD = '0.3';

export interface PeopleSearchOptions {
  q: string;
  /** The last item's score and id (keyset: score descending, id ascending). */
  after: { score: string; id: string } | null;
  take: number;
}

export type PersonRow = PersonResult & { score: string };

export async function searchPeopleRows(db: Kysely<Database>, options: PeopleSearchOptions): Promise<PersonRow[]> {
  const q = options.q.trim();
  if (!q) return [];
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`.execute(trx);
    const score = sql<string>`word_similarity(search_normalise(${q}), ${NAME})`;
    let query = trx
      .selectFrom('users')
      .select(['id', 'displayName', 'photoUrl', score.as('score')])
      .select(sql<string>`users.username`.as('username'))
      .where(sql<boolean>`${NAME} %> search_normalise(${q})`)
      .where('deletedAt', 'is', null)
      .where('banned', '=', false)
      .where('username', 'is not', null);
    const { after } = options;
    if (after) {
      query = query.where(
        sql<boolean>`(${score} < ${after.score}::real or (${score} = ${after.score}::real and users.id > ${after.id}))`,
      );
    }
    const rows = await query.orderBy(score, 'desc').orderBy('id').limit(options.take).execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      displayName: row.displayName,
      photoURL: row.photoUrl,
      score: String(row.score),
    }));
  });
}

interface PeopleCursor {
  score: string;
  id: string;
}

export function encodePeopleCursor(cursor: PeopleCursor): string {
  return Buffer.from(JSON.stringify(['people', cursor.score, cursor.id])).toString('base64url');
}

export function decodePeopleCursor(raw: string): PeopleCursor {
  const invalid = () => new AppError('BAD_REQUEST', 'The cursor is not valid for this search; start again from the first page.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== 'people') throw invalid();
  const [, score, id] = parsed as unknown[];
  if (typeof score !== 'string' || !/^\d+(\.\d+)?(e-?\d+)?$/.test(score) || typeof id !== 'string' || id.length > 64) {
    throw invalid();
  }
  return { score, id };
}

/** One page of people matching `q`, with the cursor of the next page (null on the last). */
export async function searchPeople(
  db: Kysely<Database>,
  input: { q: string; cursor: string | undefined; limit: number },
): Promise<{ items: PersonResult[]; nextCursor: string | null }> {
  const after = input.cursor ? decodePeopleCursor(input.cursor) : null;
  const rows = await searchPeopleRows(db, { q: input.q, after, take: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ score: _score, ...person }) => person),
    nextCursor: rows.length > input.limit && last ? encodePeopleCursor({ score: last.score, id: last.id }) : null,
  };
}
