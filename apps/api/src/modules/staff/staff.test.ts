// Running the shop as a team: each role may do what the contract's table says and nothing more,
// the owner invites, re-roles and disables staff (sessions end at once), and every staff write is
// on an append-only audit trail.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STAFF_PERMISSIONS, type AuditAnswer, type StaffRole } from '@phoolwari/contracts';
import { auditLog } from '../../db/schema';
import { shopDateTime } from '../../platform/clock';
import { bearer, loginStaff, registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { linkToken, mailsTo } from '../../test/mail';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const audit = async (query = '') => (await get(`/api/admin/audit${query}`, t.adminToken)).json<AuditAnswer>();

describe('roles', () => {
  it('lets each role reach what the permission table gives it and answers 403 elsewhere', async () => {
    // One representative route per permission.
    const routes: Record<string, string> = {
      'orders.read': '/api/admin/orders',
      'customers.read': '/api/admin/users',
      'promos.manage': '/api/admin/promo-codes',
      'delivery.manage': '/api/admin/delivery/slots',
      'staff.manage': '/api/admin/staff',
      'audit.read': '/api/admin/audit',
      'jobs.manage': '/api/admin/jobs',
      'reviews.moderate': '/api/admin/reviews',
      'inbox.manage': '/api/admin/contact-messages',
      'events.manage': '/api/admin/event-enquiries',
    };
    const roles: StaffRole[] = ['owner', 'manager', 'desk', 'florist', 'rider'];
    const customer = await registerCustomer(t.app);
    for (const role of roles) {
      const { token } = await loginStaff(t, role);
      for (const [permission, url] of Object.entries(routes)) {
        const allowed = (STAFF_PERMISSIONS[permission as keyof typeof STAFF_PERMISSIONS] as readonly string[]).includes(role);
        const res = await get(url, token);
        expect(res.statusCode, `${role} ${url}`).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    for (const url of Object.values(routes)) expect((await get(url, customer.token)).statusCode).toBe(403);
  });

  it('answers every staff route 401 or 403 before looking at its input, so the caller learns nothing of its schema', { timeout: 180_000 }, async () => {
    // Every staff route, as the API reference lists them with the permission each guard enforces.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { 'x-permission'?: string }>> }>();
    const staffRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        op['x-permission'] ? [{ method: method.toUpperCase() as 'GET', path, permission: op['x-permission'] as keyof typeof STAFF_PERMISSIONS }] : [],
      ),
    );
    expect(staffRoutes.length).toBeGreaterThan(40);
    const customer = await registerCustomer(t.app);
    const roles: StaffRole[] = ['owner', 'manager', 'desk', 'florist', 'rider'];
    const tokens = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, (await loginStaff(t, role)).token] as const)));
    for (const { method, path, permission } of staffRoutes) {
      // A malformed id, query and body: validated first, each would be a 400 with the schema's details.
      const url = `${path.replace(/\{\w+\}/g, 'not-an-id')}?page=-1&limit=lots&date=never&from=x`;
      const bodies =
        method === 'GET' || method === 'DELETE'
          ? [undefined]
          : [{ payload: { role: 42, amount: 'lots', unexpected: ['x'] } }, { payload: '{"not json', headers: { 'content-type': 'application/json' } }];
      for (const body of bodies) {
        const send = (token?: string) => t.app.inject({ method, url, ...body, headers: { ...body?.headers, ...(token ? bearer(token) : {}) } });
        const guest = await send();
        expect([method, path, guest.statusCode, guest.json().errors]).toEqual([method, path, 401, []]);
        const asCustomer = await send(customer.token);
        expect([method, path, asCustomer.statusCode, asCustomer.json().errors]).toEqual([method, path, 403, []]);
        for (const role of roles.filter((r) => !(STAFF_PERMISSIONS[permission] as readonly string[]).includes(r))) {
          expect([method, path, role, (await send(tokens[role])).statusCode]).toEqual([method, path, role, 403]);
        }
      }
    }
  });

  it('shows the order desk how many orders, never how much money', async () => {
    const desk = await loginStaff(t, 'desk');
    const asDesk = (await get('/api/admin/dashboard', desk.token)).json();
    expect(asDesk.totals).toMatchObject({ revenue: null, refunded: null, cashToCollect: null });
    expect(asDesk.daily.every((d: { revenue: unknown }) => d.revenue === null)).toBe(true);
    const asOwner = (await get('/api/admin/dashboard', t.adminToken)).json();
    expect(typeof asOwner.totals.revenue).toBe('number');
  });

  it('lets only the owner refund… and the manager too, but never the desk', async () => {
    const { orderId } = await placePaidOrder(t.app, {
      productId: t.fixture.products['Genda Phool Toran']!,
      slotId: t.delivery.evening.id,
      date: clock.today(),
    });
    const refund = (token: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: bearer(token),
        payload: { amount: 10, reason: 'A wilted stem', idempotencyKey: key },
      });
    expect((await refund((await loginStaff(t, 'desk')).token, 'desk-try-1')).statusCode).toBe(403);
    expect((await refund((await loginStaff(t, 'manager')).token, 'manager-try-1')).statusCode).toBe(200);
  });
});

