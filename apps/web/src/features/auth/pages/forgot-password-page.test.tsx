// /forgot-password: the e-mail is checked before asking, the answer reads the same whatever the
// server found, and a rate limit is told apart.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { testI18n } from '../../../test/i18n';
import { ForgotPasswordPage, RESET_LINK_SENT, TOO_MANY_RESETS } from './forgot-password-page';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';

const render = () => renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');

describe('ForgotPasswordPage', () => {
  it('checks the e-mail before sending anything', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['an account', 'asha@example.com'],
    ['no account', 'nobody@example.com'],
  ])('gives the same answer for %s', async (_, email) => {
    const api = fakeApi({ 'POST /api/auth/forgot-password': () => ({ body: { message: 'If an account exists, a link is on its way.' } }) });
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText(/^Email/), email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(testI18n._(RESET_LINK_SENT))).toBeInTheDocument();
    expect(testI18n._(RESET_LINK_SENT)).toBe("If an account exists for that e-mail, we've sent a link to reset your password. It works for 1 hour.");
    expect(api.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email });
  });

  it('says so when too many links were asked for', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': () => ({ status: 429, body: { message: 'Rate limit exceeded, retry in 1 minute', errors: [] } }) });
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n._(TOO_MANY_RESETS));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
  });
});

describe('ForgotPasswordPage in Hindi', () => {
  it('asks and answers in Hindi', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': () => ({ body: { message: 'If an account exists, a link is on its way.' } }) });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/forgot-password',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <ForgotPasswordPage />
            </I18nProvider>
          ),
        },
      ],
      '/forgot-password',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^ईमेल/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByText('अगर इस ईमेल से कोई खाता है, तो हमने पासवर्ड बदलने का लिंक भेज दिया है। यह 1 घंटे तक चलेगा।')).toBeInTheDocument();
  });
});
