// The contact form: required fields are checked before anything is sent, and while the server has
// no contact endpoint the page says the message was not sent and where to send it instead.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../../../lib/shop-info';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('requires name, e-mail, subject and message', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByText('Please write your message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('does not pretend: says the message was not sent and gives the phone and e-mail', async () => {
    const api = fakeApi({ 'POST /api/contact': () => ({ status: 404, body: { message: 'No route for POST /api/contact', code: 'NOT_FOUND', errors: [] } }) });
    const user = userEvent.setup();
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'delivery');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'When will my garland arrive?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const toastRegion = screen.getByRole('status', { name: 'Notifications' });
    expect(await screen.findByText(/could not be sent online yet/)).toBeInTheDocument();
    expect(toastRegion).toHaveTextContent(`Please call us on ${SHOP.phone} or e-mail ${SHOP.email}`);
    expect(screen.getByText(/your message has not been sent/)).toBeInTheDocument();
    // What was typed is kept, to be copied into an e-mail.
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('When will my garland arrive?');
    expect(api.callsTo('POST /api/contact')[0]?.body).toEqual({ name: 'Asha', email: 'asha@example.com', subject: 'delivery', message: 'When will my garland arrive?' });
  });
});
