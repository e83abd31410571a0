// The customer journey in Hindi on a 360 px phone whose browser prefers Hindi: the first visit opens
// the Hindi shop (/hi, <html lang="hi-IN">, hreflang alternates), a search in Devanagari finds the
// roses, the product page, sign-up, cart, checkout and payment speak Hindi, the new account keeps
// Hindi so the confirmation mail comes in it, and the switch back to English is remembered.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, launchBrowser, newContext, seriousAxeViolations, waitForHydration, waitForPage } from '../support/browser';
import { api, CUSTOMER_PASSWORD, fillSlotAndRecipientIn } from '../support/journeys';
import { mailedMatch } from '../support/mail';

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  price: number;
  availability: string;
  isAddon: boolean;
  hi?: { name?: string };
}

let browser: Browser;
let rose: ApiProduct;
before(async () => {
  browser = await launchBrowser();
  const { products } = await api<{ products: ApiProduct[] }>('/admin-public/products?search=rose&limit=20');
  rose = products.find((p) => !p.isAddon && p.availability === 'In Stock' && p.hi?.name)!;
  assert.ok(rose, 'the demo catalogue has a rose in stock with a Hindi name');
});
after(() => browser.close());

/** Text on screen has no Latin word of three letters or more, outside names, codes and amounts. */
async function englishWords(page: Page, selector: string): Promise<string[]> {
  const text = await page.locator(selector).first().innerText();
  const allowed =
    /^(Phoolwari|PHOOL|UPI|GST|GSTIN|Bengaluru|Karnataka|Malleshwaram|Temple|Street|Lakshmi|Narayan|Amma|Central|WhatsApp|Instagram|Facebook|English|hello|phoolwari|example|Phool|Mandi|Road|India|Standard|Express|Midnight|Morning|Evening|Afternoon|hours|AM|PM)$/;
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !allowed.test(w));
}

describe('the shop in Hindi', () => {
  it('walks a Hindi-reading customer from the first visit to a paid order, in Hindi, and back to English when asked', async () => {
    const context = await newContext(browser, { viewport: { width: 360, height: 780 }, locale: 'hi-IN', bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(`${page.url()}: ${message.text().slice(0, 160)}`);
    });

    // The first visit follows the browser's language.
    await page.goto('/');
    assert.match(page.url(), /\/hi$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi-IN');
    assert.match((await page.locator('link[rel="alternate"][hreflang="en-IN"]').getAttribute('href'))!, /^https?:\/\/[^/]+\/$/);
    assert.match((await page.locator('link[rel="canonical"]').getAttribute('href'))!, /\/hi$/);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'English' }).first().waitFor();
    assert.deepEqual(await englishWords(page, 'header'), []);
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    // A search in Devanagari finds the roses, by their Hindi names.
    await page.getByPlaceholder('गुलाब, मालाएँ खोजें…').fill('गुलाब');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hi\/products\?search=/);
    await page
      .getByRole('link', { name: new RegExp(rose.hi!.name!.replace(/[()]/g, '\\$&')) })
      .first()
      .waitFor();

    // The product page, rendered in Hindi; a visitor's add keeps the rose in their cart.
    await page.goto(`/hi/product/${rose.slug}`);
    await page.getByRole('heading', { level: 1, name: rose.hi!.name }).waitFor();
    await waitForHydration(page);
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await page
      .getByRole('button', { name: /कार्ट में डालें/ })
      .first()
      .click();
    // A visitor is not sent away: the rose waits in their cart, in Hindi.
    await page.getByText('कार्ट में डाल दिया').first().waitFor();
    await page.goto('/hi/cart');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(rose.hi!.name!).first().waitFor();
    assert.deepEqual(await englishWords(page, 'main'), []);
    await page.getByRole('link', { name: 'चेकआउट पर जाएँ' }).click();

    // Checkout offers the visitor signing in (or going on as a guest); sign-up in Hindi, and the account takes the page's language.
    await page.getByRole('link', { name: 'अपने मोबाइल नंबर से लॉग इन करें' }).click();
    await page.getByRole('link', { name: 'खाता बनाएँ' }).click();
    const email = `hindi.${Date.now()}@example.in`;
    await page.getByRole('textbox', { name: 'पूरा नाम', exact: true }).fill('लक्ष्मी नारायण');
    await page.getByRole('textbox', { name: 'ईमेल', exact: true }).fill(email);
    await page.getByLabel(/मोबाइल नंबर/).fill('9812345670');
    // The new password and its repeat (their labels carry a hint and the required mark).
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(CUSTOMER_PASSWORD);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    const token = await page.waitForFunction(() => localStorage.getItem('token')).then((handle) => handle.jsonValue());
    assert.equal((await api<{ user: { language: string } }>('/auth/me', { token: token! })).user.language, 'hi');

    // Checkout in Hindi: address, pincode, slot, recipient, no substitutes; pay in the test window.
    await page.waitForURL(/\/hi\/checkout$/);
    await page.getByRole('textbox', { name: 'आपका नाम', exact: true }).fill('Lakshmi Narayan');
    await page.getByRole('textbox', { name: 'आपका मोबाइल नंबर', exact: true }).fill('9812345670');
    await page.getByRole('textbox', { name: 'मकान, गली और इलाका', exact: true }).fill('14 Temple Street, Malleshwaram');
    await page.getByRole('textbox', { name: 'शहर', exact: true }).fill('Bengaluru');
    await page.getByRole('textbox', { name: 'राज्य', exact: true }).fill('Karnataka');
    await page.getByRole('textbox', { name: 'पिनकोड', exact: true }).fill('560003');
    await page
      .getByText(/560003/)
      .first()
      .waitFor();
    await fillSlotAndRecipientIn(
      page,
      { name: 'पाने वाले का नाम', phone: 'पाने वाले का मोबाइल नंबर', card: 'कार्ड पर संदेश (वैकल्पिक)', noSubstitutes: /फूल न बदलें/ },
      'जन्मदिन मुबारक हो, अम्मा!',
    );
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('main button')].find((b) => /का भुगतान करें$/.test(b.textContent?.trim() ?? ''));
      return button && !(button as HTMLButtonElement).disabled;
    });
    await page
      .getByRole('button', { name: /का भुगतान करें$/ })
      .last()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: /का भुगतान करें/ })
      .first()
      .click();
    await page.getByText('भुगतान हो गया! ऑर्डर हो गया।').waitFor();
    await page.waitForURL(/\/hi\/orders(\?placed=\w+)?$/);
    await page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    // The confirmation mail comes in Hindi, with the order's tracking link.
    const orderNumber = await mailedMatch(email, /ऑर्डर (\S+) पक्का/, 'a Hindi confirmation');
    assert.match(orderNumber, /\d/);

    // Back to English: the switch remembers it, over the browser's Hindi.
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL(/\/orders(\?placed=\w+)?$/);
    await waitForPage(page, 'My Orders');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-IN');
    await page.goto('/');
    assert.doesNotMatch(page.url(), /\/hi/);
    await page.getByRole('link', { name: 'हिन्दी' }).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
