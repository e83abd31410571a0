// Query keys of the admin's inbox and newsletter figures, under the admin panel's 'admin' prefix
// so the panel's own "everything admin" invalidation covers them.
export type InboxFilter = 'all' | 'new' | 'handled';

export interface InboxQuery {
  status: InboxFilter;
  page: number;
  limit: number;
}

export const contentKeys = {
  inbox: ['admin', 'contact-messages'] as const,
  inboxList: (query: InboxQuery) => [...contentKeys.inbox, 'list', query] as const,
  newsletter: ['admin', 'newsletter'] as const,
};
