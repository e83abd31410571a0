// Subscriptions in the browser: a customer on a phone subscribes to daily pooja flowers and pays
// the week up front in the simulated gateway's window; a week goes by (the desk makes each day's
// orders as the day-before job does); the orders appear in My subscriptions and My Orders; the
// customer skips a day; the desk sees tomorrow's subscription deliveries at a glance; the customer
// cancels and sees what is refunded for the deliveries not made.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations } from '../support/browser';
import { adminToken, api, openAdminTab, signInAsAdmin } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** Screenshots for a person to look at, when asked for (E2E_SHOTS=<folder>). */
const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true }) : Promise.resolve();

/** The shop's date `days` after today (India keeps one offset all year). */
const shopDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('subscriptions', () => {
  it('subscribes, pays the week, sees a week of orders, skips a day, and cancels with the rest refunded', async () => {
    const email = `pooja.${Date.now()}@example.in`;
    const { token, user } = await api<{ token: string; user: unknown }>('/auth/register', {
      method: 'POST',
      body: { name: 'Savitri Rao', email, password: 'marigold-2026-x', phone: '9845012399' },
    });
    const customer = await newPage(browser);
    const page = customer.page;
    await page.goto('/');
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user },
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'Flowers every morning (subscriptions)' }).click();
    await page.waitForURL(/\/subscriptions$/);
    const plan = page.getByRole('article', { name: 'Daily pooja flowers' });
    await plan.getByText('₹99 a delivery').waitFor();
    await page.getByText('No subscriptions yet').waitFor();
    await shot(page, 'plans-360');
    await plan.getByRole('button', { name: 'Subscribe' }).click();

    const form = page.getByRole('form', { name: 'Subscribe to Daily pooja flowers' });
    assert.equal(await form.getByLabel('First day').inputValue(), shopDay(1));
    await form.getByLabel('Number of weeks').selectOption('1');
    await form.getByRole('textbox', { name: 'Your name', exact: true }).fill('Savitri Rao');
    await form.getByRole('textbox', { name: 'Your mobile number', exact: true }).fill('9845012399');
    await form.getByRole('textbox', { name: 'Street and house', exact: true }).fill('7 Temple Street, Malleshwaram');
    await form.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru');
    await form.getByRole('textbox', { name: 'State', exact: true }).fill('Karnataka');
    await form.getByRole('textbox', { name: 'Pincode', exact: true }).fill('560003');
    await form.getByRole('textbox', { name: 'Recipient’s name', exact: true }).fill('Savitri Rao');
    await form.getByRole('textbox', { name: 'Recipient’s mobile number', exact: true }).fill('9845012399');
    await shot(page, 'subscribe-form-360');
    await form.getByRole('button', { name: 'Subscribe and pay' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('₹693').first().waitFor();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    const card = page.getByRole('article', { name: /^Subscription SB/ });
    await card
      .getByText('Active', { exact: true })
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await shot(page, 'after-payment-360');
        throw error;
      });
    await card.getByText('1 of 7 deliveries made').waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    // Skip the fourth day: its delivery moves to the end of the cycle.
    await card.getByRole('button', { name: 'Pause or skip' }).click();
    const pause = card.getByRole('form', { name: 'Pause deliveries' });
    await pause.getByLabel('From').fill(shopDay(4));
    await pause.getByLabel(/^To/).fill(shopDay(4));
    await pause.getByRole('button', { name: 'Pause these days' }).click();
    await page.getByText('Those days are off; the deliveries move to the end of the cycle.').waitFor();
    await card.getByText(/^Days off:/).waitFor();

    // A week goes by: the desk makes each day's orders, as the day-before job does each afternoon.
    const staff = await adminToken();
    const made: number[] = [];
    for (let day = 2; day <= 7; day++) {
      made.push((await api<{ placed: number }>('/admin/subscriptions/place', { method: 'POST', token: staff, body: { date: shopDay(day) } })).placed);
    }
    // The skipped day made none; every other day made this customer's order (once: a second run makes none).
    assert.equal((await api<{ placed: number }>('/admin/subscriptions/place', { method: 'POST', token: staff, body: { date: shopDay(2) } })).placed, 0);
    assert.deepEqual(made, [1, 1, 0, 1, 1, 1], 'orders made on each day of the week (the paused fourth day none)');

    await page.reload();
    await card.getByText('6 of 7 deliveries made').waitFor();
    const orderNumbers = await card.locator('li .font-mono').allTextContents();
    assert.ok(orderNumbers.length >= 5, `order numbers beside the next deliveries: ${orderNumbers.join(', ')}`);
    await shot(page, 'my-subscriptions-360');
    await page.goto('/orders');
    for (const number of orderNumbers) await page.getByText(number).first().waitFor();

    // The desk's view of tomorrow, at a desk.
    const desk = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(desk.page);
    await openAdminTab(desk.page, 'Subscriptions');
    const tomorrow = desk.page.getByRole('region', { name: /^Tomorrow’s subscriptions/ });
    await tomorrow.getByText('Daily pooja flowers · Savitri Rao').first().waitFor();
    await tomorrow
      .getByText(/^Order made · PW/)
      .first()
      .waitFor();
    await shot(desk.page, 'desk-tomorrow-1280');
    assert.deepEqual(await seriousAxeViolations(desk.page).then(describeViolations), '');

    // Cancel: one delivery was not made (the skipped day moved past the week), so ₹99 goes back.
    await page.goto('/subscriptions');
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    await card.getByText('1 delivery is not made yet: ₹99 goes back to the account you paid from.').waitFor();
    await card.getByRole('button', { name: 'Cancel and refund ₹99' }).click();
    await page.getByText('Cancelled. ₹99 is being refunded.').waitFor();
    await card.getByText('Refund of ₹99 for the deliveries not made.').waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await shot(page, 'cancelled-360');
    assert.deepEqual(customer.errors, []);
    assert.deepEqual(desk.errors, []);
  });
});
