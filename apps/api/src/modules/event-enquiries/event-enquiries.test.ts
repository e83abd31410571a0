// Event enquiries through the real HTTP stack, database, outbox and disk: a customer and a guest
// ask, bad input changes nothing, photos come through the image pipeline, each customer reads only
// their own, and staff (by role) read the open ones and mark them contacted.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventEnquiry, StaffEventEnquiriesAnswer } from '@phoolwari/contracts';
import { auditLog, customOrders, eventEnquiries, mailOutbox, phoneOutbox } from '../../db/schema';
import { newId } from '../../db/ids';
import { bearer, createTestApp, loginAdmin, loginStaff, registerCustomer, type TestApp } from '../../test/app';
import { listFiles, solidPng, uploadForm } from '../../test/images';
import { mailsTo } from '../../test/mail';

// 28 November 2026, 11:30 in the shop: tomorrow is the 29th, 18 months ahead is 28 May 2028.
const NOW = new Date('2026-11-28T06:00:00Z');
let t: TestApp;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  t = await createTestApp({ EVENT_ENQUIRY_MAX_PER_IP: '3' }, { clock: () => NOW });
  const admin = await loginAdmin(t);
  // The shop delivers in Pune (411…); a venue elsewhere is asked about all the same.
  const area = await t.app.inject({
    method: 'POST',
    url: '/api/admin/delivery/areas',
    headers: bearer(admin),
    payload: { prefix: '411', zone: 'Pune', fee: 50 },
  });
  expect(area.statusCode, area.body).toBe(201);
});
afterAll(() => t.close());

function enquiry(overrides: object = {}) {
  return {
    kind: 'wedding',
    eventDate: '2027-02-14',
    venuePincode: '411001',
    guests: 300,
    budget: '1l-3l',
    items: [
      { kind: 'varmala', pairs: 1, lengthFeet: 5 },
      { kind: 'mandap', quantity: 1 },
      { kind: 'petals', kg: 10 },
    ],
    colours: 'Marigold and white, rajnigandha strings',
    name: 'Kavya Menon',
    phone: '9812345678',
    ...overrides,
  };
}
const send = (body: object, token?: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/event-enquiries', remoteAddress, payload: body, ...(token ? { headers: bearer(token) } : {}) });
const uploadPhoto = async (remoteAddress = '203.0.113.9') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/event-enquiries/photos',
    remoteAddress,
    payload: uploadForm([{ name: 'mandap.png', data: await solidPng(900, 600), type: 'image/png', field: 'file' }]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ photo: string }>().photo;
};

