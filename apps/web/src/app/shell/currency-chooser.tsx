// The footer's "Approximate prices in" chooser, for senders abroad: the currencies the owner has set
// a rate for (Settings), named in the page's language by the browser itself. Loaded after the page
// (footer.tsx), and hidden in a shop that has set no rates. Checkout says the charge is in rupees.
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@phoolwari/contracts/storefront-values';
import { DISPLAY_CURRENCY_KEY, displayCurrencyListeners, useDisplayCurrency } from '../../lib/display-currency';
import { useShopSettings } from '../../lib/shop-settings';
import { useLanguage } from '../../i18n/i18n';
import { INTL_LOCALE } from '../../i18n/languages';

export function saveDisplayCurrency(currency: DisplayCurrency | null): void {
  try {
    if (currency) localStorage.setItem(DISPLAY_CURRENCY_KEY, currency);
    else localStorage.removeItem(DISPLAY_CURRENCY_KEY);
  } catch {
    // Blocked storage: the choice lasts as long as the page does not reload.
  }
  displayCurrencyListeners.forEach((listener) => listener());
}

export default function CurrencyChooser() {
  const id = useId();
  const locale = INTL_LOCALE[useLanguage()];
  const chosen = useDisplayCurrency();
  const rates = useShopSettings().data?.exchangeRates;
  const offered = DISPLAY_CURRENCIES.filter((code) => rates?.[code]);
  if (offered.length === 0) return null;
  const names = new Intl.DisplayNames(locale, { type: 'currency' });
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="text-gray-300">
        <Trans>Approximate prices in</Trans>
      </label>
      <select
        id={id}
        value={chosen && offered.includes(chosen) ? chosen : ''}
        onChange={(e) => saveDisplayCurrency((e.target.value || null) as DisplayCurrency | null)}
        className="min-h-11 rounded-md border border-gray-600 bg-gray-800 px-2 text-sm text-white"
      >
        <option value="">{names.of('INR')} (₹)</option>
        {offered.map((code) => (
          <option key={code} value={code}>
            {names.of(code)} ({code})
          </option>
        ))}
      </select>
    </div>
  );
}
