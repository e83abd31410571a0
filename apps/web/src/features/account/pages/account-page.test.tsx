// /account: guests go to login; the profile saves and updates the session; a wrong current
// password shows on its field; saved addresses are added, edited, deleted and made default.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedAddress, SavedAddressWrite } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { testI18n } from '../../../test/i18n';
import { PASSWORD_UPDATED } from '../components/password-form';
import { AMMA, AMMA_ID, HOME_ID, makeAddress, OFFICE, OFFICE_ID, pincodePlaceRoutes } from '../test-utils';
import { AccountPage } from './account-page';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';

function renderAccount(routes: FakeRoutes, addresses: SavedAddress[] = []) {
  storeSession(CUSTOMER);
  const api = fakeApi({
    'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
    'GET /api/account/addresses': () => ({ body: { addresses } }),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '*', element: <LocationProbe name="Page" /> },
    ],
    '/account',
  );
  return { ...view, api };
}

/** A tiny in-memory address book behind the fake API, as the server keeps it. */
function addressBook(initial: SavedAddress[]) {
  let list = [...initial];
  let next = 3;
  const write = (id: string, body: SavedAddressWrite): SavedAddress => {
    const address = { ...makeAddress(), ...body, _id: id, isDefault: body.isDefault ?? false } as SavedAddress;
    if (address.isDefault) list = list.map((a) => ({ ...a, isDefault: false }));
    return address;
  };
  const routes: FakeRoutes = {
    'GET /api/account/addresses': () => ({ body: { addresses: list } }),
    'POST /api/account/addresses': (r) => {
      const address = write(`eeeeeeeeeeeeeeeeeeeeee0${next++}`, r.body as SavedAddressWrite);
      list = [...list, address];
      return { status: 201, body: { address } };
    },
  };
  for (const a of initial) {
    routes[`PUT /api/account/addresses/${a._id}`] = (r) => {
      const address = write(a._id, r.body as SavedAddressWrite);
      list = list.map((x) => (x._id === a._id ? address : x));
      return { body: { address } };
    };
    routes[`DELETE /api/account/addresses/${a._id}`] = () => {
      list = list.filter((x) => x._id !== a._id);
      return { status: 204 };
    };
  }
  return routes;
}

