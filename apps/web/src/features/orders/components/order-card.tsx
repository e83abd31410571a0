// One order in My Orders: number, date, status and total up top; while the customer may still
// cancel it, until when and a Cancel button; its refunds; when and how it is being delivered, and
// what was in it (with any reference photo the customer sent); its tracking link to share or
// revoke; then (folded on small screens' behalf) the address, recipient, gift message and the
// server's price breakdown. Once the florist has photographed the bouquet, and once it is
// delivered, their photos.
import { useState, type ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { OrderDocuments } from '../../../components/order-documents';
import { RefundList } from '../../../components/refund-list';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { useStillBefore } from '../lib/use-still-before';
import { CancelMyOrderDialog } from './cancel-my-order-dialog';
import { hasTrackingLink, ShareTrackingLink } from './share-tracking-link';
import { ChevronDownIcon } from '../../../components/icons';
import { ReferencePhotoThumb } from '../../../components/reference-photo-thumb';
import { formatRupees } from '../../../lib/money';
import { TotalsSummary } from '../../cart';
// A presentational piece of the catalogue (square picture, placeholder on failure).
import { ProductImage } from '../../../components/product-image';
import { formatCalendarDate, formatDateTime, formatTimeOfDay } from '../../../lib/shop-dates';
import { statusLabel } from '../../../components/order-status-badges';
import { SubstitutionNote } from '../../../components/substitution-note';
import { DeliveryStatusBadge, OrderStatusBadge } from '../../../components/order-status-badges';

/** A photo the shop took of the order (the finished bouquet, the delivery at the door), linked to its full size. */
function OrderPhoto({ url, title, detail }: { url: string; title: string; detail: string | null }) {
  return (
    <figure className="flex items-center gap-3">
      <a href={url} target="_blank" rel="noreferrer" className="shrink-0">
        <img src={url.replace(/\.webp$/, '-400.webp')} alt={`${title}: photo`} width={80} height={80} loading="lazy" className="h-20 w-20 rounded-lg object-cover" />
      </a>
      <figcaption>
        <p className="font-semibold text-gray-900">{title}</p>
        {detail && <p className="text-gray-700">{detail}</p>}
      </figcaption>
    </figure>
  );
}

export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order._id}`;
  const address = order.shippingAddress;
  const awaitingPayment = order.orderStatus === 'pending';
  const cashOnDelivery = order.paymentStatus === 'cod_pending' && order.orderStatus !== 'cancelled';
  const cancellable = useStillBefore(order.cancellableUntil);
  const cancel = useCancelMyOrder();
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  async function confirmCancel(reason: string) {
    setCancelError(null);
    try {
      await cancel.mutateAsync({ id: order._id, reason });
      setConfirming(false);
      toast.success(cashOnDelivery ? `Order ${order.orderId} cancelled` : `Order ${order.orderId} cancelled: your refund has started`);
    } catch (error) {
      setCancelError(errorMessage(error, 'The order could not be cancelled. Please try again.'));
    }
  }

  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      {/* Number and date on the left, status and total on the right, on one line even on a phone: a
          wrapped right column lined its total up with nothing. */}
      <header className="flex items-start justify-between gap-3 border-b border-gray-100 p-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold break-words text-gray-900">
            Order <span className="font-mono">{order.orderId}</span>
          </h2>
          <p className="text-sm text-gray-700">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <OrderStatusBadge status={order.orderStatus} />
          <p data-testid="order-total" className="text-lg font-bold text-gray-900">
            <span className="sr-only">Total </span>
            {formatRupees(order.totalAmount)}
          </p>
        </div>
      </header>

      {order.cancelReason && (
        <p className="border-b border-red-100 bg-red-50 px-4 py-2 text-sm text-red-800">
          <span className="font-semibold">Cancelled:</span> {order.cancelReason}
        </p>
      )}
      {cancellable && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 bg-gray-50 px-4 py-2 text-sm text-gray-800">
          <p>
            Changed your mind? You can cancel this order until {formatTimeOfDay(order.cancellableUntil)}
            {cashOnDelivery ? '.' : ' for a full refund.'}
          </p>
          <Button
            variant="secondary"
            className="min-h-10 px-3 text-red-700"
            onClick={() => {
              setCancelError(null);
              setConfirming(true);
            }}
          >
            Cancel order{' '}
            <span className="sr-only">{order.orderId}</span>
          </Button>
        </div>
      )}
      {confirming && <CancelMyOrderDialog order={order} busy={cancel.isPending} error={cancelError} onConfirm={(reason) => void confirmCancel(reason)} onClose={() => setConfirming(false)} />}
      {order.refunds.length > 0 && (
        <div className="border-b border-gray-100 px-4 py-3">
          <RefundList refunds={order.refunds} audience="customer" />
        </div>
      )}
      {cashOnDelivery && (
        <p className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Cash on delivery: please keep {formatRupees(order.totalAmount)} ready for our delivery partner.
        </p>
      )}
      {awaitingPayment && (
        <p className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Waiting for payment ({statusLabel(order.paymentStatus)}).
          {order.expiresAt && <> If it is not paid, this order is cancelled at {formatDateTime(order.expiresAt)} and nothing is charged.</>}
        </p>
      )}

      {(order.preparedPhoto || order.deliveryPhoto) && (
        <div className="flex flex-wrap gap-4 border-b border-gray-100 px-4 py-3 text-sm">
          {order.preparedPhoto && <OrderPhoto url={order.preparedPhoto} title="Your bouquet is ready" detail={order.preparedAt ? `Prepared ${formatDateTime(order.preparedAt)}` : null} />}
          {order.deliveryPhoto && (
            <OrderPhoto url={order.deliveryPhoto} title="Delivered" detail={[order.actualDelivery ? formatDateTime(order.actualDelivery) : null, order.receivedBy ? `received by ${order.receivedBy}` : null].filter(Boolean).join(', ') || null} />
          )}
        </div>
      )}

      <div className="grid gap-5 p-4 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <Fact label="Delivery">
            <DeliveryStatusBadge status={order.deliveryStatus} />
          </Fact>
          <Fact label="Delivery on">
            {formatCalendarDate(order.deliveryDate)}, {order.slot.name}
          </Fact>
          <Fact label="Estimated">{order.estimatedDelivery ? formatDateTime(order.estimatedDelivery) : 'To be confirmed'}</Fact>
          <Fact label="Delivered">{order.actualDelivery ? formatDateTime(order.actualDelivery) : 'Not yet'}</Fact>
          <Fact label="Tracking">{order.trackingNumber ? <span className="font-mono">{order.trackingNumber}</span> : 'Not assigned yet'}</Fact>
        </dl>

        <div>
          <h3 className="sr-only">Items</h3>
          <ul className="flex flex-col gap-3">
            {order.items.map((item, i) => (
              <li key={`${item.name}-${i}`} className="flex items-center gap-3">
                <div className="w-14 shrink-0 overflow-hidden rounded-lg">
                  <ProductImage src={item.image || undefined} alt="" sizes="56px" />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-gray-900">
                    {item.name}
                    {item.isAddon && <span className="ml-2 text-xs font-normal text-gray-600">Add-on</span>}
                  </p>
                  <p className="text-gray-700">
                    {item.quantity} × {formatRupees(item.price)}
                  </p>
                </div>
                {item.referencePhoto && (
                  <div className="flex shrink-0 flex-col items-center gap-0.5 text-xs text-gray-600">
                    <ReferencePhotoThumb url={item.referencePhoto} label={`Your reference photo for ${item.name}`} size={44} />
                    Your photo
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-3">
            <SubstitutionNote substitution={order.substitution} audience="customer" />
          </div>
        </div>
      </div>

      {hasTrackingLink(order) && (
        <div className="border-t border-gray-100 px-4 py-3">
          <ShareTrackingLink order={order} />
        </div>
      )}

      {order.invoiceNumber && (
        <div className="border-t border-gray-100 px-4 py-3">
          <OrderDocuments order={order} />
        </div>
      )}

      <details className="group border-t border-gray-100">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          Address, recipient and price details
          <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="grid gap-5 px-4 pt-1 pb-4 text-sm text-gray-800 md:grid-cols-3">
          <section>
            <h3 className="mb-1 font-semibold text-gray-900">Deliver to</h3>
            <address className="not-italic">
              {address.name}
              <br />
              {address.street}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              {address.country}
              <br />
              Phone {address.phone}
            </address>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-gray-900">Recipient</h3>
            <p>
              {order.recipient.name}, {order.recipient.phone}
            </p>
            <h3 className="mt-3 mb-1 font-semibold text-gray-900">Gift message</h3>
            <p className="whitespace-pre-line">{order.giftMessage ? order.giftMessage : <span className="text-gray-600">No message</span>}</p>
            <p className="mt-2 text-gray-700">{order.anonymousSender ? 'Sent anonymously' : 'Your name is on the card'}</p>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-gray-900">Price</h3>
            <TotalsSummary totals={order.totals} promoCode={order.promoCode} totalLabel={order.paymentStatus === 'paid' ? 'Total paid' : 'Total'} />
            <p className="mt-2 text-gray-700">
              {order.paymentMethod === 'cod' ? (
                <>Payment: cash on delivery ({order.paymentStatus === 'paid' ? 'paid' : order.orderStatus === 'cancelled' ? 'nothing to pay' : 'to pay on arrival'})</>
              ) : (
                <>
                  Payment: {statusLabel(order.paymentStatus)}
                  {order.paymentMethod && <> · paid by {PAYMENT_METHOD_LABELS[order.paymentMethod]}</>}
                </>
              )}
            </p>
          </section>
        </div>
      </details>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}
