// GET /api/health beyond the defaults (app.test.ts): 503 when the database is down, 'degraded'
// but 200 when storage is down, Razorpay named without its keys.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import type { ObjectStorage } from '../../platform/storage/storage';
import { createHealthService } from './service';

describe('health', () => {
  it('answers 503 with db down when the database does not answer, and leaks no error text', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'phoolwari-health-')), SERVE_WEB: 'false', LOG_LEVEL: 'silent' });
    const broken = { ...database, ping: () => Promise.reject(new Error('connect ECONNREFUSED postgres://secret@db')) };
    const app = await buildApp({ config, database: broken, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', db: 'down', storage: 'up' });
      expect(res.body).not.toContain('secret');
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('stays 200 but degraded when storage is down, and probes storage at most once per interval', async () => {
    const database = await createTestDatabase();
    let probes = 0;
    let now = 0;
    const storage: ObjectStorage = {
      driver: 's3',
      publicBaseUrl: 'https://img.example.in',
      put: () => Promise.reject(new Error('unused')),
      delete: () => Promise.resolve(),
      check: async () => {
        probes += 1;
        return false;
      },
    };
    try {
      const health = createHealthService({ database, payments: 'simulated', storage, storageProbeMs: 30_000, now: () => now });
      expect(await health.report()).toMatchObject({
        status: 'degraded',
        db: 'up',
        storage: 'down',
        details: { storageDriver: 's3', storagePublicBaseUrl: 'https://img.example.in' },
      });
      await health.report();
      expect(probes).toBe(1);
      now += 30_001;
      await health.report();
      expect(probes).toBe(2);
    } finally {
      await database.dispose();
    }
  });

  it('reports optional dependencies through their probes once they are switched on', async () => {
    const database = await createTestDatabase();
    const storage: ObjectStorage = {
      driver: 'disk',
      publicBaseUrl: '/uploads',
      put: () => Promise.reject(new Error('unused')),
      delete: () => Promise.resolve(),
      check: async () => true,
    };
    try {
      const health = createHealthService({
        database,
        payments: 'simulated',
        storage,
        probes: { redis: async () => true, mail: () => Promise.reject(new Error('ECONNREFUSED smtp://user:pass@mail')) },
      });
      const report = await health.report();
      expect(report).toMatchObject({ status: 'degraded', redis: 'up', mail: 'down', imageGenerator: 'not_configured' });
      expect(JSON.stringify(report)).not.toContain('pass');
    } finally {
      await database.dispose();
    }
  });

  it('names Razorpay as the payment provider without any key', async () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_health1234',
      RAZORPAY_KEY_SECRET: 'key-secret-health-5678',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-health-9012',
    };
    const t = await createTestApp(keys);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', payments: 'up', details: { paymentProvider: 'razorpay', storageDriver: 'disk' } });
      for (const value of Object.values(keys)) expect(res.body).not.toContain(value);
      expect(res.body).not.toContain('test-secret');
    } finally {
      await t.close();
    }
  });
});
