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

interface Deps {
  /** Where /uploads/ files live on disk. */
  uploadsDir: string;
}

export function createShareImages({ uploadsDir }: Deps) {
  const cache = new Map<string, Promise<Buffer>>();

  /** A stored picture's bytes: from disk for /uploads/ paths, over HTTP for a bucket's URL. */
  async function source(url: string): Promise<Buffer> {
    if (url.startsWith('/uploads/')) {
      const file = path.resolve(uploadsDir, decodeURIComponent(url.slice('/uploads/'.length)));
      if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) throw new AppError(404, 'Not found', 'NOT_FOUND');
      return readFile(file).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new AppError(404, 'The picture is missing', 'NOT_FOUND') : error;
      });
    }
    if (!/^https?:\/\//.test(url)) throw new AppError(404, 'Not found', 'NOT_FOUND');
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Fetching ${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_SOURCE_BYTES) throw new Error(`${url} is larger than a picture should be`);
    return bytes;
  }

  /** The pictures, each fitted into an equal share of the width, on the shop's background. */
  async function draw(urls: string[]): Promise<Buffer> {
    const { width, height } = SHARE_IMAGE_SIZE;
    const slot = Math.floor(width / urls.length);
    const tiles = await Promise.all(
      urls.map(async (url, i) => ({
        input: await sharp(await source(url)).resize(slot, height, { fit: 'contain', background: BACKGROUND }).flatten({ background: BACKGROUND }).toBuffer(),
        left: i * slot + Math.floor((width - slot * urls.length) / 2),
        top: 0,
      })),
    );
    return sharp({ create: { width, height, channels: 3, background: BACKGROUND } }).composite(tiles).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }

  return {
    /** The JPEG for these pictures (one to three), drawn once and kept. */
    jpeg(urls: string[]): Promise<Buffer> {
      if (urls.length === 0) return Promise.reject(new AppError(404, 'There is no picture to share', 'NOT_FOUND'));
      const key = urls.join('\n');
      let drawn = cache.get(key);
      if (!drawn) {
        if (cache.size >= CACHED_IMAGES) cache.delete(cache.keys().next().value!);
        drawn = draw(urls);
        cache.set(key, drawn);
        // A failure is not kept: the next request tries again.
        drawn.catch(() => cache.delete(key));
      }
      return drawn;
    },
  };
}
export type ShareImages = ReturnType<typeof createShareImages>;
