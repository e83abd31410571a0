// GET /api/admin/outbox: the latest e-mails the shop sent, is sending, or stored (no SMTP set).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxAnswerSchema } from '@phoolwari/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { orderDeskKeys } from './order-desk-keys';

export type OutboxAnswer = z.infer<typeof OutboxAnswerSchema>;
export type OutboxMessage = OutboxAnswer['messages'][number];

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: orderDeskKeys.outbox(),
    queryFn: ({ signal }) => apiRequest<OutboxAnswer>('/admin/outbox', { signal }),
  });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
