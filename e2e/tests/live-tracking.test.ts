// Live tracking with two browsers: a customer watches My Orders while an admin on the order desk
// confirms, ships (with a tracking number) and delivers; each step reaches the customer's page
// without a reload.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { customerWithPaidOrder, signInAsAdmin, signInWithSession } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

describe('live tracking', () => {
  it('shows each status the admin sets on the customer’s My Orders, live', async () => {
    const { token, user, orderNumber } = await customerWithPaidOrder();

    const customer = await newPage(browser);
    await signInWithSession(customer.page, { token, user });
    await customer.page.goto('/orders');
    const card = customer.page.locator('article', { hasText: orderNumber });
    await card
      .getByTestId('order-status')
      .filter({ hasText: /^Order status: confirmed$/ })
      .waitFor();
    // On the phone the status and the total share the card's right edge.
    const [badge, total, box] = await Promise.all([
      card.getByTestId('order-status').first().boundingBox(),
      card.getByTestId('order-total').boundingBox(),
      card.boundingBox(),
    ]);
    assert.ok(
      Math.abs(badge!.x + badge!.width - (total!.x + total!.width)) <= 1,
      `status ends at ${badge!.x + badge!.width}, total at ${total!.x + total!.width}`,
    );
    // ...which is the card's own right edge (inside its padding), as on every other card, not wherever a wrapped line put it.
    assert.ok(
      Math.abs(box!.x + box!.width - 17 - (total!.x + total!.width)) <= 2,
      `total ends at ${total!.x + total!.width}, the card's content at ${box!.x + box!.width - 17}`,
    );

    const desk = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(desk.page);
    await desk.page.getByRole('tab', { name: 'Orders', exact: true }).click();
    const actions = desk.page.getByRole('group', { name: `Actions for order ${orderNumber}` }).first();

    await actions.getByRole('button', { name: /^Start preparing/ }).click();
    await desk.page.getByText(`Order ${orderNumber} status updated to being prepared`).waitFor();
    await card
      .getByTestId('order-status')
      .filter({ hasText: /^Order status: being prepared$/ })
      .waitFor();

    await actions.getByRole('button', { name: /^Send out/ }).click();
    const ship = desk.page.getByRole('dialog', { name: `Send order ${orderNumber} out for delivery` });
    await ship.getByLabel(/^Why is it leaving now\?/).fill('Packed at the counter by the desk');
    await ship.getByLabel('Tracking number (optional)').fill('BLR-RIDER-7');
    await ship.getByRole('button', { name: 'Send out' }).click();
    await card
      .getByTestId('order-status')
      .filter({ hasText: /^Order status: out for delivery$/ })
      .waitFor();
    await card.getByText('BLR-RIDER-7').first().waitFor();

    await actions.getByRole('button', { name: /^Mark delivered/ }).click();
    await card
      .getByTestId('order-status')
      .filter({ hasText: /^Order status: delivered$/ })
      .waitFor();

    // None of that came from a reload: the page is the one first loaded.
    const navigations = await customer.page.evaluate(() => performance.getEntriesByType('navigation').length);
    assert.equal(navigations, 1);
    await customer.context.close();
    await desk.context.close();
  });
});
