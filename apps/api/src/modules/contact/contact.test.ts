// The contact form and the staff inbox through the real HTTP stack, database and outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ContactInboxAnswer } from '@phoolwari/contracts';
import { contactMessages, contactReplies } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { mailsTo } from '../../test/mail';
import { CONTACT_RECEIVED } from './service';

const SHOP_INBOX = 'owner@phoolwari.example';
let t: TestApp;
let admin: string;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ CONTACT_MAX_PER_IP: '3', CONTACT_NOTIFY_EMAIL: SHOP_INBOX });
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

let n = 0;
function message(overrides: object = {}) {
  n += 1;
  return {
    name: 'Meera Iyer',
    email: `meera${n}.${Date.now()}@example.in`,
    phone: '9876543210',
    subject: 'delivery',
    message: `Can you deliver to Whitefield before 7 am? (#${n})`,
    ...overrides,
  };
}
/** Each call from its own address, so the per-IP limit only bites in its own test. */
const send = (body: object, remoteAddress = `198.51.100.${++ipCounter}`) => t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: body });
const inbox = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/contact-messages${query}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ContactInboxAnswer>();
};

describe('contact form', () => {
  it('stores the message, acknowledges the sender and tells the shop', async () => {
    const body = message();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_RECEIVED });

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ name: body.name, phone: body.phone, subject: 'delivery', message: body.message, status: 'new' });

    const [ack] = await mailsTo(t.database.db, body.email);
    expect(ack).toMatchObject({ subject: 'We have received your message', status: 'stored' });
    expect(ack!.text).toContain('Delivery');
    // The acknowledgement never repeats what was typed into the form (no relay for spam).
    expect(ack!.text).not.toContain(body.message);
    const notices = await mailsTo(t.database.db, SHOP_INBOX);
    expect(notices.some((m) => m.text.includes(body.message) && m.text.includes(body.email))).toBe(true);
  });

  it('accepts a message without a phone number', async () => {
    const res = await send(message({ phone: '' }));
    expect(res.statusCode).toBe(201);
    const { phone: _omitted, ...withoutPhone } = message();
    expect((await send(withoutPhone)).statusCode).toBe(201);
  });

  it.each([
    ['a bad e-mail', { email: 'meera-at-example' }, 'email'],
    ['a subject off the list', { subject: 'refund-now' }, 'subject'],
    ['a too short message', { message: 'hi' }, 'message'],
    ['a too long message', { message: 'x'.repeat(4001) }, 'message'],
    ['a bad phone', { phone: '12345' }, 'phone'],
    ['a blank name', { name: '  ' }, 'name'],
  ])('refuses %s with 400 and stores nothing', async (_label, override, field) => {
    const before = await t.database.db.$count(contactMessages);
    const res = await send(message(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('limits messages per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(message(), '203.0.113.50')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await send(message(), '203.0.113.51')).statusCode).toBe(201);
  });
});

describe('inbox', () => {
  it('is for admins only', async () => {
    const { token } = await registerCustomer(t.app);
    const id = (await t.database.db.select({ id: contactMessages.id }).from(contactMessages).limit(1))[0]?.id ?? '0'.repeat(24);
    const routes = [
      { method: 'GET' as const, url: '/api/admin/contact-messages' },
      { method: 'PATCH' as const, url: `/api/admin/contact-messages/${id}`, payload: { status: 'handled' } },
      { method: 'POST' as const, url: `/api/admin/contact-messages/${id}/reply`, payload: { body: 'Hello' } },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await t.app.inject({ ...route, headers: bearer(token) })).statusCode, route.url).toBe(403);
    }
    expect(await t.database.db.$count(contactReplies)).toBe(0);
  });

  it('lists newest first with the count of new messages, filters by status, and pages', async () => {
    const first = message();
    const second = message();
    await send(first);
    await send(second);
    const all = await inbox('?limit=2');
    expect(all.messages.map((m) => m.email)).toEqual([second.email, first.email]);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.totalPages).toBe(Math.ceil(all.total / 2));
    expect(all.newCount).toBe(await t.database.db.$count(contactMessages, eq(contactMessages.status, 'new')));
    expect(all.messages[0]).toMatchObject({ name: second.name, subject: 'delivery', status: 'new', handledAt: null, replies: [] });

    const page2 = await inbox('?limit=2&page=2');
    expect(page2.messages.map((m) => m.email)).not.toContain(second.email);
    expect((await inbox('?status=handled')).messages.every((m) => m.status === 'handled')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?status=spam', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('marks a message handled and new again', async () => {
    const body = message();
    await send(body);
    const id = (await inbox()).messages.find((m) => m.email === body.email)!._id;
    const newBefore = (await inbox()).newCount;
    const handled = await t.app.inject({ method: 'PATCH', url: `/api/admin/contact-messages/${id}`, headers: bearer(admin), payload: { status: 'handled' } });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toMatchObject({ _id: id, status: 'handled', handledAt: expect.any(String) });
    expect((await inbox()).newCount).toBe(newBefore - 1);
    expect((await inbox('?status=handled')).messages.map((m) => m._id)).toContain(id);

    const reopened = await t.app.inject({ method: 'PATCH', url: `/api/admin/contact-messages/${id}`, headers: bearer(admin), payload: { status: 'new' } });
    expect(reopened.json().message).toMatchObject({ status: 'new', handledAt: null });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/contact-messages/${'a'.repeat(24)}`, headers: bearer(admin), payload: { status: 'new' } }))
        .statusCode,
    ).toBe(404);
  });

  it('writes back in Hindi to a message sent from the Hindi page: the acknowledgement and the frame of a reply', async () => {
    const body = message({ subject: 'order', message: 'मेरा ऑर्डर PW-1042 कहाँ है? शाम 6 बजे तक आना था।', language: 'hi' });
    expect((await send(body)).statusCode).toBe(201);
    const [ack] = await mailsTo(t.database.db, body.email);
    expect(ack!.subject).toBe('आपका संदेश हमें मिल गया है');
    expect(ack!.text).toContain('फूलवारी से "ऑर्डर की स्थिति" के बारे में संपर्क करने के लिए धन्यवाद।');
    expect(ack!.text.endsWith('\n\nफूलवारी')).toBe(true);
    expect(ack!.text).not.toContain(body.message);

    const id = (await inbox()).messages.find((m) => m.email === body.email)!._id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/reply`,
      headers: bearer(admin),
      payload: { body: 'आपका ऑर्डर रास्ते में है, 7 बजे तक पहुँच जाएगा।' },
    });
    expect(res.statusCode).toBe(200);
    const [reply] = await mailsTo(t.database.db, body.email);
    expect(reply!.subject).toBe('Re: ऑर्डर की स्थिति — फूलवारी को भेजा गया आपका संदेश');
    expect(reply!.text).toContain(`नमस्ते ${body.name} जी,\n\nआपका ऑर्डर रास्ते में है, 7 बजे तक पहुँच जाएगा।\n\nShop Admin\nफूलवारी\n\n`);
    expect(reply!.text).toMatch(/को आपने लिखा था:\n> मेरा ऑर्डर PW-1042 कहाँ है\?/);
    // Staff's own copy of the notice stays English.
    expect((await mailsTo(t.database.db, SHOP_INBOX)).find((m) => m.text.includes(body.email))!.subject).toBe(
      `New contact message: Order status from ${body.name}`,
    );
  });

  it('refuses a language the shop is not written in with 400', async () => {
    const res = await send(message({ language: 'ta' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('language');
  });

  it('replies by e-mail: the reply is kept with the message, mailed to the sender, and the message is handled', async () => {
    const body = message({ subject: 'order', message: 'Where is my order PW-1042? It was due at 6 pm.' });
    await send(body);
    const id = (await inbox()).messages.find((m) => m.email === body.email)!._id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/reply`,
      headers: bearer(admin),
      payload: { body: 'Sorry for the wait! Your order is out for delivery and will reach you by 7 pm.' },
    });
    expect(res.statusCode).toBe(200);
    const replied = res.json().message;
    expect(replied).toMatchObject({
      status: 'handled',
      replies: [{ authorName: 'Shop Admin', body: 'Sorry for the wait! Your order is out for delivery and will reach you by 7 pm.' }],
    });

    const [mail] = await mailsTo(t.database.db, body.email);
    expect(mail!.subject).toBe('Re: Order status — your message to Phoolwari');
    expect(mail!.text).toContain('Your order is out for delivery');
    expect(mail!.text).toContain('> Where is my order PW-1042?');

    const listed = (await inbox()).messages.find((m) => m._id === id)!;
    expect(listed.replies).toHaveLength(1);
    const empty = await t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/reply`, headers: bearer(admin), payload: { body: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${'b'.repeat(24)}/reply`, headers: bearer(admin), payload: { body: 'Hello' } }))
        .statusCode,
    ).toBe(404);
  });
});
