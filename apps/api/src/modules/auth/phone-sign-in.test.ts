// Signing in with a one-time code sent to a mobile number: through a local fake of the SMS
// provider's API, the code reaches the phone and nowhere else staff could read it; the code signs
// in, finding or making the number's account; wrong, expired and over-tried codes are refused with
// their own errors; sends are limited per number and per address.
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SIGN_IN_CODE_MAX_TRIES } from '@phoolwari/contracts';
import { auditLog, phoneOutbox, phoneSignInCodes, users } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/app';
import { testClock } from '../../test/commerce';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/fake-sms-provider';
import { until } from '../../test/until';
import { loadConfig } from '../../config';

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH = 'test-auth-token';
const opened: (TestApp | FakeSmsProvider)[] = [];
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
});

async function demoShop(env: Record<string, string> = {}) {
  const clock = testClock();
  const t = await createTestApp({ DEMO_SHOW_SIGN_IN_CODE: 'true', ...env }, { clock });
  opened.push(t);
  const askCode = (phone: string, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/phone/code', payload: { phone }, remoteAddress: ip });
  const verify = (phone: string, code: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone, code, ...extra } });
  return { t, clock, askCode, verify };
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing in with a code sent by SMS', { timeout: 90_000 }, () => {
  it('texts a code that signs in a new account by its number, and never shows the code to staff or the logs', async () => {
    const provider = await startFakeSmsProvider(SID, AUTH);
    opened.push(provider);
    const logLines: string[] = [];
    const t = await createTestApp(
      {
        JOB_WORKERS: 'true',
        LOG_LEVEL: 'trace',
        SMS_PROVIDER: 'twilio',
        SMS_API_URL: provider.apiUrl,
        SMS_ACCOUNT_SID: SID,
        SMS_AUTH_TOKEN: AUTH,
        SMS_SENDER: '+919800000001',
      },
      { logDestination: { write: (line) => void logLines.push(line) } },
    );
    opened.push(t);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({ phone: 'sent', google: false });
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/phone/code', payload: { phone: '98765 43210', language: 'hi' } });
    expect(sent.statusCode).toBe(200);
    // No code in the answer when a provider sends it.
    expect(sent.json()).toEqual({ phone: '+919876543210', expiresInMinutes: 10 });
    await until(() => provider.messages.length === 1, 'the code to be texted');
    const message = provider.messages[0]!;
    expect(message.to).toBe('+919876543210');
    const code = /\b(\d{6})\b/.exec(message.body)?.[1];
    expect(code, message.body).toBeDefined();
    expect(message.body).toContain('फूलवारी');

    // What staff and the database hold: no code, only a keyed hash of it.
    await until(async () => (await t.database.db.select().from(phoneOutbox))[0]?.status === 'sent', 'the outbox row to be marked sent');
    const [row] = await t.database.db.select().from(phoneOutbox);
    expect(row!.text).not.toContain(code);
    expect(row!.secrets).toBeNull();
    const owner = await loginAdmin(t);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/phone-outbox', headers: bearer(owner) });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain('+919876543210');
    expect(outbox.body).not.toContain(code);
    const [stored] = await t.database.db.select().from(phoneSignInCodes);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);

    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone: '+919876543210', code, name: 'Asha' } });
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = signedIn.json<{ token: string; user: { _id: string; email: string | null; phone: string; name: string } }>();
    expect(user).toMatchObject({ email: null, phone: '9876543210', name: 'Asha', role: 'customer' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user._id).toBe(user._id);
    // A code works once.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone: '9876543210', code } });
    expect(again.statusCode).toBe(400);

    // The next sign-in finds the same account, whatever name is typed.
    await t.app.inject({ method: 'POST', url: '/api/auth/phone/code', payload: { phone: '+91 98765-43210' } });
    await until(() => provider.messages.length === 2, 'the second code to be texted');
    const second = /\b(\d{6})\b/.exec(provider.messages[1]!.body)![1]!;
    const back = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone: '9876543210', code: second, name: 'Someone else' } });
    expect(back.json().user).toMatchObject({ _id: user._id, name: 'Asha' });
    expect(await t.database.db.select().from(users).where(eq(users.verifiedPhone, '+919876543210'))).toHaveLength(1);

    // The account has no password: no password opens it.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'asha@example.in', password: 'anything-at-all' } });
    expect(login.statusCode).toBe(401);

    // Neither the logs nor the audit trail ever held a code.
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(code);
    expect(log).not.toContain(second);
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(audit).not.toContain(code);
  });

  it('refuses a wrong code with the tries left, and after five wrong tries refuses even the right one', async () => {
    const { askCode, verify, t } = await demoShop();
    const code = (await askCode('9811100001')).json().demoCode as string;
    expect(code).toMatch(/^\d{6}$/);
    for (let i = 1; i < SIGN_IN_CODE_MAX_TRIES; i++) {
      const wrong = await verify('9811100001', otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'CODE_WRONG',
        message: `That code is not right. ${SIGN_IN_CODE_MAX_TRIES - i} ${SIGN_IN_CODE_MAX_TRIES - i === 1 ? 'try' : 'tries'} left.`,
      });
    }
    const last = await verify('9811100001', otherThan(code));
    expect(last.json()).toMatchObject({ code: 'CODE_TOO_MANY_TRIES' });
    const right = await verify('9811100001', code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'CODE_TOO_MANY_TRIES', message: 'Too many wrong tries for this code. Ask for a new one.' });
    // Refusals made no account.
    expect(await t.database.db.select().from(users).where(eq(users.verifiedPhone, '+919811100001'))).toHaveLength(0);
    // A new code works.
    const fresh = (await askCode('9811100001')).json().demoCode as string;
    expect((await verify('9811100001', fresh)).statusCode).toBe(200);
  });

  it('refuses a code after ten minutes, and an older code once a new one is sent', async () => {
    const { askCode, verify, clock } = await demoShop();
    const code = (await askCode('9811100002')).json().demoCode as string;
    clock.advanceMinutes(10);
    const late = await verify('9811100002', code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'CODE_EXPIRED', message: 'This code has expired. Ask for a new one.' });

    const first = (await askCode('9811100002')).json().demoCode as string;
    clock.advanceMinutes(9);
    const second = (await askCode('9811100002')).json().demoCode as string;
    if (first !== second) expect((await verify('9811100002', first)).json()).toMatchObject({ code: 'CODE_WRONG' });
    expect((await verify('9811100002', second)).statusCode).toBe(200);
  });

  it('limits codes per number and per address, and answers in Hindi when asked', async () => {
    const { askCode, t } = await demoShop({ AUTH_MAX_ATTEMPTS_PER_IP: '8' });
    for (let i = 0; i < 5; i++) expect((await askCode('9811100003', `10.0.1.${i}`)).statusCode).toBe(200);
    const sixth = await askCode('9811100003', '10.0.1.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // From one address: eight numbers, then no more.
    for (let i = 0; i < 8; i++) expect((await askCode(`98111002${String(i).padStart(2, '0')}`, '10.0.2.1')).statusCode).toBe(200);
    expect((await askCode('9811100299', '10.0.2.1')).statusCode).toBe(429);
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: { 'accept-language': 'hi' },
      payload: { phone: '9811100004', code: '123456' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toBe('पहले कोड मँगाएँ।');
  });

  it('takes numbers from abroad in international form, and refuses what is not a mobile number', async () => {
    const { askCode, verify, t } = await demoShop();
    const dubai = await askCode('+971 50 123 4567');
    expect(dubai.json()).toMatchObject({ phone: '+971501234567' });
    const signedIn = await verify('+971501234567', dubai.json().demoCode);
    expect(signedIn.json().user).toMatchObject({ phone: '+971501234567', email: null });
    // The account page keeps the number abroad when its name is changed.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(signedIn.json().token),
      payload: { name: 'Ravi in Dubai', phone: '+971501234567' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().user).toMatchObject({ name: 'Ravi in Dubai', phone: '+971501234567' });
    for (const bad of ['12345', '5123456789', '+91 12345 67890', 'call me', '']) {
      const refused = await askCode(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errors[0].path).toBe('phone');
    }
    expect((await verify('9811100005', '12ab56')).statusCode).toBe(400);
  });

  it('says so when the shop has no way to send a code, and stores nothing', async () => {
    const t = await createTestApp();
    opened.push(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({ phone: 'unavailable', google: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/phone/code', payload: { phone: '9811100006' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PHONE_SIGN_IN_UNAVAILABLE', message: expect.stringContaining('sign in with your e-mail') });
    expect(await t.database.db.select().from(phoneSignInCodes)).toHaveLength(0);
    expect(await t.database.db.select().from(phoneOutbox)).toHaveLength(0);
  });

  it('shows codes on screen only in a demo shop, never in production', async () => {
    const { t, askCode } = await demoShop();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({ phone: 'demo', google: false });
    expect((await askCode('9811100007')).json().demoCode).toMatch(/^\d{6}$/);
    // A demo code goes to no outbox: there is no phone to send it to.
    expect(await t.database.db.select().from(phoneOutbox)).toHaveLength(0);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40), ALLOW_SIMULATED_PAYMENTS: 'true', DEMO_SHOW_SIGN_IN_CODE: 'true' }),
    ).toThrow(/DEMO_SHOW_SIGN_IN_CODE/);
  });
});
