// Subscriptions in the browser: a customer on a phone subscribes to daily pooja flowers and pays
// the week up front in the simulated gateway's window; a week goes by (the desk makes each day's
// orders as the day-before job does); the orders appear in My subscriptions and My Orders; the
// customer skips a day, undoes it (before its order is made) and skips it again; the page reads in
// Hindi on a phone and a desktop; the owner writes a plan with the product and slot pickers; the desk
// sees tomorrow's subscription deliveries at a glance; the customer cancels and sees what is
// refunded for the deliveries not made.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations, shot, waitForHydration } from '../support/browser';
import { adminToken, api, openAdminTab, signInAsAdmin } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

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
    await shot(page, 'subscriptions-plans-360');
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
    await shot(page, 'subscriptions-subscribe-form-360');
    await form.getByRole('button', { name: 'Subscribe and pay' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('₹693').first().waitFor();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    const card = page.getByRole('article', { name: /^Subscription SB/ });
    await card
      .getByText('Active', { exact: true })
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await shot(page, 'subscriptions-after-payment-360');
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
    const daysOff = card.getByRole('region', { name: 'Days off' });
    await daysOff.getByRole('button', { name: /^Undo the day off/ }).waitFor();
    await shot(page, 'subscriptions-day-off-360');

    // Changed their mind: the day's order is not made yet (that is at 14:00 the day before), so it comes back.
    await daysOff.getByRole('button', { name: /^Undo the day off/ }).click();
    await page.getByText(/Deliveries back on\. Your last delivery is now on/).waitFor();
    await daysOff.waitFor({ state: 'detached' });
    await card.getByText('1 of 7 deliveries made').waitFor();

    // And skipped again after all.
    await card.getByRole('button', { name: 'Pause or skip' }).click();
    await pause.getByLabel('From').fill(shopDay(4));
    await pause.getByLabel(/^To/).fill(shopDay(4));
    await pause.getByRole('button', { name: 'Pause these days' }).click();
    await daysOff.getByRole('button', { name: /^Undo the day off/ }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    // The same page in Hindi, on the phone and on a desktop: nothing left in English, nothing wider than the screen.
    await page.goto('/hi/subscriptions');
    await waitForHydration(page);
    const hindiCard = page.getByRole('article', { name: /^सदस्यता SB/ });
    await hindiCard.getByRole('region', { name: 'छुट्टी के दिन' }).waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the Hindi subscriptions page fits a 360 px screen');
    await shot(page, 'subscriptions-my-subscriptions-hi-360');
    const wide = await newPage(browser, { width: 1280, height: 900 });
    await wide.page.goto('/');
    await wide.page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token, user },
    );
    await wide.page.goto('/hi/subscriptions');
    await waitForHydration(wide.page);
    await wide.page
      .getByRole('article', { name: /^सदस्यता SB/ })
      .getByRole('region', { name: 'छुट्टी के दिन' })
      .waitFor();
    await shot(wide.page, 'subscriptions-my-subscriptions-hi-1280');
    await wide.page.goto('/subscriptions');
    await waitForHydration(wide.page);
    await wide.page
      .getByRole('article', { name: /^Subscription SB/ })
      .getByRole('region', { name: 'Days off' })
      .waitFor();
    await shot(wide.page, 'subscriptions-my-subscriptions-1280');
    await page.goto('/subscriptions');
    await waitForHydration(page);

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
    await shot(page, 'subscriptions-my-subscriptions-360');
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
    await shot(desk.page, 'subscriptions-desk-tomorrow-1280');
    assert.deepEqual(await seriousAxeViolations(desk.page).then(describeViolations), '');

    // The owner's plan form: the product found by searching the catalogue, the slot by its name and hours.
    await desk.page.getByRole('button', { name: 'New plan' }).click();
    const planForm = desk.page.getByRole('form', { name: 'New plan' });
    await planForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Weekend roses');
    await planForm.getByRole('searchbox', { name: 'Find the product' }).fill('rose');
    const productPicker = planForm.getByRole('combobox', { name: /^Product \(what is delivered\)/ });
    await productPicker.locator('option', { hasText: /Rose/ }).first().waitFor({ state: 'attached' });
    const roseId = await productPicker.locator('option', { hasText: /Rose/ }).first().getAttribute('value');
    await productPicker.selectOption(roseId!);
    const slotPicker = planForm.getByRole('combobox', { name: /^Delivery slot/ });
    await slotPicker.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const slotId = await slotPicker.locator('option:not([value=""])').first().getAttribute('value');
    await slotPicker.selectOption(slotId!);
    await planForm.getByRole('textbox', { name: /^Price per delivery/ }).fill('249');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await planForm.getByRole('checkbox', { name: day, exact: true }).uncheck();
    // Not offered yet: the storefront's plans stay as the other journeys know them.
    await planForm.getByRole('checkbox', { name: 'Offered', exact: true }).uncheck();
    await shot(desk.page, 'subscriptions-plan-form-pickers-1280');
    assert.deepEqual(await seriousAxeViolations(desk.page).then(describeViolations), '');
    await planForm.getByRole('button', { name: 'Save plan' }).click();
    await desk.page.getByText('Plan Weekend roses saved').waitFor();
    await desk.page.getByText('Weekend roses (not offered)').waitFor();
    await desk.page
      .getByText(/· Sun, Sat · /)
      .first()
      .waitFor();

    // Cancel: one delivery was not made (the skipped day moved past the week), so ₹99 goes back.
    await page.goto('/subscriptions');
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    await card.getByText('1 delivery is not made yet: ₹99 goes back to the account you paid from.').waitFor();
    await card.getByRole('button', { name: 'Cancel and refund ₹99' }).click();
    await page.getByText('Cancelled. ₹99 is being refunded.').waitFor();
    await card.getByText('Refund of ₹99 for the deliveries not made.').waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await shot(page, 'subscriptions-cancelled-360');
    assert.deepEqual(customer.errors, []);
    assert.deepEqual(wide.errors, []);
    assert.deepEqual(desk.errors, []);
  });
});