describe('AccountPage', () => {
  it('sends a guest to /login, to come back here', async () => {
    fakeApi({});
    const { router } = renderRoutes(
      [
        { path: '/account', element: <AccountPage /> },
        { path: '*', element: <LocationProbe name="Page" /> },
      ],
      '/account',
    );
    expect(await screen.findByRole('heading', { name: 'Page at /login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/account' });
  });

  it('saves the profile and puts the new name in the session', async () => {
    const updated = { ...CUSTOMER, name: 'Asha R. Rao', phone: '9123456780' };
    const { api } = renderAccount({ 'PUT /api/auth/profile': () => ({ body: { user: updated } }) });
    const user = userEvent.setup();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const name = within(profile).getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue(CUSTOMER.name);
    expect(within(profile).getByText(CUSTOMER.email)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Asha R. Rao');
    const phone = within(profile).getByRole('textbox', { name: /Mobile number/ });
    await user.clear(phone);
    await user.type(phone, '+91 91234 56780');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')[0]?.body).toEqual({ name: 'Asha R. Rao', phone: '9123456780' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(updated);
    await waitFor(() => expect(within(profile).getByRole('button', { name: 'Save profile' })).toBeDisabled());
  });

  it('keeps the number abroad of an account made by phone, which has no e-mail to show', async () => {
    const abroad = { ...CUSTOMER, email: null, phone: '+971501234567', name: 'Ravi' };
    storeSession(abroad);
    const api = fakeApi({
      'GET /api/auth/me': () => ({ body: { user: abroad } }),
      'GET /api/account/addresses': () => ({ body: { addresses: [] } }),
      'PUT /api/auth/profile': () => ({ body: { user: { ...abroad, name: 'Ravi Kumar' } } }),
    });
    renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account');
    const user = userEvent.setup();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).queryByText(/E-mail:/)).not.toBeInTheDocument();
    const name = within(profile).getByRole('textbox', { name: /Full name/ });
    await user.clear(name);
    await user.type(name, 'Ravi Kumar');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')[0]?.body).toEqual({ name: 'Ravi Kumar', phone: '+971501234567' });
  });

  it('shows a wrong current password on its field', async () => {
    const { api } = renderAccount({
      'PUT /api/auth/password': () => ({
        status: 400,
        body: {
          message: 'Your current password is not right',
          code: 'WRONG_PASSWORD',
          errors: [{ path: 'currentPassword', message: 'Your current password is not right' }],
        },
      }),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText(/^Current password/), 'guess-1234');
    await user.type(within(section).getByLabelText(/^New password/), 'new-roses-123');
    await user.type(within(section).getByLabelText(/^Confirm new password/), 'new-roses-123');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    const current = within(section).getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not right'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(api.callsTo('PUT /api/auth/password')[0]?.body).toEqual({ currentPassword: 'guess-1234', newPassword: 'new-roses-123' });
  });

  it('changes the password and clears the form', async () => {
    renderAccount({ 'PUT /api/auth/password': () => ({ body: { message: 'Password changed' } }) });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(section).getByLabelText(/^Current password/), 'flowers123');
    await user.type(within(section).getByLabelText(/^New password/), 'new-roses-123');
    await user.type(within(section).getByLabelText(/^Confirm new password/), 'new-roses-124');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(within(section).getByLabelText(/^Confirm new password/));
    await user.type(within(section).getByLabelText(/^Confirm new password/), 'new-roses-123');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(testI18n._(PASSWORD_UPDATED))).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('says when there are no saved addresses yet', async () => {
    renderAccount({});
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
  });

  it('shows a failed address list with Retry', async () => {
    renderAccount({ 'GET /api/account/addresses': () => ({ status: 500, body: { message: 'Database unavailable', errors: [] } }) });
    // The read is retried once after a second before the failure shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Failed to load your addresses');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a recipient as "Amma (Mother), Pune", and keeps the relation when made default', async () => {
    const { api } = renderAccount(addressBook([makeAddress(), AMMA]));
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Saved addresses' });
    const amma = await within(section).findByRole('article', { name: 'Amma address' });
    expect(within(amma).getByRole('heading')).toHaveTextContent(/^Amma \(Mother\), Pune$/);
    expect(within(section).getByRole('article', { name: 'Home address' })).toHaveTextContent(/Home, Bengaluru/);
    await user.click(within(amma).getByRole('button', { name: 'Make default Amma address' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/account/addresses/${AMMA_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/account/addresses/${AMMA_ID}`)[0]?.body).toMatchObject({ relation: 'mother', isDefault: true });

    // Editing shows the relation kept, and a change is sent.
    await user.click(within(section).getByRole('button', { name: 'Edit Amma address' }));
    const edit = within(section).getByRole('form', { name: 'Edit Amma' });
    const relation = within(edit).getByRole('combobox', { name: 'Who they are to you' });
    expect(relation).toHaveDisplayValue('Mother');
    await user.selectOptions(relation, 'Not said');
    await user.click(within(edit).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/account/addresses/${AMMA_ID}`)).toHaveLength(2));
    expect(api.callsTo(`PUT /api/account/addresses/${AMMA_ID}`)[1]?.body).toMatchObject({ relation: null });
  });

  it('fills an empty city and state from the pincode, with a hint while it looks, and leaves typed ones', async () => {
    let answer: (() => void) | undefined;
    const { api } = renderAccount({
      ...addressBook([]),
      'GET /api/pincodes/411004': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { pincode: '411004', city: 'Pune', state: 'Maharashtra', source: 'pincode-table' } });
        }),
      ...pincodePlaceRoutes({ '560003': { city: 'Bengaluru', state: 'Karnataka' } }),
      'GET /api/pincodes/999999': () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND', errors: [] } }),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Saved addresses' });
    await user.click(await within(section).findByRole('button', { name: 'Add address' }));
    const form = within(section).getByRole('form', { name: 'New address' });
    const pincode = within(form).getByRole('textbox', { name: /Pincode/ });
    const city = within(form).getByRole('textbox', { name: /City/ });
    const state = within(form).getByRole('textbox', { name: /State/ });

    await user.type(pincode, '411004');
    expect(await within(form).findByText('Finding the city and state…')).toBeInTheDocument();
    answer!();
    await waitFor(() => expect(city).toHaveValue('Pune'));
    expect(state).toHaveValue('Maharashtra');
    expect(within(form).queryByText('Finding the city and state…')).not.toBeInTheDocument();

    // A typed city stays; the empty state is filled.
    await user.clear(city);
    await user.type(city, 'Bangalore');
    await user.clear(state);
    await user.clear(pincode);
    await user.type(pincode, '560003');
    await waitFor(() => expect(state).toHaveValue('Karnataka'));
    expect(city).toHaveValue('Bangalore');

    // An unknown pincode fills nothing and says nothing.
    await user.clear(city);
    await user.clear(state);
    await user.clear(pincode);
    await user.type(pincode, '999999');
    await waitFor(() => expect(api.callsTo('GET /api/pincodes/999999')).toHaveLength(1));
    expect(city).toHaveValue('');
    expect(state).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds, edits, makes default and deletes saved addresses', async () => {
    const { api } = renderAccount({ ...addressBook([makeAddress(), OFFICE]), ...pincodePlaceRoutes({ '570001': { city: 'Mysore', state: 'Karnataka' } }) });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Saved addresses' });
    const home = await within(section).findByRole('article', { name: 'Home address' });
    expect(home).toHaveTextContent('Default');
    expect(home).toHaveTextContent('12 MG Road, Shanthala Nagar, Bengaluru, Karnataka 560003');
    expect(within(home).queryByRole('button', { name: 'Make default Home address' })).not.toBeInTheDocument();

    // Add
    await user.click(within(section).getByRole('button', { name: 'Add address' }));
    const form = within(section).getByRole('form', { name: 'New address' });
    expect(within(form).getByRole('combobox', { name: /Label/ })).toHaveFocus();
    await user.type(within(form).getByRole('combobox', { name: /Label/ }), 'Parents');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who they are to you' }), 'Relative');
    await user.type(within(form).getByRole('textbox', { name: /House, street and area/ }), '7 Temple Street');
    // A city the customer typed stays, whatever the pincode's look-up says; the empty state is filled.
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Mysuru');
    await user.type(within(form).getByRole('textbox', { name: /Pincode/ }), '570001');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /State/ })).toHaveValue('Karnataka'));
    expect(within(form).getByRole('textbox', { name: /City/ })).toHaveValue('Mysuru');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const parents = await within(section).findByRole('article', { name: 'Parents address' });
    expect(parents).toHaveTextContent('7 Temple Street, Mysuru, Karnataka 570001');
    expect(within(parents).getByRole('heading')).toHaveTextContent('Parents (Relative), Mysuru');
    expect(api.callsTo('POST /api/account/addresses')[0]?.body).toEqual({
      label: 'Parents',
      relation: 'relative',
      name: CUSTOMER.name,
      phone: CUSTOMER.phone,
      street: '7 Temple Street',
      city: 'Mysuru',
      state: 'Karnataka',
      pincode: '570001',
      country: 'India',
      isDefault: false,
    });

    // Edit
    await user.click(within(section).getByRole('button', { name: 'Edit Office address' }));
    const edit = within(section).getByRole('form', { name: 'Edit Office' });
    const street = within(edit).getByRole('textbox', { name: /House, street and area/ });
    await user.clear(street);
    await user.type(street, '5th floor, 80 Feet Road, Koramangala');
    await user.click(within(edit).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(within(section).getByRole('article', { name: 'Office address' })).toHaveTextContent('5th floor'));
    expect(api.callsTo(`PUT /api/account/addresses/${OFFICE_ID}`)[0]?.body).toMatchObject({
      label: 'Office',
      street: '5th floor, 80 Feet Road, Koramangala',
      isDefault: false,
    });

    // Make default
    await user.click(within(section).getByRole('button', { name: 'Make default Office address' }));
    await waitFor(() => expect(within(section).getByRole('article', { name: 'Office address' })).toHaveTextContent('Default'));
    expect(within(section).getByRole('article', { name: 'Home address' })).not.toHaveTextContent('Default');
    expect(api.callsTo(`PUT /api/account/addresses/${OFFICE_ID}`).at(-1)?.body).toMatchObject({ isDefault: true });

    // Delete, asked once more; Keep it is the safe choice with the focus.
    await user.click(within(section).getByRole('button', { name: 'Delete Home address' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    expect(api.callsTo(`DELETE /api/account/addresses/${HOME_ID}`)).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Yes, delete Home address' }));
    await waitFor(() => expect(within(section).queryByRole('article', { name: 'Home address' })).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE /api/account/addresses/${HOME_ID}`)).toHaveLength(1);
    expect(screen.getByText('Address deleted')).toBeInTheDocument();
  });
});

describe('AccountPage in Hindi', () => {
  it('shows the profile, password and saved addresses in Hindi', async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), 'GET /api/account/addresses': () => ({ body: { addresses: [makeAddress(), AMMA] } }) });
    renderRoutes(
      [
        {
          path: '/account',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <AccountPage />
            </I18nProvider>
          ),
        },
      ],
      '/account',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    const addresses = screen.getByRole('region', { name: 'सेव किए गए पते' });
    expect(await within(addresses).findByText('मुख्य')).toBeInTheDocument();
    expect(within(addresses).getByRole('heading', { name: 'Amma (माँ), Pune' })).toBeInTheDocument();
    expect(within(addresses).getByRole('button', { name: 'पता जोड़ें' })).toBeInTheDocument();
  });

  it('says a street is missing, or too long when a pasted address passes the cap', async () => {
    renderAccount(addressBook([makeAddress()]));
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Saved addresses' });
    await within(section).findByRole('article', { name: 'Home address' });
    await user.click(within(section).getByRole('button', { name: 'Add address' }));
    const form = within(section).getByRole('form', { name: 'New address' });
    const street = within(form).getByRole('textbox', { name: /House, street and area/ });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Street is required')).toBeInTheDocument();
    await user.click(street);
    await user.paste('12 MG Road, '.repeat(20));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('This is too long')).toBeInTheDocument();
    expect(within(form).queryByText('Street is required')).not.toBeInTheDocument();
  });
});
