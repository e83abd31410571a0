// My subscriptions' days off: a pause shown as one run, "Undo" where the server says the day can
// still be given back (its order not made: 14:00 the day before), the request it sends, the server's
// refusal said plainly, and the same in Hindi.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { hindiTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-app';
import { MySubscriptions } from './my-subscriptions';

const ID = 'ee0000000000000000000001';
// Far ahead, so "still to come" whatever day the test runs.
const delivery = (date: string) => ({ date, orderId: null, orderNumber: null });
const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  _id: ID,
  reference: 'SB990301-AB2C',
  planId: 'ee0000000000000000000009',
  planName: 'Daily pooja flowers',
  hi: { planName: 'रोज़ के पूजा के फूल' },
  state: 'active',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  slot: { name: 'Morning', hiName: 'सुबह', startTime: '07:00', endTime: '10:00' },
  startDate: '2099-03-09',
  weeks: 1,
  deliveries: 3,
  placed: 1,
  pricePerDelivery: 99,
  total: 297,
  schedule: [delivery('2099-03-09'), delivery('2099-03-11'), delivery('2099-03-14')],
  endDate: '2099-03-14',
  daysOff: ['2099-03-10', '2099-03-12', '2099-03-13'],
  daysOffUndoable: ['2099-03-10', '2099-03-13'],
  shippingAddress: { name: 'Asha Rao', phone: '9876543210', street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'India' },
  recipient: { name: 'Asha Rao', phone: '9876543210' },
  paymentOrderId: 'dd0000000000000000000001',
  paymentOrderNumber: 'PW990301-7K3QA',
  cancelledAt: null,
  refund: null,
  refundIfCancelled: 198,
  ...overrides,
});

function renderMine(routes: FakeRoutes, i18n?: Parameters<typeof renderRoutes>[2]) {
  storeSession(CUSTOMER);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes });
  return { ...renderRoutes([{ path: '/subscriptions', element: <MySubscriptions /> }], '/subscriptions', i18n), api };
}

describe('MySubscriptions: days off', () => {
  it('offers "Undo" only where the day can still be given back, and sends the run’s open days', async () => {
    const user = userEvent.setup();
    let current = subscription();
    const { api } = renderMine({
      'GET /api/subscriptions': () => ({ body: { subscriptions: [current] } }),
      [`POST /api/subscriptions/${ID}/days-off/undo`]: () => {
        current = subscription({ daysOff: ['2099-03-12'], daysOffUndoable: [], endDate: '2099-03-13' });
        return { body: { subscription: current } };
      },
    });
    const daysOff = await screen.findByRole('region', { name: 'Days off' });
    const runs = within(daysOff).getAllByRole('listitem');
    // 10 March alone (a delivery on the 11th between), then 12–13 March as one pause.
    expect(runs).toHaveLength(2);
    expect(runs[0]).toHaveTextContent('Tue 10 Mar 2099');
    expect(runs[1]).toHaveTextContent('Thu 12 Mar 2099 to Fri 13 Mar 2099');
    expect(within(daysOff).getAllByRole('button', { name: /^Undo the day off/ })).toHaveLength(2);

    await user.click(within(runs[1]!).getByRole('button', { name: 'Undo the day off: Thu 12 Mar 2099 to Fri 13 Mar 2099' }));
    // The 12th is past its cut-off: only the 13th goes back.
    expect(api.callsTo(`POST /api/subscriptions/${ID}/days-off/undo`)[0]?.body).toEqual({ from: '2099-03-13', to: '2099-03-13' });
    expect(await screen.findByText('Deliveries back on. Your last delivery is now on Fri 13 Mar 2099.')).toBeInTheDocument();
    expect(await within(daysOff).findByText('Past 2 pm the day before: it can no longer be undone')).toBeInTheDocument();
    expect(within(daysOff).queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('says the server’s refusal when the cut-off passed meanwhile', async () => {
    const user = userEvent.setup();
    renderMine({
      'GET /api/subscriptions': () => ({ body: { subscriptions: [subscription({ daysOff: ['2099-03-10'], daysOffUndoable: ['2099-03-10'] })] } }),
      [`POST /api/subscriptions/${ID}/days-off/undo`]: () => ({
        status: 409,
        body: {
          message: 'The order of 10 March was made at 2 pm the day before: that day off can no longer be given back',
          code: 'DAY_OFF_CLOSED',
          errors: [],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Undo the day off: Tue 10 Mar 2099' }));
    expect(await screen.findByText(/that day off can no longer be given back/)).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    renderMine({ 'GET /api/subscriptions': () => ({ body: { subscriptions: [subscription()] } }) }, hindiTestI18n);
    const daysOff = await screen.findByRole('region', { name: 'छुट्टी के दिन' });
    expect(within(daysOff).getAllByRole('button', { name: /^छुट्टी वापस लें/ })).toHaveLength(2);
    expect(within(daysOff).getByText('छुट्टी एक दिन पहले दोपहर 2 बजे तक वापस ली जा सकती है।')).toBeInTheDocument();
  });
});
