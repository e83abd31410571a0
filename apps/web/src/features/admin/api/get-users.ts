// GET /api/admin/users: one page of accounts, newest first, searchable by name, e-mail or phone,
// each with its order count and total spent.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserListAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export interface AdminUsersQuery {
  search: string;
  page: number;
  limit: number;
}

export function adminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: ({ signal }) =>
      apiRequest<AdminUserListAnswer>('/admin/users', { signal, query: { search: query.search.trim(), page: query.page, limit: query.limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
