// An amount in rupees, as roughly what it is in the visitor's chosen currency ("≈ $15.60"), from
// the owner's rate in the public settings. Loaded only once a visitor has chosen a currency; shows
// nothing while the rates load, or when the owner has since withdrawn that currency's rate.
import type { DisplayCurrency, ExchangeRate } from '@phoolwari/contracts';
import { useShopSettings } from '../lib/shop-settings';
import { useLanguage } from '../i18n/i18n';
import { INTL_LOCALE } from '../i18n/languages';

/** `rupees` in `currency` at the owner's rate, written as that currency is in the page's language. */
export function formatApproximate(rupees: number, currency: DisplayCurrency, rate: Pick<ExchangeRate, 'rupeesPerUnit'>, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees / rate.rupeesPerUnit);
}

/** The chosen currency's rate, or undefined while loading or when it is not offered. */
export function useRate(currency: DisplayCurrency): ExchangeRate | undefined {
  return useShopSettings().data?.exchangeRates[currency];
}

export default function ApproximateAmount({
  rupees,
  currency,
  className = 'text-sm text-gray-600',
}: {
  rupees: number;
  currency: DisplayCurrency;
  className?: string;
}) {
  const rate = useRate(currency);
  const locale = INTL_LOCALE[useLanguage()];
  if (!rate) return null;
  return (
    <span className={`font-normal ${className}`} data-testid="approximate-price">
      {/* "≈" is read out as "almost equal to": no words of its own on every page's first load. */}≈ {formatApproximate(rupees, currency, rate, locale)}
    </span>
  );
}
