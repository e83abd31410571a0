// Forgotten, reset and changed passwords through the real HTTP stack, database and mail outbox
// (and a real SMTP sink): no account enumeration, single-use expiring links, sessions ending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '@phoolwari/contracts';
import { mailOutbox, passwordResets, users } from '../../db/schema';
import { HIDDEN_LINK } from '../../platform/mail/mailer';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { testClock } from '../../test/commerce';
import { bodyOf, linkToken, mailsTo, startSmtpSink } from '../../test/mail';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_RESET_DONE, RESET_LINK_INVALID, WRONG_CURRENT_PASSWORD } from './password-recovery';

const PUBLIC_URL = 'https://shop.phoolwari.example';
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, AUTH_MAX_FAILURES_PER_EMAIL: '3' }, { clock });
});
afterAll(() => t.close());

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers, payload: { email } });
const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** Asks for a reset link and reads its token from the newest mail in the outbox. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const [mail] = await mailsTo(t.database.db, email);
  return linkToken(mail!.text, '/reset-password');
}

describe('forgot password', () => {
  it('answers an unknown e-mail exactly as a known one, and mails a link only to the account', async () => {
    const { body } = await registerCustomer(t.app);
    const known = await forgot(body.email, { host: 'evil.example' });
    const unknown = await forgot('nobody.here@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    expect(await mailsTo(t.database.db, 'nobody.here@example.in')).toHaveLength(0);
    const [mail] = await mailsTo(t.database.db, body.email);
    // Without SMTP_URL the mail waits in the outbox, and its link uses PUBLIC_URL, never the Host header.
    expect(mail).toMatchObject({ status: 'stored', subject: 'Reset your Phoolwari password' });
    expect(mail!.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail!.text).not.toContain('evil.example');
    const token = linkToken(mail!.text, '/reset-password');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the token's hash is stored, and the queued mail holds it sealed: no column of any table
    // the shop keeps carries the token itself.
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash.includes(token) || token.includes(r.tokenHash))).toBe(false);
    const dump = JSON.stringify(await t.database.db.select().from(mailOutbox));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain('/reset-password?token=');
  });

  it('never shows staff the reset link in the outbox', async () => {
    const { body } = await registerCustomer(t.app);
    await resetTokenFor(body.email);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(await loginAdmin(t)) })).json();
    const mail = outbox.messages.find((m: { to: string }) => m.to === body.email);
    expect(mail.text).toContain(`Choose a new password here within ${PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${HIDDEN_LINK}\n`);
    expect(mail.text).not.toContain('token=');
  });

  it('sends no mail to a disabled account, with the same answer', async () => {
    const { body, user } = await registerCustomer(t.app);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user._id));
    const res = await forgot(body.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await mailsTo(t.database.db, body.email)).toHaveLength(0);
  });

  it('limits reset mails per e-mail address, known or not, with a 429', async () => {
    for (const email of ['limit.me@example.in', (await registerCustomer(t.app)).body.email]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await forgot(email)).statusCode);
      expect(statuses, email).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('limits forgot-password and reset-password requests per IP address', async () => {
    const limited = await createTestApp({ AUTH_MAX_ATTEMPTS_PER_IP: '2' });
    try {
      const from = (remoteAddress: string, url: string, payload: object) => limited.app.inject({ method: 'POST', url, remoteAddress, payload });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await from('203.0.113.20', '/api/auth/forgot-password', { email: `someone${i}@example.in` })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await from('203.0.113.20', '/api/auth/reset-password', { token: 'x'.repeat(43), password: 'jasmine-garland-9' })).statusCode).toBe(429);
      expect((await from('203.0.113.21', '/api/auth/reset-password', { token: 'x'.repeat(43), password: 'jasmine-garland-9' })).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('validates the e-mail', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('email');
  });
});