describe('asking about an event', () => {
  it('keeps a signed-in customer’s enquiry with a reference and queues one acknowledgement by mail and by phone, in English', async () => {
    const customer = await registerCustomer(t.app);
    const res = await send(enquiry(), customer.token);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<{ enquiry: EventEnquiry }>().enquiry;
    expect(sent).toMatchObject({ kind: 'wedding', eventDate: '2027-02-14', venueServed: true, status: 'received', guests: 300, budget: '1l-3l' });
    expect(sent.reference).toMatch(/^EV-261128-[A-Z2-9]{4}$/);
    expect(sent.items).toHaveLength(3);

    const mails = await mailsTo(t.database.db, customer.body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your event enquiry ${sent.reference} has reached us`);
    expect(mails[0]!.text).toContain('14 February 2027');
    expect(mails[0]!.text).not.toContain('travel');
    // Nothing typed into the form is echoed but the name.
    expect(mails[0]!.text).not.toContain('rajnigandha');
    const texts = await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.to, '+919812345678'));
    expect(texts.filter((m) => m.text.includes(sent.reference))).toHaveLength(1);
  });

  it('takes a guest’s enquiry with name, phone and e-mail, acknowledges in Hindi, and says travel is to be confirmed for an unserved pincode', async () => {
    const email = `guest.${Date.now()}@example.in`;
    const res = await send(enquiry({ venuePincode: '110001', email, phone: '9811112222', language: 'hi', kind: 'puja' }));
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<{ enquiry: EventEnquiry }>().enquiry;
    expect(sent.venueServed).toBe(false);
    const [row] = await t.database.db.select().from(eventEnquiries).where(eq(eventEnquiries.id, sent._id));
    expect(row).toMatchObject({ userId: null, email, language: 'hi' });
    const mails = await mailsTo(t.database.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`आपकी आयोजन पूछताछ ${sent.reference} हमें मिल गई है`);
    expect(mails[0]!.text).toContain('14 फ़रवरी 2027');
    expect(mails[0]!.text).toContain('पूजा');
    expect(mails[0]!.text).toContain('पिनकोड 110001');
    const [text] = await t.database.db.select().from(phoneOutbox).where(eq(phoneOutbox.to, '+919811112222'));
    expect(text!.text).toContain(`पूछताछ ${sent.reference}`);
  });

  it.each([
    ['a kind off the list', { kind: 'funeral' }, 'kind'],
    ['a date that is not on the calendar', { eventDate: '2027-02-30' }, 'eventDate'],
    ['today', { eventDate: '2026-11-28' }, 'eventDate'],
    ['more than 18 months ahead', { eventDate: '2028-05-29' }, 'eventDate'],
    ['a bad pincode', { venuePincode: '0110' }, 'venuePincode'],
    ['no guests', { guests: 0 }, 'guests'],
    ['a budget off the list', { budget: 'lots' }, 'budget'],
    ['nothing wanted', { items: [] }, 'items'],
    ['a varmala of 30 feet', { items: [{ kind: 'varmala', pairs: 1, lengthFeet: 30 }] }, 'items.0.lengthFeet'],
    ['petals in grams', { items: [{ kind: 'petals', kg: 0.2 }] }, 'items.0.kg'],
    ['six photos', { photos: Array.from({ length: 6 }, () => '/uploads/event-photos/x.webp') }, 'photos'],
    ['a photo from elsewhere', { photos: ['https://example.com/a.webp'], email: 'guest@example.in' }, 'photos.0'],
    ['a bad phone', { phone: '12345' }, 'phone'],
    ['a guest without an e-mail', {}, 'email'],
  ])('refuses %s with 400 and changes nothing', async (_label, override, field) => {
    const [enquiries, mails, texts] = await Promise.all([
      t.database.db.$count(eventEnquiries),
      t.database.db.$count(mailOutbox),
      t.database.db.$count(phoneOutbox),
    ]);
    const res = await send(enquiry(override));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect([await t.database.db.$count(eventEnquiries), await t.database.db.$count(mailOutbox), await t.database.db.$count(phoneOutbox)]).toEqual([
      enquiries,
      mails,
      texts,
    ]);
  });

  it('answers the date refusal in Hindi for a Hindi page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event-enquiries',
      remoteAddress: nextIp(),
      headers: { 'accept-language': 'hi' },
      payload: enquiry({ eventDate: '2026-11-28' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('आयोजन की तारीख कल से 18 महीने आगे तक की होनी चाहिए');
  });

  it('limits enquiries per IP address', async () => {
    const customer = await registerCustomer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(enquiry(), customer.token, '203.0.113.77')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('reference photos', () => {
  it('stores an image through the pipeline, attaches up to five, and refuses what is not an image', async () => {
    const photo = await uploadPhoto();
    expect(photo).toMatch(/^\/uploads\/event-photos\/[0-9a-f]{32}\.webp$/);
    const customer = await registerCustomer(t.app);
    const res = await send(enquiry({ photos: [photo, photo, photo, photo, photo] }), customer.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().enquiry.photos).toHaveLength(5);

    const before = listFiles(path.join(t.dataDir, 'uploads'));
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/event-enquiries/photos',
      remoteAddress: '203.0.113.10',
      payload: uploadForm([{ name: 'notes.png', data: Buffer.from('not a picture'), type: 'image/png', field: 'file' }]),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/event-enquiries/photos',
      remoteAddress: '203.0.113.10',
      payload: uploadForm([
        { name: 'a.png', data: await solidPng(50, 50), type: 'image/png', field: 'file' },
        { name: 'b.png', data: await solidPng(50, 50), type: 'image/png', field: 'file' },
      ]),
    });
    expect(two.statusCode).toBe(413);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/event-enquiries/photos',
      remoteAddress: '203.0.113.10',
      payload: uploadForm([{ name: 'huge.png', data: Buffer.alloc(10 * 1024 * 1024 + 1), type: 'image/png', field: 'file' }]),
    });
    expect(big.statusCode).toBe(413);
    expect(listFiles(path.join(t.dataDir, 'uploads'))).toEqual(before);
  });
});

describe('a studio design on the enquiry', () => {
  it('takes one of the customer’s own designs and refuses another’s', async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const designId = newId();
    await t.database.db.insert(customOrders).values({
      id: designId,
      customOrderId: 'CD-261128-TEST',
      userId: owner.user._id,
      prompt: 'A jasmine and rose mandap',
      generatedImage: '/uploads/designs/abc.webp',
      generator: 'procedural',
    });
    const own = await send(enquiry({ customDesignId: designId }), owner.token);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().enquiry.customDesign).toEqual({ _id: designId, customOrderId: 'CD-261128-TEST', image: '/uploads/designs/abc.webp' });
    const theirs = await send(enquiry({ customDesignId: designId }), other.token);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0].path).toBe('customDesignId');
  });
});

describe('the customer’s own enquiries', () => {
  it('lists a customer’s own, newest first, and answers 404 for another’s and 401 without sign-in', async () => {
    const asha = await registerCustomer(t.app);
    const ravi = await registerCustomer(t.app);
    const first = (await send(enquiry({ kind: 'birthday' }), asha.token)).json().enquiry as EventEnquiry;
    const second = (await send(enquiry({ kind: 'engagement' }), asha.token)).json().enquiry as EventEnquiry;
    const mine = await t.app.inject({ method: 'GET', url: '/api/event-enquiries', headers: bearer(asha.token) });
    expect(mine.json().enquiries.map((e: EventEnquiry) => e._id)).toEqual([second._id, first._id]);
    expect(mine.headers['cache-control']).toContain('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/event-enquiries', headers: bearer(ravi.token) })).json().enquiries).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/event-enquiries/${first._id}`, headers: bearer(asha.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/event-enquiries/${first._id}`, headers: bearer(ravi.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/event-enquiries' })).statusCode).toBe(401);
  });
});

describe('staff', () => {
  it('lets owner, manager and desk read and mark contacted; florist, rider and customers get 403 before their input is read', async () => {
    const customer = await registerCustomer(t.app);
    const id = (await send(enquiry(), customer.token)).json().enquiry._id as string;
    for (const role of ['florist', 'rider'] as const) {
      const { token } = await loginStaff(t, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-enquiries', headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/event-enquiries/${id}/contacted`, headers: bearer(token), payload: {} })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-enquiries?status=bogus', headers: bearer(customer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-enquiries' })).statusCode).toBe(401);
    for (const role of ['owner', 'manager', 'desk'] as const) {
      const { token } = await loginStaff(t, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/event-enquiries', headers: bearer(token) })).statusCode).toBe(200);
    }
  });

  it('lists open enquiries with the contact and photos, marks one contacted with a note in the audit trail, once', async () => {
    const customer = await registerCustomer(t.app);
    const photo = await uploadPhoto('203.0.113.30');
    const sent = (await send(enquiry({ photos: [photo] }), customer.token)).json().enquiry as EventEnquiry;
    const desk = await loginStaff(t, 'desk', 'Neha at the desk');
    const list = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/event-enquiries${query}`, headers: bearer(desk.token) })).json<StaffEventEnquiriesAnswer>();
    const open = await list('?limit=100');
    const listed = open.enquiries.find((e) => e._id === sent._id)!;
    expect(listed).toMatchObject({
      name: 'Kavya Menon',
      phone: '9812345678',
      email: customer.body.email,
      guest: false,
      photos: [photo],
      status: 'received',
      contactedAt: null,
    });
    expect(open.openCount).toBe(await t.database.db.$count(eventEnquiries, eq(eventEnquiries.status, 'received')));

    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/event-enquiries/${sent._id}/contacted`,
      headers: bearer(desk.token),
      payload: { note: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/event-enquiries/${sent._id}/contacted`,
      headers: bearer(desk.token),
      payload: { note: 'Called; site visit on Sunday' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().enquiry).toMatchObject({ status: 'contacted', contactedBy: 'Neha at the desk', contactNote: 'Called; site visit on Sunday' });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, sent._id));
    expect(audit).toMatchObject({ action: 'event-enquiry.contacted', entityType: 'event', actorUserId: desk.id });
    expect((await list('?limit=100')).enquiries.map((e) => e._id)).not.toContain(sent._id);
    expect((await list('?status=all&limit=100')).enquiries.find((e) => e._id === sent._id)!.status).toBe('contacted');
    // The customer sees the new status too.
    expect((await t.app.inject({ method: 'GET', url: `/api/event-enquiries/${sent._id}`, headers: bearer(customer.token) })).json().enquiry.status).toBe(
      'contacted',
    );

    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/event-enquiries/${sent._id}/contacted`,
      headers: bearer(desk.token),
      payload: { note: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/event-enquiries/${'c'.repeat(24)}/contacted`,
      headers: bearer(desk.token),
      payload: { note: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
