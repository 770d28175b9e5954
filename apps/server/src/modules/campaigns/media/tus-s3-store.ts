import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/server';

/** Staging keys: `tus-uploads/<id>.info` (what tus knows at creation) and `tus-uploads/<id>/<offset>` (one PATCH's bytes). */
const PREFIX = 'tus-uploads/';
/** Offsets padded so the bucket lists an upload's pieces in order (uploads are at most 10 MiB). */
const OFFSET_DIGITS = 12;

interface Piece {
  key: string;
  start: number;
  size: number;
}

interface UploadInfo {
  id: string;
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

/** One of tus' known answers (404 not found, 500 write failed) as an Error: @tus/server reads its status_code and body. */
class StagingError extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(known: { status_code: number; body: string }) {
    super(known.body);
    this.status_code = known.status_code;
    this.body = known.body;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Resumable uploads staged in the STORAGE_URL bucket, so any instance can take an upload's next
 * PATCH (decision 0053). Each PATCH's bytes become one object keyed by the offset they start at;
 * the upload's offset is how far the pieces reach without a gap. A piece written twice at the same
 * offset (a retry racing its own original on another instance) holds the same bytes of the same
 * file, so whichever lands last is right. Bytes that arrived before a dropped connection are kept,
 * as the file store keeps them, so the client resumes after them. The finished file goes through
 * the image pipeline to FileStorage like any upload; these pieces are then removed.
 */
export class S3StagingStore extends DataStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly expirationMs: number;
  private readonly now: () => number;

  /** `now`: the clock deleteExpired compares with (tests move it). */
  constructor(client: S3Client, bucket: string, expirationMs: number, now: () => number = Date.now) {
    super();
    this.client = client;
    this.bucket = bucket;
    this.expirationMs = expirationMs;
    this.now = now;
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.putInfo(upload);
    upload.storage = { type: 's3', path: this.infoKey(upload.id), bucket: this.bucket };
    return upload;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      failure = error;
    }
    const bytes = Buffer.concat(chunks);
    if (bytes.length > 0)
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.pieceKey(id, offset), Body: bytes }));
    if (failure !== null) throw new StagingError(ERRORS.FILE_WRITE_ERROR);
    return offset + bytes.length;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    const { offset } = this.reach(await this.pieces(id));
    return new Upload({
      id,
      size: info.size,
      offset,
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: 's3', path: this.infoKey(id), bucket: this.bucket },
    });
  }

  /** The bytes received so far, in order (the whole file once the upload is complete). */
  async readAll(id: string): Promise<Buffer> {
    const { used } = this.reach(await this.pieces(id));
    const parts: Buffer[] = [];
    let offset = 0;
    for (const piece of used) {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: piece.key }));
      const bytes = await bytesOf(object.Body as Readable);
      parts.push(bytes.subarray(offset - piece.start));
      offset = piece.start + bytes.length;
    }
    return Buffer.concat(parts);
  }

  override async remove(id: string): Promise<void> {
    await this.readInfo(id);
    // The info goes last: an upload whose info is gone has no pieces left to find.
    for (const piece of await this.pieces(id))
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: piece.key }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.infoKey(id) }));
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const info = await this.readInfo(id);
    await this.putInfo({ ...info, size: length });
  }

  override async deleteExpired(): Promise<number> {
    if (this.expirationMs <= 0) return 0;
    const cutoff = this.now() - this.expirationMs;
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, Delimiter: '/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const id = object.Key?.slice(PREFIX.length).replace(/\.info$/, '');
        if (!id || !object.Key?.endsWith('.info') || !object.LastModified || object.LastModified.getTime() > cutoff) continue;
        const upload = await this.getUpload(id).catch(() => null);
        const created = upload?.creation_date ? new Date(upload.creation_date).getTime() : 0;
        if (!upload || upload.offset === upload.size || created > cutoff) continue;
        await this.remove(id).catch(() => undefined);
        removed += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  private infoKey(id: string): string {
    return `${PREFIX}${id}.info`;
  }

  private pieceKey(id: string, offset: number): string {
    return `${PREFIX}${id}/${String(offset).padStart(OFFSET_DIGITS, '0')}`;
  }

  private async putInfo(upload: UploadInfo): Promise<void> {
    const info: UploadInfo = {
      id: upload.id,
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date,
    };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.infoKey(upload.id),
        Body: JSON.stringify(info),
        ContentType: 'application/json',
      }),
    );
  }

  private async readInfo(id: string): Promise<UploadInfo> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.infoKey(id) }));
      return JSON.parse((await bytesOf(object.Body as Readable)).toString('utf8')) as UploadInfo;
    } catch (error) {
      if (statusOf(error) === 404) throw new StagingError(ERRORS.FILE_NOT_FOUND);
      throw error;
    }
  }

  private async pieces(id: string): Promise<Piece[]> {
    const prefix = `${PREFIX}${id}/`;
    const found: Piece[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const start = Number(object.Key?.slice(prefix.length));
        if (object.Key && Number.isSafeInteger(start)) found.push({ key: object.Key, start, size: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.start - b.start);
  }

  /** How far the pieces reach from 0 without a gap, and the pieces that get it there. */
  private reach(pieces: Piece[]): { offset: number; used: Piece[] } {
    let offset = 0;
    const used: Piece[] = [];
    for (const piece of pieces) {
      if (piece.start > offset) break;
      if (piece.start + piece.size <= offset) continue;
      used.push(piece);
      offset = piece.start + piece.size;
    }
    return { offset, used };
  }
}
