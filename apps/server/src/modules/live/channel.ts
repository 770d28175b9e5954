/**
 * Live delivery across server instances (decision 0027): a pushed item travels as a PostgreSQL
 * NOTIFY on this channel, which every instance LISTENs to; each instance sends it to the sockets of
 * those users it holds. The payload is ids only (who, what kind, which subject): the receiving
 * browser reads the subject through the API, so nothing private rides on the notification.
 */
export const LIVE_CHANNEL = 'crowdspark_live';

/** A pushed item as the browser receives it: a kind and the id of its subject. */
export interface LiveItem {
  type: string;
  id: string;
}

/** An item for these users' sockets. */
export interface LiveUserNotice extends LiveItem {
  userIds: string[];
}

/**
 * An item for every socket subscribed to a public topic (decision 0052), e.g. the readers of one
 * campaign's comments, signed in or not. The browser receives it with its topic.
 */
export interface LiveTopicNotice extends LiveItem {
  topic: string;
}

export type LiveNotice = LiveUserNotice | LiveTopicNotice;

export function isTopicNotice(notice: LiveNotice): notice is LiveTopicNotice {
  return 'topic' in notice;
}

/**
 * Items that end sessions (decision 0027). `account.disabled`: an admin disabled the account, so
 * every socket of the user is told and closed. `session.revoked`: some of the user's sessions were
 * ended (password reset, sign-out elsewhere, a password change that ends the others, sign-out);
 * only the sockets whose own session is gone are told and closed. Either way the browser signs
 * out (or checks its session) without waiting for its next request.
 */
export const SESSION_END_TYPES = ['account.disabled', 'session.revoked'] as const;
export type SessionEndType = (typeof SESSION_END_TYPES)[number];

export function isSessionEnd(type: string): type is SessionEndType {
  return (SESSION_END_TYPES as readonly string[]).includes(type);
}

/**
 * NOTIFY payloads stop at 8000 bytes; ids are at most 64 characters, so 100 users per notice keep
 * one well under that, and a push to many users goes as several notices.
 */
export const USERS_PER_NOTICE = 100;

export const TYPE = /^[a-z][a-z0-9_.]{0,63}$/;
/** A topic: a lowercase kind, then `:`-separated parts such as ids (`campaign:<id>:comments`). */
export const TOPIC = /^[a-z][a-z0-9_.-]{0,31}(?::[A-Za-z0-9_.-]{1,64}){1,6}$/;

/** `[type, id, userIds]` for users, `[type, id, topic]` for a topic. */
export function encodeNotice(notice: LiveNotice): string {
  return JSON.stringify([notice.type, notice.id, isTopicNotice(notice) ? notice.topic : notice.userIds]);
}

/** The notice in a payload, or null when it is not one of ours (never throws: a bad payload is dropped). */
export function decodeNotice(payload: string): LiveNotice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [type, id, to] = parsed as unknown[];
  if (typeof type !== 'string' || !TYPE.test(type) || typeof id !== 'string' || id.length > 64) return null;
  if (typeof to === 'string') return TOPIC.test(to) ? { type, id, topic: to } : null;
  if (!Array.isArray(to) || !to.every((u): u is string => typeof u === 'string')) return null;
  return { type, id, userIds: to };
}
