// The image pipeline every stored picture goes through: read the header to learn the format and
// size without decoding, refuse anything that is not a plain raster photo or is too big to decode
// safely, then decode once, turn upright by EXIF, drop all metadata (EXIF, GPS, ICC, XMP) and
// encode WebP at each of IMAGE_WIDTHS, never upscaling. Re-encoding also neutralises polyglot
// files: what is stored is pixels sharp wrote, never the bytes a client sent.
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { IMAGE_WIDTHS } from '@phoolwari/contracts';
import { wording, type Wording } from '../i18n/translator';
import * as messages from './messages';

/** Decoded size limit: a 40 MP photo is ~160 MB of RGBA; a 20000×20000 "pixel bomb" would be 1.6 GB. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Decodes running at once in this process; the rest wait their turn. Ten customers uploading
 * 40-megapixel photos together would otherwise hold ten decoded copies (~1.6 GB); this way memory
 * stays near one core's share each (~160 MB per decode), and the waiting costs a few seconds.
 */
const decodeSlots = pLimit(Math.max(1, Math.min(availableParallelism(), 4)));

/** How many pictures are being decoded and how many wait, for health reports and tests. */
export function imageDecodeQueue(): { active: number; waiting: number; limit: number } {
  return { active: decodeSlots.activeCount, waiting: decodeSlots.pendingCount, limit: decodeSlots.concurrency };
}

/** A sliver 800 px wide would otherwise become an image taller than WebP allows (16383 px). */
const MAX_ASPECT = 4;
const WEBP = { quality: 80, effort: 4 } as const;

/** An input the pipeline will not store, with a reason a shop owner (or a customer, in their language) understands. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';

  constructor(readonly reason: Wording) {
    super(String(reason));
  }
}

export interface ImageVariant {
  /** The nominal width from IMAGE_WIDTHS that names the file (`-400`), whatever the real width. */
  nominalWidth: number;
  width: number;
  height: number;
  data: Buffer;
}

/** Formats by what their bytes say (never by file name or the client's content type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const notAnImage = () => new ImageRejectedError(wording(messages, 'notAnImage'));

// `failOn: 'truncated'` refuses cut-off files rather than storing a half-grey picture; only the
// first frame of an animation is read; the pixel limit guards the decoder itself too.
const DECODE_OPTIONS: SharpOptions = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 };

export async function processImage(input: Buffer, widths: readonly number[] = IMAGE_WIDTHS): Promise<ImageVariant[]> {
  // The header only: no pixel is decoded here, so a pixel bomb costs microseconds. The limit is
  // checked below rather than by sharp so the message can say what is wrong.
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw notAnImage();
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  // SVG is refused even when valid: it is a document that can carry scripts and external links.
  if (!ACCEPTED_FORMATS.has(meta.format) && !isAvif) throw notAnImage();
  if (!meta.width || !meta.height) throw new ImageRejectedError(wording(messages, 'noSize'));
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    // Written out as given: no digit grouping in a size.
    const size = { width: String(meta.width), height: String(meta.height), megapixels: String(MAX_INPUT_PIXELS / 1_000_000) };
    throw new ImageRejectedError(wording(messages, 'tooManyPixels', size));
  }

  return decodeSlots(() => decodeAndEncode(input, widths));
}

async function decodeAndEncode(input: Buffer, widths: readonly number[]): Promise<ImageVariant[]> {
  const [largest = 800, ...smaller] = widths;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decode once, upright and at the largest width; the smaller sizes are made from these pixels.
    // Shrink-on-load makes a big JPEG cheap to decode at 800 px.
    decoded = await sharp(input, { ...DECODE_OPTIONS, autoOrient: true })
      .resize({ width: largest, height: largest * MAX_ASPECT, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .timeout({ seconds: 30 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError(wording(messages, 'damaged'));
  }

  const { width, height, channels } = decoded.info;
  const raw = { raw: { width, height, channels } } satisfies SharpOptions;
  const encode = async (nominalWidth: number): Promise<ImageVariant> => {
    // Output metadata is empty by default in sharp: nothing of the original's EXIF survives.
    const { data, info } = await sharp(decoded.data, raw)
      .resize({ width: nominalWidth, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { nominalWidth, width: info.width, height: info.height, data };
  };
  return Promise.all([largest, ...smaller].map(encode));
}
