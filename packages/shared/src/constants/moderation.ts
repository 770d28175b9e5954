/**
 * What people see where an admin removed reported content (docs/product-rules.md#reports,
 * decision 0035). Plain values, free of zod, so the portal and the messages pages can read them.
 */

/** Shown to both members of a conversation in place of a message an admin removed (its words are erased). */
export const REMOVED_MESSAGE_TEXT = 'Message removed by moderators';

/** The display name a profile gets once an admin removed what its owner wrote on it. */
export const REMOVED_PROFILE_NAME = 'Crowdspark member';
