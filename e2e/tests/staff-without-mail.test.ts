// A new shop has no mail server, and still gets its team: the owner invites a florist by her mobile
// number, is shown the invitation's link once (Copy, Share on WhatsApp), copies it, and the florist
// joins from the copied link on her own phone. The shop here is one of its own, started without
// SMTP_URL, whatever the other journeys' shop has.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeViolations, launchBrowser, seriousAxeViolations, shot } from '../support/browser';
import { startShop } from '../support/shop';

const florist = { name: 'Farida Begum', phone: '9812345670', email: `farida.${Date.now().toString(36)}@example.in`, password: 'marigold-bench-2026' };

let browser: Browser;
let shop: Awaited<ReturnType<typeof startShop>>;
before(async () => {
  [browser, shop] = await Promise.all([launchBrowser(), startShop({ mail: false, phone: false })]);
});
after(async () => {
  await browser?.close();
  await shop?.stop();
});

async function open(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width, height: width < 600 ? 780 : 900 }, locale: 'en-IN', bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function ownerOnStaffTab(width: number) {
  const owner = await open(width);
  await owner.page.goto('/admin-login');
  await owner.page.getByLabel('Email').fill(shop.admin.email);
  await owner.page.getByLabel(/^Password/).fill(shop.admin.password);
  await owner.page.getByRole('button', { name: /sign in/i }).click();
  await owner.page.waitForURL(/\/admin/);
  await owner.page.getByRole('tab', { name: 'Staff', exact: true }).click();
  return owner;
}

async function invite(page: Page, who: { name: string; phone?: string; email?: string }) {
  const form = page.getByRole('region', { name: 'Invite someone' });
  await form.getByLabel(/^Name/).fill(who.name);
  if (who.email) await form.getByLabel(/^E-mail/).fill(who.email);
  if (who.phone) await form.getByLabel(/^Mobile number/).fill(who.phone);
  await form.getByLabel(/^Role/).selectOption({ label: 'Florist' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  return page.getByRole('dialog', { name: `Invitation link for ${who.name}` });
}

describe('a shop with no mail server adds its florist', () => {
  it('the owner invites her by phone, copies the link shown once, and she joins from it', async () => {
    const owner = await ownerOnStaffTab(1280);
    const dialog = await invite(owner.page, { name: florist.name, phone: florist.phone });
    await dialog.waitFor();
    const shown = await dialog.getByLabel('Link').inputValue();
    assert.match(shown, new RegExp(`^${shop.baseUrl}/staff-invite\\?token=[\\w-]{43}$`));
    const whatsApp = (await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '';
    assert.ok(whatsApp.startsWith(`https://wa.me/91${florist.phone}?text=`), whatsApp);
    assert.ok(decodeURIComponent(whatsApp.split('?text=')[1]!).endsWith(shown), 'the WhatsApp message carries the link');
    await shot(owner.page, 'staff-without-mail-invite-link-1280', { fullPage: false });
    assert.equal(await seriousAxeViolations(owner.page).then(describeViolations), '');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText(`The link is copied: paste it into a message to ${florist.name}.`).waitFor();
    const copied = await owner.page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, shown);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Shown once: the list of invitations and the outbox never show it again.
    await owner.page.getByRole('region', { name: 'Invitations waiting' }).getByText(florist.phone).waitFor();
    assert.ok(!(await owner.page.content()).includes(new URL(shown).searchParams.get('token')!), 'the link is gone from the page');

    // The florist opens the copied link on her phone and joins with the e-mail she signs in with.
    const phone = await open(360);
    await phone.page.goto(copied);
    await phone.page.getByRole('heading', { name: 'Join as florist' }).waitFor();
    await phone.page.getByText(florist.phone).first().waitFor();
    assert.equal(await phone.page.getByLabel(/^Your name/).inputValue(), florist.name);
    await phone.page.getByLabel(/^E-mail/).fill(florist.email);
    await phone.page.getByLabel(/^Password/).fill(florist.password);
    await phone.page.getByLabel(/^Confirm password/).fill(florist.password);
    await shot(phone.page, 'staff-without-mail-join-360');
    await phone.page.getByRole('button', { name: 'Join the team' }).click();
    await phone.page.waitForURL(/\/admin/);
    await phone.page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    assert.deepEqual([...owner.errors, ...phone.errors], []);

    // The owner's list now has her on the team.
    await owner.page.reload();
    await owner.page.getByRole('tab', { name: 'Staff', exact: true }).click();
    await owner.page.getByText(florist.email).first().waitFor();
  });

  it('shows the link on a phone-sized screen too, for an invitation by e-mail the shop cannot send', async () => {
    const owner = await ownerOnStaffTab(1280);
    // The owner's phone: the Staff section as a 360 px screen shows it.
    await owner.page.setViewportSize({ width: 360, height: 780 });
    const dialog = await invite(owner.page, { name: 'Meena Das', email: `meena.${Date.now().toString(36)}@example.in` });
    await dialog.waitFor();
    assert.ok((await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))?.startsWith('https://wa.me/?text='));
    await shot(owner.page, 'staff-without-mail-invite-link-360', { fullPage: false });
    assert.equal(await seriousAxeViolations(owner.page).then(describeViolations), '');
    const box = await dialog.getByRole('button', { name: 'Copy' }).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, 'the Copy button fits the screen');
  });
});
