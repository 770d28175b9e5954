/**
 * How many campaigns one GET /api/me/saved/lookup may ask about (a page of cards is far fewer).
 * Here, without zod, so the web's batch loader can read it without loading the contract.
 */
export const SAVED_LOOKUP_MAX_IDS = 100;
