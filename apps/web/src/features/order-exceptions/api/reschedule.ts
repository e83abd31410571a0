// A failed delivery, answered by its customer: GET /api/orders/:id/reschedule?date= (the reason and
// a day's slots), POST …/reschedule {date, slotId} (another slot, free) and POST
// …/cancel-after-failure (cancelled, refunded in full). My Orders reads the order again after either.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RescheduleBody, RescheduleOptionsAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export const rescheduleKeys = {
  all: ['reschedule'] as const,
  day: (orderId: string, date: string | null) => ['reschedule', orderId, date ?? 'first'] as const,
};

export function rescheduleQueryOptions(orderId: string, date: string | null) {
  return queryOptions({
    queryKey: rescheduleKeys.day(orderId, date),
    queryFn: ({ signal }) => apiRequest<RescheduleOptionsAnswer>(`/orders/${orderId}/reschedule`, { signal, ...(date ? { query: { date } } : {}) }),
    // Slots fill up while the customer chooses: the server checks again on saving.
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export const useRescheduleOptions = (orderId: string, date: string | null) => useQuery(rescheduleQueryOptions(orderId, date));

/** After an answer the order changed: My Orders and these options are read again. */
function useAfterAnswer() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: rescheduleKeys.all });
  };
}

export function useReschedule(orderId: string) {
  const onSuccess = useAfterAnswer();
  return useMutation({
    mutationFn: (body: RescheduleBody) => apiRequest<void>(`/orders/${orderId}/reschedule`, { method: 'POST', body }),
    onSuccess,
  });
}

export function useCancelAfterFailure(orderId: string) {
  const onSuccess = useAfterAnswer();
  return useMutation({
    mutationFn: () => apiRequest<void>(`/orders/${orderId}/cancel-after-failure`, { method: 'POST', idempotent: true }),
    onSuccess,
  });
}
