// GET /api/admin/audit: one page of the audit trail, newest first, filtered by person, kind and dates.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAnswer, AuditEntityType } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export interface AuditFilter {
  actorId?: string;
  entityType?: AuditEntityType;
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;

export function useAuditTrail(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.audit.list(filter),
    queryFn: ({ signal }) => apiRequest<AuditAnswer>('/admin/audit', { signal, query: { ...filter, limit: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
