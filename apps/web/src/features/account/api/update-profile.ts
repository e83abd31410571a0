// PUT /api/auth/profile {name, phone}: the answer's user replaces the session's copy, so the
// header's name and checkout's defaults follow at once.
import { useMutation } from '@tanstack/react-query';
import type { ProfileBody, User, UserAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export async function updateProfile(body: ProfileBody): Promise<User> {
  return (await apiRequest<UserAnswer>('/auth/profile', { method: 'PUT', body })).user;
}

export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateUser });
}
