// The admin's newsletter figures (GET /api/admin/newsletter) and the CSV of confirmed
// subscribers (GET /api/admin/newsletter/export), fetched with the bearer token in a header and
// handed to the browser as a file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsletterStatsAnswer } from '@phoolwari/contracts';
import { apiRequest, saveDownload } from '../../../lib/api';
import { contentKeys } from './content-keys';

export const EXPORT_FILE_NAME = 'newsletter-subscribers.csv';

export function newsletterStatsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.newsletter,
    queryFn: ({ signal }) => apiRequest<NewsletterStatsAnswer>('/admin/newsletter', { signal }),
  });
}

export function useNewsletterStats() {
  return useQuery(newsletterStatsQueryOptions());
}

/** Downloads the CSV through a short-lived object URL; nothing secret ever sits in a link. */
export function downloadSubscribersCsv(): Promise<void> {
  return saveDownload('/admin/newsletter/export', EXPORT_FILE_NAME);
}
