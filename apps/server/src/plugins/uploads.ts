import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PREFIX, isPrivateUploadPath } from '../storage/file-storage.js';
import type { FileStorage } from '../storage/file-storage.js';
import { createLocalFileStorage } from '../storage/local-file-storage.js';
import { assertBucketReachable, createS3Client } from '../storage/s3-client.js';
import { createS3FileStorage } from '../storage/s3-file-storage.js';
import type { S3StorageConfig } from '../storage/storage-url.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export interface UploadsOptions {
  dataDir: string;
  /** STORAGE_URL's bucket; null keeps files in `${dataDir}/uploads`. */
  storage: S3StorageConfig | null;
}

/**
 * Uploaded files at /uploads/<key>, with a year's immutable cache (names are random and never
 * reused): `${DATA_DIR}/uploads` served from disk by default; with STORAGE_URL, a bucket every
 * instance shares, streamed through this server so URLs stay the same (decision 0053). Files of
 * the private folders (PRIVATE_FOLDERS) are not served here: their module's routes check who asks.
 */
const uploads: FastifyPluginAsync<UploadsOptions> = async (app, { dataDir, storage }) => {
  if (storage) {
    const client = createS3Client(storage);
    app.addHook('onClose', () => client.destroy());
    await assertBucketReachable(client, storage);
    if (!app.hasDecorator('fileStorage')) app.decorate('fileStorage', createS3FileStorage(client, storage.bucket));
    app.get(`${UPLOADS_URL_PREFIX}*`, (request, reply) => serveStoredFile(app.fileStorage, request, reply));
    return;
  }
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
    // Private folders (statements) are read only through the routes that check their owner.
    allowedPath: (pathName) => !isPrivateUploadPath(pathName),
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE_CACHE_CONTROL),
  });
};

/** GET (and Fastify's HEAD) of a stored file; anything else under /uploads/ is the usual 404. */
async function serveStoredFile(files: FileStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  if (isPrivateUploadPath(key)) return reply.callNotFound();
  const file = await files.open(`${UPLOADS_URL_PREFIX}${key}`);
  if (!file) return reply.callNotFound();
  void reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).type(file.contentType);
  if (file.size !== null) void reply.header('content-length', file.size);
  if (file.etag) void reply.header('etag', file.etag);
  if (file.lastModified) void reply.header('last-modified', file.lastModified.toUTCString());
  return reply.send(file.body);
}

export const uploadsPlugin = fp(uploads, { name: 'uploads' });
