// A wedding enquiry, end to end in a real browser: a customer on a phone (360 px) asks about a
// wedding from the Weddings & events page, gets the reference number, finds the enquiry under
// "Events" in My Orders, and the owner sees it in the admin panel's Events tab and marks it
// contacted with a note; the customer's My Orders then says so.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { admin, describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration, waitForPage } from '../support/browser';

// The lane's shop: the enquiry is found everywhere by its own reference number.
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const inThreeMonths = (() => {
  const d = new Date();
  d.setMonth(d.getMonth() + 3);
  return d.toISOString().slice(0, 10);
})();

async function open(width: number): Promise<Page> {
  const { page } = await newPage(browser, { width, height: width < 600 ? 780 : 900 });
  page.setDefaultTimeout(20_000);
  return page;
}

describe('weddings and events', () => {
  it('a customer asks at 360 px, sees it in My Orders, and the owner calls back', async () => {
    const page = await open(360);
    const email = `kavya.${Date.now().toString(36)}@example.in`;
    await page.goto('/signup');
    await waitForHydration(page);
    await page.getByLabel('Full name').fill('Kavya Menon');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/mobile number/i).fill('9812345678');
    await page.getByLabel(/^Password/).fill('rose-petal-2026');
    await page.getByLabel(/confirm password/i).fill('rose-petal-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created successfully!').waitFor();

    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Ask for a quote' }).click();
    await waitForPage(page, 'Weddings & events');
    await page.getByRole('combobox', { name: /Kind of event/ }).selectOption('wedding');
    await page.getByLabel(/Date of the event/).fill(inThreeMonths);
    await page.getByRole('textbox', { name: /Venue pincode/ }).fill('110001');
    await page.getByRole('spinbutton', { name: /Number of guests/ }).fill('300');
    await page.getByRole('combobox', { name: /Budget/ }).selectOption('1l-3l');
    await page.getByRole('checkbox', { name: 'Varmala pair' }).check();
    await page.getByRole('checkbox', { name: 'Mandap' }).check();
    assert.equal(await page.getByRole('textbox', { name: /Your name/ }).inputValue(), 'Kavya Menon');
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const thanks = await page.getByText(/Your enquiry number is EV-/).textContent();
    const reference = /EV-\d{6}-[A-Z0-9]{4}/.exec(thanks ?? '')?.[0];
    assert.ok(reference, thanks ?? '');
    await page.getByText(/we will confirm travel when we call/).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);

    await page.getByRole('link', { name: 'See it in My Orders' }).click();
    const events = page.getByRole('region', { name: 'Events' });
    await events.getByText(`Enquiry ${reference}`).waitFor();
    await events.getByText('Received').waitFor();

    const staff = await open(1280);
    await staff.goto('/admin-login');
    await waitForHydration(staff);
    await staff.getByLabel('Email').fill(admin.email);
    await staff.getByLabel(/^Password/).fill(admin.password);
    await staff.getByRole('button', { name: /sign in/i }).click();
    await staff.waitForURL(/\/admin/);
    await staff.getByRole('tab', { name: 'Events', exact: true }).click();
    const card = staff.getByRole('article').filter({ hasText: reference! });
    await card.getByText('Kavya Menon').waitFor();
    await card.getByText(/outside our areas/).waitFor();
    await card.getByLabel('What was agreed on the call').fill('Called; site visit on Sunday');
    await card.getByRole('button', { name: 'Mark contacted' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: `${reference} marked contacted` })
      .or(staff.getByText(`${reference} marked contacted`))
      .first()
      .waitFor();

    await page.reload();
    await events.getByText('We have called you').waitFor();
  });
});
