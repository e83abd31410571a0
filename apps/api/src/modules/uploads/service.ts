// Admin image uploads: every file goes through the image pipeline before anything is stored, so a
// batch is all-or-nothing — one bad file refuses the whole upload with a message naming it.
import type { UploadedImage } from '@phoolwari/contracts';
import { AppError, badRequest } from '../../platform/errors';
import { ImageRejectedError, processImage, type ImageVariant } from '../../platform/images/process';
import { deleteKeys, storeImage, type StoredImage } from '../../platform/images/store';
import type { ObjectStorage } from '../../platform/storage/storage';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';

/** Folder (disk) or key prefix (S3) of uploaded images; the seed's pictures live in `catalogue`. */
export const UPLOAD_DIR = 'images';

/** One incoming file, whatever the transport: its client-given name (for messages only) and bytes. */
export interface IncomingFile {
  filename: string;
  read(): Promise<Buffer>;
}

/** The client's file name, fit to quote in a message: no folders, no control characters, short. */
export function displayName(filename: string, index: number): string {
  const base = (filename.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 80);
  return base || `file ${index + 1}`;
}

/**
 * Decodes and re-encodes one incoming file through the image pipeline. A file that does not decode
 * (or breaks a limit) is a 400 naming it, with `path` (e.g. `files.2`) in the error list.
 */
export async function processIncoming(file: IncomingFile, index: number, path: string): Promise<ImageVariant[]> {
  const bytes = await file.read();
  try {
    return await processImage(bytes);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const name = displayName(file.filename, index);
    throw new AppError(400, wording(messages, 'cannotBeUsed', { name, reason: error.reason }), 'INVALID_IMAGE', [{ path, message: error.reason }]);
  }
}

/**
 * The one image of a single-file upload, processed and stored under `dir`: what customers' uploads
 * (reference photos) use. No file, or more than one, is a 400.
 */
export async function storeSingleImage(storage: ObjectStorage, dir: string, files: AsyncIterable<IncomingFile>, field: string): Promise<StoredImage> {
  let variants: ImageVariant[] | undefined;
  for await (const file of files) {
    if (variants) throw badRequest(wording(messages, 'oneAtATime'), [{ path: field, message: wording(messages, 'onlyOneAccepted') }]);
    variants = await processIncoming(file, 0, field);
  }
  if (!variants) throw badRequest(wording(messages, 'chooseImage'), [{ path: field, message: wording(messages, 'noImageReceived') }]);
  return storeImage(storage, dir, variants);
}

export function createUploadService({ storage }: { storage: ObjectStorage }) {
  return {
    async uploadImages(files: AsyncIterable<IncomingFile>): Promise<UploadedImage[]> {
      const processed: ImageVariant[][] = [];
      let index = 0;
      for await (const file of files) {
        processed.push(await processIncoming(file, index, `files.${index}`));
        index += 1;
      }
      if (processed.length === 0) throw badRequest('Choose at least one image to upload', [{ path: 'files', message: 'No image received' }]);

      const results = await Promise.allSettled(processed.map((variants) => storeImage(storage, UPLOAD_DIR, variants)));
      const stored = results.filter((r): r is PromiseFulfilledResult<StoredImage> => r.status === 'fulfilled').map((r) => r.value);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) {
        // Storage failed for one file: take the others back so the batch stays all-or-nothing.
        await deleteKeys(
          storage,
          stored.flatMap((s) => s.keys),
        );
        throw failed.reason;
      }
      return stored.map(({ publicUrl, widths, width, height }) => ({ publicUrl, widths, width, height }));
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
