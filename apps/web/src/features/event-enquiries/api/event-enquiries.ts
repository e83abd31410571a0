// The event-enquiry calls: the enquiry (JSON), its reference photos (multipart, one at a time with
// progress), the customer's own list (My Orders), and the staff's list and "contacted".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventEnquiry, EventEnquiryBody, StaffEventEnquiriesAnswer, StaffEventEnquiry } from '@phoolwari/contracts';
import { ApiError, apiRequest } from '../../../lib/api';
import { postForm, type UploadOptions } from '../../../lib/upload';

export const eventEnquiryKeys = {
  mine: ['event-enquiries', 'mine'] as const,
  staff: (status: 'open' | 'all') => ['event-enquiries', 'staff', status] as const,
};

export async function sendEventEnquiry(body: EventEnquiryBody): Promise<EventEnquiry> {
  return (await apiRequest<{ enquiry: EventEnquiry }>('/event-enquiries', { method: 'POST', body, idempotent: true })).enquiry;
}

/** Uploads one photo through the shop's image pipeline; answers the URL the enquiry then names. */
export async function uploadEventPhoto(file: Blob, options: UploadOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await postForm<{ photo?: unknown }>('/event-enquiries/photos', form, options);
  if (typeof answer.photo !== 'string') throw new ApiError('The upload answer had no photo in it', 200);
  return answer.photo;
}

export function useMyEventEnquiries(enabled: boolean) {
  return useQuery({
    queryKey: eventEnquiryKeys.mine,
    queryFn: async () => (await apiRequest<{ enquiries: EventEnquiry[] }>('/event-enquiries')).enquiries,
    enabled,
  });
}

export function useStaffEventEnquiries(status: 'open' | 'all') {
  return useQuery({
    queryKey: eventEnquiryKeys.staff(status),
    queryFn: () => apiRequest<StaffEventEnquiriesAnswer>('/admin/event-enquiries', { query: { status, limit: 100 } }),
  });
}

export function useMarkContacted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: string; note: string }) =>
      (await apiRequest<{ enquiry: StaffEventEnquiry }>(`/admin/event-enquiries/${id}/contacted`, { method: 'PATCH', body: { note } })).enquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['event-enquiries', 'staff'] }),
  });
}

/** The customer's own studio designs, to pick one for the enquiry. */
export function useMyDesigns(enabled: boolean) {
  return useQuery({
    queryKey: ['event-enquiries', 'my-designs'],
    queryFn: async () =>
      (await apiRequest<{ customOrders: { _id: string; customOrderId: string; generatedImage: string; prompt: string }[] }>('/custom-orders/my-orders'))
        .customOrders,
    enabled,
  });
}
