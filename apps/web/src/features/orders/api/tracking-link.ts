// The tracking link of one of the customer's orders: GET /api/orders/:id/tracking-link reads it
// (asked for when the customer shares it, never kept in the orders list), and POST …/revoke replaces
// it with a new one, after which the old link shows nothing.
import { useMutation } from '@tanstack/react-query';
import type { TrackingLinkAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function getTrackingLink(orderId: string): Promise<string> {
  return apiRequest<TrackingLinkAnswer>(`/orders/${orderId}/tracking-link`).then((answer) => answer.url);
}

export function revokeTrackingLink(orderId: string): Promise<string> {
  return apiRequest<TrackingLinkAnswer>(`/orders/${orderId}/tracking-link/revoke`, { method: 'POST' }).then((answer) => answer.url);
}

export const useTrackingLink = () => useMutation({ mutationFn: getTrackingLink });
export const useRevokeTrackingLink = () => useMutation({ mutationFn: revokeTrackingLink });
