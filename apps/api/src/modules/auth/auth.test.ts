// Accounts through the real HTTP stack and database: register, login, me, profile, logout, limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from './password-hashing';
import { bearer, createTestApp, newCustomer, registerCustomer, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_MAX_ATTEMPTS_PER_IP: '1000', AUTH_MAX_FAILURES_PER_EMAIL: '3' });
});
afterAll(() => t.close());

describe('register', () => {
  it('creates a customer and answers 201 with a token and the user', async () => {
    const body = newCustomer({ email: '  Meera.Iyer@Example.IN ' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(user).toMatchObject({ name: body.name, email: 'meera.iyer@example.in', phone: body.phone, role: 'customer' });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('ignores a role sent by the client', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...newCustomer(), role: 'owner' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('customer');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().user._id));
    expect(row?.role).toBe('customer');
  });

  it('stores a scrypt hash, never the password', async () => {
    const { user, body } = await registerCustomer(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    // The suite's own, lowered cost (PASSWORD_HASH_COST); the shop's is below.
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it('hashes at 2^15 unless lowered outside production, and verifies a hash at any cost', async () => {
    const lowered = process.env.PASSWORD_HASH_COST;
    const mode = process.env.NODE_ENV;
    try {
      delete process.env.PASSWORD_HASH_COST;
      const full = await hashPassword('jasmine-gajra-9');
      expect(full).toMatch(/^scrypt\$32768\$8\$1\$/);
      process.env.PASSWORD_HASH_COST = '10';
      process.env.NODE_ENV = 'production';
      expect(await hashPassword('jasmine-gajra-9')).toMatch(/^scrypt\$32768\$/);
      process.env.NODE_ENV = mode;
      const cheap = await hashPassword('jasmine-gajra-9');
      expect(cheap).toMatch(/^scrypt\$1024\$/);
      expect(await verifyPassword('jasmine-gajra-9', full)).toBe(true);
      expect(await verifyPassword('jasmine-gajra-9', cheap)).toBe(true);
      expect(await verifyPassword('jasmine-gajra-8', full)).toBe(false);
    } finally {
      process.env.PASSWORD_HASH_COST = lowered;
      process.env.NODE_ENV = mode;
    }
  });

  it('refuses a duplicate e-mail with 409, whatever its case', async () => {
    const { body } = await registerCustomer(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...newCustomer(), email: body.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['a bad phone', { phone: '12345' }, 'phone'],
    ['a blank name', { name: '   ' }, 'name'],
  ])('answers 400 with field errors for %s and creates nothing', async (_label, override, field) => {
    const before = await t.database.db.$count(users);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...newCustomer(), ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Malformed JSON body', errors: [] });
  });
});

describe('login, me, profile and logout', () => {
  it('logs in, reads me, updates the profile, and logout stops the token working', async () => {
    const { body } = await registerCustomer(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(body.email);

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Asha Rao', phone: '9123456780', role: 'owner' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({ name: 'Asha Rao', phone: '9123456780', role: 'customer' });

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/login again/i);
  });

  it('keeps other sessions alive when one logs out', async () => {
    const { token: first, body } = await registerCustomer(t.app);
    const second = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } })).json().token;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });

  it('gives the same 401 answer for an unknown e-mail and a wrong password', async () => {
    const { body } = await registerCustomer(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'not-the-password' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.in', password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'Bearer abc.def.ghi'],
    ['a token signed with another secret', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4Iiwic3ViIjoieSJ9.bm90LXRoZS1zaWduYXR1cmU'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('refuses /auth/me with %s', async (_label, authorization) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses an empty profile update with 400', async () => {
    const { token } = await registerCustomer(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits failed logins per e-mail with 429 and a message, even with the right password after', async () => {
    const { body } = await registerCustomer(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'wrong-password' } });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });

  it('slows wrong passwords per address and IP, so a guesser elsewhere cannot lock the owner out; only many more lock the account', async () => {
    const { body } = await registerCustomer(t.app);
    const login = (ip: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: body.email, password } });
    for (let i = 0; i < 3; i++) expect((await login('203.0.113.50', 'guess-number-1')).statusCode).toBe(401);
    expect((await login('203.0.113.50', body.password)).statusCode).toBe(429);
    // The owner, from their own phone, signs in as usual.
    expect((await login('198.51.100.77', body.password)).statusCode).toBe(200);
    // Fifteen wrong passwords in all (five times the limit), from many addresses, lock the account everywhere.
    for (let i = 0; i < 12; i++) await login(`203.0.113.${60 + i}`, 'guess-number-2');
    expect((await login('198.51.100.78', body.password)).statusCode).toBe(429);
  });

  it('limits sign-ups per e-mail as logins are limited, so probing which addresses have accounts stops at the limit', async () => {
    const { body } = await registerCustomer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // From a new address each time: the per-IP limit is not what stops this.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { ...newCustomer(), email: body.email },
      });
      statuses.push(res.statusCode);
    }
    // The sign-up that made the account counted as the first of the three.
    expect(statuses).toEqual([409, 409, 429, 429]);
  });

  it('limits login and register attempts per IP', async () => {
    const limitedApp = await createTestApp({ AUTH_MAX_ATTEMPTS_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limitedApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '203.0.113.7',
          payload: { email: `x${i}@example.in`, password: 'whatever-1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const register = await limitedApp.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '203.0.113.7', payload: newCustomer() });
      expect(register.statusCode).toBe(429);
      // Another address is unaffected.
      const other = await limitedApp.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '203.0.113.8', payload: newCustomer() });
      expect(other.statusCode).toBe(201);
    } finally {
      await limitedApp.close();
    }
  });
});

