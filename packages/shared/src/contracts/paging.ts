import { z } from 'zod';

/**
 * The two query fields of every cursor-paged list (campaign listings, the feed, search, social
 * lists): `cursor`, opaque (the `nextCursor` of the previous page), and `limit`, how many items
 * to return. Keyset pages only: no list takes an offset.
 */
export function pageCursorField(maxLength = 300) {
  return /* @__PURE__ */ z.string().max(maxLength, 'The cursor is not valid.').optional();
}

export function pageLimitField(max: number, defaultLimit = 20) {
  return /* @__PURE__ */ z.coerce
    .number({ message: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(max, `The limit can be at most ${max}.`)
    .default(defaultLimit);
}
