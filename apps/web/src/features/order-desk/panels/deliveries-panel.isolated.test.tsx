// The day's deliveries (Orders tab, second view): today in India asked first, slots in time
// order with their orders as job sheets, another date on request, and printing one sheet or all.
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveriesAnswer } from '@phoolwari/contracts';
import { renderAdminTab } from '../../admin/test-utils';
import { shopToday } from '../../../lib/shop-dates';
import { makeOrder } from '../test-utils';
import { makeEventJob } from '../../../test/event-job';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

configure({ asyncUtilTimeout: 4000 });

const morningSlot = { _id: 'eeeeeeeeeeeeeeeeeeeeee01', name: 'Morning', startTime: '09:00', endTime: '12:00' };
const eveningSlot = { _id: 'eeeeeeeeeeeeeeeeeeeeee02', name: 'Evening', startTime: '17:00', endTime: '20:00' };
const roses = makeOrder({ slot: morningSlot, recipient: { name: 'Kavya Iyer', phone: '9812345678' } });
const jasmine = makeOrder({
  slot: eveningSlot,
  orderStatus: 'processing',
  recipient: { name: 'Ravi Kumar', phone: '9900011122' },
  items: [
    {
      product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Jasmine Garland', images: [] },
      name: 'Jasmine Garland',
      image: '',
      quantity: 3,
      price: 299,
      referencePhoto: null,
      isAddon: false,
    },
  ],
  giftMessage: '',
  anonymousSender: true,
});
const marigold = makeOrder({ slot: morningSlot, recipient: { name: 'Meena Das', phone: '9811100000' } });

function day(date: string): DeliveriesAnswer {
  // Slots out of time order on purpose: the screen puts the morning first.
  return {
    date,
    slots: [
      { slot: eveningSlot, orders: [jasmine] },
      { slot: morningSlot, orders: [roses, marigold] },
    ],
    events: [],
  };
}

describe("Today's deliveries", () => {
  it("asks for today in India and groups the day's orders by slot in time order", async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('orders', {
      'GET /api/admin/orders': () => ({ body: { orders: [], total: 0, page: 1, totalPages: 0 } }),
      'GET /api/admin/deliveries': (r) => ({ body: day(r.url.searchParams.get('date') ?? '') }),
    });
    await user.click(await screen.findByRole('button', { name: "Today's deliveries" }));

    const slots = await screen.findAllByTestId('delivery-slot');
    expect(api.callsTo('GET /api/admin/deliveries')[0]?.url.searchParams.get('date')).toBe(shopToday());
    expect(slots.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Morning, 9:00 am – 12:00 pm · 2 orders',
      'Evening, 5:00 pm – 8:00 pm · 1 order',
    ]);
    expect(
      within(slots[0]!)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([`Job sheet for order ${roses.orderId}`, `Job sheet for order ${marigold.orderId}`]);

    const sheet = within(slots[1]!).getByRole('article', { name: `Job sheet for order ${jasmine.orderId}` });
    expect(sheet).toHaveTextContent('3 × Jasmine Garland');
    expect(sheet).toHaveTextContent('Ravi Kumar');
    expect(within(sheet).getByRole('link', { name: '9900011122' })).toHaveAttribute('href', 'tel:9900011122');
    expect(sheet).toHaveTextContent('12 MG Road');
    expect(sheet).toHaveTextContent('No message');
    expect(sheet).toHaveTextContent('Anonymous: do not name the sender');
    expect(within(sheet).getByRole('button', { name: `Send out order ${jasmine.orderId}` })).toBeInTheDocument();
    expect(screen.getByText(/3 deliveries on .* \(today\)/)).toBeInTheDocument();
  });

  it("puts the day's booked events beside the orders as job sheets of their own, printed with the rest", async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const job = makeEventJob();
    renderAdminTab('orders&view=deliveries', {
      'GET /api/admin/deliveries': (r) => ({ body: { ...day(r.url.searchParams.get('date') ?? ''), events: [job] } }),
    });
    const events = await screen.findByTestId('delivery-events');
    const sheet = within(events).getByRole('article', { name: `Job sheet for event ${job.enquiryReference}` });
    expect(sheet).toHaveTextContent('Wedding · Asha Rao');
    expect(sheet).toHaveTextContent('2 × Rose varmala');
    expect(sheet).toHaveTextContent('Marigold: 1.5 kg');
    expect(sheet).toHaveTextContent('Palace Grounds, Jayamahal Road, Bengaluru');
    expect(sheet).toHaveTextContent('Farah Florist (florist), Ravi Rider (rider)');
    expect(screen.getByText(/3 deliveries on .* · 1 event/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print all job sheets (4)' }));
    expect(print).toHaveBeenCalledTimes(1);
    const layer = screen.getByTestId('print-root');
    expect(
      within(layer)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([roses.orderId, marigold.orderId, jasmine.orderId, 'Wedding · Asha Rao']);
  });

  it('loads another date when one is picked', async () => {
    const { api } = renderAdminTab('orders&view=deliveries', {
      'GET /api/admin/deliveries': (r) => {
        const date = r.url.searchParams.get('date') ?? '';
        return { body: date === '2026-12-24' ? { date, slots: [] } : day(date) };
      },
    });
    await screen.findAllByTestId('delivery-slot');
    // A date input takes a whole date at once (as the browser's picker hands it over, with an
    // `input` event before its `change`).
    fireEvent.input(screen.getByLabelText('Delivery date'), { target: { value: '2026-12-24' } });
    expect(await screen.findByText('No deliveries on this day')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/deliveries').at(-1)?.url.searchParams.get('date')).toBe('2026-12-24');
  });

  it('prints one job sheet, or all of the day, in a print-only layer', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAdminTab('orders&view=deliveries', { 'GET /api/admin/deliveries': (r) => ({ body: day(r.url.searchParams.get('date') ?? '') }) });

    await user.click(await screen.findByRole('button', { name: `Print job sheet for order ${marigold.orderId}` }));
    expect(print).toHaveBeenCalledTimes(1);
    const layer = screen.getByTestId('print-root');
    expect(layer.parentElement).toBe(document.body);
    expect(document.body).toHaveClass('pw-printing');
    expect(
      within(layer)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([marigold.orderId]);
    expect(layer).toHaveTextContent('Meena Das');

    // The browser says printing is over: the layer goes.
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('print-root')).toBeNull();
    expect(document.body).not.toHaveClass('pw-printing');

    await user.click(screen.getByRole('button', { name: 'Print all job sheets (3)' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(
      within(screen.getByTestId('print-root'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([roses.orderId, marigold.orderId, jasmine.orderId]);
  });
});
