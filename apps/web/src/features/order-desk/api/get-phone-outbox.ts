// GET /api/admin/phone-outbox: the latest messages to customers' phones (SMS or WhatsApp), sent,
// being sent, or kept because no provider is configured. Tracking links show as a placeholder.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhoneOutboxAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { orderDeskKeys } from './order-desk-keys';

export type PhoneOutboxMessage = PhoneOutboxAnswer['messages'][number];

export function phoneOutboxQueryOptions() {
  return queryOptions({
    queryKey: orderDeskKeys.phoneOutbox(),
    queryFn: ({ signal }) => apiRequest<PhoneOutboxAnswer>('/admin/phone-outbox', { signal }),
  });
}

export function usePhoneOutbox() {
  return useQuery(phoneOutboxQueryOptions());
}
