import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageRoleSchema } from '@crowdspark/shared/contracts/campaigns';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { DataStore } from '@tus/server';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors/app-error.js';
import { toErrorReply } from '../../../errors/error-response.js';
import { CAMPAIGN_ID_PATTERN } from '../ids.js';
import { EMPTY_FILE_MESSAGE } from '../../../storage/file-storage.js';
import { createS3Client } from '../../../storage/s3-client.js';
import type { S3StorageConfig } from '../../../storage/storage-url.js';
import { IMAGE_MAX_BYTES, addCampaignImage, assertCanAddImage } from './images.js';
import { UPLOAD_EXPIRY_MS, releaseUpload, reserveUpload } from './upload-limits.js';
import { UPLOAD_SWEEP_EVERY_MS, UPLOAD_SWEEP_JOB, UPLOAD_SWEEP_KEY, sweepUploads } from './upload-sweep.js';
import { S3StagingStore } from './tus-s3-store.js';

export interface TusUploadsOptions {
  dataDir: string;
  /** STORAGE_URL's bucket: unfinished uploads are staged there, so any instance takes the next PATCH. */
  storage: S3StorageConfig | null;
}

/** Where unfinished uploads' bytes wait: a folder of this machine, or the shared bucket (decision 0053). */
interface Staging {
  store: DataStore;
  /** The complete upload's bytes. */
  read(id: string): Promise<Buffer>;
  close(): void;
}

function stagingFor({ dataDir, storage }: TusUploadsOptions): Staging {
  if (storage) {
    const client = createS3Client(storage);
    const store = new S3StagingStore(client, storage.bucket, UPLOAD_EXPIRY_MS);
    return { store, read: (id) => store.readAll(id), close: () => client.destroy() };
  }
  const directory = path.join(dataDir, 'tus-uploads');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  return { store, read: (id) => readFile(path.join(directory, id)), close: () => undefined };
}

/** What @tus/server turns into a response (it reads `status_code` and `body`): our JSON error with its status. */
class TusRejection extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, body: string) {
    super(body);
    this.status_code = status;
    this.body = body;
  }
}

function tusRejection(error: unknown): TusRejection {
  const { status, body } = toErrorReply(error);
  return new TusRejection(status, JSON.stringify(body));
}

