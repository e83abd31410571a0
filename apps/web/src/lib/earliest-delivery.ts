// GET /api/delivery/earliest: for a pincode (and a date and kind of slot), whether the shop
// delivers there, the earliest delivery and when it arrives by, the fee per kind of slot and what is
// open on that day. One query per choice, shared by the product page, the cards and the listing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EarliestDeliveryAnswer, OfferedSlot } from '@phoolwari/contracts';
import { apiRequest } from './api';
import { formatClock, formatShortDay } from './shop-dates';
import type { Language } from '../i18n/languages';
import { useRememberedDelivery, type DeliveryKind, type RememberedDelivery } from './remembered-delivery';

export function earliestDeliveryQueryOptions({ pincode, date, kind }: RememberedDelivery, language: Language) {
  return queryOptions({
    // The answer's sentence is in the page's language.
    queryKey: ['delivery', 'earliest', pincode, date ?? '', kind ?? '', language] as const,
    queryFn: ({ signal }) => apiRequest<EarliestDeliveryAnswer>('/delivery/earliest', { signal, query: { pincode, date, kind } }),
    // The server's answer moves at a cut-off; a minute is as long as a shared cache keeps it.
    staleTime: 60_000,
  });
}

/** Nothing is asked without a choice (no pincode remembered or typed yet). */
export function useEarliestDelivery(choice: RememberedDelivery | null | undefined, language: Language) {
  return useQuery({ ...earliestDeliveryQueryOptions(choice ?? { pincode: '' }, language), enabled: Boolean(choice?.pincode) });
}

/**
 * The remembered pincode's answer, asked by the pincode alone (the earliest of any kind), and its
 * 'Earliest: …' line for cards: one request for a page of cards, nothing without a pincode.
 */
export function useRememberedEarliest(i18n: I18n) {
  const remembered = useRememberedDelivery();
  const delivery = useEarliestDelivery(remembered && { pincode: remembered.pincode }, i18n.locale as Language);
  const served = delivery.data?.serviceable ? delivery.data : undefined;
  return { delivery, served, label: served?.earliest ? earliestLabel(served.earliest, i18n) : undefined };
}

/** 'today by 8:00 pm', 'tomorrow by 12:00 pm', 'Wed 26 Nov': when a slot's flowers arrive. */
export function arrivalLabel(offer: Pick<OfferedSlot, 'daysAhead' | 'byTime' | 'date'>, i18n: I18n): string {
  const language = i18n.locale as Language;
  const time = formatClock(offer.byTime, language);
  if (offer.daysAhead === 0) return i18n._(msg`today by ${time}`);
  if (offer.daysAhead === 1) return i18n._(msg`tomorrow by ${time}`);
  const day = formatShortDay(offer.date, language);
  return i18n._(msg`${day} by ${time}`);
}

/** 'Earliest: today by 8:00 pm', as the cards and the listing say it. */
export function earliestLabel(offer: Pick<OfferedSlot, 'daysAhead' | 'byTime' | 'date'>, i18n: I18n): string {
  const when = arrivalLabel(offer, i18n);
  return i18n._(msg`Earliest: ${when}`);
}

export const DELIVERY_KIND_LABELS = {
  standard: msg`Standard`,
  fixed: msg`Fixed time`,
  midnight: msg`Midnight`,
} satisfies Record<DeliveryKind, unknown>;
