import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { FileStorage } from '../../../storage/file-storage.js';
import { takeExpiredUploads } from './upload-limits.js';

export const UPLOAD_SWEEP_JOB = 'uploads.sweep';
export const UPLOAD_SWEEP_KEY = 'uploads.sweep';
/** How often the sweep runs (it schedules itself again). */
export const UPLOAD_SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * Image files younger than this are never treated as orphans: an image's files are written just
 * before its row commits, and an upload in progress must not lose them.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Folders of FileStorage whose files belong to a database row (campaign images, avatars). */
const IMAGE_FOLDERS = ['campaigns', 'avatars'] as const;
const BATCH = 500;

export interface UploadSweepDeps {
  fileStorage: FileStorage;
  /** Removes a resumable upload's bytes and metadata (the tus store). */
  removeUpload(id: string): Promise<void>;
  /** Removes resumable uploads past their expiry that have no row (e.g. created before the limits existed). */
  removeExpiredUploadFiles(): Promise<number>;
}

export interface UploadSweepReport {
  expiredUploads: number;
  orphanFiles: number;
}

/** The URLs among `urls` that some campaign image or user photo still points at. */
export async function referencedUrls(db: Kysely<Database>, urls: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let start = 0; start < urls.length; start += BATCH) {
    const batch = urls.slice(start, start + BATCH);
    const { rows } = await sql<{ url: string }>`
      select v.value as url from campaign_images, jsonb_each_text(campaign_images.variants) v
      where v.value = any(${batch}::text[])
      union
      select photo_url as url from users where photo_url = any(${batch}::text[])`.execute(db);
    for (const row of rows) referenced.add(row.url);
  }
  return referenced;
}

/**
 * Deletes what uploads leave behind: resumable uploads unfinished 24 hours after they started
 * (row and bytes), and image files no row references any more (a removed draft's images, a
 * deleted account's photo, an image replaced while its old files could not be removed).
 */
export async function sweepUploads(db: Kysely<Database>, deps: UploadSweepDeps, now: Date): Promise<UploadSweepReport> {
  const expired = await takeExpiredUploads(db, now);
  for (const id of expired) await deps.removeUpload(id).catch(() => undefined);
  await deps.removeExpiredUploadFiles().catch(() => 0);

  let orphanFiles = 0;
  const before = new Date(now.getTime() - ORPHAN_GRACE_MS);
  for (const folder of IMAGE_FOLDERS) {
    const candidates = await deps.fileStorage.listOlderThan(folder, before);
    if (!candidates.length) continue;
    const referenced = await referencedUrls(db, candidates);
    for (const url of candidates) {
      if (referenced.has(url)) continue;
      await deps.fileStorage.removeByUrl(url);
      orphanFiles += 1;
    }
  }
  return { expiredUploads: expired.length, orphanFiles };
}
