// PATCH /api/admin/users/:id/status {disabled}: disabling ends every session of the account at
// once; the server refuses (409 CANNOT_DISABLE_SELF) an admin disabling their own account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserAnswer, AdminUserListAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export async function setUserStatus({ id, disabled }: { id: string; disabled: boolean }): Promise<AdminUser> {
  return (await apiRequest<AdminUserAnswer>(`/admin/users/${id}/status`, { method: 'PATCH', body: { disabled } })).user;
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: async (user) => {
      // Every cached page that shows the account shows its new state at once.
      queryClient.setQueriesData<AdminUserListAnswer>({ queryKey: adminKeys.users.lists() }, (page) =>
        page ? { ...page, users: page.users.map((u) => (u._id === user._id ? user : u)) } : page,
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.users.all });
    },
  });
}
