// The S3 adapter against a real S3 API (s3rver on 127.0.0.1): uploads through the app land in the
// bucket as WebP with an immutable Cache-Control, at the public URL the answer names, and nothing
// is written to the local uploads folder.
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/app';
import { listFiles, sidewaysJpegWithExif, solidPng, uploadForm } from '../../test/images';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { loadConfig } from '../../config';
import { createS3Storage } from './s3';

let s3: LocalS3;
let t: TestApp;
let adminToken: string;
let storage: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  adminToken = await loginAdmin(t);
  const config = loadConfig({ DATA_DIR: t.dataDir, ...s3.env });
  if (config.storage.driver !== 's3') throw new Error('expected the S3 driver');
  storage = createS3Storage(config.storage);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keyOf = (publicUrl: string) => publicUrl.slice(`${s3.endpoint}/${s3.bucket}/`.length);

describe('S3 storage', () => {
  it('stores uploads in the bucket as WebP with immutable caching, at the public URL it answers', async () => {
    const localBefore = listFiles(path.join(t.dataDir, 'uploads'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multiple',
      headers: bearer(adminToken),
      payload: uploadForm([
        { name: 'rose.png', data: await solidPng(1600, 1200), type: 'image/png' },
        { name: 'IMG_1.jpg', data: await sidewaysJpegWithExif(), type: 'image/jpeg' },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const images = res.json<{ data: { publicUrl: string; widths: number[] }[] }>().data;
    expect(images).toHaveLength(2);

    for (const image of images) {
      expect(image.publicUrl).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/images/[0-9a-f]{32}\\.webp$`));
      const key = keyOf(image.publicUrl);
      const object = await storage.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(object.ContentType).toBe('image/webp');
      expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', image.widths[0], undefined]);

      const small = await storage.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key.replace(/\.webp$/, '-400.webp') }));
      expect(small.ContentType).toBe('image/webp');

      // What a browser does with the URL: a plain GET on the public base.
      const fetched = await fetch(image.publicUrl);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/webp');
    }
    expect(listFiles(path.join(t.dataDir, 'uploads'))).toEqual(localBefore);
  });

  it('lets pages load images from the bucket’s origin (CSP img-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it('reports the bucket in health without any credential', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ storage: 'up', details: { storageDriver: 's3', storagePublicBaseUrl: `${s3.endpoint}/${s3.bucket}` } });
    expect(res.body).not.toContain('S3RVER');
  });

  it('deletes objects, tolerates missing ones and refuses keys it did not make', async () => {
    await storage.put('images/0123abcd.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('images/0123abcd.webp');
    await expect(storage.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'images/0123abcd.webp' }))).rejects.toThrow();
    await expect(storage.delete('images/0123abcd.webp')).resolves.toBeUndefined();
    for (const key of ['../evil.webp', '/abs.webp', 'images/../../x.webp', 'Images/X.webp', 'images/a b.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    }
  });

  it('says down when the bucket does not answer', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' });
    if (config.storage.driver !== 's3') throw new Error('expected the S3 driver');
    expect(await createS3Storage(config.storage).check()).toBe(false);
    expect(await storage.check()).toBe(true);
  });
});
