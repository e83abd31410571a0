// The contact form: checked with the contract's rules before sending, sent as the contract's body,
// thanked for; a rate limit and the server's field errors are said plainly and keep what was typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { hindiTestI18n, testI18n } from '../../../test/i18n';
import { MESSAGE_SENT, TOO_MANY_MESSAGES } from '../components/contact-form';
import { ContactPage } from './contact-page';

const render = () => renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');

async function fill(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Asha');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'Asha@Example.com');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+91 98765 43210');
  await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'Delivery');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'When will my garland arrive?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

const POLICIES = {
  paymentMethods: ['UPI', 'Credit and debit cards'],
  cashOnDelivery: false,
  selfCancellationMinutes: null,
  deliveryZones: ['Bengaluru City', 'Bengaluru Outer'],
  freshnessHours: 12,
};

describe('ContactPage', () => {
  it('speaks Hindi on a Hindi page, the shop policies included', async () => {
    fakeApi({ 'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }) });
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact', hindiTestI18n);
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'शिकायत' })).toBeInTheDocument();
    expect(await screen.findByText('UPI, क्रेडिट और डेबिट कार्ड.', { exact: false })).toBeInTheDocument();
  });

  it('requires name, e-mail, subject and a real message', async () => {
    const api = fakeApi({ 'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }) });
    const user = userEvent.setup();
    render();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a subject',
      'General enquiry',
      'Order status',
      'Delivery',
      'Product question',
      'Complaint',
      'Feedback',
    ]);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveAccessibleDescription('Choose a subject');
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toHaveAttribute('aria-invalid');
    // Nothing is sent: the only request is the page's own read of the shop's policies (its FAQ).
    expect(api.calls.map((c) => c.path)).toEqual(['/api/shop/policies']);
  });

  it('sends the message, thanks the sender and can start another', async () => {
    const api = fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }),
      'POST /api/contact': () => ({ status: 201, body: { message: 'Message received' } }),
    });
    const user = userEvent.setup();
    render();
    await fill(user);
    expect(await screen.findByText(testI18n._(MESSAGE_SENT))).toHaveFocus();
    expect(screen.queryByText(/not been sent/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/contact')[0]?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'delivery',
      message: 'When will my garland arrive?',
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('says so when the shop is rate limiting messages, and keeps what was typed', async () => {
    fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }),
      'POST /api/contact': () => ({ status: 429, body: { message: 'Rate limit exceeded, retry in 1 minute', errors: [] } }),
    });
    const user = userEvent.setup();
    render();
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n._(TOO_MANY_MESSAGES));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('When will my garland arrive?');
  });

  it("puts the server's field errors on the fields", async () => {
    fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }),
      'POST /api/contact': () => ({
        status: 400,
        body: { message: 'Invalid input', code: 'VALIDATION', errors: [{ path: 'email', message: 'This e-mail address cannot receive mail' }] },
      }),
    });
    const user = userEvent.setup();
    render();
    await fill(user);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('This e-mail address cannot receive mail'));
  });
});

describe('ContactPage: the checks in the page\u2019s language', () => {
  const renderIn = (i18n = testI18n) => {
    fakeApi({ 'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }) });
    return renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact', i18n);
  };
  // Zod's own complaint, as the contract leaves it without words of its own (EmailSchema's max).
  const longEmail = `${'a'.repeat(250)}@example.com`;

  it('says on a Hindi page, in Hindi, that the name is missing and that the e-mail address is too long', async () => {
    const user = userEvent.setup();
    renderIn(hindiTestI18n);
    await user.click(screen.getByRole('textbox', { name: /ईमेल/ }));
    await user.paste(longEmail);
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /ईमेल/ })).toHaveAccessibleDescription('ज़्यादा से ज़्यादा 254 अक्षर लिखें'));
    expect(screen.queryByText(/Too big|expected/)).not.toBeInTheDocument();
  });

  it('says the same in English on an English page', async () => {
    const user = userEvent.setup();
    renderIn();
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    await user.paste(longEmail);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Too big: expected string to have <=254 characters');
  });

  it("shows the server's field messages in Hindi on a Hindi page", async () => {
    fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }),
      'POST /api/contact': () => ({
        status: 400,
        body: { message: 'name: Name is too long', code: 'VALIDATION_FAILED', errors: [{ path: 'name', message: 'Name is too long' }] },
      }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact', hindiTestI18n);
    await user.type(screen.getByRole('textbox', { name: /आपका नाम/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /ईमेल/ }), 'asha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /विषय/ }), 'delivery');
    await user.type(screen.getByRole('textbox', { name: /संदेश/ }), 'मेरी माला कब पहुंचेगी?');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /आपका नाम/ })).toHaveAccessibleDescription('नाम बहुत लंबा है'));
  });
});
