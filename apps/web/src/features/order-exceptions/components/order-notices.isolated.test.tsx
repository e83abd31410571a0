// The shop's news on an order in My Orders: a substitution with its photo and a delay with its new
// time, marked seen with the server's answer; nothing for an order without news; a list that could
// not be read said quietly; the same in Hindi.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerNotice } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { hindiTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-app';
import { OrderNotices } from './order-notices';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

const ORDER = 'dd0000000000000000000001';
const notice = (overrides: Partial<CustomerNotice> = {}): CustomerNotice => ({
  _id: 'ff0000000000000000000001',
  kind: 'substitution',
  orderId: ORDER,
  orderNumber: 'PW261123-7K3QA',
  customOrderId: null,
  reason: 'No white roses came in this morning',
  at: '2026-11-23T06:00:00.000Z',
  replaced: 'White roses',
  replacement: 'White carnations',
  photo: '/uploads/substitutions/dd0000000000000000000001/swap.webp',
  expectedAt: null,
  productId: null,
  seen: false,
  ...overrides,
});
const delay = notice({
  _id: 'ff0000000000000000000002',
  kind: 'delay',
  reason: 'Heavy rain on the ring road',
  replaced: null,
  replacement: null,
  photo: null,
  expectedAt: '2026-11-23T13:00:00.000Z',
});

function renderNotices(routes: FakeRoutes, orderId = ORDER, i18n?: Parameters<typeof renderRoutes>[2]) {
  storeSession(CUSTOMER);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes });
  const view = renderRoutes([{ path: '/orders', element: <OrderNotices orderId={orderId} /> }], '/orders', i18n);
  return { ...view, api };
}

describe('OrderNotices', () => {
  it('shows the substitution with its photo and the delay with its time, and marks one seen', async () => {
    const user = userEvent.setup();
    let seen = false;
    const { api } = renderNotices({
      'GET /api/account/notices': () => ({
        body: { notices: [notice({ seen }), delay, notice({ _id: 'ff0000000000000000000003', orderId: 'dd0000000000000000000009' })] },
      }),
      'POST /api/account/notices/ff0000000000000000000001/seen': () => {
        seen = true;
        return { status: 204 };
      },
    });
    const news = await screen.findByRole('region', { name: 'News about this order' });
    const items = within(news).getAllByRole('listitem');
    // Another order's news is not this card's.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Our florist made a change');
    expect(items[0]).toHaveTextContent('White roses was replaced by White carnations.');
    expect(items[0]).toHaveTextContent('Why: No white roses came in this morning');
    expect(within(items[0]!).getByRole('img', { name: 'Photo of the change to your flowers' })).toHaveAttribute(
      'src',
      '/uploads/substitutions/dd0000000000000000000001/swap-400.webp',
    );
    expect(items[1]).toHaveTextContent('Your order is running late');
    expect(items[1]).toHaveTextContent(/Now expected: 23 Nov(ember)? 2026/);

    await user.click(within(items[0]!).getByRole('button', { name: 'OK, noted' }));
    expect(await within(news).findByText('Seen')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/notices/ff0000000000000000000001/seen')).toHaveLength(1);
  });

  it('shows nothing for an order without news, and says so quietly when the news cannot be read', async () => {
    const { unmount, api } = renderNotices({ 'GET /api/account/notices': () => ({ body: { notices: [delay] } }) }, 'dd0000000000000000000009');
    await waitFor(() => expect(api.callsTo('GET /api/account/notices')).toHaveLength(1));
    // The answer (and the session's check) render inside act, so nothing updates after the test looked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    renderNotices({ 'GET /api/account/notices': () => ({ status: 500, body: { message: 'Database unavailable', errors: [] } }) });
    expect(await screen.findByText('The news about this order could not be loaded.')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    renderNotices({ 'GET /api/account/notices': () => ({ body: { notices: [notice(), delay] } }) }, ORDER, hindiTestI18n);
    expect(await screen.findByText('हमारे फूलवाले ने एक बदलाव किया है')).toBeInTheDocument();
    expect(screen.getByText('White roses की जगह White carnations लगाया गया है।')).toBeInTheDocument();
    expect(screen.getByText('आपके ऑर्डर में देर हो रही है')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ठीक है, देख लिया' })).toHaveLength(2);
  });
});
