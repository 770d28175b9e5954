/**
 * What other modules may ask the community module (decision 0017: only through service.ts):
 * whether an update or a comment exists (reports).
 */
export { commentAuthorOf, commentExists, deleteComment } from './comments.js';
export { updateExists } from './updates.js';
