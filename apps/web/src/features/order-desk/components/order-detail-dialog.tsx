// An order in full for the desk: items (with the customer's reference photos, add-ons marked),
// whether flowers may be substituted, and totals, payment ids and status, the address, the
// recipient and the card (gift message, anonymous sender), the slot, and its history — every move
// with who made it and when; the company and its GSTIN when it was ordered for one (B2B). The list's copy shows at once; the history arrives with the detail.
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type Order } from '@phoolwari/contracts';
import { ReferencePhotoThumb } from '../../../components/reference-photo-thumb';
import { SubstitutionNote } from '../../../components/substitution-note';
import { OrderDocuments } from '../../../components/order-documents';
import { RefundList } from '../../../components/refund-list';
import { formatRupees } from '../../../lib/money';
import { ErrorState } from '../../../components/status-views';
import { Modal } from '../../../components/modal';
import { RowSkeletons } from '../../../components/panel-states';
import { formatDateTime } from '../../../lib/shop-dates';
import { useDeskOrder } from '../api/get-desk-order';
import { slotLabel } from '../lib/desk-format';
import { formatCalendarDate } from '../../../lib/shop-dates';
import { statusLabel } from '../../../components/order-status-badges';
import { CashToCollect } from './cash-to-collect';
import { OrderActions } from './order-actions';
import { RiderPicker } from './rider-picker';
import { DeliveryStatusBadge, OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-status-badges';

interface OrderDetailDialogProps {
  /** The order as the list has it, shown until the detail arrives. */
  order: Order;
  onClose: () => void;
}

export function OrderDetailDialog({ order: listed, onClose }: OrderDetailDialogProps) {
  const detail = useDeskOrder(listed._id);
  const order = detail.data?.order ?? listed;

  return (
    <Modal title={`Order ${order.orderId}`} description={`Placed ${formatDateTime(order.createdAt)}`} size="lg" onClose={onClose}>
      <div className="space-y-6 text-sm text-gray-800">
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.orderStatus} />
          <DeliveryStatusBadge status={order.deliveryStatus} labelled />
          <CashToCollect order={order} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
        <OrderActions order={order} />
        <RiderPicker order={order} />
        <OrderDocuments order={order} />

        {order.cancelReason && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            <span className="font-semibold">Cancelled:</span> {order.cancelReason}
          </p>
        )}

        <Section title="Items">
          <div className="mb-3">
            <SubstitutionNote substitution={order.substitution} audience="staff" />
          </div>
          <table className="w-full text-left">
            <caption className="sr-only">Items of order {order.orderId}</caption>
            <thead className="text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Item
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Qty
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Price
                </th>
                <th scope="col" className="py-1 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {order.items.map((item, i) => (
                <tr key={`${item.product._id}-${i}`}>
                  <th scope="row" className="py-1.5 pr-2 font-medium text-gray-900">
                    {item.name}
                    {item.option && ` — ${item.option.label}`}
                    {item.isAddon && <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-normal text-gray-700">Add-on</span>}
                    {item.personalisation && (
                      <span className="mt-1 block font-normal text-gray-700">
                        Message: <q>{item.personalisation}</q>
                      </span>
                    )}
                    {item.referencePhoto && (
                      <span className="mt-1 flex items-center gap-2 font-normal text-gray-700">
                        <ReferencePhotoThumb url={item.referencePhoto} label={`Customer's reference photo for ${item.name}`} size={64} />
                        Customer's reference photo
                      </span>
                    )}
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{formatRupees(item.price)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatRupees(item.price * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <Fact numeric label="Subtotal">
              {formatRupees(order.totals.subtotal)}
            </Fact>
            <Fact numeric label="Delivery fee">
              {formatRupees(order.totals.deliveryFee)}
            </Fact>
            {order.totals.shopDiscount > 0 && (
              <Fact numeric label="Shop discount">
                −{formatRupees(order.totals.shopDiscount)}
              </Fact>
            )}
            {order.totals.promoDiscount > 0 && (
              <Fact numeric label={`Promo ${order.promoCode ?? ''}`.trim()}>
                −{formatRupees(order.totals.promoDiscount)}
              </Fact>
            )}
            <Fact numeric label="Total" strong>
              {formatRupees(order.totalAmount)}
            </Fact>
          </dl>
        </Section>

        <div className="grid gap-6 md:grid-cols-2">
          <Section title="Delivery">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              <Fact label="Date">{formatCalendarDate(order.deliveryDate)}</Fact>
              <Fact label="Slot">{slotLabel(order.slot)}</Fact>
              <Fact label="Tracking">{order.trackingNumber ?? 'None'}</Fact>
              <Fact label="Rider">{order.rider?.name ?? 'None yet'}</Fact>
              <Fact label="Estimated">{order.estimatedDelivery ? formatDateTime(order.estimatedDelivery) : '—'}</Fact>
              <Fact label="Delivered">{order.actualDelivery ? formatDateTime(order.actualDelivery) : 'Not yet'}</Fact>
            </dl>
            <h4 className="mt-3 font-semibold text-gray-900">Address</h4>
            <address className="not-italic">
              {order.shippingAddress.name}
              <br />
              {order.shippingAddress.street}
              <br />
              {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.pincode}
              <br />
              {order.shippingAddress.country} · Phone {order.shippingAddress.phone}
            </address>
          </Section>

          <Section title="Recipient and card">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              <Fact label="Recipient">{order.recipient.name}</Fact>
              <Fact label="Phone">{order.recipient.phone}</Fact>
              <Fact label="Sender">{order.anonymousSender ? 'Anonymous: do not name the sender' : (order.user?.name ?? 'Named on the card')}</Fact>
            </dl>
            <h4 className="mt-3 font-semibold text-gray-900">Gift message</h4>
            <p className="whitespace-pre-line">{order.giftMessage || <span className="text-gray-600">No message</span>}</p>
          </Section>

          <Section title="Customer and payment">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              <Fact label="Customer">
                <span className="[overflow-wrap:anywhere]">{order.user ? `${order.user.name}${order.user.email ? ` (${order.user.email})` : ''}` : '—'}</span>
              </Fact>
              {order.company && (
                <>
                  <Fact label="Company">{order.company.legalName}</Fact>
                  <Fact label="GSTIN">
                    <span className="font-mono">{order.company.gstin}</span> <span className="text-gray-600">(B2B tax invoice)</span>
                  </Fact>
                </>
              )}
              <Fact label="Payment">
                {statusLabel(order.paymentStatus)}
                {order.paymentMethod && ` · ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`}
              </Fact>
              <Fact label="Gateway order">
                <span className="font-mono break-all">{order.razorpayOrderId ?? '—'}</span>
              </Fact>
              <Fact label="Payment id">
                <span className="font-mono break-all">{order.razorpayPaymentId ?? '—'}</span>
              </Fact>
              {order.refunds.length > 0 && <Fact label="Refundable">{formatRupees(order.refundableAmount)}</Fact>}
            </dl>
            {order.refunds.length > 0 && (
              <div className="mt-3">
                <h4 className="mb-1 font-semibold text-gray-900">Refunds</h4>
                <RefundList refunds={order.refunds} audience="staff" />
              </div>
            )}
          </Section>

          <Section title="History">
            {detail.isPending ? (
              <div role="status">
                <span className="sr-only">Loading the history…</span>
                <RowSkeletons count={3} />
              </div>
            ) : detail.isError ? (
              <ErrorState title="The history could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} />
            ) : detail.data.history.length === 0 ? (
              <p className="text-gray-700">No changes recorded yet.</p>
            ) : (
              <ol className="space-y-2 border-l-2 border-gray-200 pl-4">
                {detail.data.history.map((h, i) => (
                  <li key={`${h.at}-${i}`}>
                    <p className="font-medium text-gray-900">
                      {/* A payment or refund leaves the status as it was: no arrow to itself. */}
                      {h.fromStatus && h.fromStatus !== h.toStatus ? `${statusLabel(h.fromStatus)} → ` : ''}
                      {statusLabel(h.toStatus)}
                      <span className="font-normal text-gray-700">
                        {' '}
                        · delivery {h.fromDeliveryStatus && h.fromDeliveryStatus !== h.toDeliveryStatus ? `${statusLabel(h.fromDeliveryStatus)} → ` : ''}
                        {statusLabel(h.toDeliveryStatus)}
                      </span>
                    </p>
                    <p className="text-gray-700">
                      <time dateTime={h.at}>{formatDateTime(h.at)}</time> by {h.actor}
                    </p>
                    {h.note && <p className="text-gray-800">“{h.note}”</p>}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>
      </div>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-base font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, strong = false, numeric = false, children }: { label: string; strong?: boolean; numeric?: boolean; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className={strong ? 'font-semibold text-gray-900' : 'text-gray-600'}>{label}</dt>
      <dd className={`${numeric ? 'text-right tabular-nums' : ''} ${strong ? 'font-semibold text-gray-900' : 'text-gray-900'}`}>{children}</dd>
    </div>
  );
}
