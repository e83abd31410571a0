// GET /api/custom-orders/approved?page&limit: one page of the public gallery (approved designs and
// those already for sale), newest first as the server orders them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GALLERY_PAGE_SIZE, type GalleryAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { customDesignKeys } from './custom-design-keys';

export function galleryQueryOptions(page: number) {
  return queryOptions({
    queryKey: customDesignKeys.gallery(page),
    queryFn: ({ signal }) => apiRequest<GalleryAnswer>('/custom-orders/approved', { signal, query: { page, limit: GALLERY_PAGE_SIZE } }),
    // The current page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useGallery(page: number) {
  return useQuery(galleryQueryOptions(page));
}
