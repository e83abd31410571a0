// After the sale, in the browser: a customer on a phone pays by UPI in the simulated window, then
// cancels within the window and sees the refund arrive; the owner at a desk refunds half of another
// order and sees it on the order; with cash on delivery turned on, an order goes from checkout to
// "cash collected".
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration, waitForPage } from '../support/browser';
import { adminToken, api, fillCheckout, openAdminTab, signInAsAdmin, signUp } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  availability: string;
  options: unknown[];
}

async function affordableProduct(): Promise<ApiProduct> {
  const { products } = await api<{ products: ApiProduct[] }>('/admin-public/products?limit=100&sort=price-low');
  // One sold in one size: the cart is filled through the API without choosing one.
  const found = products.find((p) => p.availability === 'In Stock' && p.price >= 250 && p.options.length === 0);
  assert.ok(found, 'the demo catalogue has a product in stock');
  return found;
}

describe('after the sale', () => {
  it('pays by UPI, cancels within the window and sees the refund', async () => {
    const product = await affordableProduct();
    const { page, context, errors } = await newPage(browser);
    await signUp(page, { name: 'Meera Pillai', email: `refund.${Date.now()}@example.in` });
    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /add to cart/i }).click();
    await page.getByText('Added to cart').first().waitFor();
    await page.goto('/checkout');
    await fillCheckout(page, 'For the puja');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /^Pay ₹/.test(b.textContent ?? '') && !b.disabled));
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    // The simulated window offers UPI first, chosen.
    const dialog = page.getByRole('dialog', { name: /Test payment/ });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('radio', { name: 'UPI' }).isChecked(), true);
    await dialog.getByRole('button', { name: /^Pay ₹[\d,]+ by UPI$/ }).click();
    await page.waitForURL(/\/orders(\?placed=\w+)?$/);

    const card = page.getByRole('article').first();
    await card.getByText(/You can cancel this order until .* for a full refund/).waitFor();
    await card.getByRole('button', { name: /^Cancel order / }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('textbox', { name: /Why are you cancelling/ }).fill('Ordered the wrong garland');
    await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
    await page
      .getByText(/cancelled: your refund has started/)
      .first()
      .waitFor();
    // The job queue sends the refund; the simulated gateway processes it; the card follows live.
    await card.getByText(/^Refunded ₹[\d,]+$/).waitFor({ timeout: 20_000 });
    assert.equal(await card.getByRole('button', { name: /^Cancel order / }).count(), 0);
    await card.getByText('Address, recipient and price details').click();
    await card.getByText(/paid by UPI/).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('refunds half of an order from the desk', async () => {
    const product = await affordableProduct();
    // A customer's paid order, set up through the API.
    const customer = await api<{ token: string }>('/auth/register', {
      method: 'POST',
      body: { name: 'Farah Khan', email: `desk.refund.${Date.now()}@example.in`, password: 'rose-petal-2026', phone: '9812345670' },
    });
    await api('/cart/add', { method: 'POST', token: customer.token, body: { productId: product._id, quantity: 2 } });
    const slots = await api<{ date: string; slots: { _id: string; available: boolean }[] }>('/delivery/slots');
    const created = await api<{ razorpayOrderId: string; orderId: string; orderNumber: string; amount: number }>('/payment/create-order', {
      method: 'POST',
      token: customer.token,
      body: {
        shippingAddress: { name: 'Farah Khan', street: '3 Church Street', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', phone: '9812345670' },
        deliveryDate: slots.date,
        slotId: slots.slots.find((s) => s.available)!._id,
        recipient: { name: 'Zoya', phone: '9123456789' },
        giftMessage: '',
        anonymousSender: false,
        substitution: { allowed: false, avoid: '' },
      },
    });
    const proof = await api<object>('/payment/simulate', {
      method: 'POST',
      token: customer.token,
      body: { razorpayOrderId: created.razorpayOrderId, outcome: 'success', method: 'card' },
    });
    await api('/payment/verify-payment', {
      method: 'POST',
      token: customer.token,
      body: { ...proof, razorpayOrderId: created.razorpayOrderId, orderId: created.orderId },
    });

    const { page, context, errors } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);
    await openAdminTab(page, 'Orders');
    await page.getByRole('button', { name: `Refund order ${created.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${created.orderNumber}` });
    const half = Math.floor(created.amount / 2) / 100;
    await dialog.getByRole('textbox', { name: /Amount/ }).fill(String(half));
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Half the stems arrived bruised');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page
      .getByText(new RegExp(`Refund of ₹[\\d,.]+ started for order ${created.orderNumber}`))
      .first()
      .waitFor();

    await page.getByRole('button', { name: new RegExp(`^${created.orderNumber}`) }).click();
    const detail = page.getByRole('dialog', { name: `Order ${created.orderNumber}` });
    await detail.getByText(/^Refunded ₹[\d,.]+$/).waitFor({ timeout: 20_000 });
    await detail.getByText('partially refunded · Card').waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('takes a cash-on-delivery order from checkout to cash collected', async () => {
    const token = await adminToken();
    await api('/admin/settings', { method: 'PUT', token, body: { cashOnDelivery: { enabled: true, maxOrderValue: 5000, fee: 30, pincodes: ['5600'] } } });
    try {
      const product = await affordableProduct();
      const { page, context, errors } = await newPage(browser);
      await signUp(page, { name: 'Ramesh Gowda', email: `cod.${Date.now()}@example.in` });
      await page.goto(`/product/${product._id}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: /add to cart/i }).click();
      await page.getByText('Added to cart').first().waitFor();
      await page.goto('/checkout');
      await fillCheckout(page, '');
      await page.getByRole('radio', { name: /Cash on delivery \(\+₹30\)/ }).check();
      const place = page.getByRole('button', { name: /^Place order · pay ₹[\d,]+ in cash$/ });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button')].some((b) => /^Place order/.test(b.textContent ?? '') && b.getAttribute('aria-disabled') === null),
      );
      await page.getByText('Cash on delivery fee').waitFor();
      assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
      await place.click();
      await page
        .getByText(/Order placed! Please pay ₹[\d,]+ in cash on delivery\./)
        .first()
        .waitFor();
      await page.waitForURL(/\/orders(\?placed=\w+)?$/);
      await waitForPage(page, 'My Orders');
      const card = page.getByRole('article').first();
      const orderNumber = ((await card.getByRole('heading').first().textContent()) ?? '').replace('Order ', '').trim();
      assert.match(orderNumber, /^PW\d{6}-\w{5}$/);
      assert.deepEqual(errors, []);
      await context.close();

      // At the desk: send it out, then record the cash.
      const desk = await newPage(browser, { width: 1280, height: 900 });
      await signInAsAdmin(desk.page);
      await openAdminTab(desk.page, 'Orders');
      const row = desk.page.getByRole('row', { name: new RegExp(orderNumber) });
      await row.getByText(/^Collect ₹[\d,]+ in cash$/).waitFor();
      await row.getByRole('button', { name: `Send out order ${orderNumber}` }).click();
      const ship = desk.page.getByRole('dialog', { name: `Send order ${orderNumber} out for delivery` });
      // Not photographed by the florist: the desk says why it leaves now, as a rider would.
      await ship.getByLabel(/^Why is it leaving now\?/).fill('Packed at the counter by the desk');
      await ship.getByRole('button', { name: 'Send out' }).click();
      await row.getByRole('button', { name: `Cash collected order ${orderNumber}` }).click();
      await desk.page.getByText(`Cash collected for order ${orderNumber}`).first().waitFor();
      await row.getByText('delivered', { exact: false }).first().waitFor();
      assert.equal(await row.getByTestId('cash-to-collect').count(), 0);
      assert.deepEqual(desk.errors, []);
      await desk.context.close();
    } finally {
      await api('/admin/settings', { method: 'PUT', token, body: { cashOnDelivery: { enabled: false, maxOrderValue: 3000, fee: 0, pincodes: [] } } });
    }
  });
});
