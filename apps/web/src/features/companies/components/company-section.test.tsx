// The checkout's company fields: hidden until the customer says they order for a company; then the
// legal name and GSTIN are required, a GSTIN that fails the shop's own checks (shape, state code,
// check character) is refused on the field in English or Hindi and keeps Pay shut, a valid one is
// sent upper-cased with the order, and a person's order sends no company. And a sender abroad:
// their own number may carry a country code, the recipient's must stay an Indian mobile.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_DEFAULTS, type ShopSettings } from '@phoolwari/contracts';
import { CUSTOMER, storeSession } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { hindiTestI18n } from '../../../test/i18n';
import { shopToday } from '../../../lib/shop-dates';
import { CheckoutPage } from '../../checkout/pages/checkout-page';
import { checkoutApi, fillCheckout, makeSlot, payButton } from '../../checkout/test-utils';

const SETTINGS: ShopSettings = { ...SHOP_SETTINGS_DEFAULTS, cashOnDelivery: { ...SHOP_SETTINGS_DEFAULTS.cashOnDelivery } };

function api() {
  return checkoutApi({
    settings: SETTINGS,
    slots: [makeSlot()],
    pincode: (pincode) => ({
      pincode,
      serviceable: true,
      zone: 'Bengaluru City',
      fee: 0,
      earliestDate: shopToday(),
      message: 'We deliver there today.',
      state: 'Karnataka',
    }),
    savedAddress: (typed) => ({ _id: 'eeeeeeeeeeeeeeeeeeeeee01', isDefault: false, ...typed }),
  });
}

const fillAll = (user: UserEvent) => fillCheckout(user, '12 MG Road');

describe('Checkout for a company', { timeout: 20_000 }, () => {
  it('asks for the legal name and a GSTIN that passes the shop’s checks, and sends them with the order', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    await fillAll(user);
    expect(screen.queryByRole('textbox', { name: /GSTIN/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Ordering for a company\? Add its GSTIN for a tax invoice/ }));
    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    // Ticked but empty: Pay waits and says for what.
    await waitFor(() => expect(payButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(payButton()).toHaveAccessibleDescription(/the company's legal name, a valid GSTIN/);

    await user.type(screen.getByRole('textbox', { name: /Company's legal name/ }), 'Kaveri Textiles Private Limited');
    // A wrong check character (the right one is S), a state code no state has, and a short one.
    await user.type(gstin, '33AAACK1234M1ZT');
    await user.tab();
    expect(await screen.findByText("This GSTIN's last character does not match: please check it for a typo")).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await user.clear(gstin);
    await user.type(gstin, '99AAACK1234M1ZS');
    expect(await screen.findByText("A GSTIN starts with the two digits of a state's code")).toBeInTheDocument();
    await user.clear(gstin);
    await user.type(gstin, '33AAACK1234');
    expect(await screen.findByText('A GSTIN is 15 characters, like 29ABCDE1234F1ZW')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');

    // Typed in lower case, sent as the GSTIN is written.
    await user.clear(gstin);
    await user.type(gstin, '33aaack1234m1zs');
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    await waitFor(() => expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(1));
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).toMatchObject({
      company: { legalName: 'Kaveri Textiles Private Limited', gstin: '33AAACK1234M1ZS' },
    });
  });

  it('sends no company for a person, even with fields typed and then unticked', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    await fillAll(user);
    const box = screen.getByRole('checkbox', { name: /Ordering for a company/ });
    await user.click(box);
    await user.type(screen.getByRole('textbox', { name: /GSTIN/ }), '33AAACK');
    await user.click(box);
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    await waitFor(() => expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(1));
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).not.toHaveProperty('company');
  });

  it('asks and refuses in Hindi on a Hindi page', async () => {
    storeSession(CUSTOMER);
    api();
    const user = userEvent.setup({ delay: null });
    renderRoutes(
      [
        {
          path: '/checkout',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <CheckoutPage />
            </I18nProvider>
          ),
        },
      ],
      '/checkout',
    );
    await user.click(await screen.findByRole('checkbox', { name: /कंपनी के लिए ऑर्डर कर रहे हैं\? टैक्स इनवॉइस के लिए उसका GSTIN जोड़ें/ }));
    expect(screen.getByRole('textbox', { name: /कंपनी का कानूनी नाम/ })).toBeInTheDocument();
    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    await user.type(gstin, '33AAACK1234M1ZT');
    await user.tab();
    expect(await screen.findByText('इस GSTIN का आखिरी अक्षर मेल नहीं खाता: कृपया टाइपिंग की गलती देख लें')).toBeInTheDocument();
  });
});

describe('Checkout for a sender abroad', { timeout: 20_000 }, () => {
  it('takes the sender’s number with its country code, and still asks an Indian mobile for the recipient', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    await fillAll(user);
    const sender = screen.getByRole('textbox', { name: 'Your mobile number' });
    await user.clear(sender);
    await user.type(sender, '+971 50 123 4567');
    const recipient = screen.getByRole('textbox', { name: "Recipient's mobile number" });
    await user.clear(recipient);
    await user.type(recipient, '+971501234567');
    await user.tab();
    expect(await screen.findByText('The recipient’s number must be a 10-digit Indian mobile')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(recipient);
    await user.type(recipient, '9123456780');
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    await waitFor(() => expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(1));
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).toMatchObject({
      shippingAddress: { phone: '+971501234567' },
      recipient: { phone: '9123456780' },
    });
  });
});
