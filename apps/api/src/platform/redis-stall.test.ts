// A Redis that stops answering without going away (its process stopped, a network black hole) must
// not freeze the shop: sign-in, the contact form and the design quota fall back to this instance's
// counts within a moment, and health says Redis is down until it answers again. Uses a private
// redis-server on a free port (stopped with SIGSTOP, resumed with SIGCONT).
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerCustomer, type TestApp } from '../test/app';
import { freePort, hasRedisServer, startRedis } from '../test/private-redis';

describe.skipIf(!hasRedisServer)('a stalled Redis', () => {
  let redis: ChildProcess;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    redis.kill('SIGCONT');
    await t.close();
    redis.kill('SIGKILL');
  });

  it('answers sign-in and the contact form at once, and health says Redis is down until it answers again', async () => {
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ redis: string }>().redis, { timeout: 5000 }).toBe('up');
    const customer = await registerCustomer(t.app);
    redis.kill('SIGSTOP');
    try {
      const started = Date.now();
      const [login, contact, health] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.user.email, password: 'not-the-password-1' } }),
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'Asha', email: 'asha@example.in', subject: 'order', message: 'Where is my garland, please?' },
        }),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(login.statusCode).toBe(401);
      expect(contact.statusCode).toBe(201);
      expect(health.json<{ redis: string; status: string }>()).toMatchObject({ redis: 'down', status: 'degraded' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      redis.kill('SIGCONT');
    }
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ redis: string }>().redis, { timeout: 5000 }).toBe('up');
  }, 30_000);
});
