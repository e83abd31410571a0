// One delivery on the rider's phone: the slot, whom to give it to with a tap-to-call number, the
// address with a link that opens it in a maps app, notes, the cash to collect, and the next move in
// big buttons: Out for delivery → Delivered / Failed → Try again. Whether the florist has marked the
// order ready is shown before it leaves; taking out one that is not asks why (the desk is told).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RiderDelivery } from '@phoolwari/contracts';
import { localized } from '@phoolwari/contracts/storefront-values';
import { useLanguage } from '../../../i18n/i18n';
import { Button } from '../../../components/button';
import { DeliveryStatusBadge } from '../../../components/order-status-badges';
import { ReasonDialog } from '../../../components/reason-dialog';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { slotLabel } from '../../../lib/shop-dates';
import { useDeliveryFailed, useSendOut } from '../api/my-deliveries';
import { DeliveredDialog } from './delivered-dialog';

export const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function DeliveryCard({ delivery: d }: { delivery: RiderDelivery }) {
  const { t } = useLingui();
  const language = useLanguage();
  const orderId = d.orderId;
  const recipient = d.recipient.name;
  const phone = d.recipient.phone;
  const notes = d.notes;
  const failureReason = d.failureReason;
  const receivedBy = d.receivedBy;
  const out = useSendOut(d._id);
  const failed = useDeliveryFailed(d._id);
  const [dialog, setDialog] = useState<'delivered' | 'failed' | 'unready' | null>(null);
  const onTheWay = d.orderStatus === 'shipped' && d.deliveryStatus !== 'failed';
  const retry = d.deliveryStatus === 'failed';
  const waiting = d.orderStatus === 'confirmed' || d.orderStatus === 'processing';

  const cash = d.collect !== null ? formatRupees(d.collect) : '';

  return (
    <article aria-label={t`Delivery ${orderId} to ${recipient}`} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 text-base text-gray-800">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-gray-900">{slotLabel(localized(d.slot, language), language)}</p>
        <DeliveryStatusBadge status={d.deliveryStatus} />
      </header>
      {waiting &&
        (d.ready ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 font-semibold text-emerald-900">
            <span aria-hidden="true">✓ </span>
            <Trans>Ready for pickup</Trans>
          </p>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-950">
            <span aria-hidden="true">! </span>
            <Trans>Not ready yet: the florist has not finished it</Trans>
          </p>
        ))}
      <div>
        <h3 className="text-lg font-bold text-gray-900">{d.recipient.name}</h3>
        <p className="font-mono text-sm text-gray-700">{d.orderId}</p>
      </div>
      {d.collect !== null && (
        <p className="rounded-lg bg-amber-100 px-3 py-2 text-lg font-bold text-amber-950">
          <Trans>Collect {cash}</Trans>
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <a
          href={`tel:${d.recipient.phone}`}
          className="flex min-h-12 items-center justify-center rounded-lg border border-brand-600 px-2 font-semibold text-brand-700"
        >
          <Trans>Call {phone}</Trans>
        </a>
        <a
          href={mapsLink(d.address)}
          target="_blank"
          rel="noreferrer"
          className="flex min-h-12 items-center justify-center rounded-lg border border-brand-600 px-2 font-semibold text-brand-700"
        >
          <Trans>Open in maps</Trans>
        </a>
      </div>
      <address className="text-sm not-italic">{d.address}</address>
      {notes && (
        <p className="text-sm">
          <Trans>
            <span className="font-semibold">Notes:</span> {notes}
          </Trans>
        </p>
      )}
      <p className="text-sm text-gray-700">{d.items.map((i) => `${i.quantity} × ${localized(i, language).name}`).join(', ')}</p>
      {retry && failureReason && (
        <p className="text-sm text-red-800">
          <Trans>Last attempt failed: {failureReason}</Trans>
        </p>
      )}
      {d.orderStatus === 'delivered' && (
        <p className="text-sm text-emerald-900">{receivedBy ? <Trans>Delivered, received by {receivedBy}.</Trans> : <Trans>Delivered.</Trans>}</p>
      )}

      {(waiting || retry) && (
        <Button
          className="min-h-12 w-full text-base"
          busy={out.isPending}
          busyLabel={t`Sending…`}
          onClick={() => (retry || d.ready ? out.mutate(undefined) : setDialog('unready'))}
        >
          {retry ? t`Try again: out for delivery` : t({ message: 'Out for delivery', context: 'rider button' })}
        </Button>
      )}
      {onTheWay && (
        <div className="grid grid-cols-2 gap-2">
          <Button className="min-h-12 text-base" onClick={() => setDialog('delivered')}>
            <Trans>Delivered</Trans>
          </Button>
          <Button variant="danger" className="min-h-12 text-base" onClick={() => setDialog('failed')}>
            <Trans>Failed</Trans>
          </Button>
        </div>
      )}
      {out.isError && dialog !== 'unready' && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(out.error, t`Could not send it out. Please try again.`)}
        </p>
      )}

      {dialog === 'delivered' && <DeliveredDialog delivery={d} onClose={() => setDialog(null)} />}
      {dialog === 'unready' && (
        <ReasonDialog
          title={t`Not ready yet: ${orderId}`}
          description={t`The florist has not marked this order ready. Take it out only if you must; the desk is told why.`}
          reason={{ label: t`Why does it leave now?`, required: true, maxLength: 300, placeholder: t`The florist handed it over in person…` }}
          keepLabel={t`Back`}
          confirmLabel={t`Take it out anyway`}
          busyLabel={t`Sending…`}
          busy={out.isPending}
          error={out.isError ? errorMessage(out.error, t`Could not send it out. Please try again.`) : null}
          onConfirm={(reason) => out.mutate(reason, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'failed' && (
        <ReasonDialog
          title={t`Delivery failed: ${orderId}`}
          description={t`The desk and the customer see the reason; you can try again later.`}
          reason={{ label: t`What happened?`, required: true, maxLength: 300, placeholder: t`Nobody home, gate locked…` }}
          keepLabel={t`Back`}
          confirmLabel={t`Delivery failed`}
          busyLabel={t`Saving…`}
          busy={failed.isPending}
          error={failed.isError ? errorMessage(failed.error, t`Could not save. Please try again.`) : null}
          onConfirm={(reason) => failed.mutate(reason, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
    </article>
  );
}
