// A real S3 API on 127.0.0.1 for tests: s3rver on a free port, keeping objects in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The env a test app needs to store in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'phoolwari-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'phoolwari-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_BASE_URL: `${endpoint}/${bucket}`,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
