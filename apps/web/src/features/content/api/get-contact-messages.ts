// GET /api/admin/contact-messages?status&page&limit: one page of the inbox, newest first, with
// the count of messages still new whatever the filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactInboxAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { contentKeys, type InboxQuery } from './content-keys';

export function contactMessagesQueryOptions(query: InboxQuery) {
  return queryOptions({
    queryKey: contentKeys.inboxList(query),
    queryFn: ({ signal }) => apiRequest<ContactInboxAnswer>('/admin/contact-messages', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(query: InboxQuery) {
  return useQuery(contactMessagesQueryOptions(query));
}
