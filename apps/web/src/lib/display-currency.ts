// The currency a visitor abroad reads approximate prices in ("≈ $15.60" beside ₹1,299), kept in
// the browser: rupees alone until they choose one. Only the choice lives here (a few hundred bytes
// on every page); the rates and the formatting load once a currency is chosen (approximate-amount).
import { useSyncExternalStore } from 'react';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@phoolwari/contracts/storefront-values';

export const DISPLAY_CURRENCY_KEY = 'displayCurrency';
const listeners = new Set<() => void>();

/** The chosen currency, or null for rupees alone (also for blocked storage or a hand-edited entry). */
export function readDisplayCurrency(): DisplayCurrency | null {
  try {
    const raw = localStorage.getItem(DISPLAY_CURRENCY_KEY);
    return DISPLAY_CURRENCIES.includes(raw as DisplayCurrency) ? (raw as DisplayCurrency) : null;
  } catch {
    return null;
  }
}

export function saveDisplayCurrency(currency: DisplayCurrency | null): void {
  try {
    if (currency) localStorage.setItem(DISPLAY_CURRENCY_KEY, currency);
    else localStorage.removeItem(DISPLAY_CURRENCY_KEY);
  } catch {
    // Blocked storage: the choice lasts as long as the page does not reload.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISPLAY_CURRENCY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen currency; null on the server and before hydration, so the first render matches. */
export function useDisplayCurrency(): DisplayCurrency | null {
  return useSyncExternalStore(subscribe, readDisplayCurrency, () => null);
}
