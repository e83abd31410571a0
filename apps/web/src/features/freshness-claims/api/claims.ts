// The freshness promise's calls: an order's reports (My Orders), a report with its photo
// (multipart, with upload progress), and the desk's list and answers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CLAIM_PHOTO_FIELD,
  type ClaimAnswerBody,
  type ClaimReason,
  type DeskClaim,
  type FreshnessClaim,
  type OrderClaimsAnswer,
  type SlotsAnswer,
} from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { postForm } from '../../../lib/upload';

export const claimsKeys = {
  all: ['freshness-claims'] as const,
  order: (orderId: string) => ['freshness-claims', 'order', orderId] as const,
  desk: (status: 'open' | 'answered') => ['freshness-claims', 'desk', status] as const,
  slots: (date: string) => ['freshness-claims', 'slots', date] as const,
};

export function useOrderClaims(orderId: string) {
  return useQuery({
    queryKey: claimsKeys.order(orderId),
    queryFn: ({ signal }) => apiRequest<OrderClaimsAnswer>(`/orders/${orderId}/freshness-claims`, { signal }),
  });
}

export function useReportProblem(orderId: string) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { photo: Blob; reason: ClaimReason; details: string }) => {
      const form = new FormData();
      // The fields first: the server reads them as the photo streams in.
      form.append('reason', input.reason);
      form.append('details', input.details);
      form.append(CLAIM_PHOTO_FIELD, input.photo);
      setPercent(0);
      return postForm<{ claim: FreshnessClaim }>(`/orders/${orderId}/freshness-claims`, form, { onProgress: (f) => setPercent(Math.round(f * 100)) });
    },
    onSettled: () => setPercent(null),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: claimsKeys.order(orderId) }),
  });
  return { ...mutation, percent };
}

export function useDeskClaims(status: 'open' | 'answered') {
  return useQuery({
    queryKey: claimsKeys.desk(status),
    queryFn: ({ signal }) => apiRequest<{ claims: DeskClaim[] }>('/admin/freshness-claims', { signal, query: { status } }),
  });
}

/** The day's slots with their places left, for a replacement's delivery. */
export function useSlotsOn(date: string) {
  return useQuery({
    queryKey: claimsKeys.slots(date),
    queryFn: ({ signal }) => apiRequest<SlotsAnswer>('/delivery/slots', { signal, query: { date } }),
    enabled: Boolean(date),
  });
}

export function useAnswerClaim(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimAnswerBody) => apiRequest<{ claim: FreshnessClaim }>(`/admin/freshness-claims/${claimId}/answer`, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: claimsKeys.all }),
  });
}
