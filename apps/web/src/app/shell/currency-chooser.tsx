// The footer's "Approximate prices in" chooser, for senders abroad: the currencies the owner has set
// a rate for (Settings), named in the page's language by the browser itself. Loaded after the page
// (footer.tsx), and hidden in a shop that has set no rates.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@phoolwari/contracts/storefront-values';
import { saveDisplayCurrency, useDisplayCurrency } from '../../lib/display-currency';
import { useShopSettings } from '../../lib/shop-settings';
import { useLanguage } from '../../i18n/i18n';
import { INTL_LOCALE } from '../../i18n/languages';

export default function CurrencyChooser() {
  const { t } = useLingui();
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
        aria-describedby={`${id}-note`}
        className="min-h-11 rounded-md border border-gray-600 bg-gray-800 px-2 text-sm text-white"
      >
        <option value="">{t`Rupees only (₹)`}</option>
        {offered.map((code) => (
          <option key={code} value={code}>
            {names.of(code)} ({code})
          </option>
        ))}
      </select>
      <span id={`${id}-note`} className="text-xs text-gray-400">
        <Trans>You always pay in Indian rupees.</Trans>
      </span>
    </div>
  );
}
