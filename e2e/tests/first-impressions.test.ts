// What a newcomer stumbled over, checked as they would see it: a toast never covers the header
// (logo, search and cart on a phone; the account links on a desktop), and what a visitor adds to
// the cart is still there after they sign up.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, waitForHydration } from '../support/browser';
import { api, CUSTOMER_PASSWORD, signInAsAdmin } from '../support/journeys';

let browser: Browser;
let productSlug: string;
before(async () => {
  browser = await launchBrowser();
  const { products } = await api<{ products: { slug: string; availability: string; options: unknown[] }[] }>('/admin-public/products?sort=popularity&limit=10');
  productSlug = products.find((p) => p.availability === 'In Stock' && p.options.length === 0)!.slug; // sold as one: its cart line is its name
});
after(() => browser.close());

describe('first impressions', () => {
  for (const width of [360, 1280]) {
    it(`shows a toast clear of the header at ${width} px, keeps what a visitor adds to the cart, and still has it after signing up`, async () => {
      const { page, context, errors } = await newPage(browser, { width });
      await page.goto(`/product/${productSlug}`);
      await waitForHydration(page);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      // The toast lives three seconds; the browser measures it and the header in one frame, so a
      // busy machine cannot read them either side of a change.
      const measured = page.waitForFunction(
        () => {
          const toast = [...document.querySelectorAll('[data-toast-type]')].find((el) => el.textContent?.includes('Added to cart'));
          const header = document.querySelector('header');
          if (!toast || !header?.offsetHeight) return null;
          const [box, bar] = [toast.getBoundingClientRect(), header.getBoundingClientRect()];
          return { box: { y: box.y, height: box.height }, header: { y: bar.y, height: bar.height } };
        },
        undefined,
        { polling: 'raf' },
      );
      await page
        .getByRole('button', { name: /Add to Cart/ })
        .first()
        .click();
      const { box, header } = (await (await measured).jsonValue())!;
      const overlaps = box.y < header.y + header.height && box.y + box.height > header.y;
      assert.equal(overlaps, false, `toast at y=${box.y}, header ends at y=${header.y + header.height}`);
      // A visitor is not sent away: the item waits in their cart.
      assert.match(page.url(), new RegExp(`/product/${productSlug}$`));
      await page.goto('/cart');
      await page.getByRole('link', { name, exact: true }).first().waitFor();

      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      // Checkout offers signing in first, and going on as a guest beside it.
      await page.getByRole('link', { name: 'Sign in with your mobile number' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByLabel('Full name').fill('Meera Iyer');
      await page.getByLabel('Email').fill(`meera.${width}.${Date.now()}@example.in`);
      await page.getByLabel(/mobile number/i).fill('9812345670');
      await page.getByLabel(/^Password/).fill(CUSTOMER_PASSWORD);
      await page.getByLabel(/confirm password/i).fill(CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.goto('/cart');
      await page.getByRole('link', { name, exact: true }).first().waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('reaches every admin section on a 360 px phone from a menu that names the current one', async () => {
    const { page, context, errors } = await newPage(browser, { width: 360 });
    await signInAsAdmin(page);
    const menu = page.getByRole('combobox', { name: 'Section' });
    assert.equal(await menu.inputValue(), 'dashboard');
    // The owner's seventeen: Dashboard, Orders, Exceptions, Freshness reports, Subscriptions, Bench,
    // Custom Orders, Products, Categories, Users, Settings, Promo codes, Inbox, Events, Reviews, Staff,
    // Audit trail (a rider's menu is in the team journey).
    assert.equal(await menu.locator('option').count(), 17);
    await menu.selectOption({ label: 'Settings' });
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor();
    assert.equal(await menu.inputValue(), 'settings');
    // The bar of tabs is for wider screens; on the phone the menu alone, nothing cut off at the edge.
    assert.equal(await page.getByRole('tablist', { name: 'Admin sections' }).isVisible(), false);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`lines up the home page's category tiles and shows the footer's whole newsletter box at ${width} px`, async () => {
      const { page, context } = await newPage(browser, { width });
      await page.goto('/');
      const tiles = page.locator('section[aria-labelledby="home-categories"] li');
      await tiles.first().waitFor();
      const boxes = (await tiles.evaluateAll((items) => items.map((li) => li.firstElementChild!.getBoundingClientRect()))).map((r) => ({
        top: Math.round(r.top),
        height: Math.round(r.height),
      }));
      for (const top of new Set(boxes.map((b) => b.top))) {
        const row = boxes.filter((b) => b.top === top).map((b) => b.height);
        assert.equal(new Set(row).size, 1, `tiles at y=${top} have heights ${row.join(', ')}`);
      }
      // The placeholder fits its box: the text's width (measured in the box's own font) is inside it.
      const fits = await page.getByLabel('Your e-mail address').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context2d = document.createElement('canvas').getContext('2d')!;
        context2d.font = `${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context2d.measureText(input.placeholder).width <= room;
      });
      assert.equal(fits, true, 'the newsletter placeholder is cut off');
      await context.close();
    });
  }
});
