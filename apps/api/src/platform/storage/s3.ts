// S3-compatible adapter (AWS S3, Cloudflare R2, MinIO, …): objects go to S3_BUCKET with their
// content type and an immutable Cache-Control, and browsers fetch them from S3_PUBLIC_BASE_URL.
import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, type ObjectStorage } from './storage';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

export function createS3Storage(config: S3Config): ObjectStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Path-style (endpoint/bucket/key) works with every S3-compatible server; virtual hosts need DNS.
    forcePathStyle: true,
    maxAttempts: 3,
  });
  return {
    driver: 's3',
    publicBaseUrl: config.publicBaseUrl,
    client,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }),
        { abortSignal: AbortSignal.timeout(30_000) },
      );
      return { publicUrl: `${config.publicBaseUrl}/${key}` };
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal: AbortSignal.timeout(10_000) });
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }), { abortSignal: AbortSignal.timeout(3_000) });
        return true;
      } catch {
        return false;
      }
    },
  };
}
