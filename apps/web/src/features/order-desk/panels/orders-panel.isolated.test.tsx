// The Orders tab: quick buttons only where the server would accept the move, a refused move (409)
// that changes nothing on screen, moves that show the server's answer, filters that really reach
// the server, cancel with a reason, the detail with its history, and live refreshes.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderAnswer, Order } from '@phoolwari/contracts';
import { renderAdminTab } from '../../admin/test-utils';
import { pushOrderUpdate } from '../../../test/fake-socket';
import { makeOrder, orderPage } from '../test-utils';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

// The whole admin page renders in jsdom here, and a 500 is retried once after a second.
configure({ asyncUtilTimeout: 4000 });

const rowOf = async (orderId: string) => (await screen.findByRole('rowheader', { name: new RegExp(orderId) })).closest('tr')!;
const buttonsOf = (row: HTMLElement) =>
  within(within(row).getByRole('group', { name: /Actions for order/ }))
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/ order .*$/, ''));

describe('Orders tab', () => {
  it('shows each order with customer, amount, both statuses, delivery slot, and only the legal quick buttons', async () => {
    const pending = makeOrder({ orderStatus: 'pending', paymentStatus: 'created' });
    const confirmed = makeOrder({ orderStatus: 'confirmed' });
    const processing = makeOrder({ orderStatus: 'processing' });
    const onTheWay = makeOrder({ orderStatus: 'shipped', deliveryStatus: 'out_for_delivery' });
    const pickedUp = makeOrder({ orderStatus: 'shipped', deliveryStatus: 'picked_up' });
    const delivered = makeOrder({ orderStatus: 'delivered', deliveryStatus: 'delivered' });
    const cancelled = makeOrder({ orderStatus: 'cancelled', paymentStatus: 'refund_pending' });
    renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([pending, confirmed, processing, onTheWay, pickedUp, delivered, cancelled]) }),
    });

    const first = await rowOf(confirmed.orderId);
    expect(first).toHaveTextContent('Asha Rao');
    expect(first).toHaveTextContent('asha@example.com');
    expect(first).toHaveTextContent('₹2,597');
    expect(first).toHaveTextContent('Morning, 9:00 am – 12:00 pm');
    expect(within(await rowOf(onTheWay.orderId)).getByTestId('delivery-status')).toHaveTextContent('out for delivery');

    expect(buttonsOf(await rowOf(pending.orderId))).toEqual([]);
    // A confirmed order is not offered "Confirm": the button says what it does.
    expect(buttonsOf(first)).toEqual(['Start preparing', 'Send out', 'Edit', 'Cancel', 'Delay']);
    expect(buttonsOf(await rowOf(processing.orderId))).toEqual(['Send out', 'Edit', 'Cancel', 'Delay']);
    expect(buttonsOf(await rowOf(onTheWay.orderId))).toEqual(['Mark delivered', 'Edit', 'Delay']);
    expect(buttonsOf(await rowOf(pickedUp.orderId))).toEqual(['Edit', 'Delay']);
    expect(buttonsOf(await rowOf(delivered.orderId))).toEqual(['Edit']);
    expect(buttonsOf(await rowOf(cancelled.orderId))).toEqual([]);
    expect(screen.getByText('7 orders')).toBeInTheDocument();
  });

  it('Start preparing asks the server and shows its answer: the order is now being prepared', async () => {
    const user = userEvent.setup();
    let order = makeOrder({ orderStatus: 'confirmed' });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`PUT /api/admin/orders/${order._id}/delivery`]: () => {
        order = { ...order, orderStatus: 'processing' };
        return { body: { order, history: [] } satisfies AdminOrderAnswer };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Start preparing order ${order.orderId}` }));
    expect(await screen.findByText(`Order ${order.orderId} status updated to being prepared`)).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`).map((c) => c.body)).toEqual([{ deliveryStatus: 'confirmed' }]);
    const row = await rowOf(order.orderId);
    expect(within(row).getByTestId('order-status')).toHaveTextContent('being prepared');
    expect(buttonsOf(row)).toEqual(['Send out', 'Edit', 'Cancel', 'Delay']);
    // The pressed button is gone; the focus stays in the row rather than falling to the page.
    await waitFor(() => expect(within(row).getByRole('button', { name: `Send out order ${order.orderId}` })).toHaveFocus());
  });

  it('a refused move (409) leaves the row as it was and says why', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ orderStatus: 'shipped', deliveryStatus: 'out_for_delivery' });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`PUT /api/admin/orders/${order._id}/delivery`]: () => ({
        status: 409,
        body: { message: 'An order that is delivered (delivery delivered) cannot move to delivered', code: 'INVALID_STATE', errors: [] },
      }),
    });
    const row = await rowOf(order.orderId);
    const before = row.textContent;
    await user.click(within(row).getByRole('button', { name: `Mark delivered order ${order.orderId}` }));

    expect(
      await screen.findByText('Failed to update order status: An order that is delivered (delivery delivered) cannot move to delivered'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`)).toHaveLength(1);
    const after = await rowOf(order.orderId);
    expect(after.textContent).toBe(before);
    expect(within(after).getByTestId('order-status')).toHaveTextContent('out for delivery');
    expect(within(after).getByRole('button', { name: `Mark delivered order ${order.orderId}` })).toBeEnabled();
    // Nothing was refetched to paper over it: the screen simply stays.
    expect(api.callsTo('GET /api/admin/orders')).toHaveLength(1);
  });

  it('Send out asks for an optional tracking number and sends it', async () => {
    const user = userEvent.setup();
    let order = makeOrder({ orderStatus: 'processing', preparedAt: '2026-11-23T05:00:00.000Z' });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`PUT /api/admin/orders/${order._id}/delivery`]: (r) => {
        order = {
          ...order,
          orderStatus: 'shipped',
          deliveryStatus: 'out_for_delivery',
          trackingNumber: (r.body as { trackingNumber?: string }).trackingNumber ?? null,
        };
        return { body: { order, history: [] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Send out order ${order.orderId}` }));
    const dialog = screen.getByRole('dialog', { name: `Send order ${order.orderId} out for delivery` });
    expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number (optional)' }), 'AWB123');
    await user.click(within(dialog).getByRole('button', { name: 'Send out' }));

    expect(await screen.findByText(`Order ${order.orderId} status updated to out for delivery`)).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`).map((c) => c.body)).toEqual([{ deliveryStatus: 'shipped', trackingNumber: 'AWB123' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await rowOf(order.orderId)).getByTestId('delivery-status')).toHaveTextContent('out for delivery');
  });

  it('Send out of an order not marked ready asks why, as the rider is asked, and sends the reason', async () => {
    const user = userEvent.setup();
    let order = makeOrder({ orderStatus: 'processing', preparedAt: null });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`PUT /api/admin/orders/${order._id}/delivery`]: () => {
        order = { ...order, orderStatus: 'shipped', deliveryStatus: 'out_for_delivery' };
        return { body: { order, history: [] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Send out order ${order.orderId}` }));
    const dialog = screen.getByRole('dialog', { name: `Send order ${order.orderId} out for delivery` });
    expect(dialog).toHaveTextContent('Not marked ready: the florist has not photographed this order yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Send out' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Why is it leaving now/ }), 'Customer is collecting early');
    await user.click(within(dialog).getByRole('button', { name: 'Send out' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`).map((c) => c.body)).toEqual([
        { deliveryStatus: 'shipped', reason: 'Customer is collecting early' },
      ]),
    );
  });

  it('Delay tells the customer the reason and the new time, refusing a time gone by', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ orderStatus: 'processing' });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`POST /api/admin/orders/${order._id}/delay`]: () => ({ status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: `Delay order ${order.orderId}` }));
    const dialog = screen.getByRole('dialog', { name: `Announce a delay for order ${order.orderId}` });
    const when = within(dialog).getByLabelText(/Now expected/);
    await user.clear(when);
    await user.type(when, '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customer' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Heavy rain on the ring road');
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customer' }));
    expect(within(dialog).getByText('The new expected time must be later than now')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/orders/${order._id}/delay`)).toHaveLength(0);
    await user.clear(when);
    await user.type(when, '2099-11-23T18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customer' }));
    expect(await screen.findByText(`Order ${order.orderId}: the customer has been told of the delay`)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/orders/${order._id}/delay`).map((c) => c.body)).toEqual([
      { reason: 'Heavy rain on the ring road', expectedAt: '2099-11-23T13:00:00.000Z' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the status filter really filters: the chosen status goes to the server', async () => {
    const user = userEvent.setup();
    const shipped = makeOrder({ orderStatus: 'shipped', deliveryStatus: 'out_for_delivery' });
    const confirmed = makeOrder({ orderStatus: 'confirmed' });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': (r) => {
        const status = r.url.searchParams.get('status');
        const all = [shipped, confirmed];
        return { body: orderPage(status === 'all' ? all : all.filter((o) => o.orderStatus === status)) };
      },
    });
    await rowOf(confirmed.orderId);
    expect(api.callsTo('GET /api/admin/orders')[0]?.url.searchParams.get('status')).toBe('all');

    const filters = screen.getByRole('group', { name: 'Filter by order status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Pending', 'Confirmed', 'Being prepared', 'Out for delivery', 'Delivered', 'Cancelled']);
    await user.click(within(filters).getByRole('button', { name: 'Out for delivery' }));
    expect(within(filters).getByRole('button', { name: 'Out for delivery' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.callsTo('GET /api/admin/orders').at(-1)?.url.searchParams.get('status')).toBe('shipped'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: new RegExp(confirmed.orderId) })).toBeNull());
    expect(screen.getByRole('rowheader', { name: new RegExp(shipped.orderId) })).toBeInTheDocument();
  });

  it('searches after the typing pauses and sends the date range', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('orders', { 'GET /api/admin/orders': () => ({ body: orderPage([makeOrder()]) }) });
    await screen.findAllByTestId('order-row');
    await user.type(screen.getByRole('searchbox', { name: /Search orders/ }), 'asha@');
    await waitFor(() => expect(api.callsTo('GET /api/admin/orders').at(-1)?.url.searchParams.get('search')).toBe('asha@'));
    expect(api.callsTo('GET /api/admin/orders').filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);

    await user.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await user.type(screen.getByLabelText('Placed to'), '2026-11-20');
    await waitFor(() => {
      const last = api.callsTo('GET /api/admin/orders').at(-1)!.url.searchParams;
      expect([last.get('from'), last.get('to'), last.get('search')]).toEqual(['2026-11-01', '2026-11-20', 'asha@']);
    });
  });

  it('cancels a confirmed order with a reason', async () => {
    const user = userEvent.setup();
    let order = makeOrder({ orderStatus: 'confirmed' });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`POST /api/admin/orders/${order._id}/cancel`]: (r) => {
        order = { ...order, orderStatus: 'cancelled', paymentStatus: 'refund_pending', cancelReason: (r.body as { reason: string }).reason };
        return { body: { order, history: [] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Cancel order ${order.orderId}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Cancel order ${order.orderId}?` });
    expect(dialog).toHaveTextContent('refunded in full through the payment gateway');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/orders/${order._id}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Lilies unavailable today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(`Order ${order.orderId} status updated to cancelled`)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/orders/${order._id}/cancel`).map((c) => c.body)).toEqual([{ reason: 'Lilies unavailable today' }]);
    expect(buttonsOf(await rowOf(order.orderId))).toEqual([]);
  });

  it('refunds part of a paid order with a reason, once, and shows the refund', async () => {
    const user = userEvent.setup();
    let order = makeOrder({ orderStatus: 'delivered', deliveryStatus: 'delivered', refundableAmount: 2597 });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`POST /api/admin/orders/${order._id}/refunds`]: (r) => {
        const { amount, reason } = r.body as { amount: number; reason: string };
        order = {
          ...order,
          paymentStatus: 'refund_pending',
          refundableAmount: 2597 - amount,
          refunds: [
            { _id: 'ff0000000000000000000001', amount, reason, status: 'pending', failureReason: null, createdAt: '2026-11-22T06:00:00.000Z', settledAt: null },
          ],
        };
        return { body: { order, history: [] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Refund order ${order.orderId}` }));
    const dialog = screen.getByRole('dialog', { name: `Refund order ${order.orderId}` });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('2597');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('At most ₹2,597 is left to refund')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/orders/${order._id}/refunds`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1298.50');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Half the roses wilted');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(`Refund of ₹1,298.50 started for order ${order.orderId}`)).toBeInTheDocument();
    const [call] = api.callsTo(`POST /api/admin/orders/${order._id}/refunds`);
    expect(call!.body).toEqual({ amount: 1298.5, reason: 'Half the roses wilted', idempotencyKey: expect.stringMatching(/^refund-[0-9a-f]{32}$/) });
  });

  it('shows the cash to collect on a cash-on-delivery order and records it collected or refused at the door', async () => {
    const user = userEvent.setup();
    let order = makeOrder({
      orderStatus: 'shipped',
      deliveryStatus: 'out_for_delivery',
      paymentStatus: 'cod_pending',
      paymentMethod: 'cod',
      razorpayPaymentId: null,
    });
    const other = makeOrder({
      orderStatus: 'shipped',
      deliveryStatus: 'out_for_delivery',
      paymentStatus: 'cod_pending',
      paymentMethod: 'cod',
      razorpayPaymentId: null,
    });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order, other]) }),
      [`POST /api/admin/orders/${order._id}/cash`]: () => {
        order = { ...order, orderStatus: 'delivered', deliveryStatus: 'delivered', paymentStatus: 'paid' };
        return { body: { order, history: [] } };
      },
      [`POST /api/admin/orders/${other._id}/cash`]: () => ({
        body: { order: { ...other, orderStatus: 'cancelled', deliveryStatus: 'failed', paymentStatus: 'failed' }, history: [] },
      }),
    });
    const row = await rowOf(order.orderId);
    expect(within(row).getByTestId('cash-to-collect')).toHaveTextContent('Collect ₹2,597 in cash');
    await user.click(within(row).getByRole('button', { name: `Cash collected order ${order.orderId}` }));
    expect(await screen.findByText(`Cash collected for order ${order.orderId}`)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/orders/${order._id}/cash`).map((c) => c.body)).toEqual([{ outcome: 'collected', note: '' }]);

    await user.click(within(await rowOf(other.orderId)).getByRole('button', { name: `Refused order ${other.orderId}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Cash refused for order ${other.orderId}?` });
    await user.type(within(dialog).getByRole('textbox', { name: /What happened/ }), 'Nobody at home');
    await user.click(within(dialog).getByRole('button', { name: 'Record refusal' }));
    expect(await screen.findByText(`Order ${other.orderId}: cash refused, delivery failed`)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/orders/${other._id}/cash`).map((c) => c.body)).toEqual([{ outcome: 'refused', note: 'Nobody at home' }]);
  });

  it('edit mode sends only what changed: a delivery status, tracking number and a note', async () => {
    const user = userEvent.setup();
    let order = makeOrder({ orderStatus: 'shipped', deliveryStatus: 'picked_up', trackingNumber: 'OLD1' });
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`PUT /api/admin/orders/${order._id}/delivery`]: () => {
        order = { ...order, deliveryStatus: 'in_transit', trackingNumber: 'NEW2' };
        return { body: { order, history: [] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Edit order ${order.orderId}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit delivery of order ${order.orderId}` });
    const select = within(dialog).getByRole('combobox', { name: 'Delivery status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Keep: picked up', 'in transit', 'out for delivery', 'failed']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Change the status');
    expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`)).toHaveLength(0);

    await user.selectOptions(select, 'in transit');
    const tracking = within(dialog).getByRole('textbox', { name: 'Tracking number' });
    await user.clear(tracking);
    await user.type(tracking, 'NEW2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Rider Ravi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Order ${order.orderId} status updated to in transit`)).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/orders/${order._id}/delivery`).map((c) => c.body)).toEqual([
      { deliveryStatus: 'in_transit', trackingNumber: 'NEW2', notes: 'Rider Ravi' },
    ]);
  });

  it('Details shows items, payment, recipient and card, and the history with who and when', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ orderStatus: 'processing', anonymousSender: true });
    const history: AdminOrderAnswer['history'] = [
      {
        at: '2026-11-22T04:31:00.000Z',
        fromStatus: 'pending',
        toStatus: 'confirmed',
        fromDeliveryStatus: 'pending',
        toDeliveryStatus: 'pending',
        actor: 'Payment gateway',
        note: null,
      },
      {
        at: '2026-11-22T05:00:00.000Z',
        fromStatus: 'confirmed',
        toStatus: 'processing',
        fromDeliveryStatus: 'pending',
        toDeliveryStatus: 'pending',
        actor: 'Meera Admin (admin)',
        note: 'Roses in hand',
      },
    ];
    renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`GET /api/admin/orders/${order._id}`]: () => ({ body: { order, history } }),
    });
    // The order number opens the details.
    await user.click(await screen.findByRole('button', { name: `${order.orderId} details` }));
    const dialog = screen.getByRole('dialog', { name: `Order ${order.orderId}` });
    expect(dialog).toHaveTextContent('Red Rose Bouquet');
    expect(dialog).toHaveTextContent('pay_sim_456');
    expect(dialog).toHaveTextContent('order_sim_123');
    expect(dialog).toHaveTextContent('Kavya Iyer');
    expect(dialog).toHaveTextContent('Happy birthday, Kavya!');
    expect(dialog).toHaveTextContent('Anonymous: do not name the sender');
    expect(dialog).toHaveTextContent('12 MG Road');
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toHaveTextContent('confirmed → being prepared');
    expect(entries[1]).toHaveTextContent('by Meera Admin (admin)');
    expect(entries[1]).toHaveTextContent('“Roses in hand”');
  });

  it('Details names the company and its GSTIN on an order placed for one, and nothing of the kind otherwise', async () => {
    const user = userEvent.setup();
    const b2b = makeOrder({ company: { legalName: 'Kaveri Textiles Private Limited', gstin: '33AAACK1234M1ZS' } });
    renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([b2b]) }),
      [`GET /api/admin/orders/${b2b._id}`]: () => ({ body: { order: b2b, history: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: `${b2b.orderId} details` }));
    const dialog = screen.getByRole('dialog', { name: `Order ${b2b.orderId}` });
    expect(within(dialog).getByText('Kaveri Textiles Private Limited')).toBeInTheDocument();
    expect(within(dialog).getByText('33AAACK1234M1ZS')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('B2B tax invoice');
  });

  it("Details shows the customer's reference photo beside its item, linked to the full image", async () => {
    const user = userEvent.setup();
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
          product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Jasmine Garland', images: [] },
          name: 'Jasmine Garland',
          image: '',
          quantity: 1,
          price: 299,
          referencePhoto: null,
          isAddon: false,
        },
      ],
    });
    renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: orderPage([order]) }),
      [`GET /api/admin/orders/${order._id}`]: () => ({ body: { order, history: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: `${order.orderId} details` }));
    const dialog = screen.getByRole('dialog', { name: `Order ${order.orderId}` });
    const link = within(dialog).getByRole('link', { name: "Customer's reference photo for Red Rose Bouquet (opens full size)" });
    expect(link).toHaveAttribute('href', photo);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('img')).toHaveAttribute('src', photo.replace(/\.webp$/, '-400.webp'));
    expect(within(dialog).getAllByRole('link', { name: /reference photo/ })).toHaveLength(1);
  });

  it('refetches when the admin socket reports any order update', async () => {
    let order: Order = makeOrder({ orderStatus: 'confirmed' });
    const { api } = renderAdminTab('orders', { 'GET /api/admin/orders': () => ({ body: orderPage([order]) }) });
    await rowOf(order.orderId);
    order = { ...order, orderStatus: 'processing' };
    pushOrderUpdate({ orderId: order._id, orderStatus: 'processing', deliveryStatus: 'pending', trackingNumber: null, updatedAt: '2026-11-22T05:00:00.000Z' });
    await waitFor(() =>
      expect(within(screen.getByRole('rowheader', { name: new RegExp(order.orderId) }).closest('tr')!).getByTestId('order-status')).toHaveTextContent(
        'being prepared',
      ),
    );
    expect(api.callsTo('GET /api/admin/orders')).toHaveLength(2);
  });

  it("shows 'No orders found', and the failure with Retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdminTab('orders', {
      'GET /api/admin/orders': () => (fail ? { status: 500, body: { message: 'Database unavailable', errors: [] } } : { body: orderPage([]) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch orders');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });
});
