// OrdersPage: each order's facts with statuses written with spaces, one colour per status
// (confirmed and processing alike), the 'Please Login' prompt for guests, and the empty and
// error states.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { CUSTOMER, fakeApi, storeSession } from '../../../test/fake-api';
import { pushOrderUpdate, watchedOrderIds } from '../../../test/fake-socket';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';
import { OrdersPage } from './orders-page';

// Live updates come through lib/socket; here a stand-in the test drives (no connection).
vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'dddddddddddddddddddddd01',
    orderId: 'PW261123-7K3QA',
    createdAt: '2025-11-23T06:30:00.000Z',
    orderStatus: 'processing',
    deliveryStatus: 'out_for_delivery',
    paymentStatus: 'paid',
    items: [
      {
        product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', name: 'Red Rose Bouquet', images: [] },
        name: 'Red Rose Bouquet',
        image: '/uploads/catalogue/red-rose-bouquet-1.webp',
        quantity: 2,
        price: 1299,
        referencePhoto: null,
        isAddon: false,
      },
    ],
    totals: { subtotal: 2598, deliveryFee: 49, shopDiscount: 50, promoDiscount: 200, discount: 250, total: 2397 },
    totalAmount: 2397,
    promoCode: 'PHOOL10',
    shippingAddress: {
      name: 'Asha Rao',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560003',
      country: 'India',
      phone: '9876543210',
    },
    recipient: { name: 'Priya Nair', phone: '9123456780' },
    giftMessage: 'Happy birthday, Amma!',
    anonymousSender: true,
    substitution: { allowed: false, avoid: '' },
    company: null,
    deliveryDate: '2025-11-24',
    slot: { _id: 'aaaaaaaaaaaaaaaaaaaaaa02', name: 'Morning 9 AM – 12 PM', startTime: '09:00', endTime: '12:00' },
    trackingNumber: 'TRK-778812',
    estimatedDelivery: '2025-11-24T06:30:00.000Z',
    actualDelivery: null,
    razorpayOrderId: 'order_1',
    razorpayPaymentId: 'pay_1',
    cancelReason: null,
    expiresAt: null,
    cancellableUntil: null,
    paymentMethod: 'upi',
    refunds: [],
    refundableAmount: 0,
    invoiceNumber: null,
    creditNotes: [],
    preparedPhoto: null,
    preparedAt: null,
    deliveryPhoto: null,
    receivedBy: null,
    ...overrides,
  };
}

function renderOrders() {
  return renderRoutes(
    [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
    ],
    '/orders',
  );
}

const me = () => ({ body: { user: CUSTOMER } });

/** My Orders on a Hindi page (/hi/orders): the page's own words in Hindi. */
function renderHindiOrders() {
  return renderRoutes(
    [
      {
        path: '/orders',
        element: (
          <I18nProvider i18n={hindiTestI18n}>
            <OrdersPage />
          </I18nProvider>
        ),
      },
    ],
    '/orders',
  );
}

