// "≈ $15.60" beside a rupee price, for a visitor who chose a currency in the footer; nothing for
// everyone else. Its formatting and the rates load only after that choice, so the storefront's
// first load carries this stub alone.
import { lazy, Suspense } from 'react';
import { useDisplayCurrency } from '../lib/display-currency';

const ApproximateAmount = lazy(() => import('./approximate-amount'));

export function ApproximatePrice(props: { rupees: number; className?: string }) {
  const currency = useDisplayCurrency();
  return (
    currency && (
      <Suspense>
        <ApproximateAmount {...props} currency={currency} />
      </Suspense>
    )
  );
}
