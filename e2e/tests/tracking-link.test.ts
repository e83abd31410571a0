// Following an order without an account: the confirmation mail carries the tracking link, which the
// customer forwards; the recipient opens it on a phone with no account, sees the order's progress
// and nothing about the sender, and watches the florist start on it live; the customer revokes the
// link from My Orders and the recipient's open page says the link is not valid any more.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mailedMatch } from '../support/mail';
import type { Browser } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations } from '../support/browser';
import { adminToken, api, customerWithPaidOrder, signInWithSession } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** The tracking link in the mail that reached `to`, as the customer's inbox shows it. */
const trackingLinkMailedTo = (to: string) => mailedMatch(to, /Follow your order: (https?:\/\/\S+\/track\/[\w-]{43})/, 'a tracking link');

describe('a tracking link', () => {
  it('lets the recipient follow the order live without an account, until the customer revokes it', async () => {
    const { token, user, email, orderId, orderNumber } = await customerWithPaidOrder();
    const link = await trackingLinkMailedTo(email);
    assert.ok(link.startsWith(`${baseUrl}/track/`), `the link points at the shop (${link})`);

    // The recipient, on a phone, signed in nowhere.
    const recipient = await newPage(browser);
    await recipient.page.goto(link);
    await recipient.page.getByRole('heading', { level: 1, name: 'Confirmed' }).waitFor();
    await recipient.page.getByText(`Order ${orderNumber}`).waitFor();
    const text = await recipient.page.locator('main').innerText();
    for (const secret of ['Meera', email, '9845012345', 'Palace Road', 'For Paati', 'Paati', '₹'])
      assert.ok(!text.includes(secret), `the page shows nothing like ${secret}`);
    assert.equal(await recipient.page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.equal(await seriousAxeViolations(recipient.page).then(describeViolations), '');

    // The florist starts on it: the recipient's page hears it live.
    const admin = await adminToken();
    await api(`/admin/orders/${orderId}/delivery`, { method: 'PUT', token: admin, body: { deliveryStatus: 'confirmed' } });
    await recipient.page.getByRole('heading', { level: 1, name: 'Being prepared' }).waitFor();

    // The customer revokes it from My Orders, after saying so.
    const customer = await newPage(browser);
    await signInWithSession(customer.page, { token, user });
    await customer.page.goto('/orders');
    const card = customer.page.locator('article', { hasText: orderNumber });
    // Revoke is offered once the link has been taken on this page (before, there is nothing to take back).
    await card.getByRole('button', { name: `Share tracking link of order ${orderNumber}` }).click();
    await card.getByRole('button', { name: `Revoke link of order ${orderNumber}` }).click();
    const confirm = customer.page.getByRole('alertdialog', { name: 'Revoke the tracking link?' });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await customer.page.getByText('The old link no longer works.', { exact: false }).waitFor();

    // The recipient's open page learns at once; opening the old link again says the same.
    await recipient.page.getByRole('heading', { level: 1, name: 'This tracking link is not valid any more' }).waitFor();
    await recipient.page.reload();
    await recipient.page.getByRole('heading', { level: 1, name: 'This tracking link is not valid any more' }).waitFor();
    assert.deepEqual(recipient.errors, []);
    assert.deepEqual(customer.errors, []);
    await recipient.context.close();
    await customer.context.close();
  });
});
