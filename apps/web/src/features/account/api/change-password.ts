// PUT /api/auth/password {currentPassword, newPassword}: other sessions of the account end, this
// one stays. A wrong current password is a 400 with the error on `currentPassword`.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, MessageAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function changePassword(body: ChangePasswordBody): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/auth/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
