// The Dashboard tab: the six counters and the recent orders from the server's answer, the
// 30-day figures in words and a table for screen readers, the failure toast with Retry, and the
// read-only outbox and the text messages beside it.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer, PhoneOutboxAnswer } from '@phoolwari/contracts';
import { renderAdminTab } from '../../admin/test-utils';
import type { OutboxAnswer } from '../api/get-outbox';
import { pushOrderUpdate } from '../../../test/fake-socket';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: recharts measures its box through ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

// 30 days ending 22 Nov 2026, with paid orders on two of them.
const daily = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
  revenue: i === 29 ? 2597 : i === 10 ? 1200 : 0,
  orders: i === 29 || i === 10 ? 1 : 0,
}));

const DASHBOARD: DashboardAnswer = {
  totals: { users: 1234, products: 48, orders: 310, categories: 7, revenue: 452399.5, refunded: 1299, cashToCollect: 2648 },
  recentOrders: [
    {
      _id: 'dd0000000000000000000001',
      orderId: 'PW261122-AAAA1',
      customer: 'Asha Rao',
      amount: 2597,
      status: 'confirmed',
      createdAt: '2026-11-22T04:30:00.000Z',
    },
    {
      _id: 'dd0000000000000000000002',
      orderId: 'PW261121-BBBB2',
      customer: 'Vikram Shah',
      amount: 899,
      status: 'delivered',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  daily,
  events: {
    openEnquiries: 3,
    quotesSent: 2,
    accepted: 5,
    bookedByMonth: [
      { month: '2026-11', value: 0 },
      { month: '2026-12', value: 129900 },
      { month: '2027-01', value: 0 },
      { month: '2027-02', value: 1299 },
      { month: '2027-03', value: 0 },
      { month: '2027-04', value: 0 },
    ],
  },
};

const OUTBOX: OutboxAnswer = {
  configured: false,
  messages: [
    {
      _id: 'ee0000000000000000000001',
      to: 'asha@example.com',
      subject: 'Order PW261122-AAAA1 confirmed',
      text: 'Dear Asha Rao,\n\nThank you!',
      status: 'stored',
      attempts: 0,
      lastError: null,
      createdAt: '2026-11-22T04:31:00.000Z',
      sentAt: null,
    },
  ],
};
const PHONE_OUTBOX: PhoneOutboxAnswer = {
  configured: false,
  messages: [
    {
      _id: 'ee0000000000000000000101',
      to: '+919876543210',
      channel: 'sms',
      text: 'Phoolwari: order PW261122-AAAA1 is out for delivery. Follow it: [private link: only the recipient gets it]',
      status: 'stored',
      attempts: 0,
      lastError: null,
      createdAt: '2026-11-22T09:31:00.000Z',
      sentAt: null,
    },
  ],
};

describe('Dashboard tab', () => {
  it('shows the six counters and the recent orders from the answer', async () => {
    renderAdminTab('dashboard', {
      'GET /api/admin/dashboard': () => ({ body: DASHBOARD }),
      'GET /api/admin/outbox': () => ({ body: OUTBOX }),
      'GET /api/admin/phone-outbox': () => ({ body: PHONE_OUTBOX }),
    });
    const counters = await screen.findAllByTestId('dashboard-counter');
    expect(counters.map((c) => [within(c).getByRole('term').textContent, within(c).getAllByRole('definition')[0]!.textContent])).toEqual([
      ['Total Users', '1,234'],
      ['Total Products', '48'],
      ['Total Orders', '310'],
      ['Categories', '7'],
      ['Revenue', '₹4,52,399.50'],
      ['Cash to collect', '₹2,648'],
    ]);
    // Revenue is net of refunds, and says so.
    expect(counters[4]).toHaveTextContent('after ₹1,299 refunded');

    const recent = screen.getAllByTestId('recent-order');
    expect(recent).toHaveLength(2);
    expect(recent[0]).toHaveTextContent('PW261122-AAAA1');
    expect(recent[0]).toHaveTextContent('Asha Rao');
    expect(recent[0]).toHaveTextContent('₹2,597');
    expect(within(recent[0]!).getByTestId('order-status')).toHaveTextContent('confirmed');
    expect(within(recent[1]!).getByTestId('order-status')).toHaveTextContent('delivered');

    // The chart's figures in words, and day by day in a table for screen readers.
    expect(screen.getByText(/₹3,797 from 2 paid orders in the last 30 days; best day/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Paid revenue and orders per day/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);

    // Weddings and events: the counts, and the value booked by the event's month in rupees.
    const events = screen.getByRole('region', { name: 'Weddings and events' });
    expect(
      within(events)
        .getAllByTestId('events-counter')
        .map((c) => c.textContent),
    ).toEqual(['Open enquiries3not called yet', 'Quotes sent2waiting for an answer', 'Accepted5events booked ahead']);
    expect(
      within(events)
        .getAllByTestId('booked-month')
        .map((r) => r.textContent),
    ).toEqual(['Nov 2026₹0', 'Dec 2026₹1,29,900', 'Jan 2027₹0', 'Feb 2027₹1,299', 'Mar 2027₹0', 'Apr 2027₹0']);

    // The read-only outbox says the mails are stored because no SMTP is set.
    const outbox = screen.getByRole('region', { name: 'Outbox' });
    expect(await within(outbox).findByText('Order PW261122-AAAA1 confirmed')).toBeInTheDocument();
    expect(outbox).toHaveTextContent('To asha@example.com');
    expect(outbox).toHaveTextContent('stored');
    expect(outbox).toHaveTextContent('No mail server is set up');
    expect(within(outbox).queryByRole('button')).toBeNull();

    // Beside it, the messages to phones, their tracking links hidden.
    const texts = screen.getByRole('region', { name: 'Text messages' });
    expect(await within(texts).findByText(/order PW261122-AAAA1 is out for delivery/)).toHaveTextContent('[private link: only the recipient gets it]');
    expect(texts).toHaveTextContent('To +919876543210 by SMS');
    expect(texts).toHaveTextContent('No SMS provider is set up');
  });

  it("toasts 'Failed to fetch dashboard data' and offers Retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdminTab('dashboard', {
      'GET /api/admin/dashboard': () => (fail ? { status: 403, body: { message: 'Admins only', errors: [] } } : { body: DASHBOARD }),
      'GET /api/admin/outbox': () => ({ body: { configured: true, messages: [] } }),
      'GET /api/admin/phone-outbox': () => ({ body: { configured: false, messages: [] } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch dashboard data');
    expect(alert).toHaveTextContent('Admins only');
    // The toast stack shows the same words once.
    expect(screen.getAllByText('Failed to fetch dashboard data')).toHaveLength(2);
    expect(screen.queryAllByTestId('dashboard-counter')).toHaveLength(0);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('dashboard-counter')).toHaveLength(6);
    expect(screen.getByText('No e-mails yet')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then refreshes when an order changes', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { api } = renderAdminTab('dashboard', {
      'GET /api/admin/dashboard': async () => {
        await gate;
        return { body: DASHBOARD };
      },
      'GET /api/admin/outbox': () => ({ body: OUTBOX }),
      'GET /api/admin/phone-outbox': () => ({ body: PHONE_OUTBOX }),
    });
    expect(await screen.findByText('Loading the dashboard…')).toBeInTheDocument();
    expect(screen.getAllByTestId('counter-skeleton')).toHaveLength(6);
    release();
    await screen.findAllByTestId('dashboard-counter');

    pushOrderUpdate({
      orderId: 'dd0000000000000000000001',
      orderStatus: 'processing',
      deliveryStatus: 'pending',
      trackingNumber: null,
      updatedAt: '2026-11-22T05:00:00.000Z',
    });
    await waitFor(() => expect(api.callsTo('GET /api/admin/dashboard')).toHaveLength(2));
  });
});
