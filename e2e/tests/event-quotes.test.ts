// A wedding quote, end to end in a real browser: the owner (1280 px) builds a quote on a customer's
// enquiry from the shop's recipes, a free line, labour and transport, sees the GST and the total
// worked out by the server, and sends it; the customer opens the quote's link on a phone (360 px),
// accepts it and pays the advance through the (simulated) gateway; the owner sees it paid. The
// Hindi page of the same link speaks Hindi and hands over the advance's GST invoice as a PDF. The
// owner's Calendar then shows the booked wedding on its day with the flowers to buy for it, at 1280 px
// and at 360 px, moves to later weeks and back, and sends a rider to the venue with its address and
// time; on the event day the wedding is on the bench (360 px) with what to make and what from, and
// on that rider's list (360 px) with the venue and the time. Last, the customer cancels on the Hindi
// page: what comes back is said before they confirm, and after it the credit note is there to
// download and the owner sees the refund.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations, shot, waitForHydration } from '../support/browser';
import { adminToken, api, openAdminTab, signInAsAdmin, signInWithSession, staffMember } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

// Two months ahead: within the Calendar's twelve weeks.
const inTwoMonths = (() => {
  const d = new Date();
  d.setMonth(d.getMonth() + 2);
  return d.toISOString().slice(0, 10);
})();
describe('wedding quotes', () => {
  it('the owner sends a quote built from recipes; the customer accepts it at 360 px and pays the advance', async () => {
    const email = `asha.${Date.now().toString(36)}@example.in`;
    const { token } = await api<{ token: string }>('/auth/register', {
      method: 'POST',
      body: { name: 'Asha Rao', email, password: 'rose-petal-2026', phone: '9812345671' },
    });
    const { enquiry } = await api<{ enquiry: { _id: string; reference: string } }>('/event-enquiries', {
      method: 'POST',
      token,
      body: {
        kind: 'wedding',
        eventDate: inTwoMonths,
        venuePincode: '560001',
        guests: 200,
        budget: '1l-3l',
        items: [{ kind: 'varmala', pairs: 1, lengthFeet: 5 }],
        name: 'Asha Rao',
        phone: '9812345671',
      },
    });
    await api(`/admin/event-enquiries/${enquiry._id}/contacted`, { method: 'PATCH', token: await adminToken(), body: { note: 'Called; roses and a car' } });

    const { page: staff } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(staff);
    // The admin panel loads its own code after signing in: given time on a busy machine.
    await staff.getByRole('tab', { name: 'Events', exact: true }).waitFor({ timeout: 30_000 });
    await openAdminTab(staff, 'Events');
    // The recipes the shop prices with.
    await staff.getByRole('button', { name: 'Materials & recipes' }).click();
    await staff.getByText('5-foot rose varmala (pair)').waitFor();
    await staff.getByRole('button', { name: 'Enquiries' }).click();
    await staff.getByRole('button', { name: 'All', exact: true }).click();
    const card = staff.getByRole('article').filter({ hasText: enquiry.reference });
    await card.getByRole('button', { name: 'Quotes' }).click();
    await card.getByText('No quote sent yet.').waitFor();
    await card.getByRole('button', { name: 'Add a recipe line' }).click();
    await card.getByRole('button', { name: 'Add a free line' }).click();
    await card.getByLabel('Line 2: description').fill('Mandap drapes');
    await card.getByLabel('Unit price (₹, GST incl.)').fill('5000');
    await card.getByLabel('Labour (₹)').fill('2000');
    await card.getByLabel('Transport (₹)').fill('1000');
    await card.getByRole('button', { name: 'Show GST and total' }).click();
    const total = (await card.getByTestId('quote-total').textContent()) ?? '';
    assert.match(total, /^Total ₹[\d,]+/);
    await card.getByText(/CGST ₹[\d,.]+ · SGST/).waitFor();
    await card.getByRole('button', { name: 'Send quote' }).click();
    await card.getByText(/Version 1 · sent/).waitFor();
    const link = (await card.getByRole('link', { name: /\/event-quote\// }).textContent())!;
    const path = new URL(link).pathname;

    const { page, errors } = await newPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: /Your quote for/ }).waitFor();
    await page.getByText('Mandap drapes').waitFor();
    await page.getByText(total.replace('Total ', '')).first().waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    await page.getByRole('button', { name: 'Accept the quote' }).click();
    await page.getByRole('button', { name: /Pay the advance of ₹/ }).click();
    await page.getByText(/Advance of ₹[\d,]+ paid, invoice PW\//).waitFor();
    await page.getByRole('button', { name: /Pay the balance of ₹/ }).waitFor();
    assert.deepEqual(errors, []);

    // The same link in Hindi, with the advance's invoice to download.
    await page.goto(`/hi${path}`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: /के लिए आपका कोटेशन/ }).waitFor();
    await page.getByText(/की अग्रिम राशि चुकाई गई/).waitFor();
    const invoiceButton = page.getByRole('button', { name: /^इनवॉइस PW\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
    assert.match(download.suggestedFilename(), /^PW-\d{2}-\d{2}-\d{6}\.pdf$/);
    assert.equal(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    await shot(page, 'event-quote-360-hi');

    await staff.reload();
    await openAdminTab(staff, 'Events');
    await staff.getByRole('button', { name: 'All', exact: true }).click();
    const again = staff.getByRole('article').filter({ hasText: enquiry.reference });
    await again.getByRole('button', { name: 'Quotes' }).click();
    await again.getByText(/advance ₹[\d,]+ paid · PW\//).waitFor();

    // The florist's calendar: the wedding on its day, and what to buy by the day before.
    await staff.getByRole('button', { name: 'Calendar' }).click();
    await staff.getByRole('button', { name: '12 weeks' }).click();
    const day = staff.getByTestId('calendar-day').filter({ hasText: enquiry.reference });
    await day.getByText(/advance paid/).waitFor();
    await day.getByRole('heading', { name: /To buy by/ }).waitFor();
    const toBuy = await day
      .getByRole('list', { name: /To buy for/ })
      .getByRole('listitem')
      .allTextContents();
    assert.ok(toBuy.length > 0 && toBuy.every((line) => /^.+: [\d,.]+ (stems?|kg|metres?|pieces?)/.test(line)), toBuy.join(' | '));
    assert.deepEqual(await seriousAxeViolations(staff).then(describeViolations), '');
    await shot(staff, 'event-calendar-1280-en');
    await staff.setViewportSize({ width: 360, height: 780 });
    await day.getByRole('heading', { name: /To buy by/ }).waitFor();
    assert.equal(await staff.evaluate(() => document.documentElement.scrollWidth), 360);
    await shot(staff, 'event-calendar-360-en');

    // The event day: a rider sent to the venue from the Calendar (on a laptop).
    const riderName = `Vikram ${Date.now().toString(36)}`;
    const { session: riderSession } = await staffMember(await adminToken(), 'rider', riderName, '9845098457');
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.getByRole('button', { name: /Later weeks/ }).click();
    await staff.getByText('No events booked in these weeks').waitFor();
    await staff.getByRole('button', { name: 'From today' }).click();
    await day.getByText('Who goes: nobody yet').waitFor();
    await day.getByRole('button', { name: `Assign for ${enquiry.reference}` }).click();
    const who = staff.getByRole('dialog', { name: /Who goes: Wedding · Asha Rao/ });
    await who.getByRole('checkbox', { name: riderName }).check();
    await who.getByLabel('Venue address').fill('Palace Grounds, Jayamahal Road, Bengaluru');
    await who.getByLabel('At the venue by').fill('16:30');
    await who.getByRole('button', { name: 'Save the team' }).click();
    await who.waitFor({ state: 'detached' });
    await day.getByText(`Who goes: ${riderName} (rider) · by 16:30`).waitFor();
    assert.deepEqual(await seriousAxeViolations(staff).then(describeViolations), '');
    await shot(staff, 'event-calendar-assigned-1280-en');

    // The bench on the event day, on a phone: the wedding with what to make, what from, where and who goes.
    await openAdminTab(staff, 'Bench');
    await staff.setViewportSize({ width: 360, height: 780 });
    await staff.getByLabel('Delivery date').fill(inTwoMonths);
    const onBench = staff.getByRole('article', { name: `Event ${enquiry.reference}` });
    await onBench.getByText('Mandap drapes').waitFor();
    await onBench.getByText('at the venue by 16:30').waitFor();
    await onBench.getByText('Palace Grounds, Jayamahal Road, Bengaluru').waitFor();
    await onBench.getByText(`${riderName} (rider)`).waitFor();
    const madeFrom = await onBench
      .getByRole('list', { name: `Materials for ${enquiry.reference}` })
      .getByRole('listitem')
      .allTextContents();
    assert.ok(madeFrom.length > 0 && madeFrom.every((line) => /^.+: [\d,.]+ (stems?|kg|metres?|pieces?)/.test(line)), madeFrom.join(' | '));
    assert.equal(await staff.evaluate(() => document.documentElement.scrollWidth), 360);
    assert.deepEqual(await seriousAxeViolations(staff).then(describeViolations), '');
    await shot(staff, 'event-bench-360-en');

    // The rider's list on the event day, on a phone: the venue and the time, no delivery moves.
    const rider = await newPage(browser);
    await signInWithSession(rider.page, riderSession);
    await rider.page.goto('/admin');
    await waitForHydration(rider.page);
    await rider.page.getByLabel('Day').fill(inTwoMonths);
    const venueCard = rider.page.getByRole('article', { name: 'Event: Wedding of Asha Rao' });
    await venueCard.getByText('At the venue by 4:30 pm').waitFor();
    await venueCard.getByText('Palace Grounds, Jayamahal Road, Bengaluru').waitFor();
    assert.equal(await venueCard.getByRole('button').count(), 0);
    assert.equal(await rider.page.evaluate(() => document.documentElement.scrollWidth), 360);
    assert.deepEqual(await seriousAxeViolations(rider.page).then(describeViolations), '');
    await shot(rider.page, 'event-rider-360-en');
    await rider.page.goto('/hi/admin');
    await waitForHydration(rider.page);
    await rider.page.getByLabel('दिन').fill(inTwoMonths);
    await rider.page.getByRole('article', { name: 'आयोजन: शादी, Asha Rao' }).getByText('पिनकोड 560001').waitFor();
    await shot(rider.page, 'event-rider-360-hi');
    assert.deepEqual(rider.errors, []);
    await rider.context.close();

    // The customer cancels on the Hindi page, two months ahead: all of the advance comes back.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/hi${path}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'बुकिंग रद्द करें' }).click();
    const dialog = page.getByRole('alertdialog', { name: new RegExp(`अपनी बुकिंग ${enquiry.reference} रद्द करें`) });
    await dialog.getByText(/हमारी आयोजन नीति के अनुसार, चुकाए गए ₹[\d,]+ में से ₹[\d,]+ उसी खाते में वापस आएँगे/).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await shot(page, 'event-quote-cancel-1280-hi');
    await page.setViewportSize({ width: 360, height: 780 });
    await dialog.getByRole('button', { name: 'बुकिंग रहने दें' }).waitFor();
    await shot(page, 'event-quote-cancel-360-hi');
    await dialog.getByRole('button', { name: 'बुकिंग रद्द करें' }).click();
    await page.getByText(/यह बुकिंग रद्द हो गई है; ₹[\d,]+ उसी खाते में वापस/).waitFor();
    await page.getByRole('button', { name: /^क्रेडिट नोट PW\/CN\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    await shot(page, 'event-quote-cancelled-360-hi');
    assert.deepEqual(errors, []);

    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.reload();
    await openAdminTab(staff, 'Events');
    await staff.getByRole('button', { name: 'All', exact: true }).click();
    const cancelled = staff.getByRole('article').filter({ hasText: enquiry.reference });
    await cancelled.getByRole('button', { name: 'Quotes' }).click();
    await cancelled.getByText(/Version 1 · cancelled/).waitFor();
    await cancelled.getByText(/advance ₹[\d,]+ paid · PW\/.* · refunded ₹/).waitFor();
    await cancelled.getByRole('button', { name: /^Credit note PW\/CN\// }).waitFor();
  });
});
