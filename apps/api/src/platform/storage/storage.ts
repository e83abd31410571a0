// Where stored files (uploaded and generated images) live: one interface, two adapters — files
// under DATA_DIR/uploads served by the app itself, or an S3-compatible bucket for several instances.
export interface StoredObject {
  /** Where browsers fetch it: `/uploads/<key>` on disk, `<S3_PUBLIC_BASE_URL>/<key>` on S3. */
  publicUrl: string;
}

export interface ObjectStorage {
  readonly driver: 'disk' | 's3';
  /** Prefix of every public URL, without a trailing slash ('/uploads' or an absolute URL). */
  readonly publicBaseUrl: string;
  /** Stores `body` under `key`; keys are never reused, so objects are cached as immutable. */
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  /** Removes an object; a missing one is not an error (used to undo half-finished uploads). */
  delete(key: string): Promise<void>;
  /** Can we write right now? For the health report; never throws. */
  check(): Promise<boolean>;
}

/** Served for a year without revalidation: a key's content never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Keys are made by the server (folder/random-name.ext), never from client input; this refuses
 * anything else so a bug can never write outside the uploads root or the bucket's prefix.
 */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.length > 200) throw new Error(`Refusing unsafe storage key: ${JSON.stringify(key)}`);
}
