// The newsletter's double opt-in through the real HTTP stack, database and outbox: pending until
// confirmed, harmless repeats, unsubscribe links in every mail, counts and the CSV export; and a
// link that no longer works, said in the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NewsletterStatsAnswer } from '@phoolwari/contracts';
import { newsletterSubscribers } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { linkToken, mailsTo } from '../../test/mail';
import { CONFIRMED_ANSWER, csvCell, NEWSLETTER_LINK_INVALID, SUBSCRIBE_ANSWER, UNSUBSCRIBED_ANSWER } from './service';

const PUBLIC_URL = 'https://shop.phoolwari.example';
let t: TestApp;
let admin: string;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, NEWSLETTER_MAX_PER_IP: '3' });
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `reader${++n}.${Date.now()}@example.in`;
const subscribe = (email: string, remoteAddress = `198.51.100.${++ipCounter}`, language?: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress, payload: language === undefined ? { email } : { email, language } });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
const subscriber = async (email: string) => (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/newsletter', headers: bearer(admin) })).json<NewsletterStatsAnswer>();
const newestMail = async (email: string) => (await mailsTo(t.database.db, email))[0]!;

/** Subscribes and follows the confirmation link; returns the welcome mail. */
async function subscribeAndConfirm(email: string) {
  await subscribe(email);
  expect((await confirm(linkToken((await newestMail(email)).text, '/newsletter/confirm'))).statusCode).toBe(200);
  return newestMail(email);
}

describe('subscribing', () => {
  it('confirms and welcomes in Hindi an address subscribed from the Hindi page, the links intact', async () => {
    const email = newEmail();
    expect((await subscribe(email, undefined, 'hi')).statusCode).toBe(200);
    const mail = await newestMail(email);
    expect(mail.subject).toBe('फूलवारी के न्यूज़लेटर की सदस्यता पक्की करें');
    expect(mail.text).toContain('कृपया पक्का करें कि आप फूलवारी का न्यूज़लेटर पाना चाहते हैं');
    expect(mail.text).toContain(`${PUBLIC_URL}/newsletter/confirm?token=`);
    expect(mail.text).toContain(`सदस्यता कभी भी बंद करें: ${PUBLIC_URL}/newsletter/unsubscribe?token=`);
    expect((await confirm(linkToken(mail.text, '/newsletter/confirm'))).statusCode).toBe(200);
    const welcome = await newestMail(email);
    expect(welcome.subject).toBe('फूलवारी के न्यूज़लेटर में आपका स्वागत है');
    expect(welcome.text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=`);
    expect(welcome.text).not.toMatch(/Hello|Phoolwari/);
  });

  it('writes in the language of the latest request, and refuses one the shop is not written in', async () => {
    const email = newEmail();
    await subscribe(email, undefined, 'hi');
    await subscribe(email, undefined, 'en');
    expect((await newestMail(email)).subject).toBe('Please confirm your Phoolwari newsletter subscription');
    const bad = await subscribe(newEmail(), undefined, 'english');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('language');
  });

  it('keeps a new address pending until its confirmation link is followed', async () => {
    const email = newEmail();
    const before = await stats();
    const res = await subscribe(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(await stats()).toEqual({ ...before, pending: before.pending + 1 });

    const mail = await newestMail(email);
    expect(mail.subject).toBe('Please confirm your Phoolwari newsletter subscription');
    expect(mail.text).toContain(`${PUBLIC_URL}/newsletter/confirm?token=`);
    expect(mail.text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=`);

    const confirmed = await confirm(linkToken(mail.text, '/newsletter/confirm'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: CONFIRMED_ANSWER });
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    expect(await stats()).toEqual({ ...before, confirmed: before.confirmed + 1 });

    const welcome = await newestMail(email);
    expect(welcome.subject).toBe('Welcome to the Phoolwari newsletter');
    expect(welcome.text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=`);
  });

  it('answers the same for every state and changes nothing for a confirmed address', async () => {
    const email = newEmail();
    await subscribeAndConfirm(email);
    const mailsBefore = (await mailsTo(t.database.db, email)).length;
    const again = await subscribe(email);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe((await subscribe(newEmail())).body);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
    expect(await mailsTo(t.database.db, email)).toHaveLength(mailsBefore);
  });

  it('sends a fresh link to a pending address, and only the newest link works', async () => {
    const email = newEmail();
    await subscribe(email);
    const older = linkToken((await newestMail(email)).text, '/newsletter/confirm');
    await subscribe(email);
    const newer = linkToken((await newestMail(email)).text, '/newsletter/confirm');
    expect(newer).not.toBe(older);
    expect(await t.database.db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, email))).toBe(1);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(newer)).statusCode).toBe(200);
    // Following it twice is harmless.
    expect((await confirm(newer)).json()).toEqual({ message: CONFIRMED_ANSWER });
  });

  it('sends at most three confirmation mails an hour to one address, still answering 200', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await subscribe(email)).statusCode).toBe(200);
    expect(await mailsTo(t.database.db, email)).toHaveLength(3);
  });

  it('limits subscriptions per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await subscribe(newEmail(), '203.0.113.90')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a bad e-mail and bad links', async () => {
    expect((await subscribe('not-an-email')).statusCode).toBe(400);
    const bad = await confirm('z'.repeat(43));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(NEWSLETTER_LINK_INVALID);
    expect((await unsubscribe('z'.repeat(43))).statusCode).toBe(400);
    expect((await confirm('short')).statusCode).toBe(400);
  });
});

describe('unsubscribing', () => {
  it('works from the link in any newsletter mail, repeatably, and kills the old confirmation link', async () => {
    const email = newEmail();
    await subscribe(email);
    const confirmation = await newestMail(email);
    const confirmToken = linkToken(confirmation.text, '/newsletter/confirm');
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    const token = linkToken((await newestMail(email)).text, '/newsletter/unsubscribe');
    expect(token).toBe(linkToken(confirmation.text, '/newsletter/unsubscribe'));

    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: UNSUBSCRIBED_ANSWER });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await confirm(confirmToken)).statusCode).toBe(400);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('lets an unsubscribed address come back through a new confirmation', async () => {
    const email = newEmail();
    await subscribeAndConfirm(email);
    await unsubscribe(linkToken((await newestMail(email)).text, '/newsletter/unsubscribe'));
    await subscribe(email);
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
    expect((await confirm(linkToken((await newestMail(email)).text, '/newsletter/confirm'))).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', unsubscribedAt: null });
  });
});

describe('admin', () => {
  it('exports confirmed subscribers only, as a CSV attachment', async () => {
    const confirmedEmail = newEmail();
    const pendingEmail = newEmail();
    const goneEmail = newEmail();
    await subscribeAndConfirm(confirmedEmail);
    await subscribe(pendingEmail);
    await subscribeAndConfirm(goneEmail);
    await unsubscribe(linkToken((await newestMail(goneEmail)).text, '/newsletter/unsubscribe'));

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter/export', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="phoolwari-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at');
    expect(lines.some((l) => l.startsWith(`"${confirmedEmail}","20`))).toBe(true);
    expect(res.body).not.toContain(pendingEmail);
    expect(res.body).not.toContain(goneEmail);
    expect(lines.length - 1).toBe((await stats()).confirmed);
  });

  it('defuses spreadsheet formulas and quotes in CSV cells', async () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+91@x')).toBe(`"'+91@x"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('asha@example.in')).toBe('"asha@example.in"');
    // An address the form accepts that starts with a formula character is exported defused.
    const email = `-reader${Date.now()}@example.in`;
    await subscribeAndConfirm(email);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter/export', headers: bearer(admin) });
    expect(res.body).toContain(`"'${email}"`);
  });

  it('is for admins only', async () => {
    const { token } = await registerCustomer(t.app);
    for (const url of ['/api/admin/newsletter', '/api/admin/newsletter/export']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode, url).toBe(403);
    }
  });
});

// A newsletter link that no longer works, said in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
// (The shop's address and the limit on subscriptions per address that this file's app is built
// with play no part in following a link.)
const HINDI = { 'accept-language': 'hi' };
const follow = (action: 'confirm' | 'unsubscribe', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/newsletter/${action}`, headers, payload: { token: 'z'.repeat(43) } });

describe('newsletter refusals in the page’s language', () => {
  it.each(['confirm', 'unsubscribe'] as const)('says a %s link is not valid in Hindi, on the field too', async (action) => {
    expect((await follow(action)).json()).toMatchObject({
      code: 'LINK_INVALID',
      message: 'This link is invalid or has expired',
      errors: [{ path: 'token', message: 'This link is invalid or has expired' }],
    });
    const hindi = await follow(action, HINDI);
    expect(hindi.statusCode).toBe(400);
    const invalid = 'यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है';
    expect(hindi.json()).toMatchObject({ code: 'LINK_INVALID', message: invalid, errors: [{ path: 'token', message: invalid }] });
  });
});
