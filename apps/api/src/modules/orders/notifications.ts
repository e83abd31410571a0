// What happens after any order changes state: the live update to everyone watching it (its owner,
// the staff, and pages following its tracking link), the customer's e-mail when it is confirmed,
// dispatched, delivered or cancelled (each carrying the tracking link), and a short message to the
// customer's phone when it is confirmed and when it is out for delivery. None may fail the change.
import type { DeliveryStatus, OrderStatus } from '@phoolwari/contracts';
import type { Mailer } from '../../platform/mail/mailer';
import { TRACK_LINK, type PhoneChannel } from '../../platform/phone/phone-outbox';
import type { OrderStatusUpdate } from '../../platform/realtime';
import { formatRupees } from '../../platform/money';
import { followYourOrder } from '../tracking/service';
import type { OrderRow, OrderWithItems } from './repo';

export interface OrderNotifier {
  orderChanged(order: OrderWithItems, previousStatus: OrderStatus | null, previousDeliveryStatus?: DeliveryStatus | null): Promise<void>;
}

/** What goes to the customer's phone, if anything: short, with the link filled in when it is sent. */
function phoneText({ order: o }: OrderWithItems, previousStatus: OrderStatus | null, previousDeliveryStatus: DeliveryStatus | null): string | null {
  if (!o.trackingToken) return null;
  if (o.status === 'confirmed' && previousStatus === 'pending') return `Phoolwari: order ${o.orderNumber} is confirmed for ${o.deliveryDate}, ${o.slotName}. Follow it: ${TRACK_LINK}`;
  if (o.deliveryStatus === 'out_for_delivery' && previousDeliveryStatus !== 'out_for_delivery') return `Phoolwari: order ${o.orderNumber} is out for delivery. Follow it: ${TRACK_LINK}`;
  return null;
}


function customerMail({ order: o, items, user, refunds }: OrderWithItems, previousStatus: OrderStatus | null): { subject: string; text: string } | null {
  const lines = items.map((i) => `  ${i.quantity} × ${i.name}`).join('\n');
  const when = `${o.deliveryDate}, ${o.slotName}`;
  const greeting = `Dear ${user.name},`;
  switch (o.status) {
    case 'confirmed': {
      const paid =
        o.paymentStatus === 'cod_pending'
          ? `We have confirmed order ${o.orderNumber}. Please keep ${formatRupees(o.totalPaise)} in cash ready for our delivery partner.`
          : `We have received your payment of ${formatRupees(o.totalPaise)} and confirmed order ${o.orderNumber}.`;
      return {
        subject: `Order ${o.orderNumber} confirmed`,
        text: `${greeting}\n\nThank you! ${paid}\n\n${lines}\n\nDelivery to ${o.recipientName}: ${when}.\n\nPhoolwari`,
      };
    }
    case 'shipped':
      return {
        subject: `Order ${o.orderNumber} is on its way`,
        text: `${greeting}\n\nYour flowers for ${o.recipientName} have left our workshop.${o.trackingNumber ? `\nTracking number: ${o.trackingNumber}` : ''}\n\nExpected: ${when}.\n\nPhoolwari`,
      };
    case 'delivered':
      return {
        subject: `Order ${o.orderNumber} delivered`,
        text: `${greeting}\n\nYour order ${o.orderNumber} has been delivered to ${o.recipientName}. We hope they loved it.\n\nPhoolwari`,
      };
    case 'cancelled': {
      // An unpaid checkout that lapsed was never an order to the customer: no mail.
      if (previousStatus === 'pending' || previousStatus === null) return null;
      const refunding = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);
      return {
        subject: `Order ${o.orderNumber} cancelled`,
        text: `${greeting}\n\nOrder ${o.orderNumber} (delivery to ${o.recipientName}, ${when}) has been cancelled.${o.cancelReason ? `\nReason: ${o.cancelReason}` : ''}\n\n${
          refunding > 0 ? `A refund of ${formatRupees(refunding)} has been started to the account you paid from; we will write again when it is processed.` : 'Nothing more will be charged.'
        }\n\nPhoolwari`,
      };
    }
    default:
      return null;
  }
}

/**
 * "Your bouquet is ready": the florist's photo of the finished arrangement, sent once when the
 * order is first marked prepared. `photoUrl` is absolute (the mail is read outside the shop).
 */
export function bouquetReadyMail({ order: o, user }: OrderWithItems, photoUrl: string): { subject: string; text: string } {
  return {
    subject: `Your bouquet is ready (order ${o.orderNumber})`,
    text: `Dear ${user.name},\n\nYour flowers for ${o.recipientName} are ready in our workshop. Here is how they look:\n${photoUrl}\n\nDelivery: ${o.deliveryDate}, ${o.slotName}.\n\nPhoolwari`,
  };
}

export function createOrderNotifier(deps: {
  mailer: Mailer;
  publish?: (update: OrderStatusUpdate) => void;
  /** Sends the order's tracking view to the pages following its link. */
  publishTracking?: (order: OrderRow) => Promise<void>;
  phone?: PhoneChannel;
  /** The base of the tracking links in mail. */
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}): OrderNotifier {
  return {
    async orderChanged(order, previousStatus, previousDeliveryStatus = null) {
      try {
        deps.publish?.({
          orderId: order.order.id,
          orderStatus: order.order.status,
          deliveryStatus: order.order.deliveryStatus,
          trackingNumber: order.order.trackingNumber,
          updatedAt: order.order.updatedAt.toISOString(),
        });
      } catch (error) {
        deps.log.warn({ err: String(error) }, 'real-time update failed');
      }
      try {
        await deps.publishTracking?.(order.order);
      } catch (error) {
        deps.log.warn({ err: String(error) }, 'real-time update of the tracking page failed');
      }
      const text = deps.phone && order.user.phone ? phoneText(order, previousStatus, previousDeliveryStatus) : null;
      if (text) {
        try {
          await deps.phone?.queue({ to: order.user.phone, text, relatedOrderId: order.order.id });
        } catch (error) {
          deps.log.warn({ err: String(error) }, 'queueing the message to the customer’s phone failed');
        }
      }
      if (previousStatus === order.order.status) return;
      const mail = customerMail(order, previousStatus);
      if (!mail) return;
      const follow = followYourOrder(deps.publicUrl, order.order.trackingToken);
      try {
        await deps.mailer.queue({
          to: order.user.email,
          subject: mail.subject,
          // Above the signature, so the link is where the reader looks after the news.
          text: follow ? mail.text.replace(/\n\nPhoolwari$/, `\n\n${follow.text}\n\nPhoolwari`) : mail.text,
          ...(follow ? { secrets: follow.secrets } : {}),
          relatedOrderId: order.order.id,
        });
      } catch (error) {
        deps.log.warn({ err: String(error) }, 'queueing the order e-mail failed');
      }
    },
  };
}
