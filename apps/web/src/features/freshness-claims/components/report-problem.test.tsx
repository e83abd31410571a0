// The freshness promise under a delivered order in My Orders: the button while the window is open
// (a photo and a reason required, sent as multipart), the report and the desk's answer afterwards,
// and the closed window said plainly; in Hindi too.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FreshnessClaim, OrderClaimsAnswer } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { hindiTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-app';
import { ReportProblem } from './report-problem';

const ORDER = 'cccccccccccccccccccccc01';
const URL = `/api/orders/${ORDER}/freshness-claims`;

const claim = (overrides: Partial<FreshnessClaim> = {}): FreshnessClaim => ({
  _id: 'dddddddddddddddddddddd01',
  orderId: ORDER,
  orderNumber: 'PW-2611-00042',
  reason: 'wilted',
  details: 'Drooping by evening',
  photo: '/uploads/claims/u/photo.webp',
  status: 'open',
  createdAt: '2026-11-23T10:00:00.000Z',
  answer: null,
  ...overrides,
});
const answer = (overrides: Partial<OrderClaimsAnswer>): OrderClaimsAnswer => ({
  claims: [],
  reportableUntil: '2026-11-24T12:30:00.000Z',
  window: 'open',
  hours: 24,
  ...overrides,
});

function renderReport(routes: Parameters<typeof fakeApi>[0], i18n?: typeof hindiTestI18n) {
  storeSession(CUSTOMER);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes });
  renderRoutes([{ path: '/orders', element: <ReportProblem orderId={ORDER} orderNumber="PW-2611-00042" /> }], '/orders', i18n);
  return api;
}

describe('ReportProblem', () => {
  it('asks for a reason and a photo, then sends them as multipart and shows the report', async () => {
    const user = userEvent.setup();
    let state = answer({});
    const xhr = fakeXhr();
    renderReport({
      [`GET ${URL}`]: () => ({ body: state }),
      [`POST ${URL}`]: () => {
        state = answer({ window: 'pending', claims: [claim()] });
        return { status: 201, body: { claim: claim() } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report a problem with order PW-2611-00042' }));
    const dialog = await screen.findByRole('form', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose what went wrong')).toBeInTheDocument();
    expect(within(dialog).getByText('Add a photo of the flowers')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Wilted or not fresh' }));
    await user.type(within(dialog).getByLabelText('Details'), 'Drooping by evening');
    await user.upload(within(dialog).getByLabelText('Photo of the flowers'), new File([new Uint8Array([1, 2, 3])], 'roses.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You reported: Wilted or not fresh')).toBeInTheDocument();
    expect(xhr.sent).toMatchObject([{ url: URL, fields: ['photo'] }]);
    expect(screen.getByText('Our team will answer soon, by message and here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('says the window has closed, with no button', async () => {
    renderReport({ [`GET ${URL}`]: () => ({ body: answer({ window: 'closed' }) }) });
    expect(await screen.findByText('The 24 hours to report a problem with this order have passed. Please call us if something is wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('shows the desk’s replacement in Hindi', async () => {
    const answered = claim({
      status: 'answered',
      answer: {
        kind: 'replacement',
        message: 'कल सुबह ताज़े गुलाब',
        refundAmount: null,
        replacement: { _id: 'cccccccccccccccccccccc02', orderNumber: 'PW-R42', deliveryDate: '2026-11-24', slotName: 'Morning' },
        answeredAt: '2026-11-23T11:00:00.000Z',
      },
    });
    renderReport({ [`GET ${URL}`]: () => ({ body: answer({ window: 'closed', claims: [answered] }) }) }, hindiTestI18n);
    expect(await screen.findByText(/बदले के ताज़े फूल मुफ़्त आ रहे हैं: ऑर्डर/)).toHaveTextContent('PW-R42');
    expect(screen.getByText('कल सुबह ताज़े गुलाब')).toBeInTheDocument();
    expect(screen.getByText('आपने बताया: मुरझाए या ताज़े नहीं')).toBeInTheDocument();
  });

  it('says when the reports could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderReport({ [`GET ${URL}`]: () => (fail ? { status: 500, body: { message: 'Down', errors: [] } } : { body: answer({}) }) });
    await screen.findByText('Reports could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Report a problem/ })).toBeInTheDocument();
  });
});
