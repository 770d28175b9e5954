import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@crowdspark/shared/constants/notifications';

/**
 * The unsubscribe link's token (docs/product-rules.md#notification-e-mail): `<user>.<kind|all>.<mac>`,
 * HMAC-SHA256 with the server's secret, so the link works without signing in and cannot be made
 * for someone else. It does not expire: an old mail's link should still stop the mails.
 */
export type UnsubscribeScope = NotificationType | 'all';

const mac = (secret: string, value: string) => createHmac('sha256', secret).update(`unsubscribe:${value}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  const value = `${Buffer.from(userId).toString('base64url')}.${scope}`;
  return `${value}.${mac(secret, value)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; scope: UnsubscribeScope } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [user, scope, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, `${user}.${scope}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (scope !== 'all' && !(NOTIFICATION_TYPES as readonly string[]).includes(scope)) return null;
  return { userId: Buffer.from(user, 'base64url').toString('utf8'), scope: scope as UnsubscribeScope };
}
