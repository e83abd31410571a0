// The sign-up, login and password pages' refusals in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, newCustomer, registerCustomer, type TestApp } from '../../test/app';

const HINDI = { 'accept-language': 'hi' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_MAX_ATTEMPTS_PER_IP: '1000', AUTH_MAX_FAILURES_PER_EMAIL: '50' });
});
afterAll(() => t.close());

describe('account refusals in the page’s language', () => {
  it('says an e-mail is taken in Hindi', async () => {
    const { body } = await registerCustomer(t.app);
    const again = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: { ...newCustomer(), email: body.email } });
    expect((await again()).json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    const hindi = await again(HINDI);
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'इस ईमेल से पहले से एक खाता बना हुआ है' });
  });

  it('refuses a wrong password in Hindi', async () => {
    const { body } = await registerCustomer(t.app);
    const login = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email: body.email, password: 'not-the-password' } });
    expect((await login()).json().message).toBe('Invalid email or password');
    const hindi = await login(HINDI);
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'ईमेल या पासवर्ड सही नहीं है' });
  });

  it('says a reset link is not valid in Hindi, on the field too', async () => {
    const reset = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers, payload: { token: 'x'.repeat(43), password: 'jasmine-garland-9' } });
    expect((await reset()).json()).toMatchObject({
      message: 'This reset link is invalid or has expired',
      errors: [{ path: 'token', message: 'This reset link is invalid or has expired' }],
    });
    const invalid = 'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है';
    expect((await reset(HINDI)).json()).toMatchObject({ code: 'RESET_LINK_INVALID', message: invalid, errors: [{ path: 'token', message: invalid }] });
  });

  it('refuses a wrong current password, and the same password again, in Hindi', async () => {
    const { token, body } = await registerCustomer(t.app);
    const change = (currentPassword: string, newPassword: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { ...bearer(token), ...headers }, payload: { currentPassword, newPassword } });
    expect((await change('not-the-password', 'jasmine-garland-9')).json().message).toBe('Your current password is not correct');
    const wrong = (await change('not-the-password', 'jasmine-garland-9', HINDI)).json();
    expect(wrong).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'आपका मौजूदा पासवर्ड सही नहीं है',
      errors: [{ path: 'currentPassword', message: 'आपका मौजूदा पासवर्ड सही नहीं है' }],
    });
    expect((await change(body.password, body.password)).json().message).toBe('Choose a password different from your current one');
    const same = (await change(body.password, body.password, HINDI)).json();
    expect(same).toMatchObject({
      message: 'ऐसा पासवर्ड चुनें जो आपके मौजूदा पासवर्ड से अलग हो',
      errors: [{ path: 'newPassword', message: 'ऐसा पासवर्ड चुनें जो आपके मौजूदा पासवर्ड से अलग हो' }],
    });
  });
});
