import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.js';
import { EMPTY_FILE_MESSAGE } from '../../storage/file-storage.js';
import { replaceAvatar } from './service.js';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 512;
/** Formats sharp detects from the bytes that we accept as avatars (the declared type is ignored). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** The format sharp detects from the bytes, or undefined when they are not an image it reads. */
async function imageFormatOf(input: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(input).metadata()).format;
  } catch {
    // sharp also throws synchronously (e.g. on an empty buffer): either way, not an image.
    return undefined;
  }
}

/**
 * POST /api/me/avatar: one image of at most 5 MB (multipart field `file`), re-encoded to a
 * 512×512 WebP (cover crop, metadata stripped: sharp drops EXIF/GPS unless asked to keep it).
 */
export const avatarRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 0, parts: 2 } });
  const signedIn = app.requireAccess('signed-in');

  app.post('/me/avatar', { onRequest: signedIn, bodyLimit: AVATAR_MAX_BYTES + 64 * 1024 }, async (request) => {
    const user = request.requireUser();
    if (!request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data (field "file").');
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', 'No file was sent (field "file").');
    let input: Buffer;
    try {
      input = await part.toBuffer();
    } catch {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
    }
    if (input.length === 0) throw new AppError('BAD_REQUEST', EMPTY_FILE_MESSAGE);
    const format = await imageFormatOf(input);
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'That file is not an image we can use (JPEG, PNG, WebP, GIF or AVIF).');
    const output = await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw new AppError('UNPROCESSABLE', 'The image could not be read.');
      });
    return { photoURL: await replaceAvatar({ db: app.db, fileStorage: app.fileStorage }, user.id, output) };
  });
};
