// The florist's bench: a florist lands on it; slots in time order with cards (consent, items,
// add-ons apart, the card to print); "Prepared" uploads a photo with progress and shows it; a
// substitution asks for its words and a photo, shows the server's refusal, then tells the customer;
// the loading, empty and error states.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenchAnswer, BenchOrder } from '@phoolwari/contracts';
import { AdminPage } from '../../../app/admin/admin-page';
import { ADMIN, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { makeEventJob } from '../../../test/event-job';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render-app';
import { shopToday } from '../../../lib/shop-dates';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const FLORIST = { ...ADMIN, _id: '0000000000000000000000f1', name: 'Meena Florist', role: 'florist' as const };
const morning = { _id: 'eeeeeeeeeeeeeeeeeeeeee01', name: 'Morning', startTime: '09:00', endTime: '12:00' };
const evening = { _id: 'eeeeeeeeeeeeeeeeeeeeee02', name: 'Evening', startTime: '17:00', endTime: '20:00' };

function benchOrder(overrides: Partial<BenchOrder> = {}): BenchOrder {
  return {
    _id: 'dd0000000000000000000001',
    orderId: 'PW261125-A0001',
    orderStatus: 'confirmed',
    deliveryStatus: 'pending',
    deliveryDate: shopToday(),
    slot: morning,
    recipientName: 'Kavya',
    items: [
      { name: 'Red Rose Bouquet', quantity: 2, image: '', referencePhoto: '/uploads/references/u1/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', isAddon: false },
      { name: 'Chocolate box', quantity: 1, image: '', referencePhoto: null, isAddon: true },
    ],
    giftMessage: 'Happy birthday, Kavya!',
    anonymousSender: false,
    senderName: 'Asha Rao',
    language: 'en',
    substitution: { allowed: true, avoid: 'Lilies' },
    prepared: null,
    ...overrides,
  };
}
const roses = benchOrder();
const jasmine = benchOrder({
  _id: 'dd0000000000000000000002',
  orderId: 'PW261125-A0002',
  slot: evening,
  recipientName: 'Ravi',
  items: [{ name: 'Jasmine Garland', quantity: 3, image: '', referencePhoto: null, isAddon: false }],
  giftMessage: '',
  anonymousSender: true,
  senderName: null,
  substitution: { allowed: false, avoid: '' },
});
const day = (date: string): BenchAnswer => ({
  date,
  slots: [
    { slot: morning, orders: [roses] },
    { slot: evening, orders: [jasmine] },
  ],
  events: [],
});

function renderBench(routes: FakeRoutes) {
  storeSession(FLORIST);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: FLORIST } }), ...routes });
  return { ...renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin'), api };
}

