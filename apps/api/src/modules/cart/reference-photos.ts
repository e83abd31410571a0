// Customers' reference photos: a picture a customer attaches to one cart line to show the colours or
// style they want; checkout copies it onto the order item, where the florist sees it.
//
// The upload goes through the same image pipeline as the admin's (decoded and re-encoded as WebP,
// anything else 400) and is stored under the customer's own prefix, `references/<userId>/<random>`.
// That prefix is the proof of ownership: a cart line accepts only a URL of exactly that shape for
// the signed-in customer, so nobody can attach another customer's photo or an outside URL, and no
// extra table of issued uploads is needed (names carry 128 random bits, so they cannot be guessed).
import type { Redis } from 'ioredis';
import { badRequest } from '../../platform/errors';
import { consumeAttempt, createLimiter } from '../../platform/rate-limit';
import type { ObjectStorage } from '../../platform/storage/storage';
import { storeSingleImage, type IncomingFile } from '../uploads';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';

/** Uploads per customer per hour: plenty for trying a few photos, little for filling the disk. */
export const REFERENCE_PHOTOS_PER_HOUR = 20;
/** The multipart field that carries the photo. */
export const REFERENCE_PHOTO_FIELD = 'file';

export const referencePhotoDir = (userId: string) => `references/${userId}`;

const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

export function createReferencePhotoService({ storage, redis }: { storage: ObjectStorage; redis?: Redis | null }) {
  const perCustomer = createLimiter({ keyPrefix: 'reference-photos', points: REFERENCE_PHOTOS_PER_HOUR, durationSeconds: 3600 }, redis);

  /** Is `url` a photo our upload issued to this customer? */
  function isOwn(userId: string, url: string): boolean {
    const prefix = `${storage.publicBaseUrl}/${referencePhotoDir(userId)}/`;
    return url.startsWith(prefix) && STORED_NAME.test(url.slice(prefix.length));
  }

  return {
    /** Stores the customer's photo (one file) and answers its public URL. Every attempt counts toward the limit. */
    async upload(userId: string, files: AsyncIterable<IncomingFile>): Promise<string> {
      await consumeAttempt(perCustomer, userId, (minutes) => wording(messages, 'photosTooFast', { minutes }));
      const stored = await storeSingleImage(storage, referencePhotoDir(userId), files, REFERENCE_PHOTO_FIELD);
      return stored.publicUrl;
    },

    /** Throws a 400 unless `url` is one of this customer's uploaded reference photos. */
    assertOwn(userId: string, url: string): void {
      if (!isOwn(userId, url)) {
        throw badRequest(wording(messages, 'photoNotYours'), [{ path: 'referencePhoto', message: wording(messages, 'photoNotYoursField') }]);
      }
    },
  };
}
export type ReferencePhotoService = ReturnType<typeof createReferencePhotoService>;
