// The rider's day: a rider lands on it; each delivery with tap-to-call, a maps link and the cash
// to collect; out → failed (reason) → try again → delivered (photo and who received it); the
// loading, empty and error states.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RiderDelivery } from '@phoolwari/contracts';
import { AdminPage } from '../../../app/admin/admin-page';
import { ADMIN, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { makeEventJob } from '../../../test/event-job';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render-app';
import { shopToday } from '../../../lib/shop-dates';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';
import { MyDeliveriesPanel } from './my-deliveries-panel';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const RIDER = { ...ADMIN, _id: '0000000000000000000000e1', name: 'Ravi Rider', role: 'rider' as const };

function delivery(overrides: Partial<RiderDelivery> = {}): RiderDelivery {
  return {
    _id: 'dd0000000000000000000001',
    orderId: 'PW261125-A0001',
    orderStatus: 'processing',
    deliveryStatus: 'pending',
    paymentStatus: 'cod_pending',
    deliveryDate: shopToday(),
    slot: { _id: 'eeeeeeeeeeeeeeeeeeeeee01', name: 'Morning', startTime: '09:00', endTime: '12:00' },
    recipient: { name: 'Kavya Iyer', phone: '9812345678' },
    address: '12 MG Road, Bengaluru, Karnataka 560001',
    pincode: '560001',
    notes: 'Ring twice',
    giftMessage: '',
    items: [{ name: 'Red Rose Bouquet', quantity: 2, isAddon: false }],
    collect: 1299,
    failureReason: null,
    deliveryPhoto: null,
    receivedBy: null,
    ready: true,
    ...overrides,
  };
}

function renderDay(routes: FakeRoutes) {
  storeSession(RIDER);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: RIDER } }), ...routes });
  return { ...renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin'), api };
}

