// For a visitor reading approximate prices in another currency: what they will really be charged
// (rupees, the server's total), how old the rate behind the approximation is, and whether a card
// issued abroad will go through (the owner's setting, per what Razorpay has activated on the
// shop's account). Nothing for a visitor reading rupees alone.
import { Trans } from '@lingui/react/macro';
import type { ShopSettings } from '@phoolwari/contracts';
import { useDisplayCurrency } from '../../../lib/display-currency';
import { formatRupees } from '../../../lib/money';
import { useLanguage } from '../../../i18n/i18n';
import { INTL_LOCALE } from '../../../i18n/languages';

export function ChargeInRupeesNote({ total, settings }: { total: number; settings: Pick<ShopSettings, 'exchangeRates' | 'internationalCards'> }) {
  const currency = useDisplayCurrency();
  const locale = INTL_LOCALE[useLanguage()];
  const rate = currency ? settings.exchangeRates[currency] : undefined;
  if (!rate) return null;
  const amount = formatRupees(total);
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(rate.setAt));
  return (
    <div role="note" data-testid="charge-in-rupees" className="space-y-1 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
      <p>
        <Trans>
          You will be charged {amount} in Indian rupees; the amount in your currency is approximate (rate of {date}).
        </Trans>
      </p>
      <p>
        {settings.internationalCards ? (
          <Trans>Cards issued outside India are accepted; your bank may add its own conversion fee.</Trans>
        ) : (
          <Trans>Only cards issued in India, UPI and net banking are accepted here; a card issued abroad will be declined.</Trans>
        )}
      </p>
    </div>
  );
}
