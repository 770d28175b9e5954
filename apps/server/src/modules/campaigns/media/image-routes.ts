import multipart from '@fastify/multipart';
import { imageRoleSchema, imageUploadResultSchema } from '@crowdspark/shared/contracts/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';
import { SMALL_UPLOAD_MAX_BYTES, addCampaignImage } from './images.js';
import { campaignParams } from '../routes.js';

/**
 * POST /api/campaigns/:id/images?role=cover|gallery|update: one small image (at most 256 KiB, multipart
 * field `file`). Larger files use the resumable upload (tus-uploads.ts), which ends in the same
 * processing. Own scope, so the multipart parser applies here only.
 */
export const campaignImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: SMALL_UPLOAD_MAX_BYTES, fields: 0, parts: 2 } });
  const signedIn = app.requireAccess('signed-in');

  app.post(
    '/campaigns/:id/images',
    {
      onRequest: signedIn,
      bodyLimit: SMALL_UPLOAD_MAX_BYTES + 64 * 1024,
      schema: {
        params: campaignParams,
        querystring: z.object({ role: imageRoleSchema.default('gallery') }).strict(),
        response: { 201: imageUploadResultSchema },
      },
    },
    async (request, reply) => {
      const actor = request.requireUser();
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data (field "file").');
      const part = await request.file();
      if (!part) throw new AppError('BAD_REQUEST', 'No file was sent (field "file").');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          'This upload takes images up to 256 KiB; use the resumable upload for larger files.',
        );
      }
      const image = await addCampaignImage(
        { db: app.db, fileStorage: app.fileStorage },
        { campaignId: request.params.id, userId: actor.id, role: request.query.role, bytes },
      );
      return reply.code(201).send({ image });
    },
  );
};