describe('the language of an account', () => {
  it('is English unless the sign-up says Hindi, and me and sign-in carry it', async () => {
    const english = await registerCustomer(t.app);
    expect(english.user).toMatchObject({ language: 'en' });
    const hindi = await registerCustomer(t.app, { language: 'hi' });
    expect(hindi.user).toMatchObject({ language: 'hi' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(hindi.token) });
    expect(me.json().user.language).toBe('hi');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: hindi.body.email, password: hindi.body.password } });
    expect(login.json().user.language).toBe('hi');
  });

  it('is changed by the profile update alone, for the signed-in account only', async () => {
    const asha = await registerCustomer(t.app);
    const ravi = await registerCustomer(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(asha.token), payload: { language: 'hi' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ language: 'hi', name: asha.body.name, phone: asha.body.phone });
    const rows = await t.database.db.select({ id: users.id, language: users.language }).from(users);
    expect(rows.find((r) => r.id === asha.user._id)?.language).toBe('hi');
    expect(rows.find((r) => r.id === ravi.user._id)?.language).toBe('en');

    const back = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(asha.token), payload: { language: 'en' } });
    expect(back.json().user.language).toBe('en');
  });

  it('needs a signed-in account to change', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['sign-up', 'POST', '/api/auth/register'],
    ['profile', 'PUT', '/api/auth/profile'],
  ] as const)('refuses a language the shop is not written in at %s with 400 and changes nothing', async (_label, method, url) => {
    const customer = await registerCustomer(t.app);
    for (const language of ['fr', 'HI', '', 7, null]) {
      const payload = method === 'POST' ? { ...newCustomer(), language } : { language };
      const res = await t.app.inject({ method, url, headers: bearer(customer.token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('language');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(customer.token) });
    expect(me.json().user.language).toBe('en');
  });

  it('is refused by the database itself when not English or Hindi', async () => {
    const { user } = await registerCustomer(t.app);
    await expect(t.database.db.execute(sql`UPDATE users SET language = 'fr' WHERE id = ${user._id}`)).rejects.toThrow();
  });
});
