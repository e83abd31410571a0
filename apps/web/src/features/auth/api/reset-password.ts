// POST /api/auth/reset-password: sets a new password with the single-use token from the e-mail;
// every session of the account ends. A used, expired or unknown token is a 400.
import type { MessageAnswer, ResetPasswordBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function resetPassword(body: ResetPasswordBody): Promise<MessageAnswer> {
  // A 401 here would be about the reset, never about a stored session.
  return apiRequest<MessageAnswer>('/auth/reset-password', { method: 'POST', body, ignoreUnauthorized: true });
}
