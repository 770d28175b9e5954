/**
 * What other modules may ask the community module (decision 0017: only through service.ts):
 * whether an update or a comment exists and who wrote it, and an admin's removal of either from
 * its report (reports).
 */
export { commentAuthorOf, commentExists, removeComment } from './comments.js';
export { removeUpdate, updateAuthorOf, updateExists } from './updates.js';
