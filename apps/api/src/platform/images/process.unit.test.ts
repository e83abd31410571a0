// The image pipeline on its own: every accepted format, the sizes it makes, colour handling and
// the limits, without HTTP (the uploads tests cover the route and storage).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoLike, pixelBombPng } from '../../test/images';
import { imageDecodeQueue, ImageRejectedError, MAX_INPUT_PIXELS, processImage } from './process';

const sizes = (variants: Awaited<ReturnType<typeof processImage>>) => variants.map((v) => [v.nominalWidth, v.width, v.height]);
const create = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 230, g: 80, b: 20, alpha: 0.5 } : '#2a7' } });

describe('processImage', () => {
  it.each([
    ['JPEG', () => create(1000, 500).jpeg().toBuffer()],
    ['PNG', () => create(1000, 500).png().toBuffer()],
    ['WebP', () => create(1000, 500).webp().toBuffer()],
    ['GIF', () => create(1000, 500).gif().toBuffer()],
    ['AVIF', () => create(1000, 500).avif({ effort: 0 }).toBuffer()],
  ])('accepts %s and makes WebP at 800 and 400 px', async (_format, make) => {
    const variants = await processImage(await make());
    expect(sizes(variants)).toEqual([
      [800, 800, 400],
      [400, 400, 200],
    ]);
    for (const v of variants) expect((await sharp(v.data).metadata()).format).toBe('webp');
  });

  it('reads only the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 100, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const [first] = await processImage(animated);
    expect(first).toMatchObject({ width: 100, height: 300 });
    const { pages } = await sharp(first!.data).metadata();
    expect(pages ?? 1).toBe(1);
    const [r = 0, , b = 0] = await sharp(first!.data).raw().toBuffer();
    expect([r > 200, b < 60]).toEqual([true, true]);
  });

  it('keeps transparency and turns CMYK and 16-bit input into ordinary 8-bit sRGB', async () => {
    const [alpha] = await processImage(await create(500, 500, 4).png().toBuffer());
    expect((await sharp(alpha!.data).metadata()).hasAlpha).toBe(true);

    const cmyk = await create(500, 500).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const [fromCmyk] = await processImage(cmyk);
    expect(await sharp(fromCmyk!.data).metadata()).toMatchObject({ space: 'srgb', channels: 3 });

    const deep = await create(500, 500).toColourspace('rgb16').png().toBuffer();
    const [fromDeep] = await processImage(deep);
    expect((await sharp(fromDeep!.data).metadata()).depth).toBe('uchar');
  });

  it('caps a very tall sliver at 4 times its width instead of failing on WebP’s height limit', async () => {
    const sliver = await sharp({ create: { width: 1000, height: 20_000, channels: 3, background: '#fc0' } })
      .png()
      .toBuffer();
    const variants = await processImage(sliver);
    expect(sizes(variants)).toEqual([
      [800, 160, 3200],
      [400, 160, 3200],
    ]);
  });

  it('shrinks a camera-sized photo to a small fraction of its bytes', async () => {
    const photo = await photoLike(1500, 1000).jpeg({ quality: 90 }).toBuffer();
    const [large, small] = await processImage(photo);
    expect([large!.width, large!.height, small!.width, small!.height]).toEqual([800, 533, 400, 267]);
    expect(large!.data.length).toBeLessThan(photo.length / 5);
    expect(small!.data.length).toBeLessThan(large!.data.length);
  });

  it('accepts exactly the pixel limit and refuses one row more, by the header alone', async () => {
    const width = 8000;
    const height = MAX_INPUT_PIXELS / width;
    await expect(processImage(pixelBombPng(width, height))).resolves.toHaveLength(2);
    await expect(processImage(pixelBombPng(width, height + 1))).rejects.toThrow(ImageRejectedError);
  });
});

describe('decodes at once', () => {
  it('decodes only a few pictures at a time; the others wait their turn and all come out', async () => {
    const photo = await photoLike(3000, 2000).jpeg({ quality: 90 }).toBuffer();
    const { limit } = imageDecodeQueue();
    let mostActive = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      const { active, waiting } = imageDecodeQueue();
      mostActive = Math.max(mostActive, active);
      mostWaiting = Math.max(mostWaiting, waiting);
    }, 2);
    try {
      const results = await Promise.all(Array.from({ length: limit + 4 }, () => processImage(photo)));
      expect(results.every((variants) => variants.length === 2)).toBe(true);
    } finally {
      clearInterval(watch);
    }
    expect(mostActive).toBeLessThanOrEqual(limit);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(imageDecodeQueue()).toMatchObject({ active: 0, waiting: 0 });
  });
});
