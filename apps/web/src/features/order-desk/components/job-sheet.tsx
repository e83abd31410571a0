// A workshop job sheet: what to make and where it goes — items (with the customer's reference
// photo to match), whether flowers may be substituted, the add-ons to send along, recipient and
// phone, address, gift message (and whether the sender stays anonymous), the slot. Shown on screen with the order's moves, and printed on its own page
// (print-sheets.tsx), where the photo is printed larger.
import type { Order } from '@phoolwari/contracts';
import { ReferencePhotoThumb } from '../../../components/reference-photo-thumb';
import { slotLabel } from '../lib/desk-format';
import { formatCalendarDate } from '../../../lib/shop-dates';
import { DeliveryStatusBadge, OrderStatusBadge } from '../../../components/order-status-badges';
import { SubstitutionNote } from '../../../components/substitution-note';
import { CashToCollect } from './cash-to-collect';

interface JobSheetProps {
  order: Order;
  /** The printed copy: no badges or buttons, plain black on white. */
  printed?: boolean;
  headingLevel?: 'h3' | 'h4';
}

export function JobSheet({ order, printed = false, headingLevel: Heading = 'h4' }: JobSheetProps) {
  const a = order.shippingAddress;
  const toMake = order.items.filter((item) => !item.isAddon);
  const addOns = order.items.filter((item) => item.isAddon);
  return (
    <div className={`space-y-3 text-sm ${printed ? 'text-black' : 'text-gray-800'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="font-mono text-base font-bold text-gray-900">{order.orderId}</Heading>
          <p>
            {formatCalendarDate(order.deliveryDate)} · {slotLabel(order.slot)}
          </p>
        </div>
        {!printed && (
          <div className="flex flex-wrap gap-1">
            <OrderStatusBadge status={order.orderStatus} />
            <DeliveryStatusBadge status={order.deliveryStatus} labelled />
            <CashToCollect order={order} />
          </div>
        )}
      </div>

      <SubstitutionNote substitution={order.substitution} audience="staff" printed={printed} />

      <div>
        <p className="font-semibold text-gray-900">To make</p>
        <ul className="list-disc pl-5">
          {toMake.map((item, i) => (
            <li key={`${item.product._id}-${i}`}>
              <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
              {item.option && <span className="font-semibold"> — {item.option.label}</span>}
              {item.personalisation && (
                <span className="block">
                  Write on it: <q className="font-semibold">{item.personalisation}</q>
                </span>
              )}
              {item.referencePhoto && (
                <span className="my-1 flex items-center gap-2">
                  <ReferencePhotoThumb
                    url={item.referencePhoto}
                    label={`Customer's reference photo for ${item.name}`}
                    size={printed ? 160 : 64}
                    eager={printed}
                    linked={!printed}
                  />
                  <span className={printed ? '' : 'text-gray-700'}>Match the customer's reference photo</span>
                </span>
              )}
            </li>
          ))}
        </ul>
        {addOns.length > 0 && (
          <p className="mt-1">
            <span className="font-semibold text-gray-900">Add-ons:</span>{' '}
            {addOns.map((item, i) => (
              <span key={`${item.product._id}-${i}`}>
                {i > 0 && ' · '}
                <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
                {item.option && ` — ${item.option.label}`}
                {item.personalisation && (
                  <>
                    {' '}
                    (write: <q className="font-semibold">{item.personalisation}</q>)
                  </>
                )}
              </span>
            ))}
          </p>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-gray-900">Deliver to</p>
          <p className="text-base font-semibold text-gray-900">{order.recipient.name}</p>
          <p>
            Phone{' '}
            {printed ? (
              order.recipient.phone
            ) : (
              <a href={`tel:${order.recipient.phone}`} className="font-medium text-brand-700 underline underline-offset-2">
                {order.recipient.phone}
              </a>
            )}
          </p>
          <address className="not-italic">
            {a.street}
            <br />
            {a.city}, {a.state} {a.pincode}
          </address>
          {order.trackingNumber && <p>Tracking: {order.trackingNumber}</p>}
          {order.rider && <p>Rider: {order.rider.name}</p>}
        </div>
        <div>
          <p className="font-semibold text-gray-900">Card</p>
          <p className="whitespace-pre-line italic">{order.giftMessage ? `“${order.giftMessage}”` : 'No message'}</p>
          <p className="mt-1">{order.anonymousSender ? 'Anonymous: do not name the sender' : `From: ${order.user?.name ?? a.name}`}</p>
        </div>
      </div>
    </div>
  );
}
