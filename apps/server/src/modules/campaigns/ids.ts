/** What a campaign id looks like in a URL: letters, digits, `-` and `_` (seeded ids are readable words). */
export const CAMPAIGN_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
