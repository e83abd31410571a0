// The invitation link's page: GET /api/staff-invites/:token says what it invites to; POST
// /api/staff-invites/accept sets the name and password and answers a signed-in session.
import { useQuery } from '@tanstack/react-query';
import type { AcceptInviteAnswer, AcceptInviteBody, InvitePreviewAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['staff-invite', token],
    queryFn: ({ signal }) => apiRequest<InvitePreviewAnswer>(`/staff-invites/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export const acceptInvite = (body: AcceptInviteBody) => apiRequest<AcceptInviteAnswer>('/staff-invites/accept', { method: 'POST', body });
