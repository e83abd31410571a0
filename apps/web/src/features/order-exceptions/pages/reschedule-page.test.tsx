// The customer's answer to a failed delivery: the rider's reason, a day's slots (full ones shown but
// not offered), a slot chosen and saved, the server's refusal of a slot that filled meanwhile shown
// with nothing changed, the cancellation with its refund, the sign-in prompt, the error state, and
// the same page in Hindi.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RescheduleOptions } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { hindiTestI18n } from '../../../test/i18n';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { ReschedulePage } from './reschedule-page';

const ORDER = 'dddddddddddddddddddddd01';
const SLOT = (id: string, name: string, start: string, end: string, extra: object = {}) => ({
  _id: id,
  name,
  kind: 'timed' as const,
  startTime: start,
  endTime: end,
  fee: 0,
  capacity: 10,
  isActive: true,
  sortOrder: 1,
  available: true,
  remaining: 5,
  ...extra,
});

function options(overrides: Partial<RescheduleOptions> = {}): RescheduleOptions {
  return {
    orderId: ORDER,
    orderNumber: 'PW261123-7K3QA',
    failureReason: 'Gate locked, nobody answered',
    deliveryDate: '2026-11-23',
    slotName: 'Evening',
    slotNameHi: 'शाम',
    date: '2026-11-24',
    firstDate: '2026-11-23',
    lastDate: '2026-11-30',
    slots: [
      SLOT('eeeeeeeeeeeeeeeeeeeeee01', 'Morning', '09:00', '12:00', { available: false, remaining: 0, reason: 'full' }),
      SLOT('eeeeeeeeeeeeeeeeeeeeee02', 'Evening', '16:00', '20:00'),
    ],
    refundOnCancel: 1299,
    ...overrides,
  } as RescheduleOptions;
}

function renderPage(routes: FakeRoutes, i18n?: Parameters<typeof renderRoutes>[2]) {
  storeSession(CUSTOMER);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes });
  const view = renderRoutes(
    [
      { path: '/orders/:id/reschedule', element: <ReschedulePage /> },
      { path: '/orders', element: <LocationProbe name="My Orders" /> },
    ],
    `/orders/${ORDER}/reschedule`,
    i18n,
  );
  return { ...view, api };
}

describe('ReschedulePage', () => {
  it('shows the reason and the day’s slots, refuses a slot that filled meanwhile, then saves another', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { api } = renderPage({
      [`GET /api/orders/${ORDER}/reschedule`]: () => ({ body: { reschedule: options() } }),
      [`POST /api/orders/${ORDER}/reschedule`]: () =>
        refuse
          ? { status: 409, body: { message: 'The Evening slot on 24 November 2026 is full. Please choose another.', code: 'SLOT_FULL', errors: [] } }
          : { status: 204 },
    });
    expect(await screen.findByText('Gate locked, nobody answered')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'We could not deliver order PW261123-7K3QA' })).toBeInTheDocument();
    const morning = screen.getByRole('radio', { name: /Morning/ });
    expect(morning).toBeDisabled();
    expect(morning.closest('label')).toHaveTextContent('Full');

    // Nothing is sent without a slot.
    await user.click(screen.getByRole('button', { name: 'Deliver in this slot' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a delivery slot');
    expect(api.callsTo(`POST /api/orders/${ORDER}/reschedule`)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Evening/ }));
    await user.click(screen.getByRole('button', { name: 'Deliver in this slot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is full. Please choose another.');
    expect(api.callsTo(`POST /api/orders/${ORDER}/reschedule`)[0]?.body).toEqual({ date: '2026-11-24', slotId: 'eeeeeeeeeeeeeeeeeeeeee02' });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Deliver in this slot' }));
    expect(await screen.findByRole('heading', { name: `My Orders at /orders` })).toBeInTheDocument();
    expect(await screen.findByText('Order PW261123-7K3QA will be delivered on the new slot')).toBeInTheDocument();
  });

  it('asks for another day’s slots and says when none can be booked', async () => {
    const { api } = renderPage({
      [`GET /api/orders/${ORDER}/reschedule`]: (r) => {
        const date = r.url.searchParams.get('date');
        return {
          body: { reschedule: date ? options({ date, slots: options().slots.map((s) => ({ ...s, available: false, reason: 'full' as const })) }) : options() },
        };
      },
    });
    const day = await screen.findByLabelText('Day');
    expect(day).toHaveAttribute('min', '2026-11-23');
    expect(day).toHaveAttribute('max', '2026-11-30');
    // A date input is set as a whole, as the browser's picker sets it.
    fireEvent.change(day, { target: { value: '2026-11-26' } });
    expect(await screen.findByText('No slot can be booked on this day. Please choose another day.')).toBeInTheDocument();
    expect(api.callsTo(`GET /api/orders/${ORDER}/reschedule`).some((c) => c.url.searchParams.get('date') === '2026-11-26')).toBe(true);
  });

  it('cancels with the refund named before it is asked for', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({
      [`GET /api/orders/${ORDER}/reschedule`]: () => ({ body: { reschedule: options() } }),
      [`POST /api/orders/${ORDER}/cancel-after-failure`]: () => ({ status: 204 }),
    });
    expect(await screen.findByText('We cancel it and refund ₹1,299 in full to the account you paid from.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order PW261123-7K3QA?' });
    expect(dialog).toHaveTextContent('The refund of ₹1,299 starts at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('heading', { name: 'My Orders at /orders' })).toBeInTheDocument();
    expect(api.callsTo(`POST /api/orders/${ORDER}/cancel-after-failure`)).toHaveLength(1);
  });

  it('says so when the delivery has not failed, and offers Retry on other errors', async () => {
    const user = userEvent.setup();
    let notFailed = false;
    renderPage({
      [`GET /api/orders/${ORDER}/reschedule`]: () =>
        notFailed
          ? { status: 409, body: { message: 'Not failed', code: 'DELIVERY_NOT_FAILED', errors: [] } }
          : { status: 500, body: { message: 'Database unavailable', errors: [] } },
    });
    expect(await screen.findByText('The slots could not be loaded')).toBeInTheDocument();
    notFailed = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing to choose: this order’s delivery has not failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('speaks Hindi', async () => {
    renderPage({ [`GET /api/orders/${ORDER}/reschedule`]: () => ({ body: { reschedule: options() } }) }, hindiTestI18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'डिलीवरी का दूसरा स्लॉट चुनें' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'इसी स्लॉट में पहुँचाएँ' })).toBeInTheDocument();
    expect(screen.queryByText(/Deliver in this slot|Or cancel the order/)).toBeNull();
    // The failed slot by its Hindi name, not the English one the order keeps.
    const attempted = screen.getByText(/^डिलीवरी की कोशिश:/);
    expect(attempted).toHaveTextContent('शाम');
    expect(attempted).not.toHaveTextContent('Evening');
  });
});
