import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Directories found from this module's own location, never from the cwd: the server runs as
 * `src/*.ts` under tsx and as `dist/*.js` when built, and both sit one level below apps/server,
 * so `node apps/server/dist/server.js` behaves the same from the repo root or from apps/server.
 */
export const SERVER_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export const REPO_ROOT = path.resolve(SERVER_PACKAGE_DIR, '..', '..');

/** Resolves a configured path: absolute paths stay, relative ones are taken from the repo root. */
export function resolveFromRepoRoot(configured: string): string {
  return path.resolve(REPO_ROOT, configured);
}
