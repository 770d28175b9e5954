/**
 * Receipts and statements (docs/product-rules.md#statements), as plain values both the server and
 * the wallet page need, free of zod.
 */

/** The files a statement comes as. */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * A year with more wallet movements than this is not made while the person waits: a job makes the
 * file, stores it and mails a link (the server's default; STATEMENT_JOB_THRESHOLD changes it).
 */
export const STATEMENT_JOB_THRESHOLD = 2000;

/** What the wallet page shows when a statement is being prepared by a job. */
export const STATEMENT_PREPARING_MESSAGE = 'We’ll e-mail you when your statement is ready.';

/** The first year a statement can be asked for (none older holds Crowdspark money). */
export const FIRST_STATEMENT_YEAR = 2000;