describe('OrdersPage', () => {
  it('shows the customer their answer about substitutes, and marks add-ons', async () => {
    storeSession(CUSTOMER);
    const order = makeOrder({
      substitution: { allowed: true, avoid: 'lilies' },
      items: [
        {
          product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', name: 'Red Rose Bouquet', images: [] },
          name: 'Red Rose Bouquet',
          image: '',
          quantity: 1,
          price: 1299,
          referencePhoto: null,
          isAddon: false,
        },
        {
          product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb3', name: 'Greeting Card', images: [] },
          name: 'Greeting Card',
          image: '',
          quantity: 1,
          price: 99,
          referencePhoto: null,
          isAddon: true,
        },
      ],
    });
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/orders': () => ({ body: { orders: [order, makeOrder({ _id: 'dddddddddddddddddddddd09', orderId: 'PW261120-ZZ9ZZ' })] } }),
    });
    renderOrders();
    const notes = await screen.findAllByTestId('substitution-note');
    expect(notes.map((n) => n.textContent)).toEqual([
      'Substitutes allowed (equal or higher value) · never: lilies',
      'No substitutes: we call you before changing anything',
    ]);
    expect(screen.getByText('Greeting Card').parentElement).toHaveTextContent('Greeting CardAdd-on');
    expect(screen.getAllByText('Add-on')).toHaveLength(1);
  });

  it('shows the reference photo the customer sent with an item, linked to the full image', async () => {
    storeSession(CUSTOMER);
    const photo = '/uploads/references/0000000000000000000000c1/0123456789abcdef0123456789abcdef.webp';
    const order = makeOrder({
      items: [
        {
          product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', name: 'Red Rose Bouquet', images: [] },
          name: 'Red Rose Bouquet',
          image: '',
          quantity: 2,
          price: 1299,
          referencePhoto: photo,
          isAddon: false,
        },
        {
          product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Mogra Gajra', images: [] },
          name: 'Mogra Gajra',
          image: '',
          quantity: 1,
          price: 149,
          referencePhoto: null,
          isAddon: false,
        },
      ],
    });
    fakeApi({ 'GET /api/auth/me': me, 'GET /api/orders': () => ({ body: { orders: [order] } }) });
    renderOrders();
    const link = await screen.findByRole('link', { name: 'Your reference photo for Red Rose Bouquet (opens full size)' });
    expect(link).toHaveAttribute('href', photo);
    expect(link.querySelector('img')).toHaveAttribute('src', photo.replace(/\.webp$/, '-400.webp'));
    expect(screen.getAllByRole('link', { name: /reference photo/ })).toHaveLength(1);
  });

  it('shows the florist’s photo of the bouquet and the proof of delivery', async () => {
    storeSession(CUSTOMER);
    const prepared = '/uploads/prepared/dd0000000000000000000001/0123456789abcdef0123456789abcdef.webp';
    const door = '/uploads/deliveries/dd0000000000000000000001/fedcba9876543210fedcba9876543210.webp';
    const order = makeOrder({
      orderStatus: 'delivered',
      deliveryStatus: 'delivered',
      actualDelivery: '2026-11-25T09:30:00.000Z',
      preparedPhoto: prepared,
      preparedAt: '2026-11-25T06:30:00.000Z',
      deliveryPhoto: door,
      receivedBy: 'Her neighbour',
    });
    fakeApi({ 'GET /api/auth/me': me, 'GET /api/orders': () => ({ body: { orders: [order] } }) });
    renderOrders();
    const ready = await screen.findByRole('img', { name: 'Your bouquet is ready: photo' });
    expect(ready).toHaveAttribute('src', prepared.replace(/\.webp$/, '-400.webp'));
    expect(ready.closest('a')).toHaveAttribute('href', prepared);
    expect(screen.getByRole('img', { name: 'Delivered: photo' }).closest('figure')).toHaveTextContent('received by Her neighbour');
  });

  it('offers Cancel until the window closes, cancels with a refund, and shows where the refund stands', async () => {
    storeSession(CUSTOMER);
    const user = userEvent.setup();
    const until = new Date(Date.now() + 20 * 60_000).toISOString();
    let order = makeOrder({
      orderStatus: 'confirmed',
      deliveryStatus: 'pending',
      cancellableUntil: until,
      refundableAmount: 2397,
      invoiceNumber: 'PW/26-27/000007',
    });
    const closed = makeOrder({
      _id: 'dddddddddddddddddddddd02',
      orderId: 'PW261120-AB2CD',
      orderStatus: 'confirmed',
      cancellableUntil: new Date(Date.now() - 60_000).toISOString(),
    });
    const api = fakeApi({
      'GET /api/auth/me': me,
      'GET /api/orders': () => ({ body: { orders: [order, closed] } }),
      [`POST /api/orders/${order._id}/cancel`]: () => {
        order = {
          ...order,
          orderStatus: 'cancelled',
          paymentStatus: 'refund_pending',
          cancellableUntil: null,
          cancelReason: 'Cancelled by the customer',
          refundableAmount: 0,
          refunds: [
            {
              _id: 'ff0000000000000000000001',
              amount: 2397,
              reason: 'Order cancelled by the customer',
              status: 'pending',
              failureReason: null,
              createdAt: new Date().toISOString(),
              settledAt: null,
            },
          ],
        };
        return { body: { order } };
      },
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: `Order ${order.orderId}` });
    expect(within(card).getByText(/You can cancel this order until .* for a full refund/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Invoice PW/26-27/000007 (PDF)' })).toBeInTheDocument();
    // The other order's window has passed: no button.
    expect(within(screen.getByRole('article', { name: `Order ${closed.orderId}` })).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: `Cancel order ${order.orderId}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Cancel order ${order.orderId}?` });
    expect(dialog).toHaveTextContent('the full ₹2,397 goes back to the account you paid from');
    expect(within(dialog).getByRole('button', { name: 'Keep my order' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you cancelling/ }), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(`Order ${order.orderId} cancelled: your refund has started`)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/orders/${order._id}/cancel`).map((c) => c.body)).toEqual([{ reason: 'Plans changed' }]);
    const refund = await within(card).findByTestId('refund');
    expect(refund).toHaveTextContent('Refund of ₹2,397 on its way');
    // The customer reads why, as staff wrote it.
    expect(refund).toHaveTextContent('Reason: Order cancelled by the customer.');
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('shows each order: number, date, statuses with spaces, items, delivery, recipient, gift message and totals', async () => {
    storeSession(CUSTOMER);
    const orders = [
      makeOrder(),
      makeOrder({
        _id: 'dddddddddddddddddddddd02',
        orderId: 'PW261120-AB2CD',
        orderStatus: 'confirmed',
        deliveryStatus: 'picked_up',
        giftMessage: '',
        anonymousSender: false,
        trackingNumber: null,
      }),
      makeOrder({
        _id: 'dddddddddddddddddddddd03',
        orderId: 'PW261118-ZZ9XY',
        orderStatus: 'pending',
        deliveryStatus: 'pending',
        paymentStatus: 'failed',
        expiresAt: '2025-11-18T07:00:00.000Z',
      }),
      makeOrder({
        _id: 'dddddddddddddddddddddd04',
        orderId: 'PW261101-CC3CC',
        orderStatus: 'cancelled',
        deliveryStatus: 'pending',
        cancelReason: 'Payment was not completed in time',
      }),
      makeOrder({
        _id: 'dddddddddddddddddddddd05',
        orderId: 'PW261001-DD4DD',
        orderStatus: 'delivered',
        deliveryStatus: 'delivered',
        actualDelivery: '2025-10-02T05:00:00.000Z',
      }),
      makeOrder({
        _id: 'dddddddddddddddddddddd06',
        orderId: 'PW261002-EE5EE',
        orderStatus: 'delivered',
        deliveryStatus: 'delivered',
        trackingNumber: null,
        actualDelivery: '2025-10-03T05:00:00.000Z',
      }),
    ];
    fakeApi({ 'GET /api/auth/me': me, 'GET /api/orders': () => ({ body: { orders } }) });
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByTestId('orders-skeleton')).toBeInTheDocument();

    const first = await screen.findByRole('article', { name: 'Order PW261123-7K3QA' });
    expect(within(first).getByTestId('order-status')).toHaveTextContent('being prepared');
    expect(within(first).getByTestId('delivery-status')).toHaveTextContent('out for delivery');
    expect(within(first).queryByText(/out_for_delivery/)).not.toBeInTheDocument();
    expect(within(first).getByText(/23 Nov 2025/)).toBeInTheDocument();
    expect(within(first).getByText('Red Rose Bouquet')).toBeInTheDocument();
    expect(within(first).getByText('2 × ₹1,299')).toBeInTheDocument();
    expect(within(first).getByText('Mon 24 Nov 2025, Morning 9 AM – 12 PM')).toBeInTheDocument();
    expect(within(first).getByText('TRK-778812')).toBeInTheDocument();
    expect(within(first).getByText('Priya Nair, 9123456780')).toBeInTheDocument();
    expect(within(first).getByText('Happy birthday, Amma!')).toBeInTheDocument();
    expect(within(first).getByText('Sent anonymously')).toBeInTheDocument();
    expect(within(first).getByText('12 MG Road', { exact: false })).toBeInTheDocument();
    expect(within(first).getByText('Promo discount (PHOOL10)').closest('div')).toHaveTextContent('₹200');
    expect(within(first).getByTestId('summary-total')).toHaveTextContent('₹2,397');
    expect(within(first).getByText('Not yet')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Order PW261120-AB2CD' });
    expect(within(second).getByTestId('delivery-status')).toHaveTextContent('picked up');
    expect(within(second).getByText('No message')).toBeInTheDocument();
    expect(within(second).getByText('Your name is on the card')).toBeInTheDocument();
    expect(within(second).getByText('Not assigned yet')).toBeInTheDocument();
    // Confirmed and processing look the same; pending, cancelled and delivered each differ.
    expect(within(second).getByTestId('order-status').className).toBe(within(first).getByTestId('order-status').className);

    const pending = screen.getByRole('article', { name: 'Order PW261118-ZZ9XY' });
    expect(within(pending).getByTestId('order-status')).toHaveClass('bg-amber-100');
    expect(within(pending).getByText(/Waiting for payment \(failed\)/)).toBeInTheDocument();
    const cancelled = screen.getByRole('article', { name: 'Order PW261101-CC3CC' });
    expect(within(cancelled).getByTestId('order-status')).toHaveClass('bg-red-100');
    expect(within(cancelled).getByText('Payment was not completed in time')).toBeInTheDocument();
    // A cancelled order has no delivery under way, nothing estimated, nothing to track.
    expect(within(cancelled).queryByTestId('delivery-status')).toBeNull();
    expect(within(cancelled).queryByText('Estimated')).toBeNull();
    expect(within(cancelled).queryByText('Tracking')).toBeNull();
    expect(within(cancelled).queryByText('Not yet')).toBeNull();
    const delivered = screen.getByRole('article', { name: 'Order PW261001-DD4DD' });
    expect(within(delivered).getByTestId('order-status')).toHaveClass('bg-green-100');
    expect(within(delivered).getByText(/2 Oct 2025/)).toBeInTheDocument();
    // Delivered: when, not an estimate; its tracking number stays, but never "Not assigned yet".
    expect(within(delivered).queryByText('Estimated')).toBeNull();
    expect(within(delivered).getByText('TRK-778812')).toBeInTheDocument();
    const deliveredUntracked = screen.getByRole('article', { name: 'Order PW261002-EE5EE' });
    expect(within(deliveredUntracked).queryByText('Not assigned yet')).toBeNull();
    expect(within(deliveredUntracked).queryByText('Tracking')).toBeNull();
    expect(within(first).getByTestId('order-status')).toHaveClass('bg-blue-100');
  });

  it("shows the 'Please Login' prompt to a guest, without asking the server", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderOrders();
    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login at /login' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('has an empty state with a way to the shop', async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': me, 'GET /api/orders': () => ({ body: { orders: [] } }) });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });

  it("toasts 'Failed to fetch orders' and offers Retry", async () => {
    storeSession(CUSTOMER);
    let fail = true;
    const api = fakeApi({
      'GET /api/auth/me': me,
      'GET /api/orders': () => (fail ? { status: 403, body: { message: 'Forbidden', errors: [] } } : { body: { orders: [makeOrder()] } }),
    });
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Failed to fetch orders' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledExactlyOnceWith('Failed to fetch orders');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order PW261123-7K3QA' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/orders')).toHaveLength(2));
  });

  it('updates a card in place when the shop moves the order, and says so', async () => {
    storeSession(CUSTOMER);
    let order = makeOrder({ orderStatus: 'processing', deliveryStatus: 'pending', trackingNumber: null });
    const other = makeOrder({ _id: 'dddddddddddddddddddddd02', orderId: 'PW261001-DD4DD', orderStatus: 'delivered', deliveryStatus: 'delivered' });
    // The quiet refetch after an update is held back: the card must change from the update alone.
    let releaseRefetch: () => void = () => {};
    const refetchHeld = new Promise<void>((resolve) => {
      releaseRefetch = resolve;
    });
    let served = 0;
    const api = fakeApi({
      'GET /api/auth/me': me,
      'GET /api/orders': async () => {
        if (served++ > 0) await refetchHeld;
        return { body: { orders: [order, other] } };
      },
    });
    const info = vi.spyOn(toast, 'info');
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order PW261123-7K3QA' });
    // The page watches the rooms of the orders it shows.
    await waitFor(() => expect(watchedOrderIds()).toEqual([order._id, other._id].sort()));

    order = { ...order, orderStatus: 'shipped', deliveryStatus: 'out_for_delivery', trackingNumber: 'AWB-42' };
    act(() =>
      pushOrderUpdate({
        orderId: order._id,
        orderStatus: 'shipped',
        deliveryStatus: 'out_for_delivery',
        trackingNumber: 'AWB-42',
        updatedAt: '2025-11-24T05:00:00.000Z',
      }),
    );

    // In place: the same card, without a reload, shows the new statuses.
    await waitFor(() => expect(within(card).getByTestId('order-status')).toHaveTextContent('out for delivery'));
    expect(within(card).getByTestId('delivery-status')).toHaveTextContent('out for delivery');
    expect(within(card).getByText('AWB-42')).toBeInTheDocument();
    expect(info).toHaveBeenCalledExactlyOnceWith('Order PW261123-7K3QA is now out for delivery');
    expect(await screen.findByText('Order PW261123-7K3QA is now out for delivery')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order PW261123-7K3QA' })).toBe(card);
    await waitFor(() => expect(api.callsTo('GET /api/orders')).toHaveLength(2));
    releaseRefetch();
    await waitFor(() => expect(within(card).getByTestId('order-status')).toHaveTextContent('out for delivery'));
  });

  it('shares a confirmed order’s tracking link (copied where there is no share sheet) and revokes it after asking', async () => {
    storeSession(CUSTOMER);
    const user = userEvent.setup();
    const order = makeOrder();
    let url = 'https://shop.example/track/Q2hhbWVsaS1hbmQtbW9ncmEtZm9yLWFtbWEtMjAyNi0x';
    const api = fakeApi({
      'GET /api/auth/me': me,
      'GET /api/orders': () => ({
        body: { orders: [order, makeOrder({ _id: 'dddddddddddddddddddddd02', orderId: 'PW261123-UNPAID', orderStatus: 'pending', paymentStatus: 'created' })] },
      }),
      [`GET /api/orders/${order._id}/tracking-link`]: () => ({ body: { url } }),
      [`POST /api/orders/${order._id}/tracking-link/revoke`]: () => {
        url = 'https://shop.example/track/TmV3LWxpbmstZm9yLXRoZS1zYW1lLW9yZGVyLTIwMjYtMg';
        return { body: { url } };
      },
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: /PW261123-7K3QA/ });
    // An order still waiting for payment has no link yet.
    expect(within(screen.getByRole('article', { name: /PW261123-UNPAID/ })).queryByRole('button', { name: /Share tracking link/ })).toBeNull();
    // Nothing to revoke before the link has been taken.
    expect(within(card).queryByRole('button', { name: /Revoke link/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Share tracking link of order PW261123-7K3QA' }));
    expect(await screen.findByText('Tracking link copied. You may share it with the recipient.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);

    await user.click(within(card).getByRole('button', { name: 'Revoke link of order PW261123-7K3QA' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the tracking link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    expect(api.callsTo(`POST /api/orders/${order._id}/tracking-link/revoke`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Revoke link of order PW261123-7K3QA' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('The old link no longer works. Share the order again to send a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo(`POST /api/orders/${order._id}/tracking-link/revoke`)).toHaveLength(1);
    // The new link has not left the page yet: nothing to revoke until it is shared again.
    expect(within(card).queryByRole('button', { name: /Revoke link/ })).toBeNull();
  });

  it('remembers across a reload that the tracking link was shared, so Revoke stays', async () => {
    storeSession(CUSTOMER);
    const user = userEvent.setup();
    const order = makeOrder();
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/orders': () => ({ body: { orders: [order] } }),
      [`GET /api/orders/${order._id}/tracking-link`]: () => ({ body: { url: 'https://shop.example/track/abc' } }),
    });
    const first = renderOrders();
    const card = await screen.findByRole('article', { name: /PW261123-7K3QA/ });
    await user.click(within(card).getByRole('button', { name: 'Share tracking link of order PW261123-7K3QA' }));
    expect(await within(card).findByRole('button', { name: 'Revoke link of order PW261123-7K3QA' })).toBeInTheDocument();
    first.unmount();
    renderOrders();
    const again = await screen.findByRole('article', { name: /PW261123-7K3QA/ });
    expect(within(again).getByRole('button', { name: 'Revoke link of order PW261123-7K3QA' })).toBeInTheDocument();
  });
  it('speaks Hindi on a Hindi page, and asks for the invoice in Hindi', async () => {
    storeSession(CUSTOMER);
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const until = new Date(Date.now() + 20 * 60_000).toISOString();
    const order = makeOrder({
      orderStatus: 'confirmed',
      deliveryStatus: 'pending',
      cancellableUntil: until,
      refundableAmount: 2397,
      invoiceNumber: 'PW/26-27/000007',
      refunds: [
        {
          _id: 'ff0000000000000000000001',
          amount: 500,
          reason: 'Out of lilies',
          status: 'pending',
          failureReason: null,
          createdAt: '2025-11-23T07:00:00.000Z',
          settledAt: null,
        },
      ],
    });
    const api = fakeApi({
      'GET /api/auth/me': me,
      'GET /api/orders': () => ({ body: { orders: [order] } }),
      [`GET /api/orders/${order._id}/invoice`]: () => ({ body: {} }),
    });
    renderHindiOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: `ऑर्डर ${order.orderId}` });
    expect(within(card).getByText(/तक यह ऑर्डर रद्द करके पूरा रिफ़ंड ले सकते हैं/)).toBeInTheDocument();
    expect(within(card).getByTestId('refund')).toHaveTextContent('₹500 का रिफ़ंड आ रहा है');
    expect(within(card).getByText('डिलीवरी की तारीख')).toBeInTheDocument();
    expect(within(card).getByText('पता, पाने वाले और कीमत की जानकारी')).toBeInTheDocument();
    expect(within(card).getByText('बिना नाम के भेजा गया')).toBeInTheDocument();
    expect(within(card).getByText('भुगतान: भुगतान हो गया · UPI से')).toBeInTheDocument();
    // Dates in Hindi month names.
    expect(within(card).getByText(/नव॰|नवं॰|नवंबर/, { selector: 'time' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'इनवॉइस PW/26-27/000007 (PDF)' }));
    await waitFor(() => expect(api.callsTo(`GET /api/orders/${order._id}/invoice`)).toHaveLength(1));
    expect(api.callsTo(`GET /api/orders/${order._id}/invoice`)[0]?.url.searchParams.get('lang')).toBe('hi');

    await user.click(within(card).getByRole('button', { name: `ऑर्डर रद्द करें ${order.orderId}` }));
    const dialog = screen.getByRole('alertdialog', { name: `ऑर्डर ${order.orderId} रद्द करें?` });
    expect(within(dialog).getByRole('button', { name: 'ऑर्डर रहने दें' })).toHaveFocus();
  });
});
