import type { CampaignImage, CampaignStatus, ImageRole } from '@crowdspark/shared/contracts/campaigns';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import type { FileStorage } from '../../../storage/file-storage.js';
import { EMPTY_FILE_MESSAGE, randomFileKey } from '../../../storage/file-storage.js';
import { newId } from '../../../short-id.js';
import { recordEvent } from '../../events/service.js';
import { isEditable } from '../lifecycle.js';
import { toImage } from '../presenter.js';
import * as repo from '../repository.js';
import { campaignRoleOf } from '../roles.js';
import { referencedUrls } from './upload-sweep.js';

/** Widths of the WebP variants; an image narrower than one of these is never upscaled to it. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Files above this go through the resumable (tus) upload; the plain multipart upload refuses them. */
export const SMALL_UPLOAD_MAX_BYTES = 256 * 1024;
/** The largest image accepted at all (resumable upload). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const GALLERY_MAX_IMAGES = 12;
/**
 * Pictures in updates per campaign (docs/product-rules.md#campaign-updates): generous for years of
 * updates, a brake on a script filling the disk through one campaign.
 */
export const UPDATE_IMAGES_MAX = 300;
/** Pictures a story may hold (each is one image of the story's text). */
export const STORY_IMAGES_MAX = 100;
/** Formats sharp detects from the bytes themselves; the file name and declared type are ignored. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE_MESSAGE = 'That file is not an image we can use (JPEG, PNG, WebP, GIF or AVIF).';

export interface ImageDeps {
  db: Kysely<Database>;
  fileStorage: FileStorage;
}

/** The widths to produce for an image `width` pixels wide: the standard ones below it, plus its own if under the largest. */
export function variantWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width;
  return width >= largest ? [...below] : [...below, width];
}

/**
 * Checks by content that the bytes are an image, then re-encodes it (EXIF orientation applied,
 * metadata such as GPS stripped: sharp keeps none unless asked) to WebP at each width.
 */
export async function renderVariants(input: Buffer): Promise<Map<number, Buffer>> {
  if (input.length === 0) throw new AppError('BAD_REQUEST', EMPTY_FILE_MESSAGE);
  // sharp throws synchronously on some inputs and rejects on others: both mean "not an image".
  const metadata = await Promise.resolve()
    .then(() => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata())
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);
  // Orientations 5–8 are rotated a quarter turn: the displayed width is the stored height.
  const width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const variants = new Map<number, Buffer>();
  for (const target of variantWidths(width)) {
    const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw new AppError('UNPROCESSABLE', 'The image could not be read; it may be damaged.');
      });
    variants.set(target, output);
  }
  return variants;
}

/** Update pictures follow the updates (live and ended campaigns); cover, gallery and story pictures the editor (draft, live). */
function acceptsImages(status: CampaignStatus, role: ImageRole): boolean {
  return role === 'update' ? UPDATE_IMAGE_STATUSES.has(status) : isEditable(status);
}
const UPDATE_IMAGE_STATUSES: ReadonlySet<CampaignStatus> = new Set(['live', 'successful', 'unsuccessful']);

function closedMessage(status: CampaignStatus, role: ImageRole): string {
  return role === 'update'
    ? `Pictures for updates can be added while the campaign is live or after it ended (it is ${status}).`
    : `This campaign can no longer be edited (it is ${status}).`;
}

/**
 * The campaign an image may be added to by this user (its owner or a collaborator:
 * docs/product-rules.md#campaign-collaborators): 404 if they cannot see it, 403/409 otherwise.
 * An 'update' picture is for an update, so it follows their statuses rather than the editor's.
 */
export async function assertCanAddImage(
  db: Kysely<Database>,
  campaignId: string,
  userId: string,
  role: ImageRole = 'gallery',
): Promise<void> {
  const row = await repo.findCampaignCard(db, campaignId);
  const campaignRole = row ? await campaignRoleOf(db, campaignId, userId) : null;
  if (!row || (campaignRole === null && (row.status === 'draft' || row.status === 'suspended')))
    throw new AppError('NOT_FOUND', 'No campaign has this id.');
  if (campaignRole === null) throw new AppError('FORBIDDEN', 'Only the campaign’s creator and its collaborators can add images.');
  if (!acceptsImages(row.status, role)) throw new AppError('CONFLICT', closedMessage(row.status, role));
}

/**
 * Processes and attaches an uploaded image. A new cover replaces the old one, whose files are
 * deleted after the change commits (a failed change never leaves the campaign without its cover).
 */
export async function addCampaignImage(
  deps: ImageDeps,
  input: { campaignId: string; userId: string; role: ImageRole; bytes: Buffer },
): Promise<CampaignImage> {
  const { campaignId, userId, role, bytes } = input;
  await assertCanAddImage(deps.db, campaignId, userId, role);
  if (role === 'gallery') {
    const count = (await repo.findImages(deps.db, campaignId)).filter((image) => image.role === 'gallery').length;
    if (count >= GALLERY_MAX_IMAGES)
      throw new AppError('CONFLICT', `A gallery holds at most ${GALLERY_MAX_IMAGES} images; remove one first.`);
  }
  if (role === 'update' && (await repo.countImages(deps.db, campaignId, 'update')) >= UPDATE_IMAGES_MAX)
    throw new AppError('CONFLICT', `A campaign's updates hold at most ${UPDATE_IMAGES_MAX} pictures.`);
  if (role === 'story' && (await repo.countImages(deps.db, campaignId, 'story')) >= STORY_IMAGES_MAX)
    throw new AppError('CONFLICT', `A story holds at most ${STORY_IMAGES_MAX} pictures.`);
  const rendered = await renderVariants(bytes);
  const variants: Record<string, string> = {};
  for (const [width, data] of rendered) {
    variants[String(width)] = await deps.fileStorage.put(
      randomFileKey('campaigns', `${campaignId}-w${width}`, 'webp'),
      data,
      'image/webp',
    );
  }
  const id = newId();
  const replaced = await deps.db.transaction().execute(async (trx) => {
    const campaign = await repo.findCampaignForUpdate(trx, campaignId);
    if (!campaign || !acceptsImages(campaign.status, role))
      throw new AppError('CONFLICT', closedMessage(campaign?.status ?? 'canceled', role));
    const position = role === 'gallery' ? await repo.nextGalleryPosition(trx, campaignId) : 0;
    await repo.insertImage(trx, { id, campaignId, role, position, variants });
    // Every change records its author (docs/product-rules.md#campaign-collaborators); an update
    // picture is recorded too ('update'), though it shows only once an update uses it.
    await recordEvent(trx, { type: 'campaign.edited', payload: { campaignId, actorId: userId, fields: [role] } });
    if (role !== 'cover') return null;
    const previous = campaign.coverImageId
      ? (await repo.findImages(trx, campaignId)).find((i) => i.id === campaign.coverImageId)
      : undefined;
    await repo.updateCampaign(trx, campaignId, { coverImageId: id });
    if (previous) await repo.deleteImage(trx, previous.id);
    return previous ?? null;
  });
  if (replaced) {
    // A relaunch's pictures share their files with the campaign it was copied from: keep what another picture uses.
    const urls = Object.values(replaced.variants);
    const stillUsed = await referencedUrls(deps.db, urls);
    for (const url of urls) if (!stillUsed.has(url)) await deps.fileStorage.removeByUrl(url).catch(() => undefined);
  }
  return toImage({ id, campaignId, role, position: 0, variants, createdAt: new Date() });
}
