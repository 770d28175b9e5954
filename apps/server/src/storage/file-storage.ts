import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the local folder `${DATA_DIR}/uploads` (local-file-storage.ts, the
 * default) or an S3-compatible bucket (s3-file-storage.ts, STORAGE_URL; decision 0053). Every stored
 * file goes through this interface; both keep the same keys and public URL paths (/uploads/<key>).
 */
export interface FileStorage {
  /** Stores the bytes under `key` (e.g. avatars/u1-ab12.webp) and returns the public URL path. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes a file by its public URL path; unknown or foreign paths are ignored. */
  removeByUrl(url: string): Promise<void>;
  /** Public URL paths of the files in `folder` last written before `before` (for the orphan sweep). */
  listOlderThan(folder: string, before: Date): Promise<string[]>;
  /** The file at a public URL path, to serve or read back; null when there is none (or the path is not ours). */
  open(url: string): Promise<StoredFile | null>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | null;
  etag: string | null;
  lastModified: Date | null;
}

/** The answer to an empty file, wherever one is uploaded. */
export const EMPTY_FILE_MESSAGE = 'The file is empty (0 bytes); choose an image file.';

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Stored files are never rewritten under the same name (randomFileKey), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Folders whose files are never served at /uploads/: they belong to one person and reach them only
 * through a route that checks who asks (yearly wallet statements, modules/wallet).
 */
export const PRIVATE_FOLDERS: readonly string[] = ['statements'];

/** Whether a path under /uploads/ (with or without the prefix, as the static server sees it) lies in a private folder. */
export function isPrivateUploadPath(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  const relative = decoded.startsWith(UPLOADS_URL_PREFIX) ? decoded.slice(UPLOADS_URL_PREFIX.length) : decoded;
  const folder =
    relative
      .replace(/^[/\\]+/, '')
      .split(/[/\\]/)[0]
      ?.toLowerCase() ?? '';
  return PRIVATE_FOLDERS.includes(folder);
}

/** One folder level and a plain file name: nothing a path can climb out of. */
const SAFE_KEY = /^[a-z]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isSafeFolder(folder: string): boolean {
  return /^[a-z]+$/.test(folder);
}

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** The storage key of a public URL path, or null when the path is not one of ours. */
export function keyOfUploadUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

export function randomFileKey(folder: string, owner: string, extension: string): string {
  const safeOwner = owner.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  return `${folder}/${safeOwner}-${randomBytes(8).toString('hex')}.${extension}`;
}
