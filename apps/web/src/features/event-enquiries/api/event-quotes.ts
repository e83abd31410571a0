// The event-quote calls: the customer's quote by its link (read, accept, ask for a change, pay), the
// latest quote of their own enquiry (My Orders), and staff's materials, recipes and quote builder.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventCalendarAnswer,
  EventPayment,
  EventQuote,
  EventQuoteBody,
  Material,
  QuoteFigures,
  Recipe,
  RecipeBody,
  StaffEventQuote,
} from '@phoolwari/contracts';
import type { GstDocument } from '../../../components/order-documents';
import { ApiError, apiRequest } from '../../../lib/api';

export const eventQuoteKeys = {
  link: (token: string) => ['event-quotes', 'link', token] as const,
  mine: (enquiryId: string) => ['event-quotes', 'mine', enquiryId] as const,
  materials: ['event-quotes', 'materials'] as const,
  recipes: ['event-quotes', 'recipes'] as const,
  versions: (enquiryId: string) => ['event-quotes', 'versions', enquiryId] as const,
  calendar: (from: string, weeks: number) => ['event-quotes', 'calendar', from, weeks] as const,
};

/** The florist's calendar: booked events and what to buy, day by day, for the weeks from `from`. */
export function useEventCalendar(from: string, weeks: number) {
  return useQuery({
    queryKey: eventQuoteKeys.calendar(from, weeks),
    queryFn: () => apiRequest<EventCalendarAnswer>(`/admin/event-calendar?from=${from}&weeks=${weeks}`),
  });
}

export function useQuoteByLink(token: string) {
  return useQuery({
    queryKey: eventQuoteKeys.link(token),
    queryFn: async () => (await apiRequest<{ quote: EventQuote }>(`/event-quotes/${token}`)).quote,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.statusCode === 404),
  });
}

export function useMyEnquiryQuote(enquiryId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventQuoteKeys.mine(enquiryId),
    queryFn: () => apiRequest<{ quote: EventQuote | null; link: string | null }>(`/event-enquiries/${enquiryId}/quote`),
    enabled,
  });
}

/** Accept, or ask for a change: the answer is the quote as it now stands. */
export function useRespondToQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { accept: true } | { accept: false; note: string }) =>
      (
        await apiRequest<{ quote: EventQuote }>(`/event-quotes/${token}/${answer.accept ? 'accept' : 'change'}`, {
          method: 'POST',
          body: answer.accept ? {} : { note: answer.note },
        })
      ).quote,
    onSuccess: (quote) => queryClient.setQueryData(eventQuoteKeys.link(token), quote),
  });
}

/**
 * The customer cancels their booking; `refund` is what the page showed them. The answer is the
 * quote as it now stands; a refund that changed meanwhile (409) has the page read the quote again.
 */
export function useCancelByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (refund: number) =>
      (await apiRequest<{ quote: EventQuote }>(`/event-quotes/${token}/cancel`, { method: 'POST', body: { refund } })).quote,
    onSuccess: (quote) => queryClient.setQueryData(eventQuoteKeys.link(token), quote),
    onError: () => queryClient.invalidateQueries({ queryKey: eventQuoteKeys.link(token) }),
  });
}

/**
 * Each paid part's invoice and the credit note of what a cancellation gave back of it, downloaded
 * through the quote's link (the customer) or staff's own address.
 */
export function paymentDocuments(payments: EventPayment[], by: { token: string } | { quoteId: string }): GstDocument[] {
  const path = (kind: EventPayment['kind'], doc: 'invoice' | 'credit-note') =>
    'token' in by ? `/event-quotes/${by.token}/payments/${kind}/${doc}` : `/admin/event-quotes/${by.quoteId}/payments/${kind}/${doc}`;
  return payments.flatMap((p) => [
    ...(p.invoiceNumber ? [{ key: `${p.kind}-invoice`, kind: 'invoice' as const, number: p.invoiceNumber, path: path(p.kind, 'invoice') }] : []),
    ...(p.creditNoteNumber
      ? [{ key: `${p.kind}-credit-note`, kind: 'credit_note' as const, number: p.creditNoteNumber, path: path(p.kind, 'credit-note') }]
      : []),
  ]);
}

export interface QuotePaymentStart {
  kind: 'advance' | 'balance';
  amount: number;
  razorpayOrderId: string;
  keyId: string;
  provider: 'razorpay' | 'simulated';
}

export async function startQuotePayment(token: string, kind: 'advance' | 'balance'): Promise<QuotePaymentStart> {
  return (await apiRequest<{ payment: QuotePaymentStart }>(`/event-quotes/${token}/pay`, { method: 'POST', body: { kind } })).payment;
}

export function simulateQuotePayment(token: string, razorpayOrderId: string) {
  return apiRequest<{ razorpayPaymentId: string; razorpaySignature: string }>(`/event-quotes/${token}/simulate`, { method: 'POST', body: { razorpayOrderId } });
}

export async function verifyQuotePayment(token: string, proof: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string }) {
  return (await apiRequest<{ quote: EventQuote }>(`/event-quotes/${token}/verify`, { method: 'POST', body: proof })).quote;
}

// ---- Staff ----
export function useMaterials() {
  return useQuery({
    queryKey: eventQuoteKeys.materials,
    queryFn: async () => (await apiRequest<{ materials: Material[] }>('/admin/event-materials')).materials,
  });
}

export function useRecipes() {
  return useQuery({ queryKey: eventQuoteKeys.recipes, queryFn: async () => (await apiRequest<{ recipes: Recipe[] }>('/admin/event-recipes')).recipes });
}

export function useSaveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: object }) =>
      (await apiRequest<{ material: Material }>(id ? `/admin/event-materials/${id}` : '/admin/event-materials', { method: id ? 'PATCH' : 'POST', body }))
        .material,
    // A material's price moves every recipe made of it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['event-quotes'] }),
  });
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecipeBody) => (await apiRequest<{ recipe: Recipe }>('/admin/event-recipes', { method: 'POST', body })).recipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQuoteKeys.recipes }),
  });
}

export function useQuoteVersions(enquiryId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventQuoteKeys.versions(enquiryId),
    queryFn: async () => (await apiRequest<{ quotes: StaffEventQuote[] }>(`/admin/event-enquiries/${enquiryId}/quotes`)).quotes,
    enabled,
  });
}

export async function previewQuote(enquiryId: string, body: EventQuoteBody): Promise<QuoteFigures> {
  return (await apiRequest<{ figures: QuoteFigures }>(`/admin/event-enquiries/${enquiryId}/quotes/preview`, { method: 'POST', body })).figures;
}

export function useSendQuote(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventQuoteBody) =>
      (await apiRequest<{ quote: StaffEventQuote }>(`/admin/event-enquiries/${enquiryId}/quotes`, { method: 'POST', body })).quote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventQuoteKeys.versions(enquiryId) });
      void queryClient.invalidateQueries({ queryKey: ['event-enquiries', 'staff'] });
    },
  });
}

export function useCancelQuote(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quoteId: string) => (await apiRequest<{ quote: StaffEventQuote }>(`/admin/event-quotes/${quoteId}/cancel`, { method: 'POST' })).quote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQuoteKeys.versions(enquiryId) }),
  });
}