describe('reset password', () => {
  it('sets the new password, signs out every session, and the link works only once', async () => {
    const { body, token: firstSession } = await registerCustomer(t.app);
    const secondSession = (await login(body.email, body.password)).json().token as string;
    expect((await me(secondSession)).statusCode).toBe(200);

    const token = await resetTokenFor(body.email);
    const res = await reset(token, 'jasmine-garland-9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_DONE });

    expect((await me(firstSession)).statusCode).toBe(401);
    expect((await me(secondSession)).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await login(body.email, 'jasmine-garland-9')).statusCode).toBe(200);

    const again = await reset(token, 'another-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RESET_LINK_INVALID, errors: [{ path: 'token', message: RESET_LINK_INVALID }] });
    expect((await login(body.email, 'jasmine-garland-9')).statusCode).toBe(200);
    // The account hears that its password changed.
    expect((await mailsTo(t.database.db, body.email))[0]!.subject).toBe('Your Phoolwari password was changed');
  });

  it('lets a locked-out owner reset the password and sign in at once', async () => {
    const { body } = await registerCustomer(t.app);
    // Enough wrong passwords from many places to lock the account (5 × the limit of 3).
    for (let i = 0; i < 15; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `203.0.113.${100 + i}`,
        payload: { email: body.email, password: 'a-wrong-guess-1' },
      });
    }
    expect((await login(body.email, body.password)).statusCode).toBe(429);
    expect((await reset(await resetTokenFor(body.email), 'marigold-morning-4')).statusCode).toBe(200);
    expect((await login(body.email, 'marigold-morning-4')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { body } = await registerCustomer(t.app);
    const token = await resetTokenFor(body.email);
    clock.advanceMinutes(PASSWORD_RESET_TTL_MINUTES + 1);
    try {
      const res = await reset(token, 'jasmine-garland-9');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RESET_LINK_INVALID);
      expect((await login(body.email, body.password)).statusCode).toBe(200);
    } finally {
      clock.advanceMinutes(-(PASSWORD_RESET_TTL_MINUTES + 1));
    }
  });

  it('works up to the last minute of the link', async () => {
    const { body } = await registerCustomer(t.app);
    const token = await resetTokenFor(body.email);
    clock.advanceMinutes(PASSWORD_RESET_TTL_MINUTES - 1);
    try {
      expect((await reset(token, 'jasmine-garland-9')).statusCode).toBe(200);
    } finally {
      clock.advanceMinutes(-(PASSWORD_RESET_TTL_MINUTES - 1));
    }
  });

  it('lets only the newest link work', async () => {
    const { body } = await registerCustomer(t.app);
    const older = await resetTokenFor(body.email);
    const newer = await resetTokenFor(body.email);
    expect((await reset(older, 'jasmine-garland-9')).statusCode).toBe(400);
    expect((await reset(newer, 'jasmine-garland-9')).statusCode).toBe(200);
  });

  it('refuses made-up tokens and weak passwords', async () => {
    expect((await reset('x'.repeat(43), 'jasmine-garland-9')).json().message).toBe(RESET_LINK_INVALID);
    const { body } = await registerCustomer(t.app);
    const token = await resetTokenFor(body.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].path).toBe('password');
    // A refused attempt does not use up the link.
    expect((await reset(token, 'jasmine-garland-9')).statusCode).toBe(200);
  });
});

describe('change password', () => {
  const change = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload });

  it('needs the current password, keeps this session and signs out the others', async () => {
    const { body, token: thisSession } = await registerCustomer(t.app);
    const otherSession = (await login(body.email, body.password)).json().token as string;

    const wrong = await change(thisSession, { currentPassword: 'not-my-password', newPassword: 'lotus-pond-2024' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: WRONG_CURRENT_PASSWORD, errors: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] });

    const res = await change(thisSession, { currentPassword: body.password, newPassword: 'lotus-pond-2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/changed/);
    expect((await me(thisSession)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await login(body.email, 'lotus-pond-2024')).statusCode).toBe(200);
  });

  it('needs a signed-in customer and a valid new password', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/auth/password', payload: { currentPassword: 'a', newPassword: 'lotus-pond-2024' } })).statusCode,
    ).toBe(401);
    const { body, token } = await registerCustomer(t.app);
    const short = await change(token, { currentPassword: body.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('newPassword');
    const same = await change(token, { currentPassword: body.password, newPassword: body.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].path).toBe('newPassword');
  });

  it('stops guessing the current password after a few wrong tries', async () => {
    const { body, token } = await registerCustomer(t.app);
    for (let i = 0; i < 3; i++) expect((await change(token, { currentPassword: `guess-${i}-password`, newPassword: 'lotus-pond-2024' })).statusCode).toBe(400);
    expect((await change(token, { currentPassword: body.password, newPassword: 'lotus-pond-2024' })).statusCode).toBe(429);
  });
});

describe('profile', () => {
  it('updates name and phone', async () => {
    const { token } = await registerCustomer(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { name: 'Asha Rao', phone: '9123456780' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Asha Rao', phone: '9123456780' });
    expect((await me(token)).json().user).toMatchObject({ name: 'Asha Rao', phone: '9123456780' });
  });
});

describe('reset mail over SMTP', () => {
  it('reaches the SMTP server with a working link', async () => {
    const sink = await startSmtpSink();
    const smtpApp = await createTestApp({ PUBLIC_URL, SMTP_URL: sink.url, JOB_WORKERS: 'true' });
    try {
      const { body } = await registerCustomer(smtpApp.app);
      expect((await smtpApp.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } })).statusCode).toBe(200);
      const mail = await sink.waitFor(body.email);
      expect(mail.raw).toContain('Subject: Reset your Phoolwari password');
      const token = linkToken(bodyOf(mail), '/reset-password');
      expect(bodyOf(mail)).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
      const res = await smtpApp.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'jasmine-garland-9' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await smtpApp.close();
      await sink.close();
    }
  });
});
