// The whole application's defaults: security headers, closed CORS, body limit, generic 500s, the
// error shape, health, and configuration that refuses bad values by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createTestDatabase, type TestDatabase } from './test/database';
import type { FastifyInstance } from 'fastify';

let database: TestDatabase;
let app: FastifyInstance;
const dataDir = mkdtempSync(path.join(tmpdir(), 'phoolwari-app-'));

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_WEB: 'false', BODY_LIMIT_BYTES: '2048', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, database, logger: false });
  app.get('/api/test/explode', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('security defaults', () => {
  it('sends helmet headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('keeps CORS closed by default', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/categories',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/api/categories', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the limit with 413 in the error shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.in', password: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Request body is too large', errors: [] });
  });

  it('answers an unexpected failure with a generic 500 that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    // With the request's id, as the log line and the X-Request-Id header carry it.
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', errors: [], requestId });
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', errors: [] });
  });

  it('reports health per component, with providers named and no secrets', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ok',
      db: 'up',
      redis: 'not_configured',
      imageGenerator: 'not_configured',
      payments: 'up',
      mail: 'not_configured',
      storage: 'up',
      details: { database: database.kind, paymentProvider: 'simulated', storageDriver: 'disk', storagePublicBaseUrl: '/uploads' },
    });
    const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    for (const secret of Object.values(secrets)) expect(res.body).not.toContain(secret);
  });
});

describe('configuration', () => {
  it('applies defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', corsOrigins: [], databaseUrl: undefined, uploadsDir: path.join(dataDir, 'uploads') });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so tokens survive a restart.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ SEED_DEMO: 'yes please' }, 'SEED_DEMO'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'shop', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'Shop_Images' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'AKIA123' }, 'S3_ACCESS_KEY_ID'],
    [{ IMAGE_PROVIDER: 'midjourney' }, 'IMAGE_PROVIDER'],
    [{ IMAGE_API_KEY: 'sk-shop' }, 'IMAGE_MODEL'],
    [{ IMAGE_PROVIDER: 'openai' }, 'IMAGE_MODEL'],
    [{ IMAGE_TIMEOUT_MS: 'a minute' }, 'IMAGE_TIMEOUT_MS'],
    [{ IMAGE_SIZE: 'large' }, 'IMAGE_SIZE'],
    [{ CUSTOM_DESIGN_QUOTA_PER_HOUR: '0' }, 'CUSTOM_DESIGN_QUOTA_PER_HOUR'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
    [{ CONTACT_NOTIFY_EMAIL: 'owner-at-shop' }, 'CONTACT_NOTIFY_EMAIL'],
  ])('stops on %o with a message naming the variable', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(new RegExp(`^Invalid configuration:\\n.*${name}:`, 's'));
  });

  it('builds mail links on PUBLIC_URL, or on localhost and the port by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://flowers.example.in/' }).publicUrl).toBe('https://flowers.example.in');
  });

  it('chooses storage: disk by default, S3 when a bucket is set, with a public base URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ driver: 'disk' });
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'shop-images', S3_REGION: 'ap-south-1' }).storage).toEqual({
      driver: 's3',
      endpoint: undefined,
      bucket: 'shop-images',
      region: 'ap-south-1',
      credentials: undefined,
      publicBaseUrl: 'https://shop-images.s3.ap-south-1.amazonaws.com',
    });
    const minio = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'shop',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    }).storage;
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      publicBaseUrl: 'http://minio:9000/shop',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    const cdn = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'shop', S3_PUBLIC_BASE_URL: 'https://img.example.in/' }).storage;
    expect(cdn).toMatchObject({ publicBaseUrl: 'https://img.example.in' });
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'shop', STORAGE_DRIVER: 'disk' }).storage).toEqual({ driver: 'disk' });
  });

  it('draws designs offline unless an image service is configured; a key alone selects it', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).images).toEqual({ generator: 'procedural' });
    expect(loadConfig({ DATA_DIR: dataDir, IMAGE_API_KEY: 'sk-shop', IMAGE_MODEL: 'some-image-model' }).images).toEqual({
      generator: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-shop',
      model: 'some-image-model',
      size: '1024x1024',
      timeoutMs: 60_000,
    });
    const selfHosted = loadConfig({
      DATA_DIR: dataDir,
      IMAGE_PROVIDER: 'openai',
      IMAGE_API_BASE_URL: 'http://images.local:8080/v1/',
      IMAGE_MODEL: 'sdxl',
    }).images;
    expect(selfHosted).toMatchObject({ generator: 'openai', baseUrl: 'http://images.local:8080/v1', apiKey: undefined });
    expect(loadConfig({ DATA_DIR: dataDir, IMAGE_PROVIDER: 'procedural', IMAGE_API_KEY: 'sk-shop' }).images).toEqual({ generator: 'procedural' });
  });

  it('requires JWT_SECRET in production with a shared database', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' })).toThrow(/JWT_SECRET/);
  });
});
