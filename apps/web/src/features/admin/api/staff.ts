// The owner's staff: GET /api/admin/staff (members and open invitations), invitations by e-mail or phone number,
// role changes and disabling. Every write re-reads the list (and the audit trail, which it extends).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, StaffAnswer, StaffInviteAnswer, StaffInviteBody, StaffMember, StaffMemberAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const staffQuery = queryOptions({
  queryKey: adminKeys.staff.all,
  queryFn: ({ signal }) => apiRequest<StaffAnswer>('/admin/staff', { signal }),
});

export const useStaff = () => useQuery(staffQuery);

function useStaffWrite<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.staff.all }), queryClient.invalidateQueries({ queryKey: adminKeys.audit.all })]),
  });
}

export const useInviteStaff = () => useStaffWrite((body: StaffInviteBody) => apiRequest<StaffInviteAnswer>('/admin/staff/invites', { method: 'POST', body }));

export const useWithdrawInvite = () => useStaffWrite((id: string) => apiRequest<void>(`/admin/staff/invites/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useSetStaffRole = () =>
  useStaffWrite(
    async ({ id, role }: { id: string; role: Role }): Promise<StaffMember> =>
      (await apiRequest<StaffMemberAnswer>(`/admin/staff/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } })).member,
  );

export const useSetStaffDisabled = () =>
  useStaffWrite(
    async ({ id, disabled }: { id: string; disabled: boolean }): Promise<StaffMember> =>
      (await apiRequest<StaffMemberAnswer>(`/admin/staff/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { disabled } })).member,
  );
