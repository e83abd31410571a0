// One order in My Orders: number, date, status and total up top; while the customer may still
// cancel it, until when and a Cancel button; its refunds; when and how it is being delivered, and
// what was in it (with any reference photo the customer sent); its tracking link to share or
// revoke; then (folded on small screens' behalf) the address, recipient, gift message and the
// server's price breakdown. Once the florist has photographed the bouquet, and once it is
// delivered, their photos.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@phoolwari/contracts';
import { localized } from '@phoolwari/contracts/storefront-values';
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
import { optionLabel } from '../../../lib/line-option';
import { TotalsSummary } from '../../cart';
// A presentational piece of the catalogue (square picture, placeholder on failure).
import { ProductImage } from '../../../components/product-image';
import { formatCalendarDate, formatDateTime, formatTimeOfDay } from '../../../lib/shop-dates';
import { SubstitutionNote } from '../../../components/substitution-note';
import { DeliveryStatusBadge, OrderStatusBadge } from '../../../components/order-status-badges';
import { useLanguage } from '../../../i18n/i18n';
import { PAYMENT_METHOD_WORDS, PAYMENT_STATUS_WORDS } from '../lib/status-words';

/** A photo the shop took of the order (the finished bouquet, the delivery at the door), linked to its full size. */
function OrderPhoto({ url, title, detail }: { url: string; title: string; detail: string | null }) {
  const { t } = useLingui();
  return (
    <figure className="flex items-center gap-3">
      <a href={url} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={url.replace(/\.webp$/, '-400.webp')}
          alt={t`${title}: photo`}
          width={80}
          height={80}
          loading="lazy"
          className="h-20 w-20 rounded-lg object-cover"
        />
      </a>
      <figcaption>
        <p className="font-semibold text-gray-900">{title}</p>
        {detail && <p className="text-gray-700">{detail}</p>}
      </figcaption>
    </figure>
  );
}

