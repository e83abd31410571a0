// Query keys of checkout's reads (pincode checks, slots, quotes) in one factory.
import type { QuoteBody } from '@phoolwari/contracts';

export const checkoutKeys = {
  all: ['checkout'] as const,
  pincode: (pincode: string) => [...checkoutKeys.all, 'pincode', pincode] as const,
  slotLists: () => [...checkoutKeys.all, 'slots'] as const,
  slots: (date: string) => [...checkoutKeys.slotLists(), date] as const,
  firstOpenDay: () => [...checkoutKeys.slotLists(), 'first-open-day'] as const,
  /** `cartStamp` changes whenever the cart's contents or promo do, so an old quote is never reused. */
  quote: (input: QuoteBody, cartStamp: string) => [...checkoutKeys.all, 'quote', input, cartStamp] as const,
};
