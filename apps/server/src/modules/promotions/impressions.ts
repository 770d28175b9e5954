import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { countOnce, findPromotion, type PromotionCounter } from './repository.js';
import { NOT_FOUND, utcDay } from './rules.js';

/**
 * The visitor key an impression or click is deduplicated by, per day: the account when signed in,
 * otherwise the network address with the browser's user agent. Only a hash with the day in it is
 * stored, so the table holds no address and keys cannot be linked across days.
 */
export function visitorKey(day: string, visitor: { userId: string | null; ip: string; userAgent: string | undefined }): string {
  const who = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.ip}|${visitor.userAgent ?? ''}`;
  return createHash('sha256').update(`${day}|${who}`).digest('base64url');
}

/**
 * Counts an impression or a click of a running promotion, once per visitor per day. Unknown
 * promotions are 404; promotions not running count nothing (a late beacon is no error).
 */
export async function countPromotionEvent(
  db: Kysely<Database>,
  id: string,
  kind: PromotionCounter,
  visitor: { userId: string | null; ip: string; userAgent: string | undefined },
  now = new Date(),
): Promise<boolean> {
  const row = await findPromotion(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const running = row.status === 'active' && row.startsAt && row.endsAt && row.startsAt <= now && now < row.endsAt;
  if (!running) return false;
  const day = utcDay(now);
  return db.transaction().execute((trx) => countOnce(trx, { promotionId: id, day, kind, visitor: visitorKey(day, visitor) }));
}