export function OrderCard({
  order,
  afterDelivery,
  news,
}: {
  order: Order;
  afterDelivery?: ((order: Order) => ReactNode) | undefined;
  /** The order's news from the shop (a substitution, a delay), as the page composing My Orders provides it. */
  news?: ((order: Order) => ReactNode) | undefined;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const orderId = order.orderId;
  const headingId = `order-${order._id}`;
  const address = order.shippingAddress;
  const awaitingPayment = order.orderStatus === 'pending';
  const cancelled = order.orderStatus === 'cancelled';
  const delivered = order.orderStatus === 'delivered' || order.deliveryStatus === 'delivered';
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
      toast.success(cashOnDelivery ? t`Order ${orderId} cancelled` : t`Order ${orderId} cancelled: your refund has started`);
    } catch (error) {
      setCancelError(errorMessage(error, t`The order could not be cancelled. Please try again.`));
    }
  }

  const placedAt = formatDateTime(order.createdAt, language);
  const cancelReason = order.cancelReason;
  const cancelUntil = formatTimeOfDay(order.cancellableUntil, language);
  const total = formatRupees(order.totalAmount);
  const paymentStatus = t(PAYMENT_STATUS_WORDS[order.paymentStatus]);
  const expiresAt = formatDateTime(order.expiresAt, language);
  const preparedAt = order.preparedAt ? formatDateTime(order.preparedAt, language) : null;
  const deliveredAt = order.actualDelivery ? formatDateTime(order.actualDelivery, language) : null;
  const receivedBy = order.receivedBy;
  const phone = address.phone;
  const failureReason = order.deliveryFailureReason;
  const deliveryFailed = order.deliveryStatus === 'failed' && order.orderStatus === 'shipped';
  const paidBy = !order.paymentMethod ? null : order.paymentMethod === 'upi' ? 'UPI' : t(PAYMENT_METHOD_WORDS[order.paymentMethod]);

  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      {/* Number and date on the left, status and total on the right, on one line even on a phone: a
          wrapped right column lined its total up with nothing. */}
      <header className="flex items-start justify-between gap-3 border-b border-gray-100 p-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold break-words text-gray-900">
            <Trans>
              Order <span className="font-mono">{orderId}</span>
            </Trans>
          </h2>
          <p className="text-sm text-gray-700">
            <Trans>
              Placed <time dateTime={order.createdAt}>{placedAt}</time>
            </Trans>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <OrderStatusBadge status={order.orderStatus} />
          <p data-testid="order-total" className="text-lg font-bold text-gray-900">
            <span className="sr-only">
              <Trans>Total</Trans>{' '}
            </span>
            {formatRupees(order.totalAmount)}
          </p>
        </div>
      </header>

      {news && <div className="border-b border-gray-100 px-4 py-3 empty:hidden">{news(order)}</div>}
      {order.cancelReason && (
        <p className="border-b border-red-100 bg-red-50 px-4 py-2 text-sm text-red-800">
          <Trans>
            <span className="font-semibold">Cancelled:</span> {cancelReason}
          </Trans>
        </p>
      )}
      {deliveryFailed && (
        <div role="status" className="space-y-2 border-b border-red-100 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">
            <Trans>We could not deliver this order.</Trans>
          </p>
          {failureReason && (
            <p>
              <Trans>
                <span className="font-semibold">Reason:</span> {failureReason}
              </Trans>
            </p>
          )}
          <p>
            <Trans>Choose another delivery slot at no extra charge, or cancel the order.</Trans>
          </p>
          <Link
            to={`/orders/${order._id}/reschedule`}
            className="inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Trans>
              Choose another slot or cancel <span className="sr-only">(order {orderId})</span>
            </Trans>
          </Link>
        </div>
      )}
      {cancellable && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 bg-gray-50 px-4 py-2 text-sm text-gray-800">
          <p>
            {cashOnDelivery ? (
              <Trans>Changed your mind? You can cancel this order until {cancelUntil}.</Trans>
            ) : (
              <Trans>Changed your mind? You can cancel this order until {cancelUntil} for a full refund.</Trans>
            )}
          </p>
          <Button
            variant="secondary"
            className="min-h-10 px-3 text-red-700"
            onClick={() => {
              setCancelError(null);
              setConfirming(true);
            }}
          >
            <Trans>
              Cancel order <span className="sr-only">{orderId}</span>
            </Trans>
          </Button>
        </div>
      )}
      {confirming && (
        <CancelMyOrderDialog
          order={order}
          busy={cancel.isPending}
          error={cancelError}
          onConfirm={(reason) => void confirmCancel(reason)}
          onClose={() => setConfirming(false)}
        />
      )}
      {order.refunds.length > 0 && (
        <div className="border-b border-gray-100 px-4 py-3">
          <RefundList refunds={order.refunds} audience="customer" />
        </div>
      )}
      {cashOnDelivery && (
        <p className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <Trans>Cash on delivery: please keep {total} ready for our delivery partner.</Trans>
        </p>
      )}
      {awaitingPayment && (
        <p className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <Trans>Waiting for payment ({paymentStatus}).</Trans>
          {order.expiresAt && (
            <>
              {' '}
              <Trans>If it is not paid, this order is cancelled at {expiresAt} and nothing is charged.</Trans>
            </>
          )}
        </p>
      )}

      {(order.preparedPhoto || order.deliveryPhoto) && (
        <div className="flex flex-wrap gap-4 border-b border-gray-100 px-4 py-3 text-sm">
          {order.preparedPhoto && (
            <OrderPhoto url={order.preparedPhoto} title={t`Your bouquet is ready`} detail={preparedAt ? t`Prepared ${preparedAt}` : null} />
          )}
          {order.deliveryPhoto && (
            <OrderPhoto
              url={order.deliveryPhoto}
              title={t`Delivered`}
              detail={[deliveredAt, receivedBy ? t`received by ${receivedBy}` : null].filter(Boolean).join(', ') || null}
            />
          )}
        </div>
      )}

      <div className="grid gap-5 p-4 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {/* A cancelled order has no delivery to follow, and a delivered one nothing left to estimate or track. */}
          {!cancelled && (
            <Fact label={t`Delivery`}>
              <DeliveryStatusBadge status={order.deliveryStatus} />
            </Fact>
          )}
          <Fact label={t`Delivery on`}>
            {formatCalendarDate(order.deliveryDate, language)}, {localized(order.slot, language).name}
          </Fact>
          {!cancelled && !delivered && (
            <Fact label={t`Estimated`}>{order.estimatedDelivery ? formatDateTime(order.estimatedDelivery, language) : t`To be confirmed`}</Fact>
          )}
          {!cancelled && <Fact label={t`Delivered`}>{deliveredAt ?? t`Not yet`}</Fact>}
          {!cancelled && (order.trackingNumber || !delivered) && (
            <Fact label={t`Tracking`}>{order.trackingNumber ? <span className="font-mono">{order.trackingNumber}</span> : t`Not assigned yet`}</Fact>
          )}
        </dl>

        <div>
          <h3 className="sr-only">
            <Trans>Items</Trans>
          </h3>
          <ul className="flex flex-col gap-3">
            {order.items.map((item, i) => {
              const size = optionLabel(item.option, language);
              const name = size ? `${localized(item, language).name} — ${size}` : localized(item, language).name;
              return (
                <li key={`${item.name}-${i}`} className="flex items-center gap-3">
                  <div className="w-14 shrink-0 overflow-hidden rounded-lg">
                    <ProductImage src={item.image || undefined} alt="" sizes="56px" />
                  </div>
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium text-gray-900">
                      {name}
                      {item.isAddon && (
                        <span className="ml-2 text-xs font-normal text-gray-600">
                          <Trans>Add-on</Trans>
                        </span>
                      )}
                    </p>
                    {item.personalisation && (
                      <p className="text-gray-800">
                        <Trans>Message:</Trans> <q className="break-words">{item.personalisation}</q>
                      </p>
                    )}
                    <p className="text-gray-700">
                      {item.quantity} × {formatRupees(item.price)}
                    </p>
                  </div>
                  {item.referencePhoto && (
                    <div className="flex shrink-0 flex-col items-center gap-0.5 text-xs text-gray-600">
                      <ReferencePhotoThumb url={item.referencePhoto} label={t`Your reference photo for ${name}`} size={44} />
                      <Trans>Your photo</Trans>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="mt-3">
            <SubstitutionNote substitution={order.substitution} audience="customer" />
          </div>
        </div>
      </div>

      {delivered && afterDelivery && <div className="border-t border-gray-100 px-4 py-3">{afterDelivery(order)}</div>}

      {hasTrackingLink(order) && (
        <div className="border-t border-gray-100 px-4 py-3">
          <ShareTrackingLink order={order} />
        </div>
      )}

      {order.invoiceNumber && (
        <div className="border-t border-gray-100 px-4 py-3">
          <OrderDocuments order={order} language={language} />
        </div>
      )}

      <details className="group border-t border-gray-100">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <Trans>Address, recipient and price details</Trans>
          <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="grid gap-5 px-4 pt-1 pb-4 text-sm text-gray-800 md:grid-cols-3">
          <section>
            <h3 className="mb-1 font-semibold text-gray-900">
              <Trans>Deliver to</Trans>
            </h3>
            <address className="not-italic">
              {address.name}
              <br />
              {address.street}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              {address.country}
              <br />
              <Trans>Phone {phone}</Trans>
            </address>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-gray-900">
              <Trans>Recipient</Trans>
            </h3>
            <p>
              {order.recipient.name}, {order.recipient.phone}
            </p>
            <h3 className="mt-3 mb-1 font-semibold text-gray-900">
              <Trans>Gift message</Trans>
            </h3>
            <p className="whitespace-pre-line">
              {order.giftMessage ? (
                order.giftMessage
              ) : (
                <span className="text-gray-600">
                  <Trans>No message</Trans>
                </span>
              )}
            </p>
            <p className="mt-2 text-gray-700">{order.anonymousSender ? t`Sent anonymously` : t`Your name is on the card`}</p>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-gray-900">
              <Trans>Price</Trans>
            </h3>
            <TotalsSummary totals={order.totals} promoCode={order.promoCode} totalLabel={order.paymentStatus === 'paid' ? t`Total paid` : t`Total`} />
            <p className="mt-2 text-gray-700">
              {order.paymentMethod === 'cod' ? (
                order.paymentStatus === 'paid' ? (
                  <Trans>Payment: cash on delivery (paid)</Trans>
                ) : order.orderStatus === 'cancelled' ? (
                  <Trans>Payment: cash on delivery (nothing to pay)</Trans>
                ) : (
                  <Trans>Payment: cash on delivery (to pay on arrival)</Trans>
                )
              ) : paidBy ? (
                <Trans>
                  Payment: {paymentStatus} · paid by {paidBy}
                </Trans>
              ) : (
                <Trans>Payment: {paymentStatus}</Trans>
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
