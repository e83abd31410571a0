// A failed delivery, end to end: a rider on a phone takes out an order the florist has not marked
// ready (saying why) and cannot deliver it; the customer is mailed the reason with a link, sees it
// in My Orders, opens the link and chooses another slot; the desk sees that the customer was told
// and answered. Screenshots at 360 and 1280 px in English and Hindi when asked for (E2E_SHOTS).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations, shot } from '../support/browser';
import { mailedMatch } from '../support/mail';
import { adminToken, api, customerWithPaidOrder, signInWithSession, staffMember } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

describe('a failed delivery', () => {
  it('reaches the customer with the reason, who chooses another slot; the desk sees it answered', async () => {
    const customerSession = await customerWithPaidOrder();
    const { orderId, orderNumber, email } = customerSession;
    const admin = await adminToken();
    const { order } = await api<{ order: { deliveryDate: string } }>(`/admin/orders/${orderId}`, { token: admin });

    // A rider, given the order by the desk.
    const { id: riderId, session: rider } = await staffMember(admin, 'rider', 'Ravi Rider', '9845098450');
    await api(`/admin/orders/${orderId}/rider`, { method: 'PUT', token: admin, body: { riderId } });

    const riderPage = await newPage(browser);
    await signInWithSession(riderPage.page, rider);
    await riderPage.page.goto('/admin');
    await riderPage.page.getByLabel('Day').fill(order.deliveryDate);
    const card = riderPage.page.getByRole('article', { name: `Delivery ${orderNumber} to Paati` });
    await card.getByText('Not ready yet: the florist has not finished it').waitFor();
    await shot(riderPage.page, 'failed-delivery-rider-list-360-en');
    assert.equal(await seriousAxeViolations(riderPage.page).then(describeViolations), '');
    await card.getByRole('button', { name: 'Out for delivery' }).click();
    const unready = riderPage.page.getByRole('alertdialog', { name: `Not ready yet: ${orderNumber}` });
    await unready.getByLabel(/^Why does it leave now\?/).fill('The florist handed it over at the counter');
    await unready.getByRole('button', { name: 'Take it out anyway' }).click();
    await card.getByRole('button', { name: 'Failed' }).click();
    const failed = riderPage.page.getByRole('alertdialog', { name: `Delivery failed: ${orderNumber}` });
    await failed.getByLabel(/^What happened\?/).fill('Gate locked, nobody answered');
    await failed.getByRole('button', { name: 'Delivery failed' }).click();
    await card.getByText('Last attempt failed: Gate locked, nobody answered').waitFor();
    await riderPage.page.goto('/hi/admin');
    await riderPage.page.getByLabel('दिन').fill(order.deliveryDate);
    await riderPage.page.getByRole('article', { name: new RegExp(orderNumber) }).waitFor();
    await shot(riderPage.page, 'failed-delivery-rider-list-360-hi');
    assert.deepEqual(riderPage.errors, []);
    await riderPage.context.close();

    // The mail carries the reason and the link.
    const link = await mailedMatch(email, new RegExp(`https?://\\S+/orders/${orderId}/reschedule`), 'the reschedule link');
    await mailedMatch(email, /Reason: Gate locked, nobody answered/, 'the rider’s reason');

    // The customer sees it in My Orders, on a laptop and on a phone, in English and in Hindi; then,
    // on the phone, chooses another slot (so the laptop looks first, while the failure stands).
    for (const [width, height] of [
      [1280, 900],
      [360, 780],
    ] as const) {
      const customer = await newPage(browser, { width, height });
      await signInWithSession(customer.page, customerSession);
      for (const lang of ['hi', 'en'] as const) {
        const prefix = lang === 'hi' ? '/hi' : '';
        await customer.page.goto(`${prefix}/orders`);
        const mine = customer.page.locator('article', { hasText: orderNumber });
        await mine.getByText('Gate locked, nobody answered').waitFor();
        await shot(customer.page, `failed-delivery-my-orders-failed-${width}-${lang}`);
        await customer.page.goto(`${prefix}/orders/${orderId}/reschedule`);
        await customer.page.getByRole('radio').first().waitFor();
        await shot(customer.page, `failed-delivery-reschedule-${width}-${lang}`);
      }
      if (width === 360) {
        assert.equal(await seriousAxeViolations(customer.page).then(describeViolations), '');
        // Opened from My Orders, in English: another slot, at no charge.
        await customer.page.goto('/orders');
        const mine = customer.page.locator('article', { hasText: orderNumber });
        await mine.getByText('We could not deliver this order.').waitFor();
        await mine.getByRole('link', { name: /Choose another slot or cancel/ }).click();
        await customer.page.waitForURL(new URL(link).pathname);
        await customer.page.getByRole('heading', { name: `We could not deliver order ${orderNumber}` }).waitFor();
        await customer.page.getByRole('radio', { disabled: false }).first().check();
        await customer.page.getByRole('button', { name: 'Deliver in this slot' }).click();
        await customer.page.waitForURL(/\/orders(\?placed=\w+)?$/);
        await customer.page.getByText(`Order ${orderNumber} will be delivered on the new slot`).waitFor();
        await mine
          .getByTestId('delivery-status')
          .filter({ hasText: /pending/i })
          .first()
          .waitFor();
        assert.equal(await mine.getByText('We could not deliver this order.').count(), 0);
      }
      assert.deepEqual(customer.errors, []);
      await customer.context.close();
    }
    const after = await api<{ order: { orderStatus: string; deliveryStatus: string; totalAmount: number } }>(`/admin/orders/${orderId}`, { token: admin });
    assert.equal(after.order.orderStatus, 'processing');
    assert.equal(after.order.deliveryStatus, 'pending');

    // The desk: told, and answered.
    const desk = await newPage(browser, { width: 1280, height: 900 });
    await signInWithSession(desk.page, { token: admin, user: (await api<{ user: unknown }>('/auth/me', { token: admin })).user });
    for (const lang of ['en', 'hi'] as const) {
      await desk.page.goto(lang === 'hi' ? '/hi/admin' : '/admin');
      await desk.page.getByRole('tab', { name: lang === 'hi' ? 'गड़बड़ियाँ' : 'Exceptions', exact: true }).click();
      const row = desk.page.getByRole('article', { name: new RegExp(orderNumber) }).first();
      await row.getByText(lang === 'hi' ? 'दूसरा स्लॉट चुना' : 'Chose another slot').waitFor();
      await shot(desk.page, `failed-delivery-desk-exceptions-1280-${lang}`);
      if (lang === 'en') assert.equal(await seriousAxeViolations(desk.page).then(describeViolations), '');
    }
    await desk.page.setViewportSize({ width: 360, height: 780 });
    await shot(desk.page, 'failed-delivery-desk-exceptions-360-hi');
    assert.deepEqual(desk.errors, []);
    await desk.context.close();
  });
});
