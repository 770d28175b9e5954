/**
 * PostgreSQL's unique violation (23505), from pg or PGlite; with `constraint`, only that index's.
 * PGlite names the constraint in the message where pg sets the field.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  return constraint === undefined || name === constraint || (typeof message === 'string' && message.includes(constraint));
}
