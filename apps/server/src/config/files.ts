import path from 'node:path';
import { z } from 'zod';
import { resolveFromRepoRoot } from '../paths.js';
import { storageUrl } from '../storage/storage-url.js';
import type { S3StorageConfig } from '../storage/storage-url.js';

/** Where files live: the embedded data, uploads, and the web build the server sends. */

const DEFAULT_DATA_DIR = './data';
const DEFAULT_WEB_DIST_DIR = 'apps/web/dist';

export const filesEnv = z.object({
  DATA_DIR: z.string().optional(),
  STORAGE_URL: storageUrl.optional(),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SSR_ENTRY: z.string().optional(),
});
type FilesEnv = z.infer<typeof filesEnv>;

export interface FileSettings {
  dataDir: string;
  /**
   * Where uploaded files live (STORAGE_URL, decision 0053): an S3-compatible bucket every instance
   * shares, or null for the embedded folder `${dataDir}/uploads`.
   */
  storage: S3StorageConfig | null;
  /** Where PGlite keeps its files: `${dataDir}/pglite`. */
  pgliteDir: string;
  webDistDir: string;
  /**
   * The web app's server entry (WEB_SSR_ENTRY), which renders first screens as HTML; by default
   * `entry-server.js` in the directory next to the web build named like it plus `-ssr`
   * (apps/web/dist-ssr). Without the file the server sends the plain app shell.
   */
  webSsrEntry: string;
}

export function fileSettings(v: FilesEnv): FileSettings {
  const dataDir = resolveFromRepoRoot(v.DATA_DIR ?? DEFAULT_DATA_DIR);
  const webDistDir = resolveFromRepoRoot(v.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
  return {
    dataDir,
    storage: v.STORAGE_URL ?? null,
    pgliteDir: path.join(dataDir, 'pglite'),
    webDistDir,
    webSsrEntry: v.WEB_SSR_ENTRY ? resolveFromRepoRoot(v.WEB_SSR_ENTRY) : path.join(`${webDistDir}-ssr`, 'entry-server.js'),
  };
}
