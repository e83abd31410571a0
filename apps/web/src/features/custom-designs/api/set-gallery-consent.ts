// PUT /api/custom-orders/:id/gallery-consent: the owner changes their answer on showing the design
// in the shop's public gallery; withdrawn, it leaves the gallery at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomOrderAnswer, GalleryConsentBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyDesignAnswer } from './custom-design-keys';

export function setGalleryConsent({ id, galleryConsent }: { id: string } & GalleryConsentBody): Promise<CustomOrderAnswer> {
  return apiRequest<CustomOrderAnswer>(`/custom-orders/${encodeURIComponent(id)}/gallery-consent`, { method: 'PUT', body: { galleryConsent } });
}

export function useSetGalleryConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGalleryConsent,
    onSuccess: ({ customOrder }) => applyDesignAnswer(queryClient, customOrder),
  });
}