describe('The bench', () => {
  it('is where a florist lands: today’s orders by slot, consent, items, add-ons apart and the card', async () => {
    const { api } = renderBench({ 'GET /api/staff/bench': (r) => ({ body: day(r.url.searchParams.get('date') ?? '') }) });
    const slots = await screen.findAllByTestId('bench-slot');
    expect(screen.getByRole('tab', { name: 'Bench', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Orders' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/staff/bench')[0]?.url.searchParams.get('date')).toBe(shopToday());
    expect(slots.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Morning, 9:00 am – 12:00 pm · 0 of 1 prepared',
      'Evening, 5:00 pm – 8:00 pm · 0 of 1 prepared',
    ]);

    const card = within(slots[0]!).getByRole('article', { name: `Order ${roses.orderId}` });
    expect(card).toHaveTextContent('Substitutes allowed (equal or higher value) · Never use: Lilies');
    expect(card).toHaveTextContent('2 × Red Rose Bouquet');
    expect(within(card).getByRole('heading', { name: 'Add-ons' }).nextElementSibling).toHaveTextContent('1 × Chocolate box');
    expect(within(card).getByRole('link', { name: "Customer's reference photo for Red Rose Bouquet (opens full size)" })).toBeInTheDocument();
    expect(card).toHaveTextContent('“Happy birthday, Kavya!”');
    expect(card).toHaveTextContent('From Asha Rao');

    const other = within(slots[1]!).getByRole('article', { name: `Order ${jasmine.orderId}` });
    expect(other).toHaveTextContent('No substitutions: make it exactly as ordered');
    expect(other).toHaveTextContent('No gift card.');
    expect(within(other).queryByRole('heading', { name: 'Add-ons' })).not.toBeInTheDocument();
  });

  it('shows the day’s booked events beside the orders: what to make, what from, where, when and who goes', async () => {
    const job = makeEventJob();
    renderBench({ 'GET /api/staff/bench': (r) => ({ body: { ...day(r.url.searchParams.get('date') ?? ''), events: [job] } }) });
    const events = await screen.findByTestId('bench-events');
    const card = within(events).getByRole('article', { name: `Event ${job.enquiryReference}` });
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('Wedding · Asha Rao');
    expect(card).toHaveTextContent('at the venue by 16:30');
    expect(card).toHaveTextContent('2 × Rose varmala');
    expect(card).toHaveTextContent('1 × Mandap drapes');
    expect(
      within(within(card).getByRole('list', { name: `Materials for ${job.enquiryReference}` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Marigold: 1.5 kg', 'Rose stem: 200 stems']);
    expect(card).toHaveTextContent('Palace Grounds, Jayamahal Road, BengaluruPincode 560001');
    expect(card).toHaveTextContent('Farah Florist (florist), Ravi Rider (rider)');
    expect(screen.getByText(/2 orders to prepare on/)).toHaveTextContent('· 0 prepared · 1 event');
    // The orders are still there.
    expect(screen.getAllByTestId('bench-slot')).toHaveLength(2);
  });

  it('shows a day with only an event, not the empty state', async () => {
    renderBench({
      'GET /api/staff/bench': (r) => ({
        body: { date: r.url.searchParams.get('date') ?? '', slots: [], events: [makeEventJob({ plan: { venueAddress: '', time: null, crew: [] } })] },
      }),
    });
    const events = await screen.findByTestId('bench-events');
    expect(events).toHaveTextContent('time not agreed yet');
    expect(events).toHaveTextContent('Address not written down yet');
    expect(events).toHaveTextContent('Nobody sent yet');
    expect(screen.queryByText('Nothing to prepare on this day')).not.toBeInTheDocument();
  });

  it('prints the gift card on its own', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderBench({ 'GET /api/staff/bench': (r) => ({ body: day(r.url.searchParams.get('date') ?? '') }) });
    await user.click(await screen.findByRole('button', { name: `Print card for order ${roses.orderId}` }));
    expect(print).toHaveBeenCalledTimes(1);
    const layer = screen.getByTestId('print-root');
    expect(layer).toHaveTextContent('For Kavya');
    expect(layer).toHaveTextContent('Happy birthday, Kavya!');
    expect(layer).toHaveTextContent('With love, Asha Rao');
    print.mockRestore();
  });

  it('prints a Hindi order’s card in Hindi, in a face with Devanagari', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const hindi = benchOrder({ language: 'hi', recipientName: 'अम्मा', giftMessage: 'जन्मदिन मुबारक हो, अम्मा!', senderName: 'आशा' });
    renderBench({ 'GET /api/staff/bench': (r) => ({ body: { ...day(r.url.searchParams.get('date') ?? ''), slots: [{ slot: morning, orders: [hindi] }] } }) });
    await user.click(await screen.findByRole('button', { name: `Print card for order ${hindi.orderId}` }));
    const card = within(screen.getByTestId('print-root')).getByRole('article');
    expect(card).toHaveAttribute('lang', 'hi');
    expect(card).toHaveTextContent('अम्मा के लिए');
    expect(card).toHaveTextContent('जन्मदिन मुबारक हो, अम्मा!');
    expect(card).toHaveTextContent('प्यार सहित, आशा');
    expect(card).not.toHaveTextContent(/For |With love/);
    expect(card.className).toContain("[font-family:'Noto_Sans_Devanagari'");
    print.mockRestore();
  });

  it('marks an order prepared with a photo, showing the upload’s progress and then the photo', async () => {
    const user = userEvent.setup();
    const xhr = fakeXhr({ hold: true });
    const done = {
      ...roses,
      orderStatus: 'processing' as const,
      prepared: { at: '2026-11-25T06:30:00.000Z', photo: '/uploads/prepared/x/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp', by: 'Meena Florist' },
    };
    let prepared = false;
    renderBench({
      'GET /api/staff/bench': (r) => {
        const answer = day(r.url.searchParams.get('date') ?? '');
        return { body: prepared ? { ...answer, slots: [{ slot: morning, orders: [done] }, answer.slots[1]!] } : answer };
      },
      [`POST /api/staff/bench/${roses._id}/prepared`]: () => {
        prepared = true;
        return { body: { order: done } };
      },
    });
    const card = await screen.findByRole('article', { name: `Order ${roses.orderId}` });
    const input = card.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'bouquet.jpg', { type: 'image/jpeg' }));
    expect(await within(card).findByRole('button', { name: /Uploading… 50%/ })).toBeDisabled();
    expect(within(card).getByRole('progressbar', { name: 'Photo upload' })).toBeInTheDocument();
    expect(xhr.sent[0]).toMatchObject({ url: `/api/staff/bench/${roses._id}/prepared`, fields: ['photo'] });
    xhr.release();
    expect(await within(card).findByRole('img', { name: `Prepared arrangement for order ${roses.orderId}` })).toHaveAttribute('src', done.prepared.photo);
    expect(card).toHaveTextContent('by Meena Florist');
    expect(within(card).getByRole('button', { name: 'Retake photo' })).toBeEnabled();
  });

  it('records a substitution with its words and a photo, and says the customer was told', async () => {
    const user = userEvent.setup();
    const xhr = fakeXhr();
    let refuse = true;
    renderBench({
      'GET /api/staff/bench': (r) => ({ body: day(r.url.searchParams.get('date') ?? '') }),
      [`POST /api/staff/bench/${roses._id}/substitution`]: () =>
        refuse ? { status: 409, body: { message: 'This order has already left the workshop', code: 'INVALID_STATE', errors: [] } } : { body: { order: roses } },
    });
    const card = await screen.findByRole('article', { name: `Order ${roses.orderId}` });
    await user.click(within(card).getByRole('button', { name: 'Substitution…' }));
    const dialog = await screen.findByRole('dialog', { name: `Substitution in order ${roses.orderId}` });
    // Nothing is sent without the words and the photo.
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customer' }));
    expect(within(dialog).getByText('Say what was replaced')).toBeInTheDocument();
    expect(within(dialog).getByText('Say what replaced it')).toBeInTheDocument();
    expect(within(dialog).getByText('Take a photo of the substitution')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Replaced(?! by)/), 'White roses');
    await user.type(within(dialog).getByLabelText(/^Replaced by/), 'White carnations');
    await user.type(within(dialog).getByLabelText(/^Why/), 'No white roses came in');
    await user.upload(within(dialog).getByLabelText(/^Photo/), new File([new Uint8Array([1, 2, 3])], 'swap.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customer' }));
    expect(await within(dialog).findByText('This order has already left the workshop')).toBeInTheDocument();
    expect(xhr.sent[0]).toMatchObject({ url: `/api/staff/bench/${roses._id}/substitution`, fields: ['photo'] });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customer' }));
    expect(await within(card).findByText('Substitution saved: the customer has been told.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty and error states', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderBench({
      'GET /api/staff/bench': (r) =>
        fail ? { status: 500, body: { message: 'Database unavailable', errors: [] } } : { body: { date: r.url.searchParams.get('date') ?? '', slots: [] } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the bench');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing to prepare on this day')).toBeInTheDocument();
  });
});
