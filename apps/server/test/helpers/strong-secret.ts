import { randomBytes } from 'node:crypto';

/** A fresh random secret: production refuses any secret written in the repository (src/secret-strength.ts). */
export function strongSecret(): string {
  return randomBytes(32).toString('hex');
}
