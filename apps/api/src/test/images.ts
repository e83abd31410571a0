// Real image files for upload tests, made on the spot: photos with EXIF, a PNG "pixel bomb" that
// is tiny on disk but 400 megapixels decoded, and helpers to post them as multipart form data.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/**
 * A photo-like RGB image (deterministic): fractal texture like foliage at several scales, soft
 * round blooms and sensor-like noise — detail that survives downscaling, as in a real photo.
 */
export function photoLike(width: number, height: number): Sharp {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  // Value noise: random values on a grid of `cell` pixels, bilinearly interpolated.
  const octaves = [96, 24, 6].map((cell) => {
    const cols = Math.ceil(width / cell) + 2;
    const grid = Float32Array.from({ length: cols * (Math.ceil(height / cell) + 2) }, () => random() - 0.5);
    return { cell, cols, grid };
  });
  const texture = (x: number, y: number) => {
    let v = 0;
    for (const { cell, cols, grid } of octaves) {
      const gx = x / cell;
      const gy = y / cell;
      const ix = Math.floor(gx);
      const iy = Math.floor(gy);
      const fx = gx - ix;
      const fy = gy - iy;
      const at = (cx: number, cy: number) => grid[cy * cols + cx] ?? 0;
      const top = at(ix, iy) * (1 - fx) + at(ix + 1, iy) * fx;
      const bottom = at(ix, iy + 1) * (1 - fx) + at(ix + 1, iy + 1) * fx;
      v += (top * (1 - fy) + bottom * fy) * (cell / 48);
    }
    return v;
  };
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = texture(x, y) * 90;
      const noise = (random() + random() - 1) * 12;
      const i = (y * width + x) * 3;
      data[i] = Math.max(0, Math.min(255, 50 + (90 * y) / height + t * 0.6 + noise));
      data[i + 1] = Math.max(0, Math.min(255, 100 + t + noise));
      data[i + 2] = Math.max(0, Math.min(255, 45 + t * 0.4 + noise));
    }
  }
  // Blooms: marigold-orange and rose-pink discs with petal ripples, drawn only inside their box.
  for (let n = 0; n < 18; n++) {
    const cx = random() * width;
    const cy = random() * height;
    const r = (0.03 + random() * 0.07) * width;
    const [br, bg, bb] = random() > 0.5 ? [250, 140, 20] : [225, 60, 120];
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(height, cy + r); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(width, cx + r); x++) {
        const d = Math.hypot(x - cx, y - cy) / r;
        if (d >= 1) continue;
        const k = Math.min(1, (1 - d) * 3) * (0.75 + 0.25 * Math.sin(Math.atan2(y - cy, x - cx) * 9 + d * 12));
        const i = (y * width + x) * 3;
        data[i] = data[i]! * (1 - k) + br * k;
        data[i + 1] = data[i + 1]! * (1 - k) + bg * k;
        data[i + 2] = data[i + 2]! * (1 - k) + bb * k;
      }
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/**
 * A JPEG as a phone writes it: stored sideways (left half red, right half blue) with EXIF
 * Orientation 6 (turn 90° clockwise to view), camera make and a GPS tag that must not survive.
 */
export async function sidewaysJpegWithExif(width = 1000, height = 600): Promise<Buffer> {
  const blue = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: width / 2, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoolCam', Model: 'Garden 1', Copyright: 'Asha Rao' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function solidPng(width: number, height: number, colour = '#e0218a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A complete, valid 1-bit greyscale PNG of width×height (default 20000×20000 = 400 MP): ~50 KB on
 * the wire, 1.6 GB as RGBA. Written by hand because encoding one with sharp takes ~15 s.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + all-black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
  field?: string;
}

/** A multipart body with one part per file (under `files` unless told otherwise). */
export function uploadForm(files: readonly FilePart[]): FormData {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return form;
}

/** Every file under `dir`, relative, sorted (for before/after comparisons). */
export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}