describe('staff invitations', () => {
  const invite = (body: object, token = t.adminToken) =>
    t.app.inject({ method: 'POST', url: '/api/admin/staff/invites', headers: bearer(token), payload: body });
  const tokenOf = async (email: string) => linkToken((await mailsTo(t.database.db, email))[0]!.text, '/staff-invite');
  const accept = (token: string, password = 'bench-roses-2026') =>
    t.app.inject({ method: 'POST', url: '/api/staff-invites/accept', payload: { token, name: 'Lakshmi Florist', phone: '9876501234', password } });

  it('hands the owner the link once where it cannot be mailed, to a phone number too, and the member joins from it', async () => {
    // This shop has no mail server: the link is in the answer, once, and nowhere staff can read it again.
    const created = await invite({ phone: '9811122233', name: 'Ravi Rider', role: 'rider' });
    expect(created.statusCode).toBe(201);
    const { invite: sent, link } = created.json();
    expect(sent).toMatchObject({ email: '', phone: '9811122233', role: 'rider' });
    expect(link).toMatch(/\/staff-invite\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const list = await get('/api/admin/staff', t.adminToken);
    expect(list.body).not.toContain(token);
    expect((await get('/api/admin/outbox', t.adminToken)).body).not.toContain(token);
    expect((await get('/api/admin/phone-outbox', t.adminToken)).body).not.toContain(token);
    expect(list.json().invites).toContainEqual(expect.objectContaining({ _id: sent._id, phone: '9811122233' }));
    // An invitation with an address, mailed into the outbox (no server): the link is handed over too.
    const mailedNowhere = (await invite({ email: 'meena@phoolwari.example', name: 'Meena', role: 'florist' })).json();
    expect(mailedNowhere.link).toContain('/staff-invite?token=');
    expect((await invite({ name: 'Nobody', role: 'rider' })).json().errors).toEqual([{ path: 'email', message: 'Give an e-mail address or a mobile number' }]);

    // The member gives the address they will sign in with; never one that has an account already.
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-invites/${token}` })).json()).toMatchObject({
      email: '',
      phone: '9811122233',
      role: 'rider',
      hasAccount: false,
    });
    const join = (email?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff-invites/accept',
        payload: { token, name: 'Ravi', password: 'marigold-rides-7', ...(email && { email }) },
      });
    expect((await join()).statusCode).toBe(400);
    const someone = await registerCustomer(t.app);
    expect((await join(someone.body.email)).json().code).toBe('EMAIL_TAKEN');
    const joined = await join('ravi.rides@example.in');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user).toMatchObject({ email: 'ravi.rides@example.in', role: 'rider', phone: '9811122233' });
    expect((await join('ravi.again@example.in')).statusCode).toBe(404);
  });

  it('mails a single-use link that creates the account with its role and signs it in', async () => {
    const res = await invite({ email: 'lakshmi@phoolwari.example', name: 'Lakshmi', role: 'florist' });
    expect(res.statusCode).toBe(201);
    expect(res.json().invite).toMatchObject({ email: 'lakshmi@phoolwari.example', role: 'florist' });
    const [mail] = await mailsTo(t.database.db, 'lakshmi@phoolwari.example');
    expect(mail!.subject).toBe("Join Phoolwari's team as florist");
    const token = await tokenOf('lakshmi@phoolwari.example');

    const preview = await t.app.inject({ method: 'GET', url: `/api/staff-invites/${token}` });
    expect(preview.json()).toMatchObject({ email: 'lakshmi@phoolwari.example', role: 'florist', hasAccount: false });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: 'lakshmi@phoolwari.example', role: 'florist', name: 'Lakshmi Florist' });
    // Signed in: a florist's token works on the bench's permission, not on the desk's.
    expect((await get('/api/admin/orders', accepted.json().token)).statusCode).toBe(403);
    expect((await get('/api/auth/me', accepted.json().token)).statusCode).toBe(200);

    // Once only.
    expect((await accept(token)).json()).toMatchObject({ code: 'INVITE_INVALID' });
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-invites/${token}` })).statusCode).toBe(404);
    const staff = (await get('/api/admin/staff', t.adminToken)).json();
    expect(staff.members.map((m: { email: string }) => m.email)).toContain('lakshmi@phoolwari.example');
    expect(staff.invites.map((i: { email: string }) => i.email)).not.toContain('lakshmi@phoolwari.example');
  });

  it('expires after 72 hours, is withdrawn by the owner, and is replaced by a newer one', async () => {
    await invite({ email: 'ravi@phoolwari.example', name: 'Ravi', role: 'rider' });
    const first = await tokenOf('ravi@phoolwari.example');
    await invite({ email: 'ravi@phoolwari.example', name: 'Ravi', role: 'rider' });
    const second = await tokenOf('ravi@phoolwari.example');
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(404);

    clock.advanceMinutes(72 * 60 + 1);
    expect((await accept(second)).json()).toMatchObject({ code: 'INVITE_INVALID' });
    clock.advanceMinutes(-(72 * 60 + 1));

    const listed = (await get('/api/admin/staff', t.adminToken)).json().invites.find((i: { email: string }) => i.email === 'ravi@phoolwari.example');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/invites/${listed._id}`, headers: bearer(t.adminToken) })).statusCode).toBe(204);
    expect((await accept(second)).statusCode).toBe(404);
  });

  it('turns an invited customer into staff, ending the customer’s old sessions', async () => {
    const customer = await registerCustomer(t.app);
    await invite({ email: customer.body.email, name: 'Asha', role: 'desk' });
    const accepted = await accept(await tokenOf(customer.body.email));
    expect(accepted.json().user.role).toBe('desk');
    expect((await get('/api/auth/me', customer.token)).statusCode).toBe(401);
    expect((await get('/api/admin/orders', accepted.json().token)).statusCode).toBe(200);
  });

  it('refuses to invite someone already on the staff, a bad role, and anyone but the owner', async () => {
    const manager = await loginStaff(t, 'manager');
    expect((await invite({ email: manager.email, name: 'M', role: 'desk' })).json()).toMatchObject({ code: 'ALREADY_STAFF' });
    expect((await invite({ email: 'x@phoolwari.example', name: 'X', role: 'admin' })).statusCode).toBe(400);
    expect((await invite({ email: 'y@phoolwari.example', name: 'Y', role: 'desk' }, manager.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff-invites/not-a-token' })).statusCode).toBe(400);
  });
});

describe('roles and disabling', () => {
  const setRole = (id: string, role: string, token = t.adminToken) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/role`, headers: bearer(token), payload: { role } });

  it('ends a demoted member’s sessions at once, and the new role holds on their next sign-in', async () => {
    const member = await loginStaff(t, 'manager');
    expect((await get('/api/admin/promo-codes', member.token)).statusCode).toBe(200);
    const res = await setRole(member.id, 'rider');
    expect(res.json().member).toMatchObject({ role: 'rider' });
    expect((await get('/api/admin/promo-codes', member.token)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: 'staff-pass-123' } });
    expect((await get('/api/admin/promo-codes', again.json().token)).statusCode).toBe(403);
  });

  it('keeps an active owner: the last one cannot be demoted', async () => {
    const [me] = await t.database.db
      .execute<{ id: string }>(sql`select id from users where role = 'owner' and disabled_at is null order by created_at limit 1`)
      .then((r) => r.rows);
    const others = await t.database.db.execute<{ id: string }>(sql`select id from users where role = 'owner' and id <> ${me!.id}`);
    for (const o of others.rows) await setRole(o.id, 'manager');
    const res = await setRole(me!.id, 'manager');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_OWNER');
  });

  it('lets only the owner disable staff; a manager may disable customers only', async () => {
    const manager = await loginStaff(t, 'manager');
    const rider = await loginStaff(t, 'rider');
    const customer = await registerCustomer(t.app);
    const disable = (id: string, token: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/status`, headers: bearer(token), payload: { disabled: true } });
    expect((await disable(rider.id, manager.token)).statusCode).toBe(403);
    expect((await disable(customer.user._id, manager.token)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/staff/${rider.id}/status`, headers: bearer(t.adminToken), payload: { disabled: true } });
    expect(res.json().member).toMatchObject({ disabled: true });
    expect((await get('/api/auth/me', rider.token)).statusCode).toBe(401);
  });
});

