// Picks the storage adapter the configuration asks for (STORAGE_DRIVER, or S3 when S3_BUCKET is set).
import type { Config } from '../../config';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';
import type { ObjectStorage } from './storage';

export function createStorage(config: Config): ObjectStorage {
  const s = config.storage;
  return s.driver === 's3' ? createS3Storage(s) : createDiskStorage({ root: config.uploadsDir, publicBaseUrl: '/uploads' });
}
