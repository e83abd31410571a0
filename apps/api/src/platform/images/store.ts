// Stores a processed image under a new random name: `<dir>/<name>.webp` is the largest size and
// its public URL; each smaller size sits beside it as `<name>-<width>.webp`, so the web app builds
// a srcset from the URL alone. Names never come from the client and are never reused.
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS } from '@phoolwari/contracts';
import type { ObjectStorage } from '../storage/storage';
import type { ImageVariant } from './process';

export interface StoredImage {
  publicUrl: string;
  /** Real widths of the stored files, largest first. */
  widths: number[];
  width: number;
  height: number;
  /** Storage keys of every file, to undo a batch that failed half-way. */
  keys: string[];
}

/** 128 random bits: unguessable, so unpublished uploads cannot be found by enumeration. */
export const newImageName = () => randomBytes(16).toString('hex');

export function imageKey(dir: string, name: string, variantIndex: number, nominalWidth: number): string {
  return variantIndex === 0 ? `${dir}/${name}.webp` : `${dir}/${name}-${nominalWidth}.webp`;
}

export async function storeImage(storage: ObjectStorage, dir: string, variants: readonly ImageVariant[]): Promise<StoredImage> {
  const [main] = variants;
  if (!main) throw new Error('storeImage needs at least one variant');
  const name = newImageName();
  const keyed = variants.map((v, i) => ({ v, key: imageKey(dir, name, i, v.nominalWidth) }));
  const written: string[] = [];
  let publicUrl = '';
  try {
    // Smaller sizes first, so a public URL that exists always has its srcset siblings.
    for (const { v, key } of [...keyed].reverse()) {
      const stored = await storage.put(key, v.data, 'image/webp');
      written.push(key);
      if (v === main) publicUrl = stored.publicUrl;
    }
  } catch (error) {
    await deleteKeys(storage, written);
    throw error;
  }
  return { publicUrl, widths: variants.map((v) => v.width), width: main.width, height: main.height, keys: written };
}

/** Best-effort removal (undoing a failed batch must not hide the error that caused it). */
export async function deleteKeys(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/**
 * The storage keys of every size of an image stored by storeImage, from its public URL; empty for
 * a URL that is not ours (e.g. typed in by an admin), so nothing else can ever be deleted.
 */
export function storedImageKeys(storage: ObjectStorage, publicUrl: string, widths: readonly number[] = IMAGE_WIDTHS): string[] {
  const prefix = `${storage.publicBaseUrl}/`;
  if (!publicUrl.startsWith(prefix)) return [];
  const match = /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)\/([0-9a-f]{32})\.webp$/.exec(publicUrl.slice(prefix.length));
  if (!match) return [];
  const [, dir = '', name = ''] = match;
  return widths.map((width, i) => imageKey(dir, name, i, width));
}
