// The pictures a shared link shows (WhatsApp, Facebook, X read og:image): a 1200 × 630 JPEG, the
// shape and format every one of them displays, drawn from a product's or a design's own picture
// (stored as WebP, which some of them do not show) or, for the shop, its three most popular
// products side by side. Drawn on first request and kept: a stored picture never changes under
// its URL, so an entry is keyed by the URLs it was drawn from.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const BACKGROUND = { r: 253, g: 242, b: 248 }; // the shop's palest pink (brand-50)
const CACHED_IMAGES = 200;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
/** A preview that could not be drawn is tried again after this long, not on every request. */
export const FAILED_PREVIEW_TTL_MS = 5 * 60_000;

interface Deps {
  /** Where /uploads/ files live on disk. */
  uploadsDir: string;
  /** The storage's public base URL: '/uploads' on disk, the bucket's absolute address on S3. */
  imageBase: string;
}

export interface SharePreview {
  jpeg: Buffer;
  /** True when the pictures could not be drawn and this is the shop's plain background instead. */
  placeholder: boolean;
}

export function createShareImages({ uploadsDir, imageBase }: Deps) {
  const cache = new Map<string, { preview: Promise<SharePreview>; failedAt?: number }>();
  let placeholder: Promise<Buffer> | undefined;

  /**
   * A stored picture's bytes: from disk for /uploads/ paths, over HTTP only from the shop's own
   * bucket. Never another host (the address came from staff input), never through a redirect.
   */
  async function source(url: string): Promise<Buffer> {
    if (url.startsWith('/uploads/')) {
      const file = path.resolve(uploadsDir, decodeURIComponent(url.slice('/uploads/'.length)));
      if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) throw new AppError(404, 'Not found', 'NOT_FOUND');
      return readFile(file).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new AppError(404, 'The picture is missing', 'NOT_FOUND') : error;
      });
    }
    if (!/^https?:\/\//.test(imageBase) || !url.startsWith(`${imageBase}/`)) throw new Error(`${url} is not in the shop's storage`);
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'manual' });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`Fetching ${url} answered ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) throw new Error(`${url} is larger than a picture should be`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_SOURCE_BYTES) throw new Error(`${url} is larger than a picture should be`);
    return bytes;
  }

  const canvas = () => {
    const { width, height } = SHARE_IMAGE_SIZE;
    return sharp({ create: { width, height, channels: 3, background: BACKGROUND } });
  };

  /** The pictures, each fitted into an equal share of the width, on the shop's background. */
  async function draw(urls: string[]): Promise<Buffer> {
    const { width, height } = SHARE_IMAGE_SIZE;
    const slot = Math.floor(width / urls.length);
    const tiles = await Promise.all(
      urls.map(async (url, i) => ({
        input: await sharp(await source(url))
          .resize(slot, height, { fit: 'contain', background: BACKGROUND })
          .flatten({ background: BACKGROUND })
          .toBuffer(),
        left: i * slot + Math.floor((width - slot * urls.length) / 2),
        top: 0,
      })),
    );
    return canvas().composite(tiles).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }

  return {
    /**
     * The preview for these pictures (one to three), drawn once and kept. One that cannot be drawn
     * (a missing file, an unreachable bucket, an address that is not the shop's) is the plain
     * background, reported through `onFailure` and kept for FAILED_PREVIEW_TTL_MS.
     */
    preview(urls: string[], onFailure: (error: unknown) => void): Promise<SharePreview> {
      if (urls.length === 0) return Promise.reject(new AppError(404, 'There is no picture to share', 'NOT_FOUND'));
      const key = urls.join('\n');
      const kept = cache.get(key);
      if (kept && (kept.failedAt === undefined || Date.now() - kept.failedAt < FAILED_PREVIEW_TTL_MS)) return kept.preview;
      if (cache.size >= CACHED_IMAGES) cache.delete(cache.keys().next().value!);
      const entry: { preview: Promise<SharePreview>; failedAt?: number } = {
        preview: draw(urls).then(
          (jpeg) => ({ jpeg, placeholder: false }),
          async (error: unknown) => {
            onFailure(error);
            entry.failedAt = Date.now();
            placeholder ??= canvas().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
            return { jpeg: await placeholder, placeholder: true };
          },
        ),
      };
      cache.set(key, entry);
      return entry.preview;
    },
  };
}
export type ShareImages = ReturnType<typeof createShareImages>;
