import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';

/** An unfinished resumable upload is deleted this long after it was created. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Unfinished resumable uploads one person may have at once (the web app sends one file at a time). */
export const UNFINISHED_UPLOADS_MAX = 5;
/** Declared bytes of one person's unfinished resumable uploads together (three full-size images). */
export const UNFINISHED_BYTES_MAX = 30 * 1024 * 1024;

const MIB = 1024 * 1024;

/**
 * Records a new unfinished upload, refusing it when the person already has too many or too many
 * bytes unfinished. The user's row is locked first, so one person's concurrent creations are
 * counted one after the other and cannot exceed the limits together. Expired rows (waiting for the
 * sweep) no longer count.
 */
export async function reserveUpload(
  db: Kysely<Database>,
  upload: { id: string; userId: string; campaignId: string; size: number },
  now = new Date(),
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + UPLOAD_EXPIRY_MS);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', upload.userId).forUpdate().executeTakeFirst();
    const open = await trx
      .selectFrom('resumableUploads')
      .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(size), 0)`.as('bytes')])
      .where('userId', '=', upload.userId)
      .where('expiresAt', '>', now)
      .executeTakeFirstOrThrow();
    // 429, not 409: tus clients retry a 409 as a passing conflict, this one needs the person to act.
    if (Number(open.count) >= UNFINISHED_UPLOADS_MAX)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You have ${UNFINISHED_UPLOADS_MAX} unfinished uploads; finish or cancel one before starting another (unfinished uploads are deleted after 24 hours).`,
      );
    if (Number(open.bytes) + upload.size > UNFINISHED_BYTES_MAX)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Your unfinished uploads would exceed ${UNFINISHED_BYTES_MAX / MIB} MiB together; finish or cancel one first.`,
      );
    await trx
      .insertInto('resumableUploads')
      .values({
        id: upload.id,
        userId: upload.userId,
        campaignId: upload.campaignId,
        size: upload.size,
        createdAt: now,
        expiresAt,
      })
      .execute();
  });
  return expiresAt;
}

/** Forgets an upload that was processed, refused or cancelled. */
export async function releaseUpload(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('resumableUploads').where('id', '=', id).execute();
}

/** Deletes the rows of expired uploads and returns their ids (whose files the caller removes). */
export async function takeExpiredUploads(db: Kysely<Database>, now: Date, limit = 1000): Promise<string[]> {
  const rows = await db
    .deleteFrom('resumableUploads')
    .where('id', 'in', (eb) => eb.selectFrom('resumableUploads').select('id').where('expiresAt', '<=', now).limit(limit))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