/** tus hooks receive srvx's web Request; its Node request is where we left the uploader's id. */
function nodeRequestOf(request: Request): IncomingMessage | undefined {
  return (request as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

/**
 * Resumable image uploads (tus 1.0) at /api/uploads/ for files over 256 KiB, up to 10 MiB.
 *
 * - Only signed-in users (the usual guard runs first; the CSRF origin check applies to POST/PATCH/DELETE).
 * - Creation needs metadata `campaignId` (a campaign the user owns and can edit) and `role`
 *   (cover|gallery|update); the server adds `userId`, and every later HEAD/PATCH/DELETE must come from
 *   that user, otherwise the upload does not exist for them (404).
 * - When the last byte arrives the file is processed like a small upload (checked by content with
 *   sharp, re-encoded to WebP variants) and the final PATCH answers 200 with `{image}`; the raw
 *   upload is then deleted. A non-image answers 415 with our JSON error.
 * - Limits: the length must be declared and above 0; each person may have at most 5 unfinished
 *   uploads and 30 MiB of them at once (upload-limits.ts); an unfinished upload expires 24 hours
 *   after it started (answers 410, Upload-Expires tells when) and the hourly sweep deletes it.
 * - Staging: unfinished bytes wait in `${DATA_DIR}/tus-uploads`, or with STORAGE_URL in the shared
 *   bucket (tus-s3-store.ts), where any instance takes the next PATCH; the processed image goes to
 *   FileStorage either way (decision 0053).
 *
 * Fastify 5: an encapsulated content-type parser leaves `application/offset+octet-stream` bodies
 * unread, and the handler hijacks the reply so @tus/server reads `request.raw` and writes `reply.raw`.
 */
export const tusUploadRoutes: FastifyPluginCallback<TusUploadsOptions> = (app, options, done) => {
  const staging = stagingFor(options);
  const { store } = staging;
  app.addHook('onClose', () => staging.close());
  const uploaders = new WeakMap<IncomingMessage, string>();
  const uploaderOf = (request: Request): string => {
    const node = nodeRequestOf(request);
    const userId = node ? uploaders.get(node) : undefined;
    if (!userId) throw tusRejection(new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.'));
    return userId;
  };

  const tus = new Server({
    path: '/api/uploads',
    datastore: store,
    maxSize: IMAGE_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    async onUploadCreate(request, upload) {
      const userId = uploaderOf(request);
      const campaignId = upload.metadata?.campaignId ?? '';
      const role = imageRoleSchema.safeParse(upload.metadata?.role ?? 'gallery');
      if (!CAMPAIGN_ID_PATTERN.test(campaignId) || !role.success)
        throw tusRejection(new AppError('BAD_REQUEST', 'Upload-Metadata needs campaignId and role (cover, gallery or update).'));
      if (upload.sizeIsDeferred || upload.size === undefined)
        throw tusRejection(
          new AppError('BAD_REQUEST', 'Declare the file size in Upload-Length (deferred lengths are not accepted).'),
        );
      if (upload.size === 0) throw tusRejection(new AppError('BAD_REQUEST', EMPTY_FILE_MESSAGE));
      try {
        await assertCanAddImage(app.db, campaignId, userId, role.data);
        await reserveUpload(app.db, { id: upload.id, userId, campaignId, size: upload.size });
      } catch (error) {
        throw tusRejection(error);
      }
      return { metadata: { campaignId, role: role.data, userId } };
    },
    async onIncomingRequest(request, uploadId) {
      const userId = uploaderOf(request);
      // Creation is checked in onUploadCreate (the upload does not exist yet).
      if (request.method === 'POST') return;
      const upload = await store.getUpload(uploadId).catch(() => null);
      if (upload?.metadata?.userId !== userId) throw tusRejection(new AppError('NOT_FOUND', 'No upload has this id.'));
      // A cancelled upload stops counting against the uploader's limits.
      if (request.method === 'DELETE') await releaseUpload(app.db, uploadId);
    },
    async onUploadFinish(request, upload) {
      const userId = uploaderOf(request);
      try {
        const bytes = await staging.read(upload.id);
        const role = imageRoleSchema.parse(upload.metadata?.role);
        const image = await addCampaignImage(
          { db: app.db, fileStorage: app.fileStorage },
          { campaignId: upload.metadata?.campaignId ?? '', userId, role, bytes },
        );
        return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ image }) };
      } catch (error) {
        const rejection = tusRejection(error);
        if (rejection.status_code >= 500)
          app.log.error({ err: error, uploadId: upload.id }, 'processing a resumable upload failed');
        throw rejection;
      } finally {
        // Processed or refused, the raw bytes are not kept.
        await store.remove(upload.id).catch(() => undefined);
        await releaseUpload(app.db, upload.id).catch(() => undefined);
      }
    },
  });

  // Leave the body stream unread: @tus/server reads it from request.raw.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = request.requireUser().id;
    uploaders.set(request.raw, userId);
    // Hooks' reply.header() calls are not written once hijacked; security headers already are (raw).
    reply.raw.setHeader('cache-control', 'no-store');
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  // The hourly sweep (a durable job: one server runs it, a crash retries it) deletes expired
  // uploads and image files nothing references; it schedules its next run itself.
  app.jobs.register(UPLOAD_SWEEP_JOB, async (trx, _job, now) => {
    const report = await sweepUploads(
      trx,
      {
        fileStorage: app.fileStorage,
        removeUpload: (id) => store.remove(id),
        removeExpiredUploadFiles: () => store.deleteExpired(),
      },
      now,
    );
    if (report.expiredUploads || report.orphanFiles) app.log.info(report, 'uploads swept');
    await app.jobs.schedule(trx, {
      name: UPLOAD_SWEEP_JOB,
      key: UPLOAD_SWEEP_KEY,
      runAt: new Date(now.getTime() + UPLOAD_SWEEP_EVERY_MS),
    });
  });
  // The first run comes one interval after the first start (nothing can have expired before).
  app.jobs.keepRecurring({ name: UPLOAD_SWEEP_JOB, key: UPLOAD_SWEEP_KEY, firstRunInMs: UPLOAD_SWEEP_EVERY_MS });

  const signedIn = app.requireAccess('signed-in');
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE'] as const;
  app.route({ method: [...methods], url: '/', onRequest: signedIn, handler: handle });
  app.route({ method: [...methods], url: '/:uploadId', onRequest: signedIn, handler: handle });
  done();
};