describe('audit trail', () => {
  it('records staff writes with who, what and the values before and after, and filters them', async () => {
    const manager = await loginStaff(t, 'manager', 'Meera Manager');
    const productId = t.fixture.products['White Rose Vase']!;
    const current = (await get(`/api/admin/products/${productId}`, manager.token)).json().product;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${productId}`,
      headers: bearer(manager.token),
      payload: {
        ...current,
        category: current.category._id,
        isNewProduct: current.isNew,
        price: current.price + 100,
        stock: current.stock + 5,
        stockWas: current.stock,
      },
    });
    expect(edit.statusCode).toBe(200);

    const mine = await audit(`?actorId=${manager.id}`);
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({
      actor: { _id: manager.id, name: 'Meera Manager', role: 'manager' },
      action: 'product.update',
      entityType: 'product',
      entityId: productId,
      before: { price: current.price, stock: current.stock },
      after: { price: current.price + 100, stock: current.stock + 5 },
    });
    expect(mine.entries[0]!.summary).toContain(`price ${current.price} → ${current.price + 100}`);
    expect(mine.people.map((p) => p.name)).toContain('Meera Manager');

    // An order moved by the desk, and a review hidden, are there under their kinds.
    const desk = await loginStaff(t, 'desk', 'Dev Desk');
    const { orderId, orderNumber } = await placePaidOrder(t.app, { productId, slotId: t.delivery.evening.id, date: clock.today() });
    await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/delivery`, headers: bearer(desk.token), payload: { deliveryStatus: 'confirmed' } });
    const orders = await audit(`?entityType=order&actorId=${desk.id}`);
    expect(orders.entries[0]).toMatchObject({ action: 'order.move', entityId: orderId, before: { status: 'confirmed' }, after: { status: 'processing' } });
    expect(orders.entries[0]!.summary).toContain(orderNumber);

    // Dates are shop dates of when the database wrote the entry: nothing tomorrow, all of it today.
    const today = shopDateTime(new Date()).date;
    const tomorrow = shopDateTime(new Date(Date.now() + 86_400_000)).date;
    expect((await audit(`?from=${tomorrow}`)).total).toBe(0);
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe((await audit()).total);
    expect((await get(`/api/admin/audit?from=${tomorrow}&to=${today}`, t.adminToken)).statusCode).toBe(400);
  });

  it('records nothing when the write fails', async () => {
    const before = (await audit()).total;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/promo-codes/aaaaaaaaaaaaaaaaaaaaaaaa',
      headers: bearer(t.adminToken),
      payload: { code: 'NOPE', kind: 'flat', value: 10 },
    });
    expect(res.statusCode).toBe(404);
    expect((await audit()).total).toBe(before);
  });

  it('cannot be changed or deleted: no route writes it, and the database refuses', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/admin/audit (GET, HEAD)');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/admin/audit', headers: bearer(t.adminToken) })).statusCode).toBe(404);
    }
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(t.database.db.execute(sql`update audit_log set summary = 'nothing happened'`))).toMatch(/append-only/);
    expect(await refusal(t.database.db.delete(auditLog))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`truncate audit_log cascade`))).toMatch(/append-only/);
    expect((await t.database.db.select({ id: auditLog.id }).from(auditLog)).length).toBeGreaterThan(0);
  });
});
