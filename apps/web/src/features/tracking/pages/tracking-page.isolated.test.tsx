// The tracking page a link opens, without an account: loading, the order's progress with the
// florist's photo and the proof of delivery, a live update, the friendly page for a revoked link,
// and the error state with Retry.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TrackingView } from '@phoolwari/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';
import { TrackingPage } from './tracking-page';

// The socket is a stand-in the test drives: what the server's 'tracking-update' would deliver.
const live = vi.hoisted(() => ({ onView: null as ((view: unknown) => void) | null, token: '' }));
vi.mock('../lib/use-live-tracking', () => ({
  useLiveTracking: (token: string, opts: { enabled: boolean; onView: (view: unknown) => void }) => {
    live.token = token;
    live.onView = opts.enabled ? opts.onView : null;
  },
}));

const TOKEN = 'Q2hhbWVsaS1hbmQtbW9ncmEtZm9yLWFtbWEtMjAyNi0x';

function makeView(overrides: Partial<TrackingView> = {}): TrackingView {
  return {
    orderNumber: 'PW261123-7K3QA',
    orderStatus: 'processing',
    deliveryStatus: 'pending',
    history: [
      { orderStatus: 'pending', deliveryStatus: 'pending', at: '2026-11-23T04:30:00.000Z' },
      { orderStatus: 'confirmed', deliveryStatus: 'pending', at: '2026-11-23T04:31:00.000Z' },
      { orderStatus: 'processing', deliveryStatus: 'pending', at: '2026-11-23T05:00:00.000Z' },
    ],
    deliveryDate: '2026-11-23',
    slot: { name: 'Evening', startTime: '16:00', endTime: '20:00' },
    items: [{ name: 'Genda Phool Toran', quantity: 2 }],
    prepared: null,
    delivered: null,
    updatedAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

const renderTracking = () =>
  renderRoutes(
    [
      { path: '/track/:token', element: <TrackingPage /> },
      { path: '/', element: <p>Shop home</p> },
    ],
    `/track/${TOKEN}`,
  );

describe('TrackingPage', () => {
  it('shows the order’s progress, then follows it live to its delivery with the proof', async () => {
    let answer: TrackingView = makeView();
    const api = fakeApi({ [`GET /api/track/${TOKEN}`]: () => ({ body: { tracking: answer } }) });
    renderTracking();
    expect(screen.getByText('Loading the order’s progress…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Being prepared' })).toBeInTheDocument();
    expect(screen.getByText('PW261123-7K3QA')).toBeInTheDocument();
    expect(screen.getByText('2 × Genda Phool Toran')).toBeInTheDocument();
    expect(screen.getByText(/Evening \(4:00 pm – 8:00 pm\)/)).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Order placed (done)',
      'Confirmed (done)',
      'Being prepared (done)',
      'Ready (next)',
      'Out for delivery (to come)',
      'Delivered (to come)',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(live.token).toBe(TOKEN);

    // The florist's photo arrives live.
    act(() => live.onView?.(makeView({ prepared: { photo: '/uploads/prepared.webp', at: '2026-11-23T08:00:00.000Z' } })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ready' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The finished flowers, photographed by the florist' })).toHaveAttribute('src', '/uploads/prepared.webp');

    // Delivered, with the rider's photo and who took the flowers.
    answer = makeView({
      orderStatus: 'delivered',
      deliveryStatus: 'delivered',
      history: [
        ...makeView().history,
        { orderStatus: 'shipped', deliveryStatus: 'out_for_delivery', at: '2026-11-23T10:30:00.000Z' },
        { orderStatus: 'delivered', deliveryStatus: 'delivered', at: '2026-11-23T11:10:00.000Z' },
      ],
      prepared: { photo: '/uploads/prepared.webp', at: '2026-11-23T08:00:00.000Z' },
      delivered: { at: '2026-11-23T11:10:00.000Z', photo: '/uploads/doorstep.webp', receivedBy: 'Neighbour' },
    });
    act(() => live.onView?.(answer));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivered' })).toBeInTheDocument();
    expect(screen.getAllByText('Received by Neighbour').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Proof of delivery, photographed at the door' })).toHaveAttribute('src', '/uploads/doorstep.webp');
    expect(within(screen.getByRole('list', { name: 'Progress' })).queryByText(/to come|next/)).toBeNull();
    expect(api.callsTo(`GET /api/track/${TOKEN}`)).toHaveLength(1);
  });

  it('never ticks a step that did not happen: an order taken out before the florist marked it ready', async () => {
    fakeApi({
      [`GET /api/track/${TOKEN}`]: () => ({
        body: {
          tracking: makeView({
            orderStatus: 'shipped',
            deliveryStatus: 'out_for_delivery',
            history: [...makeView().history.slice(0, 2), { orderStatus: 'shipped', deliveryStatus: 'out_for_delivery', at: '2026-11-23T10:30:00.000Z' }],
          }),
        },
      }),
    });
    renderTracking();
    const progress = await screen.findByRole('list', { name: 'Progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Order placed (done)',
      'Confirmed (done)',
      'Being prepared (skipped)',
      'Ready (skipped)',
      'Out for delivery (done)',
      'Delivered (next)',
    ]);
    // Every step done shows its time; the ones passed over say so, without a tick.
    for (const i of [0, 1, 4]) expect(steps[i]!.querySelector('time')).not.toBeNull();
    for (const i of [2, 3]) {
      expect(steps[i]).toHaveTextContent('Not recorded');
      expect(steps[i]!.querySelector('time')).toBeNull();
      expect(steps[i]).not.toHaveTextContent('✓');
    }
  });

  it('says a revoked or unknown link is not valid any more, without retrying', async () => {
    const api = fakeApi({
      [`GET /api/track/${TOKEN}`]: () => ({
        status: 404,
        body: { message: 'This tracking link is not valid any more', code: 'TRACKING_LINK_INVALID', errors: [] },
      }),
    });
    renderTracking();
    expect(await screen.findByRole('heading', { level: 1, name: 'This tracking link is not valid any more' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/');
    expect(api.callsTo(`GET /api/track/${TOKEN}`)).toHaveLength(1);
    expect(live.onView).toBeNull();
  });

  it('shows a cancelled order and a failed delivery attempt as where it stopped', async () => {
    fakeApi({
      [`GET /api/track/${TOKEN}`]: () => ({
        body: {
          tracking: makeView({
            orderStatus: 'cancelled',
            history: [...makeView().history, { orderStatus: 'cancelled', deliveryStatus: 'pending', at: '2026-11-23T06:00:00.000Z' }],
          }),
        },
      }),
    });
    renderTracking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelled' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent('Cancelled (stopped)');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).not.toContain('Delivered (to come)');
  });

  it('offers Retry when the shop cannot be reached', async () => {
    let fail = true;
    fakeApi({
      [`GET /api/track/${TOKEN}`]: () =>
        fail
          ? { status: 503, body: { message: 'Service unavailable', errors: [] } }
          : { body: { tracking: makeView({ orderStatus: 'confirmed', history: makeView().history.slice(0, 2) }) } },
    });
    renderTracking();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this order’s progress' }, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmed' })).toBeInTheDocument();
  });
  it('is all Hindi on /hi/track/…: the status, the slot, the steps and their dates', async () => {
    fakeApi({
      [`GET /api/track/${TOKEN}`]: () => ({
        body: {
          tracking: makeView({
            orderStatus: 'shipped',
            deliveryStatus: 'out_for_delivery',
            history: [...makeView().history, { orderStatus: 'shipped', deliveryStatus: 'out_for_delivery', at: '2026-11-23T10:30:00.000Z' }],
          }),
        },
      }),
    });
    renderRoutes(
      [
        {
          path: '/track/:token',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <TrackingPage />
            </I18nProvider>
          ),
        },
      ],
      `/track/${TOKEN}`,
    );
    expect(screen.getByText('ऑर्डर की जानकारी लोड हो रही है…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'डिलीवरी के लिए निकला' })).toBeInTheDocument();
    expect(screen.getByText(/^अभी रास्ते में है। पहुँचने का समय .*।$/)).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी स्लॉट')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'ऑर्डर कहाँ तक पहुँचा' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'ऑर्डर हो गया (हो गया)',
      'पक्का (हो गया)',
      'तैयार हो रहा है (हो गया)',
      // Taken out before the florist's photo: the step is not ticked.
      'तैयार (छूट गया)',
      'डिलीवरी के लिए निकला (हो गया)',
      'डिलीवर हो गया (अगला)',
    ]);
    // Dates and times are written the Hindi way (month names in Devanagari).
    expect(steps[0]?.querySelector('time')?.textContent).toMatch(/[\u0900-\u097F]/);
    expect(screen.getByText('इस ऑर्डर में')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Order|Delivery|Progress|Expected/);
  });
});
