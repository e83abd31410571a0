// POST /api/auth/forgot-password: mails a reset link when the account exists. The answer is the
// same either way, so the page cannot tell anyone whether an e-mail address has an account.
import type { ForgotPasswordBody, MessageAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/auth/forgot-password', { method: 'POST', body });
}
