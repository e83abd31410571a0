// The delivery the customer chose before the cart (a pincode, and perhaps a date and a kind of
// slot), kept in the browser so the product page, the cards, the listing, the cart and checkout all
// read the same one. Written only once the shop answered that it delivers there: an unserved or
// mistyped pincode changes nothing kept.
import { useSyncExternalStore } from 'react';
import { PINCODE_PATTERN } from '@phoolwari/contracts/storefront-values';

export const REMEMBERED_DELIVERY_KEY = 'deliveryChoice';
export const DELIVERY_KINDS = ['standard', 'fixed', 'midnight'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export interface RememberedDelivery {
  pincode: string;
  /** 'YYYY-MM-DD', the shop's date; none: the earliest. */
  date?: string;
  /** none: any kind. */
  kind?: DeliveryKind;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastChoice: RememberedDelivery | null = null;

/** What a stored text says, or null for nothing, a hand-edited or an old entry (no zod on first load). */
export function parseRememberedDelivery(raw: string | null): RememberedDelivery | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { pincode, date, kind } = value as Record<string, unknown>;
    if (typeof pincode !== 'string' || !PINCODE_PATTERN.test(pincode)) return null;
    return {
      pincode,
      ...(typeof date === 'string' && DATE.test(date) ? { date } : {}),
      ...(DELIVERY_KINDS.includes(kind as DeliveryKind) ? { kind: kind as DeliveryKind } : {}),
    };
  } catch {
    return null;
  }
}

export function readRememberedDelivery(): RememberedDelivery | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(REMEMBERED_DELIVERY_KEY);
  } catch {
    // Blocked storage (private mode): nothing is remembered, every page still works.
  }
  // The same text gives the same object, as useSyncExternalStore asks of a snapshot.
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastChoice = parseRememberedDelivery(raw);
  }
  return lastChoice;
}

export function saveRememberedDelivery(choice: RememberedDelivery): void {
  try {
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify(choice));
  } catch {
    // Full or blocked storage: the choice lasts as long as the page does.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === REMEMBERED_DELIVERY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered choice; null on the server and before the browser has read it (so hydration matches). */
export function useRememberedDelivery(): RememberedDelivery | null {
  return useSyncExternalStore(subscribe, readRememberedDelivery, () => null);
}
