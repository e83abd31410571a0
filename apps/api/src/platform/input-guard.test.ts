// Control characters at the edge: a NUL (or another C0 control) anywhere in a body, query or path
// is a 400 naming the field, and nothing is stored; ordinary line breaks in a message still pass.
// And a failed query's parameters (customers' details) never reach the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { createTestApp, newCustomer, type TestApp } from '../test/app';
import { withoutQueryParameters } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = (overrides: Record<string, string>) => ({
  name: 'Meera Iyer',
  email: `meera.${Date.now()}@example.in`,
  phone: '9876543210',
  subject: 'delivery',
  message: 'Can you deliver to Whitefield before 7 am?',
  ...overrides,
});

describe('control characters', () => {
  it('refuses a NUL in a body, a query or a path with a 400 naming the field, and stores nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact({ name: 'Meera\u0000Iyer' }) });
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ message: 'Text may not contain control characters', errors: [{ path: 'name' }] });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);

    const search = await t.app.inject({ method: 'GET', url: '/api/admin-public/products?search=rose%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([{ path: 'search', message: 'Remove the control character' }]);

    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomer({ name: 'Asha\u0007' }) });
    expect(signup.statusCode).toBe(400);

    const path = await t.app.inject({ method: 'GET', url: '/api/admin-public/products/%00' });
    expect(path.statusCode).toBe(400);
  });

  it('lets line breaks and tabs in a message through', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact({ message: 'Two bouquets:\n\t1. roses\r\n\t2. lilies' }) });
    expect(sent.statusCode).toBe(201);
  });
});

describe('logs of a failed query', () => {
  it('keep the query but not its parameters', () => {
    const failed = new Error('Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: Asha Rao,asha@example.in');
    failed.stack = `Error: ${failed.message}\n    at insert (repo.ts:1:1)`;
    const logged = withoutQueryParameters(failed);
    expect(logged.message).toBe('Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: [not logged]');
    expect(logged.stack).not.toContain('asha@example.in');
    expect(logged.stack).toContain('at insert (repo.ts:1:1)');
  });
});
