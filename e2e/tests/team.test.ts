// The shop run as a team: the owner invites a florist and two riders by e-mail; each joins from the
// mailed link on their own device and lands on their own section, seeing nothing else. Customers'
// orders for one slot (one of them cash on delivery) are given to the riders on the order desk; the
// florist prepares one with a photo on the bench; rider 1 sends one out and delivers it with a photo
// (its customer watches it live on My Orders) and fails another; the owner finds each person's
// moves in the audit trail; rider 2, taken off the staff, loses access on their open page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations, shot } from '../support/browser';
import { makeJpegs } from '../support/images';
import { adminToken, api, openAdminTab, signInAsAdmin } from '../support/journeys';
import { linkMailedTo } from '../support/mail';

const stamp = Date.now().toString(36);
const STAFF_PASSWORD = 'marigold-team-2026';

let browser: Browser;
let photos: string[];
before(async () => {
  browser = await launchBrowser();
  photos = await makeJpegs(2);
});
after(async () => {
  await api('/admin/settings', {
    method: 'PUT',
    token: await adminToken(),
    body: { cashOnDelivery: { enabled: false, maxOrderValue: 3000, fee: 0, pincodes: [] } },
  });
  await browser.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

interface Member {
  name: string;
  email: string;
  role: 'Florist' | 'Rider';
  width: number;
  height: number;
  session?: Session;
}

interface Placed {
  token: string;
  user: unknown;
  orderId: string;
  orderNumber: string;
  recipient: string;
  phone: string;
}

const florist: Member = { name: 'Farida Begum', email: `florist.${stamp}@example.in`, role: 'Florist', width: 1024, height: 768 };
const rider1: Member = { name: 'Ravi Kumar', email: `rider1.${stamp}@example.in`, role: 'Rider', width: 360, height: 780 };
const rider2: Member = { name: 'Suresh Naik', email: `rider2.${stamp}@example.in`, role: 'Rider', width: 360, height: 780 };

let owner: Session;
let date: string;
let slot: { _id: string; name: string };
const orders: Placed[] = [];

/** A customer's order for the shared date and slot, placed through the real API (checkout has its own journey). */
async function placeOrder(who: {
  name: string;
  recipient: string;
  phone: string;
  substitution: { allowed: boolean; avoid: string };
  cash?: boolean;
  addOn?: string;
}): Promise<Placed> {
  const email = `team.${who.recipient.toLowerCase()}.${stamp}@example.in`;
  const { token, user } = await api<{ token: string; user: unknown }>('/auth/register', {
    method: 'POST',
    body: { name: who.name, email, password: 'jasmine-2026-x', phone: '9845012345' },
  });
  const { products } = await api<{ products: { _id: string; availability: string; price: number }[] }>('/admin-public/products?limit=100&sort=price-low');
  const product = products.find((p) => p.availability === 'In Stock' && p.price >= 250)!;
  await api('/cart/add', { method: 'POST', body: { productId: product._id }, token });
  if (who.addOn) await api('/cart/add', { method: 'POST', body: { productId: who.addOn }, token });
  const body = {
    shippingAddress: { name: who.name, street: '3 Palace Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560003', phone: '9845012345' },
    deliveryDate: date,
    slotId: slot._id,
    recipient: { name: who.recipient, phone: who.phone },
    giftMessage: `For ${who.recipient}`,
    substitution: who.substitution,
  };
  if (who.cash) {
    const { order } = await api<{ order: { _id: string; orderId: string } }>('/orders/cash-on-delivery', { method: 'POST', token, body });
    return { token, user, orderId: order._id, orderNumber: order.orderId, recipient: who.recipient, phone: who.phone };
  }
  const order = await api<{ orderId: string; orderNumber: string; razorpayOrderId: string }>('/payment/create-order', { method: 'POST', token, body });
  const paid = await api<object>('/payment/simulate', { method: 'POST', token, body: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' } });
  await api('/payment/verify-payment', { method: 'POST', token, body: { ...paid, razorpayOrderId: order.razorpayOrderId, orderId: order.orderId } });
  return { token, user, orderId: order.orderId, orderNumber: order.orderNumber, recipient: who.recipient, phone: who.phone };
}

const axeClean = async (page: Page) => assert.equal(await seriousAxeViolations(page).then(describeViolations), '');

describe('the shop run as a team', () => {
  it('the owner invites a florist and two riders, who join from the mailed link on their own devices', async () => {
    owner = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(owner.page);
    await openAdminTab(owner.page, 'Staff');
    const form = owner.page.getByRole('region', { name: 'Invite someone' });
    for (const member of [florist, rider1, rider2]) {
      await form.getByLabel(/^Name/).fill(member.name);
      await form.getByLabel(/^E-mail/).fill(member.email);
      await form.getByLabel(/^Role/).selectOption({ label: member.role });
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await owner.page.getByText(`Invitation sent to ${member.email}`).first().waitFor();
    }
    const waiting = owner.page.getByRole('region', { name: 'Invitations waiting' });
    for (const member of [florist, rider1, rider2]) await waiting.getByText(`${member.name} · ${member.role}`).waitFor();
    await shot(owner.page, 'team-staff-1280');
    await axeClean(owner.page);

    for (const member of [florist, rider1, rider2]) {
      const link = await linkMailedTo(member.email, '/staff-invite');
      assert.ok(link.startsWith(`${baseUrl}/staff-invite?token=`), `the link points at the shop (${link})`);
      const session = await newPage(browser, { width: member.width, height: member.height });
      member.session = session;
      const { page } = session;
      await page.goto(link);
      await page.getByRole('heading', { name: `Join as ${member.role.toLowerCase()}` }).waitFor();
      await page.getByText(member.email).waitFor();
      if (member === rider1) {
        await shot(page, 'team-accept-invite-360');
        await axeClean(page);
      }
      assert.equal(await page.getByLabel(/^Your name/).inputValue(), member.name);
      await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
      await page.getByLabel(/^Confirm password/).fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: 'Join the team' }).click();
      await page.waitForURL(/\/admin/);
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    }

    // The florist's tablet shows the tab bar: the Bench, and nothing else.
    const bench = florist.session!.page;
    await bench.getByRole('tab', { name: 'Bench', selected: true }).waitFor();
    assert.deepEqual(await bench.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allInnerTexts(), ['Bench']);
    // Each rider's phone names the one section in its menu: My deliveries; no dashboard, products or revenue.
    for (const rider of [rider1, rider2]) {
      const { page } = rider.session!;
      await page
        .getByRole('status')
        .filter({ hasText: /deliver(y|ies) left on/ })
        .waitFor();
      assert.deepEqual(await page.getByLabel('Section').locator('option').allInnerTexts(), ['My deliveries']);
      const text = await page.locator('main').innerText();
      for (const hidden of ['Dashboard', 'Products', 'Revenue', 'Staff', 'Audit trail', 'Settings'])
        assert.ok(!text.includes(hidden), `the rider sees nothing of ${hidden}`);
    }
    await shot(rider1.session!.page, 'team-rider-joined-360');

    // The team shows on the Staff tab (opened again), the invitations gone.
    await owner.page.reload();
    for (const member of [florist, rider1, rider2]) await owner.page.getByRole('article', { name: member.name }).waitFor();
    await waiting.getByText('No open invitations').waitFor();
  });

  it('the owner gives a slot’s orders to rider 1 and one of them to rider 2 on the order desk', async () => {
    const token = await adminToken();
    await api('/admin/settings', { method: 'PUT', token, body: { cashOnDelivery: { enabled: true, maxOrderValue: 5000, fee: 30, pincodes: ['5600'] } } });
    // Ten days after the first open day: the other journeys' orders go to the first days (the
    // subscription journey's to each day of its week), and this slot's day must hold only this
    // journey's four.
    const { earliestDate } = await api<{ earliestDate: string }>('/delivery/check?pincode=560003');
    date = new Date(Date.parse(`${earliestDate}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
    const { slots } = await api<{ slots: { _id: string; name: string; available: boolean }[] }>(`/delivery/slots?date=${date}`);
    slot = slots.find((s) => s.available)!;
    const { products: addOns } = await api<{ products: { _id: string; name: string }[] }>('/products/add-ons');
    orders.push(
      await placeOrder({
        name: 'Meera Iyer',
        recipient: 'Paati',
        phone: '9123456781',
        substitution: { allowed: true, avoid: 'lilies' },
        addOn: addOns[0]?._id,
      }),
    );
    orders.push(await placeOrder({ name: 'Arjun Rao', recipient: 'Ajji', phone: '9123456782', substitution: { allowed: false, avoid: '' } }));
    orders.push(await placeOrder({ name: 'Kavya Shetty', recipient: 'Nani', phone: '9123456783', substitution: { allowed: true, avoid: '' }, cash: true }));
    orders.push(await placeOrder({ name: 'Deepak Menon', recipient: 'Mausi', phone: '9123456784', substitution: { allowed: false, avoid: '' } }));

    const { page, errors } = owner;
    await openAdminTab(page, 'Orders');
    await page.getByRole('button', { name: "Today's deliveries" }).click();
    await page.getByLabel('Delivery date').fill(date);
    await page
      .getByRole('status')
      .filter({ hasText: /^4 deliveries on / })
      .waitFor();

    const assignSlot = page.getByLabel(`Assign slot to rider (${slot.name})`);
    const rider1Value = await assignSlot.locator('option', { hasText: rider1.name }).getAttribute('value');
    await assignSlot.selectOption(rider1Value!);
    await page.getByRole('button', { name: 'Assign 4 unassigned' }).click();
    await page.getByText(`4 orders given to ${rider1.name}`).first().waitFor();
    // Each job sheet names rider 1; then one goes to rider 2.
    const last = orders[3]!;
    for (const o of orders)
      await page
        .getByRole('article', { name: `Job sheet for order ${o.orderNumber}` })
        .getByText(`Rider: ${rider1.name}`)
        .waitFor();
    assert.equal(await page.getByRole('button', { name: /^Assign \d+ unassigned$/ }).count(), 0);
    for (const o of orders) assert.equal(await page.getByLabel(`Rider for order ${o.orderNumber}`).locator('option:checked').innerText(), rider1.name);
    await page.getByLabel(`Rider for order ${last.orderNumber}`).selectOption({ label: rider2.name });
    await page.getByText(`${last.orderNumber}: ${rider2.name} delivers it`).first().waitFor();
    await page
      .getByRole('article', { name: `Job sheet for order ${last.orderNumber}` })
      .getByText(`Rider: ${rider2.name}`)
      .waitFor();
    await shot(page, 'team-order-desk-day-1280');
    assert.deepEqual(errors, []);
  });

  it('the florist sees the slot’s orders on the bench with their substitution consent and marks one prepared with a photo', async () => {
    const { page, errors } = florist.session!;
    // The florist comes to the bench (it refreshes itself every minute; a fresh look is quicker).
    await page.reload();
    await page.getByLabel('Delivery date').fill(date);
    const section = page.getByTestId('bench-slot').filter({ hasText: slot.name });
    await section.getByText('0 of 4 prepared').waitFor();
    const [first, second] = orders as [Placed, Placed];
    const card = section.getByRole('article', { name: `Order ${first.orderNumber}` });
    await card.getByText('Substitutes allowed').waitFor();
    await card.getByText('lilies').waitFor();
    await card.getByText(`“For ${first.recipient}”`).waitFor();
    if ((await api<{ products: unknown[] }>('/products/add-ons')).products.length > 0) await card.getByRole('heading', { name: 'Add-ons' }).waitFor();
    await section
      .getByRole('article', { name: `Order ${second.orderNumber}` })
      .getByText('No substitutions:')
      .waitFor();
    // The florist works without the customers' contact details.
    const text = await page.locator('main').innerText();
    for (const o of orders) assert.ok(!text.includes(o.phone), `the bench shows no phone number (${o.phone})`);
    await axeClean(page);

    await card.locator('input[type="file"]').setInputFiles(photos[0]!);
    await card.getByRole('img', { name: `Prepared arrangement for order ${first.orderNumber}` }).waitFor();
    await card.getByText(`by ${florist.name}`).waitFor();
    await section.getByText('1 of 4 prepared').waitFor();
    await shot(page, 'team-bench-1024');
    assert.deepEqual(errors, []);
  });

  it('rider 1 on a phone delivers one order with a photo, watched live by its customer, and fails another', async () => {
    const [delivered, , failed, others] = orders as [Placed, Placed, Placed, Placed];
    // The customer of the first order watches My Orders on their phone.
    const customer = await newPage(browser);
    await customer.page.goto('/');
    await customer.page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: delivered.token, user: delivered.user },
    );
    await customer.page.goto('/orders');
    const orderCard = customer.page.locator('article', { hasText: delivered.orderNumber });
    await orderCard.getByText('Your bouquet is ready').waitFor();

    const { page, errors } = rider1.session!;
    // The rider opens the day the deliveries are for (a fresh look at My deliveries).
    await page.reload();
    await page.getByLabel('Day').fill(date);
    await page
      .getByRole('status')
      .filter({ hasText: /^3 of 3 deliveries left on / })
      .waitFor();
    const cards = page.getByRole('article', { name: /^Delivery / });
    assert.equal(await cards.count(), 3);
    assert.equal(await page.getByText(others.orderNumber).count(), 0, 'the order given to rider 2 is not on rider 1’s list');
    const card = page.getByRole('article', { name: `Delivery ${delivered.orderNumber} to ${delivered.recipient}` });
    assert.equal(await card.getByRole('link', { name: `Call ${delivered.phone}` }).getAttribute('href'), `tel:${delivered.phone}`);
    assert.match(
      (await card.getByRole('link', { name: 'Open in maps' }).getAttribute('href')) ?? '',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Palace/,
    );
    const cashCard = page.getByRole('article', { name: `Delivery ${failed.orderNumber} to ${failed.recipient}` });
    await cashCard.getByText(/^Collect ₹[\d,]+$/).waitFor();
    await axeClean(page);
    await shot(page, 'team-my-deliveries-360');

    await card.getByRole('button', { name: 'Out for delivery' }).click();
    await orderCard
      .getByTestId('delivery-status')
      .filter({ hasText: /out for delivery/ })
      .first()
      .waitFor();
    await card.getByRole('button', { name: 'Delivered', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delivered: ${delivered.orderNumber}` });
    await dialog.getByLabel(/^Received by/).fill('Amma');
    await dialog.locator('input[type="file"]').setInputFiles(photos[1]!);
    await dialog.getByRole('img', { name: 'Photo of the delivery' }).waitFor();
    await shot(page, 'team-delivered-dialog-360', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm delivered' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Delivered, received by Amma.').waitFor();

    // The customer's page follows without a reload, with the photo at the door.
    await orderCard
      .getByTestId('order-status')
      .filter({ hasText: /^Order status: delivered$/ })
      .waitFor();
    await orderCard.getByRole('img', { name: 'Delivered: photo' }).waitFor();
    await orderCard.getByText(/received by Amma/).waitFor();
    assert.equal(await customer.page.evaluate(() => performance.getEntriesByType('navigation').length), 1);
    await shot(customer.page, 'team-customer-delivered-360');
    assert.deepEqual(customer.errors, []);
    await customer.context.close();

    // The cash order: the florist has not marked it ready, so it leaves with the rider's reason; then nobody at home.
    await cashCard.getByText('Not ready yet: the florist has not finished it').waitFor();
    await cashCard.getByRole('button', { name: 'Out for delivery' }).click();
    const unready = page.getByRole('alertdialog', { name: `Not ready yet: ${failed.orderNumber}` });
    await unready.getByLabel(/^Why does it leave now\?/).fill('The florist handed it over at the counter');
    await unready.getByRole('button', { name: 'Take it out anyway' }).click();
    await unready.waitFor({ state: 'detached' });
    await cashCard.getByRole('button', { name: 'Failed' }).click();
    const reason = page.getByRole('alertdialog', { name: `Delivery failed: ${failed.orderNumber}` });
    await reason.getByLabel(/^What happened\?/).fill('Gate locked, nobody answered the phone');
    await reason.getByRole('button', { name: 'Delivery failed' }).click();
    await cashCard.getByText('Last attempt failed: Gate locked, nobody answered the phone').waitFor();
    await cashCard.getByRole('button', { name: 'Try again: out for delivery' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^2 of 3 deliveries left on / })
      .waitFor();
    await shot(page, 'team-my-deliveries-after-360');
    assert.deepEqual(errors, []);
  });

  it('the owner finds each person’s moves and the invitations in the audit trail', async () => {
    const [delivered, , failed] = orders as [Placed, Placed, Placed];
    const { page, errors } = owner;
    await openAdminTab(page, 'Audit trail');
    const person = page.getByLabel('Person');
    const trail = page.getByRole('region', { name: 'Audit trail' });
    const entries = trail.getByRole('article');
    // Choosing a person keeps the last list on screen, dimmed, until theirs arrives.
    const showOnly = async (label: string, actor: string) => {
      await person.selectOption({ label });
      await page.waitForFunction((actor) => {
        const trail = document.querySelector('section[aria-label="Audit trail"]');
        const entries = [...(trail?.querySelectorAll('article') ?? [])];
        return trail?.getAttribute('aria-busy') === 'false' && entries.length > 0 && entries.every((e) => e.textContent?.includes(actor));
      }, actor);
    };

    await showOnly(`${rider1.name} (Rider)`, `${rider1.name} · Rider`);
    await trail
      .getByText(new RegExp(`^Order ${failed.orderNumber}: .*delivery out_for_delivery → failed`))
      .first()
      .waitFor();
    await trail
      .getByText(new RegExp(`^Order ${delivered.orderNumber}: .*delivered`))
      .first()
      .waitFor();
    const riderLines = await entries.allInnerTexts();
    assert.ok(
      riderLines.every((line) => line.includes(`${rider1.name} · Rider`)),
      'only rider 1’s entries are shown',
    );
    await shot(page, 'team-audit-rider-1280');

    await showOnly(`${florist.name} (Florist)`, `${florist.name} · Florist`);
    await trail
      .getByText(new RegExp(`^Order ${delivered.orderNumber}:`))
      .first()
      .waitFor();
    assert.ok(
      (await entries.allInnerTexts()).every((line) => line.includes(`${florist.name} · Florist`)),
      'only the florist’s entries are shown',
    );

    await showOnly('Shop Owner (Owner)', 'Shop Owner · Owner');
    for (const member of [florist, rider1, rider2]) await trail.getByText(`${member.name} <${member.email}> invited as ${member.role.toLowerCase()}`).waitFor();
    await axeClean(page);
    assert.deepEqual(errors, []);
  });

  it('rider 2, taken off the staff, loses access on their open page', async () => {
    const mine = orders[3]!;
    const rider = rider2.session!;
    await rider.page.reload();
    await rider.page.getByLabel('Day').fill(date);
    const card = rider.page.getByRole('article', { name: `Delivery ${mine.orderNumber} to ${mine.recipient}` });
    await card.waitFor();
    assert.equal(await rider.page.getByRole('article', { name: /^Delivery / }).count(), 1);

    const { page, errors } = owner;
    await openAdminTab(page, 'Staff');
    await page.getByRole('article', { name: rider2.name }).getByLabel('Role').selectOption('customer');
    const confirm = page.getByRole('alertdialog', { name: `Make ${rider2.name} a customer?` });
    await confirm.getByRole('button', { name: 'Change role' }).click();
    await page.getByText(`${rider2.name} is now off the staff`).first().waitFor();

    // The rider's next move is refused: they are sent to sign in, and the order has not moved.
    const answer = rider.page.waitForResponse((r) => r.url().includes(`/api/staff/my-deliveries/${mine.orderId}/out`));
    await card.getByRole('button', { name: 'Out for delivery' }).click();
    // Not prepared: the rider says why, and only then is the move asked for.
    const unready = rider.page.getByRole('alertdialog', { name: `Not ready yet: ${mine.orderNumber}` });
    await unready.getByLabel(/^Why does it leave now\?/).fill('Customer asked for it early');
    await unready.getByRole('button', { name: 'Take it out anyway' }).click();
    assert.equal((await answer).status(), 401);
    await rider.page.waitForURL(/\/login/);
    await rider.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const { order } = await api<{ order: { orderStatus: string; deliveryStatus: string } }>(`/admin/orders/${mine.orderId}`, { token: await adminToken() });
    assert.equal(order.deliveryStatus, 'pending');
    await rider.page.goto('/admin');
    await rider.page.waitForURL(/\/admin-login/);
    await shot(rider.page, 'team-rider2-signed-out-360');
    assert.deepEqual(errors, []);
    assert.deepEqual(rider.errors, []);

    for (const member of [florist, rider1, rider2]) await member.session!.context.close();
    await owner.context.close();
  });
});
