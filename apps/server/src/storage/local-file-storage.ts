import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL_PREFIX, isSafeFolder, isSafeKey, keyOfUploadUrl } from './file-storage.js';
import type { FileStorage } from './file-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** FileStorage in a folder of this machine (the embedded default: `${DATA_DIR}/uploads`). */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async removeByUrl(url) {
      const key = keyOfUploadUrl(url);
      if (key !== null) await rm(path.join(root, key), { force: true });
    },
    async listOlderThan(folder, before) {
      if (!isSafeFolder(folder)) throw new Error(`unsafe storage folder ${folder}`);
      const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
      const urls: string[] = [];
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!isSafeKey(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info?.isFile() && info.mtime < before) urls.push(`${UPLOADS_URL_PREFIX}${key}`);
      }
      return urls;
    },
    // The uploads plugin serves this folder with @fastify/static; open() reads a file back the same way S3's does.
    async open(url) {
      const key = keyOfUploadUrl(url);
      if (key === null) return null;
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: CONTENT_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream',
        size: info.size,
        etag: null,
        lastModified: info.mtime,
      };
    },
  };
}
