import { CATEGORY_SLUGS } from '@crowdspark/shared/constants/categories';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_PIXELS, COVER_SIZE, drawAvatar, drawPicture, pictureSvg } from '../../src/db/demo/images.js';

describe('demo pictures', () => {
  it('are the same for the same seed and differ between seeds and categories', () => {
    expect(pictureSvg('music', 'demo-a:cover', COVER_SIZE)).toBe(pictureSvg('music', 'demo-a:cover', COVER_SIZE));
    expect(pictureSvg('music', 'demo-a:cover', COVER_SIZE)).not.toBe(pictureSvg('music', 'demo-b:cover', COVER_SIZE));
    const perCategory = new Set(CATEGORY_SLUGS.map((category) => pictureSvg(category, 'same-seed', COVER_SIZE)));
    expect(perCategory.size).toBe(CATEGORY_SLUGS.length);
  });

  it('are real, colourful images of the asked size (not grey boxes)', async () => {
    const bytes = await drawPicture('environment', 'demo-seed-library:cover', COVER_SIZE);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ ...COVER_SIZE, format: 'jpeg' });
    // Saturation: a grey picture has equal channels everywhere, so their spread would be ~0.
    const { channels } = await sharp(bytes).stats();
    const means = channels.slice(0, 3).map((c) => c.mean);
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(20);
    expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);

    const avatar = await sharp(await drawAvatar('demo-maya-okafor')).metadata();
    expect({ width: avatar.width, height: avatar.height, format: avatar.format }).toEqual({
      width: AVATAR_PIXELS,
      height: AVATAR_PIXELS,
      format: 'webp',
    });
  });
});
