// A design ready to buy in My Orders: nothing before the news, the notice arriving live (the
// server's 'customer-notice' makes the page read its notices again) with the link to buy it, marked
// seen; an order's news is not shown here; the same in Hindi.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerNotice } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { pushNotice } from '../../../test/fake-socket';
import { hindiTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-app';
import { DesignNotices } from './design-notices';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

const design: CustomerNotice = {
  _id: 'ff0000000000000000000011',
  kind: 'design_approved',
  orderId: null,
  orderNumber: null,
  customOrderId: 'cc0000000000000000000001',
  reason: 'Marigold Tuberose Garland · ₹899',
  at: '2026-11-23T06:00:00.000Z',
  replaced: null,
  replacement: null,
  photo: null,
  expectedAt: null,
  productId: 'aa0000000000000000000007',
  seen: false,
};
const delay: CustomerNotice = { ...design, _id: 'ff0000000000000000000012', kind: 'delay', orderId: 'dd0000000000000000000001', productId: null };

function renderDesigns(routes: FakeRoutes, i18n?: Parameters<typeof renderRoutes>[2]) {
  storeSession(CUSTOMER);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes });
  return { ...renderRoutes([{ path: '/orders', element: <DesignNotices /> }], '/orders', i18n), api };
}

describe('DesignNotices', () => {
  it('shows a design as soon as the server says it is for sale, with the link to buy it, and marks it seen', async () => {
    const user = userEvent.setup();
    let notices: CustomerNotice[] = [delay];
    const { api } = renderDesigns({
      'GET /api/account/notices': () => ({ body: { notices } }),
      'POST /api/account/notices/ff0000000000000000000011/seen': () => {
        notices = [{ ...design, seen: true }, delay];
        return { status: 204 };
      },
    });
    await waitFor(() => expect(api.callsTo('GET /api/account/notices')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // An order's news belongs on its card, not here.
    expect(screen.queryByRole('region')).toBeNull();

    notices = [design, delay];
    act(() => pushNotice());
    const news = await screen.findByRole('region', { name: 'News about your designs' });
    expect(api.callsTo('GET /api/account/notices')).toHaveLength(2);
    const item = within(news).getByRole('listitem');
    expect(item).toHaveTextContent('Your design is ready to buy');
    expect(item).toHaveTextContent('Marigold Tuberose Garland · ₹899');
    expect(within(item).getByRole('link', { name: 'View and buy' })).toHaveAttribute('href', '/product/aa0000000000000000000007');
    await user.click(within(item).getByRole('button', { name: 'OK, noted' }));
    expect(await within(news).findByText('Seen')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    renderDesigns({ 'GET /api/account/notices': () => ({ body: { notices: [design] } }) }, hindiTestI18n);
    expect(await screen.findByText('आपका डिज़ाइन खरीदने के लिए तैयार है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'देखें और खरीदें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ठीक है, देख लिया' })).toBeInTheDocument();
  });
});
