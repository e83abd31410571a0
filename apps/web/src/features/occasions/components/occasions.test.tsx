// The account's occasions and the offer after an order: the empty state, adding one (checked with
// the contract before it is sent, in the page's language), turning reminders off, and the offer
// saved in one tap or dismissed. The API is the shared fake.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Occasion, OccasionWrite } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession } from '../../../test/fake-api';
import { hindiTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-app';
import OccasionOffer from './occasion-offer';
import { OccasionsSection } from './occasions-section';

/** Under a busy machine the session and the list arrive late: wait for them, not for a time. */
const slow = { timeout: 15_000 };

const AMMA: Occasion = {
  _id: 'ffffffffffffffffffffff01',
  name: 'Amma',
  relation: 'mother',
  kind: 'birthday',
  day: 26,
  month: 11,
  year: null,
  festival: null,
  remindDaysBefore: 3,
  channel: 'email',
  remindersOn: true,
  nextDate: '2026-11-26',
};

function occasionBook(initial: Occasion[]) {
  let list = [...initial];
  return {
    'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
    'GET /api/account/occasions': () => ({ body: { occasions: list } }),
    'POST /api/account/occasions': (r: { body: unknown }) => {
      const occasion = { ...AMMA, ...(r.body as OccasionWrite), _id: 'ffffffffffffffffffffff02', nextDate: '2027-01-02' } as Occasion;
      list = [...list, occasion];
      return { status: 201, body: { occasion } };
    },
    [`PUT /api/account/occasions/${AMMA._id}`]: (r: { body: unknown }) => {
      const occasion = { ...AMMA, ...(r.body as OccasionWrite) } as Occasion;
      list = list.map((o) => (o._id === AMMA._id ? occasion : o));
      return { body: { occasion } };
    },
  };
}

describe('OccasionsSection', () => {
  it('says what occasions are for when there are none, and adds one checked before it is sent', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi(occasionBook([]));
    renderRoutes([{ path: '/account', element: <OccasionsSection /> }], '/account');
    const user = userEvent.setup();
    expect(await screen.findByText('No occasions yet', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add occasion' }));
    const form = screen.getByRole('form', { name: 'New occasion' });
    await user.type(within(form).getByRole('textbox', { name: /Whose occasion/ }), 'Papa');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Occasion/ }), 'anniversary');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Day/ }), '31');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Month/ }), '2');
    await user.click(within(form).getByRole('button', { name: 'Save occasion' }));
    // 31 February is refused here, without asking the server.
    expect(await within(form).findByText('That month has no such day', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/occasions')).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: /^Day/ }), '2');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Month/ }), '1');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Remind me$/ }), '7');
    await user.click(within(form).getByRole('button', { name: 'Save occasion' }));
    await waitFor(() => expect(api.callsTo('POST /api/account/occasions')).toHaveLength(1), slow);
    expect(api.callsTo('POST /api/account/occasions')[0]?.body).toMatchObject({
      name: 'Papa',
      kind: 'anniversary',
      day: 2,
      month: 1,
      remindDaysBefore: 7,
      channel: 'email',
    });
    expect(await screen.findByRole('article', { name: 'Anniversary: Papa' }, slow)).toHaveTextContent('Reminder 7 days before, by e-mail');
  }, 90_000);

  it('turns an occasion’s reminders off in one tap', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi(occasionBook([AMMA]));
    renderRoutes([{ path: '/account', element: <OccasionsSection /> }], '/account');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Birthday: Amma' }, slow);
    expect(card).toHaveTextContent('Amma (Mother)');
    expect(card).toHaveTextContent('Next: Thu, 26 November 2026');
    await user.click(within(card).getByRole('button', { name: 'Turn reminders off' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/account/occasions/${AMMA._id}`)[0]?.body).toMatchObject({ remindersOn: false, day: 26, month: 11 }), slow);
    expect(await within(card).findByText('Reminders off', {}, slow)).toBeInTheDocument();
  }, 90_000);

  it('speaks Hindi on a Hindi page', async () => {
    storeSession(CUSTOMER);
    fakeApi(occasionBook([]));
    renderRoutes([{ path: '/account', element: <OccasionsSection /> }], '/account', hindiTestI18n);
    expect(await screen.findByRole('heading', { name: 'अवसर' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई अवसर नहीं', {}, slow)).toBeInTheDocument();
  }, 90_000);
});

describe('OccasionOffer', () => {
  const ORDER = 'aaaaaaaaaaaaaaaaaaaaaa01';
  const suggestion = { name: 'Amma', kind: 'birthday', day: 25, month: 11, festival: null };

  it('saves the gift message’s occasion, prefilled, in one tap', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi({
      ...occasionBook([]),
      'GET /api/account/occasions/suggestion': () => ({ body: { suggestion } }),
    });
    renderRoutes([{ path: '/orders', element: <OccasionOffer orderId={ORDER} onClose={() => {}} /> }], '/orders');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Remember Amma’s Birthday (25 November) next year?' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save occasion' }));
    await waitFor(() => expect(api.callsTo('POST /api/account/occasions')).toHaveLength(1), slow);
    expect(api.callsTo('POST /api/account/occasions')[0]?.body).toEqual({ ...suggestion, remindDaysBefore: 3, channel: 'email' });
    expect(api.callsTo('GET /api/account/occasions/suggestion')[0]?.url.searchParams.get('orderId')).toBe(ORDER);
    expect(await screen.findByText(/^Saved\. We will remind you 3 days before Amma/, {}, slow)).toBeInTheDocument();
  }, 90_000);

  it('offers nothing when the message speaks of no occasion', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi({
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      'GET /api/account/occasions/suggestion': () => ({ body: { suggestion: null } }),
    });
    const { container } = renderRoutes([{ path: '/orders', element: <OccasionOffer orderId={ORDER} onClose={() => {}} /> }], '/orders');
    await waitFor(() => expect(api.callsTo('GET /api/account/occasions/suggestion')).toHaveLength(1), slow);
    await waitFor(() => expect(container.querySelector('aside')).toBeNull(), slow);
  }, 90_000);

  it('can be dismissed', async () => {
    storeSession(CUSTOMER);
    let closed = false;
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), 'GET /api/account/occasions/suggestion': () => ({ body: { suggestion } }) });
    renderRoutes([{ path: '/orders', element: <OccasionOffer orderId={ORDER} onClose={() => (closed = true)} /> }], '/orders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'No, thanks' }, slow));
    expect(closed).toBe(true);
  }, 90_000);
});
