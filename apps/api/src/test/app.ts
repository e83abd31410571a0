// Builds the real application on a clean test database, plus helpers to make accounts and a small
// catalogue. Tests talk to it with Fastify's inject: real routing, validation and SQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Clock } from '../platform/clock';
import type { Language, StaffRole } from '@phoolwari/contracts';
import { createOrPromoteAdmin } from '../modules/auth/service';
import { findUserByEmail, updateUser } from '../modules/auth/repo';
import { createTestDatabase, type TestDatabase } from './database';
import { TEST_JWT_SECRET } from './test-secret';

export { TEST_JWT_SECRET };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { clock?: Clock; beforeReady?: (app: FastifyInstance) => void; logDestination?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phoolwari-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SERVE_WEB: 'false',
    // The web app's own renderer exists only after a build; tests that serve pages bring their own.
    WEB_SERVER_DIST_DIR: path.join(dataDir, 'no-renderer'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Suites register many accounts from one address; the rate-limit tests set their own limits.
    AUTH_MAX_ATTEMPTS_PER_IP: '100000',
    UNPAID_ORDERS_PER_IP: '100000',
    // Tests drive background work themselves (expiry at a set clock, one mail at a time); the
    // queue's own tests and those that need mail delivered turn the workers on.
    JOB_WORKERS: 'false',
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: opts.logDestination ? { destination: opts.logDestination } : process.env.DEBUG_LOG === '1',
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

let counter = 0;
/** A unique, valid registration body. */
export function newCustomer(overrides: Partial<Record<'name' | 'email' | 'password' | 'phone', string> & { language: Language }> = {}) {
  counter += 1;
  return {
    name: `Asha ${counter}`,
    email: `asha${counter}.${Date.now()}@example.in`,
    password: 'marigold-123',
    phone: '9876543210',
    ...overrides,
  };
}

export async function registerCustomer(app: FastifyInstance, overrides: Parameters<typeof newCustomer>[0] = {}) {
  const body = newCustomer(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json<{ token: string; user: { _id: string; email: string } }>();
  return { token, user, body };
}

export async function loginAdmin(t: TestApp) {
  const email = `admin${++counter}@phoolwari.example`;
  const password = 'admin-pass-123';
  await createOrPromoteAdmin(t.database.db, { email, password, name: 'Shop Admin' });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A signed-in member of staff with `role` (an owner is made, then given the role): their token and id. */
export async function loginStaff(t: TestApp, role: StaffRole, name = `Staff ${counter + 1}`) {
  const email = `${role}${++counter}@phoolwari.example`;
  const password = 'staff-pass-123';
  await createOrPromoteAdmin(t.database.db, { email, password, name });
  const row = await findUserByEmail(t.database.db, email);
  if (!row) throw new Error('staff account missing');
  await updateUser(t.database.db, row.id, { role });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return { token: res.json<{ token: string }>().token, id: row.id, email, name };
}

export const bearer = (token: string): InjectOptions['headers'] => ({ authorization: `Bearer ${token}` });