describe('My deliveries', () => {
  it('is where a rider lands: whom to call, where to go and the cash to collect', async () => {
    const { api } = renderDay({ 'GET /api/staff/my-deliveries': (r) => ({ body: { date: r.url.searchParams.get('date'), deliveries: [delivery()] } }) });
    const card = await screen.findByRole('article', { name: 'Delivery PW261125-A0001 to Kavya Iyer' });
    expect(screen.getByRole('tab', { name: 'My deliveries', selected: true })).toBeInTheDocument();
    expect(api.callsTo('GET /api/staff/my-deliveries')[0]?.url.searchParams.get('date')).toBe(shopToday());
    expect(within(card).getByRole('link', { name: 'Call 9812345678' })).toHaveAttribute('href', 'tel:9812345678');
    expect(within(card).getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Bengaluru%2C%20Karnataka%20560001',
    );
    expect(card).toHaveTextContent('Collect ₹1,299');
    expect(card).toHaveTextContent('Notes: Ring twice');
    expect(card).toHaveTextContent('Morning, 9:00 am – 12:00 pm');
    expect(screen.getByText(/1 of 1 delivery left/)).toHaveTextContent('₹1,299 cash to collect');
  });

  it('goes out, fails with a reason, tries again and is delivered with a photo and who received it', async () => {
    const user = userEvent.setup();
    const xhr = fakeXhr();
    let current = delivery({ paymentStatus: 'paid', collect: null });
    const answer = (next: Partial<RiderDelivery>) => {
      current = { ...current, ...next };
      return { body: { delivery: current } };
    };
    const { api } = renderDay({
      'GET /api/staff/my-deliveries': (r) => ({ body: { date: r.url.searchParams.get('date'), deliveries: [current] } }),
      [`POST /api/staff/my-deliveries/${current._id}/out`]: () => answer({ orderStatus: 'shipped', deliveryStatus: 'out_for_delivery', failureReason: null }),
      [`POST /api/staff/my-deliveries/${current._id}/failed`]: () => answer({ deliveryStatus: 'failed', failureReason: 'Gate locked' }),
      [`POST /api/staff/my-deliveries/${current._id}/delivered`]: () =>
        answer({ orderStatus: 'delivered', deliveryStatus: 'delivered', receivedBy: 'Her neighbour' }),
    });
    const card = await screen.findByRole('article', { name: /Delivery PW261125-A0001/ });
    await user.click(within(card).getByRole('button', { name: 'Out for delivery' }));
    await user.click(await within(card).findByRole('button', { name: 'Failed' }));
    const failDialog = await screen.findByRole('alertdialog', { name: /Delivery failed/ });
    await user.type(within(failDialog).getByLabelText(/What happened/), 'Gate locked');
    await user.click(within(failDialog).getByRole('button', { name: 'Delivery failed' }));
    expect(await within(card).findByText('Last attempt failed: Gate locked')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/staff/my-deliveries/${current._id}/failed`)[0]?.body).toEqual({ reason: 'Gate locked' });

    await user.click(within(card).getByRole('button', { name: 'Try again: out for delivery' }));
    await user.click(await within(card).findByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: /Delivered: PW261125-A0001/ });
    // Both are asked for before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(within(dialog).getByText('Say who received the flowers')).toBeInTheDocument();
    expect(within(dialog).getByText('Take a photo at the door')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Received by/), 'Her neighbour');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'door.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(await within(card).findByText('Delivered, received by Her neighbour.')).toBeInTheDocument();
    expect(xhr.sent[0]).toMatchObject({ url: `/api/staff/my-deliveries/${current._id}/delivered`, fields: ['photo'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says which orders are ready for pickup, and takes out one that is not only with a reason', async () => {
    const user = userEvent.setup();
    const unready = delivery({ _id: 'dd0000000000000000000003', orderId: 'PW261125-A0003', orderStatus: 'confirmed', ready: false });
    let current = unready;
    const { api } = renderDay({
      'GET /api/staff/my-deliveries': (r) => ({ body: { date: r.url.searchParams.get('date'), deliveries: [delivery(), current] } }),
      [`POST /api/staff/my-deliveries/${unready._id}/out`]: () => {
        current = { ...unready, orderStatus: 'shipped', deliveryStatus: 'out_for_delivery' };
        return { body: { delivery: current } };
      },
    });
    const ready = await screen.findByRole('article', { name: /PW261125-A0001/ });
    expect(ready).toHaveTextContent('Ready for pickup');
    const card = screen.getByRole('article', { name: /PW261125-A0003/ });
    expect(card).toHaveTextContent('Not ready yet: the florist has not finished it');
    expect(card).not.toHaveTextContent('Ready for pickup');

    await user.click(within(card).getByRole('button', { name: 'Out for delivery' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Not ready yet: PW261125-A0003' });
    // Nothing leaves until the rider says why.
    await user.click(within(dialog).getByRole('button', { name: 'Take it out anyway' }));
    expect(api.callsTo(`POST /api/staff/my-deliveries/${unready._id}/out`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Why does it leave now/), 'Florist handed it over');
    await user.click(within(dialog).getByRole('button', { name: 'Take it out anyway' }));
    await within(card).findByRole('button', { name: 'Delivered' });
    expect(api.callsTo(`POST /api/staff/my-deliveries/${unready._id}/out`)[0]?.body).toEqual({ reason: 'Florist handed it over' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderDay({
      'GET /api/staff/my-deliveries': (r) =>
        fail ? { status: 500, body: { message: 'Database unavailable', errors: [] } } : { body: { date: r.url.searchParams.get('date'), deliveries: [] } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your deliveries');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No deliveries for you on this day')).toBeInTheDocument();
  });
  it("frames the rider's Hindi day in Hindi: the panel's name, Logout, the section menu and the tab", async () => {
    storeSession(RIDER);
    fakeApi({
      'GET /api/auth/me': () => ({ body: { user: RIDER } }),
      'GET /api/staff/my-deliveries': (r) => ({ body: { date: r.url.searchParams.get('date'), deliveries: [delivery()] } }),
    });
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <AdminPage />
            </I18nProvider>
          ),
        },
      ],
      '/admin',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'एडमिन पैनल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'हिस्सा' })).toHaveDisplayValue('मेरी डिलीवरी');
    expect(screen.getByRole('tab', { name: 'मेरी डिलीवरी', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'एडमिन के हिस्से' })).toBeInTheDocument();
    expect(screen.queryByText(/Admin Panel|Logout|My deliveries/)).toBeNull();
  });

  it('shows the events I am sent to, venue and time first, with no moves to make', async () => {
    const job = makeEventJob();
    renderDay({ 'GET /api/staff/my-deliveries': (r) => ({ body: { date: r.url.searchParams.get('date'), deliveries: [delivery()], events: [job] } }) });
    const card = await screen.findByRole('article', { name: 'Event: Wedding of Asha Rao' });
    expect(screen.getByRole('heading', { level: 2, name: 'Events: you go to the venue' })).toBeInTheDocument();
    expect(card).toHaveTextContent('At the venue by 4:30 pm');
    expect(card).toHaveTextContent('Palace Grounds, Jayamahal Road, BengaluruPincode 560001');
    expect(within(card).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain(
      encodeURIComponent('Palace Grounds, Jayamahal Road, Bengaluru, 560001'),
    );
    expect(card).toHaveTextContent('2 × Rose varmala');
    expect(card).toHaveTextContent('Team: Farah Florist, Ravi Rider');
    expect(within(card).queryByRole('button')).toBeNull();
    // The delivery is still there with its moves.
    expect(screen.getByRole('article', { name: 'Delivery PW261125-A0001 to Kavya Iyer' })).toBeInTheDocument();
  });

  it('shows a day with only an event in Hindi, not the empty state', async () => {
    storeSession(RIDER);
    fakeApi({
      'GET /api/auth/me': () => ({ body: { user: RIDER } }),
      'GET /api/staff/my-deliveries': (r) => ({
        body: { date: r.url.searchParams.get('date'), deliveries: [], events: [makeEventJob({ plan: { venueAddress: '', time: null, crew: [] } })] },
      }),
    });
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <MyDeliveriesPanel />
            </I18nProvider>
          ),
        },
      ],
      '/admin',
    );
    const card = await screen.findByRole('article', { name: 'आयोजन: शादी, Asha Rao' });
    expect(card).toHaveTextContent('समय अभी तय नहीं हुआ: डेस्क से पूछें');
    expect(card).toHaveTextContent('डेस्क ने अभी पता नहीं लिखा है');
    expect(card).toHaveTextContent('2 × गुलाब की वरमाला');
    expect(card).toHaveTextContent('1 × Mandap drapes');
    expect(screen.getByText(/1 आयोजन, कोई डिलीवरी नहीं/)).toBeInTheDocument();
  });

  it('speaks Hindi on /hi/admin, with a switch back to English at the top', async () => {
    const user = userEvent.setup();
    storeSession(RIDER);
    fakeApi({
      'GET /api/auth/me': () => ({ body: { user: RIDER } }),
      'GET /api/staff/my-deliveries': (r) => ({
        body: {
          date: r.url.searchParams.get('date'),
          deliveries: [
            delivery(),
            delivery({ _id: 'dd0000000000000000000002', orderId: 'PW261125-A0002', orderStatus: 'shipped', deliveryStatus: 'out_for_delivery', collect: null }),
          ],
        },
      }),
    });
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <MyDeliveriesPanel />
            </I18nProvider>
          ),
        },
      ],
      '/admin',
    );
    const card = await screen.findByRole('article', { name: 'डिलीवरी PW261125-A0001, Kavya Iyer के लिए' });
    expect(within(card).getByRole('link', { name: '9812345678 पर फ़ोन करें' })).toHaveAttribute('href', 'tel:9812345678');
    expect(within(card).getByRole('link', { name: 'मैप में खोलें' })).toBeInTheDocument();
    expect(card).toHaveTextContent('₹1,299 नकद लें');
    expect(card).toHaveTextContent('नोट: Ring twice');
    expect(within(card).getByRole('button', { name: 'डिलीवरी के लिए निकलें' })).toBeInTheDocument();
    expect(screen.getByText(/2 डिलीवरी में से 2 बाकी · ₹1,299 नकद लेना है/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/admin?lang=en');

    const out = screen.getByRole('article', { name: /PW261125-A0002/ });
    await user.click(within(out).getByRole('button', { name: 'डिलीवरी नहीं हुई' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'डिलीवरी नहीं हो पाई: PW261125-A0002' });
    expect(within(dialog).getByLabelText(/क्या हुआ/)).toHaveAttribute('placeholder', 'घर पर कोई नहीं, गेट बंद…');
  });
});
