// Messages to phones through Twilio's Messages API, against a local fake of it: sent once by the
// background queue with the order's tracking link filled in only then; a provider that keeps
// failing is retried and the message ends failed; a number the provider refuses is not retried.
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { phoneOutbox } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { setUpDelivery, testClock } from '../../test/commerce';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/fake-sms-provider';
import { placePaidOrder } from '../../test/orders';
import { until } from '../../test/until';
import { HIDDEN_LINK } from '../mail/mailer';
import { createTwilioSender } from './twilio';

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH = 'test-auth-token';
const opened: (TestApp | FakeSmsProvider)[] = [];
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
});

async function shopWith(provider: FakeSmsProvider, env: Record<string, string> = {}) {
  const clock = testClock();
  const t = await createTestApp(
    {
      JOB_WORKERS: 'true',
      PUBLIC_URL: 'https://shop.example',
      SMS_PROVIDER: 'twilio',
      SMS_API_URL: provider.apiUrl,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: AUTH,
      SMS_SENDER: '+919800000001',
      ...env,
    },
    { clock },
  );
  opened.push(t);
  const fixture = await insertTestCatalogue(t.database.db);
  const delivery = await setUpDelivery(t.database.db);
  const place = () => placePaidOrder(t.app, { productId: fixture.products['Genda Phool Toran']!, slotId: delivery.evening.id, date: clock.today() });
  const rowsOf = (orderId: string) => t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.relatedOrderId, orderId));
  return { t, place, rowsOf };
}

async function fake() {
  const provider = await startFakeSmsProvider(SID, AUTH);
  opened.push(provider);
  return provider;
}

describe('the phone channel with an SMS provider', { timeout: 90_000 }, () => {
  it('sends the confirmation once, with the tracking link, and records the provider’s id', async () => {
    const provider = await fake();
    const { t, place, rowsOf } = await shopWith(provider);
    const { customer, orderId, orderNumber } = await place();
    const url = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking-link`, headers: bearer(customer.token) })).json().url as string;

    await until(async () => (await rowsOf(orderId))[0]?.status === 'sent', 'the message to be sent');
    expect(provider.messages).toHaveLength(1);
    expect(provider.messages[0]).toMatchObject({ to: '+919876543210', from: '+919800000001' });
    expect(provider.messages[0]!.body.startsWith(`Phoolwari: order ${orderNumber} is confirmed for `)).toBe(true);
    expect(provider.messages[0]!.body.endsWith(`. Follow it: ${url}`)).toBe(true);
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, providerMessageId: provider.messages[0]!.sid, channel: 'sms' });
    // The outbox never held the link itself.
    expect(row!.text).not.toContain(url);
    // A rerun of the job (a crash after sending) sends nothing more.
    await t.app.shop.phone.deliver(row!.id);
    expect(provider.messages).toHaveLength(1);
  });

  it('retries while the provider fails, then marks the message failed for the admin', async () => {
    const provider = await fake();
    provider.failNext(503, 1000);
    const { t, place, rowsOf } = await shopWith(provider);
    const { orderId } = await place();
    // The attempt is counted when it is claimed, and its error written when it ends.
    await until(async () => (await rowsOf(orderId))[0]?.lastError != null, 'the first attempt to fail');
    expect((await rowsOf(orderId))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      claimedAt: null,
      lastError: expect.stringContaining('An internal server error has occurred'),
    });
    // The queue's retries (minutes apart), shortened to none: the next failure is the last. The
    // queue records the failure (and the next try's time) just after the attempt above is written:
    // shortening before that would be overwritten by the minutes-away retry.
    await until(async () => {
      const retrying = await t.database.db.execute(sql`SELECT 1 FROM pgboss.job WHERE name = 'phone-deliver' AND state = 'retry'`);
      return (retrying as unknown as { rows: unknown[] }).rows.length > 0;
    }, 'the queue to schedule the next try');
    await t.database.db.execute(sql`UPDATE pgboss.job SET retry_limit = 0, start_after = now() WHERE name = 'phone-deliver'`);
    await until(async () => (await rowsOf(orderId))[0]?.status === 'failed', 'the message to fail for good');
    expect((await rowsOf(orderId))[0]!.attempts).toBe(2);
    expect(provider.messages).toHaveLength(0);
    expect(provider.requests.length).toBe(2);
    expect(provider.requests.every((r) => r.contentType?.startsWith('application/x-www-form-urlencoded'))).toBe(true);
  });

  it('gives up at once on a number the provider refuses, and speaks WhatsApp when told to', async () => {
    const provider = await fake();
    const sender = createTwilioSender({ apiUrl: provider.apiUrl, accountSid: SID, authToken: AUTH, sender: '+919800000001', channel: 'whatsapp' });
    expect(await sender.send({ to: '+919876543210', text: 'Namaste' })).toEqual({ providerMessageId: expect.stringMatching(/^SM/) });
    expect(provider.messages.at(-1)).toMatchObject({ to: 'whatsapp:+919876543210', from: 'whatsapp:+919800000001', body: 'Namaste' });
    await expect(sender.send({ to: '12', text: 'Namaste' })).rejects.toMatchObject({
      permanent: true,
      message: expect.stringContaining('not a valid phone number'),
    });
    const wrongKey = createTwilioSender({ apiUrl: provider.apiUrl, accountSid: SID, authToken: 'wrong', sender: '+919800000001', channel: 'sms' });
    await expect(wrongKey.send({ to: '+919876543210', text: 'Namaste' })).rejects.toMatchObject({
      permanent: true,
      message: expect.stringContaining('Authenticate'),
    });

    // Through the outbox: refused once, failed, no retry queued.
    const { t } = await shopWith(provider);
    const id = await t.app.shop.phone.queue({ to: '12', text: 'Namaste' });
    await until(
      async () => (await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.id, id)))[0]?.status === 'failed',
      'the refused message to fail',
    );
    expect((await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.id, id)))[0]).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('not a valid phone number'),
    });
  });

  it('sends a staff invitation to a mobile number, its link sealed in the outbox, and the member joins from it', async () => {
    const provider = await fake();
    const { t } = await shopWith(provider);
    const owner = await loginAdmin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invites',
      headers: bearer(owner),
      payload: { phone: '9811122233', name: 'Ravi Rider', role: 'rider' },
    });
    expect(created.statusCode).toBe(201);
    // Sent by the phone channel, so the owner is not handed the link.
    expect(created.json().link).toBeUndefined();
    await until(async () => provider.messages.length === 1, 'the invitation to be texted');
    const [message] = provider.messages;
    expect(message!.to).toBe('+919811122233');
    const link = /https:\/\/shop\.example\/staff-invite\?token=[\w-]{43}/.exec(message!.body)?.[0];
    expect(link, message!.body).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    // Staff read the outbox: a placeholder, never the link; the sealed copy is gone once sent.
    const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/phone-outbox', headers: bearer(owner) });
    expect(outbox.body).not.toContain(token);
    expect(outbox.body).toContain(HIDDEN_LINK);
    const [row] = await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.to, '+919811122233'));
    expect(row).toMatchObject({ status: 'sent', secrets: null });
    expect(row!.text).not.toContain(token);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/staff-invites/accept',
      payload: { token, name: 'Ravi', password: 'marigold-rides-7', email: 'ravi.rides@example.in' },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user).toMatchObject({ role: 'rider', phone: '9811122233' });
  });

  it('refuses to start with half a provider’s settings', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: SID })).toThrow(
      /SMS_AUTH_TOKEN[\s\S]*SMS_SENDER/,
    );
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40) }).phone).toEqual({ provider: 'outbox', channel: 'sms' });
  });
});
