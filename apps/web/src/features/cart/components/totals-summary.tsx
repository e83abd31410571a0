// The money lines of an order summary — subtotal, delivery fee, discounts, total — exactly as the
// server computed them (cart, checkout quote or a placed order). Nothing is added up here.
import type { ReactNode } from 'react';
import type { Totals } from '@phoolwari/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '../../../lib/money';
import { ApproximatePrice } from '../../../components/approximate-price';

interface TotalsSummaryProps {
  totals: Totals;
  itemCount?: number;
  promoCode?: string | null;
  /** The delivery fee's label, e.g. 'Delivery fee (from)' before the area and slot are known. */
  deliveryLabel?: string;
  /** A short line under the delivery fee (what it includes, or what may be added). */
  deliveryNote?: ReactNode;
  totalLabel?: string;
}

export function TotalsSummary({ totals, itemCount, promoCode, deliveryLabel, deliveryNote, totalLabel }: TotalsSummaryProps) {
  const { t } = useLingui();
  const subtotalLabel = itemCount === undefined ? t`Subtotal` : t`Subtotal (${plural(itemCount, { one: '# item', other: '# items' })})`;
  return (
    <dl className="space-y-2 text-sm text-gray-800">
      <Row label={subtotalLabel} value={formatRupees(totals.subtotal)} />
      <Row label={deliveryLabel ?? t`Delivery fee`} value={formatRupees(totals.deliveryFee)} note={deliveryNote} />
      {totals.codFee !== undefined && totals.codFee > 0 && <Row label={t`Cash on delivery fee`} value={formatRupees(totals.codFee)} />}
      {/* A flat amount the owner takes off every order (Settings): said, or it reads like a mistake. */}
      {totals.shopDiscount > 0 && (
        <Row label={t`Shop discount`} value={<Minus amount={totals.shopDiscount} />} note={t`Off every order, from the shop`} valueClass="text-green-800" />
      )}
      {totals.promoDiscount > 0 && (
        <Row
          label={promoCode ? t`Promo discount (${promoCode})` : t`Promo discount`}
          value={<Minus amount={totals.promoDiscount} />}
          valueClass="text-green-800"
        />
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-gray-200 pt-3 text-base font-bold text-gray-900">
        <dt>{totalLabel ?? t`Total`}</dt>
        <dd className="text-right">
          <span data-testid="summary-total">{formatRupees(totals.total)}</span>
          <ApproximatePrice rupees={totals.total} className="block text-sm text-gray-600" />
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, value, note, valueClass = '' }: { label: string; value: ReactNode; note?: ReactNode; valueClass?: string }) {
  // The note sits inside the <dt>: a <dl> may only group <dt>/<dd> pairs in one plain <div>.
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt>
        {label}
        {note && <span className="mt-0.5 block text-xs text-gray-600">{note}</span>}
      </dt>
      <dd className={`shrink-0 font-medium ${valueClass}`}>{value}</dd>
    </div>
  );
}

/** A deduction: "−₹50" on screen, "minus ₹50" for a screen reader. */
function Minus({ amount }: { amount: number }) {
  return (
    <>
      <span aria-hidden="true">−</span>
      <span className="sr-only">
        <Trans>minus</Trans>{' '}
      </span>
      {formatRupees(amount)}
    </>
  );
}
