// /reset-password?token=…: the passwords must match; success leads to login; a refused or missing
// token says the link is not valid and offers a new one.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { testI18n } from '../../../test/i18n';
import { PASSWORD_CHANGED, ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a'.repeat(43);
const render = (url = `/reset-password?token=${TOKEN}`) =>
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <LocationProbe name="Page" /> },
    ],
    url,
  );

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('ResetPasswordPage', () => {
  it('sets the new password and leads to login', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-password': () => ({ body: { message: 'Password changed' } }) });
    render();
    const user = await fill('new-roses-123', 'new-roses-123');
    expect(await screen.findByText(testI18n._(PASSWORD_CHANGED))).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({ token: TOKEN, password: 'new-roses-123' });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Page at /login' })).toBeInTheDocument();
  });

  it('says the passwords do not match and sends nothing', async () => {
    const api = fakeApi({});
    render();
    await fill('new-roses-123', 'new-roses-124');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('explains an expired or used link and offers a new one', async () => {
    fakeApi({
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: { message: 'This reset link is invalid or has expired', code: 'INVALID_TOKEN', errors: [] },
      }),
    });
    render();
    await fill('new-roses-123', 'new-roses-123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows the same when the link has no token, without asking the server', async () => {
    const api = fakeApi({});
    render('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
