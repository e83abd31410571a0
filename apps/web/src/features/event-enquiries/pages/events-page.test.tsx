// The wedding and event enquiry form: checked with the contract's rules before sending (in the
// page's language), sent as the contract's body, busy while sending, thanked with the reference
// number; a guest must give an e-mail, a signed-in customer's contact is filled in, and the
// server's refusals are said plainly.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, fakeApi, storeSession } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { hindiTestI18n, testI18n } from '../../../test/i18n';
import { TOO_MANY_ENQUIRIES } from '../components/enquiry-form';
import { EventsPage } from './events-page';

const render = (i18n = testI18n) => renderRoutes([{ path: '/events', element: <EventsPage /> }], '/events', i18n);

/** A day well inside the window, whatever day the test runs. */
const inThreeMonths = (() => {
  const d = new Date();
  d.setMonth(d.getMonth() + 3);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
})();

const SENT = {
  _id: 'a'.repeat(24),
  reference: 'EV-261128-7KQ4',
  kind: 'wedding',
  eventDate: inThreeMonths,
  venuePincode: '110001',
  venueServed: false,
  guests: 250,
  budget: '1l-3l',
  items: [{ kind: 'varmala', pairs: 1, lengthFeet: 6 }],
  colours: '',
  photos: [],
  customDesign: null,
  status: 'received',
  createdAt: '2026-11-28T06:00:00.000Z',
};

async function fillEvent(user: UserEvent, { guest = true } = {}) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Kind of event/ }), 'wedding');
  await user.type(screen.getByLabelText(/Date of the event/), inThreeMonths);
  await user.type(screen.getByRole('textbox', { name: /Venue pincode/ }), '110001');
  await user.type(screen.getByRole('spinbutton', { name: /Number of guests/ }), '250');
  await user.selectOptions(screen.getByRole('combobox', { name: /Budget/ }), '1l-3l');
  await user.click(screen.getByRole('checkbox', { name: 'Varmala pair' }));
  const length = screen.getByRole('spinbutton', { name: /Length/ });
  await user.clear(length);
  await user.type(length, '6');
  if (guest) {
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Kavya Menon');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9812345678');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'kavya@example.in');
  }
}

describe('the wedding and event enquiry form', () => {
  it('refuses an empty form in words, sending nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Please check the fields marked below.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Kind of event/ })).toHaveAccessibleDescription('Choose the kind of event');
    expect(screen.getByRole('combobox', { name: /Budget/ })).toHaveAccessibleDescription('Choose a budget range');
    expect(screen.getByText('Choose at least one thing you need')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(api.callsTo('POST /api/event-enquiries')).toHaveLength(0);
  });

  it('sends a guest’s enquiry as the contract’s body, shows it busy, then the reference number', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const api = fakeApi({ 'POST /api/event-enquiries': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    render();
    await fillEvent(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled());
    answer({ status: 201, body: { enquiry: SENT } });
    expect(await screen.findByText('Thank you! Your enquiry number is EV-261128-7KQ4.')).toHaveFocus();
    expect(screen.getByText(/we will confirm travel when we call/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/event-enquiries')[0]?.body).toEqual({
      kind: 'wedding',
      eventDate: inThreeMonths,
      venuePincode: '110001',
      guests: 250,
      budget: '1l-3l',
      items: [{ kind: 'varmala', pairs: 1, lengthFeet: 6 }],
      colours: '',
      photos: [],
      name: 'Kavya Menon',
      phone: '9812345678',
      email: 'kavya@example.in',
      language: 'en',
    });
  });

  it('fills in a signed-in customer’s contact and makes the e-mail optional', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi({
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      'GET /api/custom-orders/my-orders': () => ({ body: { customOrders: [] } }),
      'POST /api/event-enquiries': () => ({ status: 201, body: { enquiry: { ...SENT, venueServed: true } } }),
    });
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: /Email \(optional\)/ })).toHaveValue('asha@example.com');
    await fillEvent(user, { guest: false });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('link', { name: 'See it in My Orders' })).toHaveAttribute('href', '/orders');
    expect(api.callsTo('POST /api/event-enquiries')[0]?.body).toMatchObject({ name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' });
  });

  it('puts the server’s date refusal under the date, and keeps what was typed', async () => {
    fakeApi({
      'POST /api/event-enquiries': () => ({
        status: 400,
        body: {
          message: 'The event date must be from tomorrow up to 18 months ahead',
          errors: [{ path: 'eventDate', message: 'Choose a date from tomorrow up to 18 months ahead' }],
        },
      }),
    });
    const user = userEvent.setup();
    render();
    await fillEvent(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(screen.getByLabelText(/Date of the event/)).toHaveAccessibleDescription('Choose a date from tomorrow up to 18 months ahead'));
    expect(screen.getByRole('alert')).toHaveTextContent('The event date must be from tomorrow up to 18 months ahead');
    expect(screen.getByRole('textbox', { name: /Venue pincode/ })).toHaveValue('110001');
  });

  it('says so when enquiries are rate limited', async () => {
    fakeApi({ 'POST /api/event-enquiries': () => ({ status: 429, body: { message: 'Too many', errors: [] } }) });
    const user = userEvent.setup();
    render();
    await fillEvent(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n._(TOO_MANY_ENQUIRIES));
    expect(screen.getByRole('textbox', { name: /Venue pincode/ })).toHaveValue('110001');
  });

  it('speaks Hindi on a Hindi page, its checks included', async () => {
    fakeApi({});
    const user = userEvent.setup();
    render(hindiTestI18n);
    expect(screen.getByRole('heading', { level: 1, name: 'शादी और आयोजन' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सगाई' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '₹1,00,000 – ₹3,00,000' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    expect(await screen.findByText('कम से कम एक चीज़ चुनें जो आपको चाहिए')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /आयोजन का प्रकार/ })).toHaveAccessibleDescription('आयोजन का प्रकार चुनें');
  });
});
