// The currency a visitor abroad reads approximate prices in ("≈ $15.60" beside ₹1,299), kept in
// the browser: rupees alone until they choose one. Only the choice lives here (a few hundred bytes
// on every page); the rates and the formatting load once a currency is chosen (approximate-amount).
import { useSyncExternalStore } from 'react';
import type { DisplayCurrency } from '@phoolwari/contracts/storefront-values';

export const DISPLAY_CURRENCY_KEY = 'displayCurrency';
/** Told of a new choice (the chooser, loaded later, writes it: see currency-chooser.tsx). */
export const displayCurrencyListeners = new Set<() => void>();

/** The chosen currency, or null for rupees alone (also for blocked storage or a hand-edited entry). */
export function readDisplayCurrency(): DisplayCurrency | null {
  try {
    // The shape only: a code without a rate (unknown, or withdrawn by the owner) shows nothing.
    const raw = localStorage.getItem(DISPLAY_CURRENCY_KEY);
    return raw && /^[A-Z]{3}$/.test(raw) ? (raw as DisplayCurrency) : null;
  } catch {
    return null;
  }
}

// Another tab's choice shows on this tab's next page load: not worth first-load bytes.
function subscribe(listener: () => void): () => void {
  displayCurrencyListeners.add(listener);
  return () => displayCurrencyListeners.delete(listener);
}

/** The chosen currency; null on the server and before hydration, so the first render matches. */
export function useDisplayCurrency(): DisplayCurrency | null {
  return useSyncExternalStore(subscribe, readDisplayCurrency, () => null);
}
