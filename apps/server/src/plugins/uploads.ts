import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Where uploaded files live: local disk now; an S3 implementation can replace it later. */
export interface FileStorage {
  /** Stores the bytes under `key` (e.g. avatars/u1-ab12.webp) and returns the public URL path. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes a file by its public URL path; unknown or foreign paths are ignored. */
  removeByUrl(url: string): Promise<void>;
  /** Public URL paths of the files in `folder` last written before `before` (for the orphan sweep). */
  listOlderThan(folder: string, before: Date): Promise<string[]>;
}

/** The answer to an empty file, wherever one is uploaded. */
export const EMPTY_FILE_MESSAGE = 'The file is empty (0 bytes); choose an image file.';

export const UPLOADS_URL_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async removeByUrl(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      if (!SAFE_KEY.test(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    async listOlderThan(folder, before) {
      if (!/^[a-z]+$/.test(folder)) throw new Error(`unsafe storage folder ${folder}`);
      const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
      const urls: string[] = [];
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!SAFE_KEY.test(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info?.isFile() && info.mtime < before) urls.push(`${UPLOADS_URL_PREFIX}${key}`);
      }
      return urls;
    },
  };
}

export function randomFileKey(folder: string, owner: string, extension: string): string {
  const safeOwner = owner.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  return `${folder}/${safeOwner}-${randomBytes(8).toString('hex')}.${extension}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export interface UploadsOptions {
  dataDir: string;
}

/** Serves `${DATA_DIR}/uploads` at /uploads/ with a long cache (file names are random and never reused). */
const uploads: FastifyPluginAsync<UploadsOptions> = async (app, { dataDir }) => {
  const root = path.join(dataDir, 'uploads');
  await mkdir(root, { recursive: true });
  if (!app.hasDecorator('fileStorage')) app.decorate('fileStorage', createLocalFileStorage(root));
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
};

export const uploadsPlugin = fp(uploads, { name: 'uploads' });
