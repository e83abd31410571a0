// The shop always keeps an active owner: the last one can be neither demoted nor disabled, also when
// two owners demote or disable each other at the same moment (on PostgreSQL the two requests really
// run side by side; the check and the change are made under one lock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { bearer, createTestApp, loginStaff, type TestApp } from '../../test/app';
import { testDbKind } from '../../test/database';

/** Races per way of going about it: PGlite runs one transaction at a time, PostgreSQL really side by side. */
const ROUNDS = testDbKind === 'postgres' ? 3 : 1;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activeOwners = async () =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'owner'), isNull(users.disabledAt)))
  ).length;
const setRole = (id: string, token: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/role`, headers: bearer(token), payload: { role: 'manager' } });
const disable = (id: string, token: string, via: 'staff' | 'users') =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/${via}/${id}/status`, headers: bearer(token), payload: { disabled: true } });

/** Two owners, and nobody else owning the shop. */
async function twoOwners() {
  await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'owner'));
  return [await loginStaff(t, 'owner', 'Owner A'), await loginStaff(t, 'owner', 'Owner B')] as const;
}

describe('the last active owner', () => {
  it('cannot be demoted or disabled, however the two owners go about it at once', { timeout: 180_000 }, async () => {
    const attempts = [
      (a: { id: string; token: string }, b: { id: string; token: string }) => [setRole(b.id, a.token), setRole(a.id, b.token)],
      (a: { id: string; token: string }, b: { id: string; token: string }) => [disable(b.id, a.token, 'staff'), disable(a.id, b.token, 'staff')],
      (a: { id: string; token: string }, b: { id: string; token: string }) => [disable(b.id, a.token, 'users'), disable(a.id, b.token, 'users')],
      (a: { id: string; token: string }, b: { id: string; token: string }) => [setRole(b.id, a.token), disable(a.id, b.token, 'staff')],
    ];
    for (const [i, race] of attempts.entries()) {
      for (let round = 0; round < ROUNDS; round++) {
        const [a, b] = await twoOwners();
        const answers = await Promise.all(race(a, b));
        const codes = answers.map((r) => r.statusCode);
        expect([i, round, codes.filter((c) => c === 200).length, await activeOwners()]).toEqual([i, round, 1, 1]);
        // The other was refused: the shop would have no owner (409), or its sender was already out (401).
        for (const refused of answers.filter((r) => r.statusCode !== 200)) expect([409, 401]).toContain(refused.statusCode);
        if (codes.includes(409)) expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('LAST_OWNER');
      }
    }
  });

  it('cannot be disabled by anyone, one request at a time', async () => {
    const [a, b] = await twoOwners();
    expect((await disable(b.id, a.token, 'staff')).statusCode).toBe(200);
    // A is now the only active owner: it cannot demote itself, and disabling itself is refused too.
    const self = await setRole(a.id, a.token);
    expect([self.statusCode, self.json().code]).toEqual([409, 'LAST_OWNER']);
    expect((await disable(a.id, a.token, 'staff')).statusCode).toBe(409);
    expect(await activeOwners()).toBe(1);
  });
});
