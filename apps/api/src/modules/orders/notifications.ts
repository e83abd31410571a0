// What happens after any order changes state: the customer's e-mail when it is confirmed, dispatched,
// delivered or cancelled (each carrying the tracking link), and a short message to the customer's
// phone when it is confirmed and when it is out for delivery, both queued inside the move's own
// transaction (so they exist exactly when the move does: a crash right after the commit loses
// none, a rolled-back move sends none); then, once committed, the live update to everyone watching
// the order (its owner, the staff, and pages following its tracking link), which may fail without
// harm since the state it shows is in the database. Mails and texts are in the customer's language
// as it is when they are queued (messages.ts).
import type { DeliveryStatus, OrderStatus } from '@phoolwari/contracts';
import type { Tx } from '../../db/client';
import { formatDay } from '../../platform/i18n/locale';
import { letter } from '../../platform/i18n/letter';
import { Wording, translator, type Translate } from '../../platform/i18n/translator';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { formatRupees } from '../../platform/money';
import { TRACK_LINK, type PhoneChannel } from '../../platform/phone/phone-outbox';
import type { OrderStatusUpdate } from '../../platform/realtime';
import { productName } from '../cart';
import { freshnessPromise, readShopSettings } from '../shop-settings';
import * as messages from './messages';
import type { OrderWithItems } from './repo';
import { followYourOrder } from './tracking-link';

export interface OrderNotifier {
  /** Inside the move's transaction: queues what the customer is told by mail and on the phone. */
  queueMessages(tx: Tx, order: OrderWithItems, previousStatus: OrderStatus | null, previousDeliveryStatus?: DeliveryStatus | null): Promise<void>;
  /** After the commit: the live updates (best effort, never throws). */
  publish(order: OrderWithItems): Promise<void>;
}

/** The payment provider of a subscription's prepaid daily delivery orders (decision 032). */
export const SUBSCRIPTION_DELIVERY_PROVIDER = 'subscription';

type OrderMessages = Translate<keyof typeof messages.en>;

/** Each message in the customer's language, with the day and slot of delivery as they read them. */
function wordsFor({ order: o, user, slotNameHi }: OrderWithItems) {
  const t: OrderMessages = translator(messages, user.language);
  // The slot and the flowers as the shop names them now in the customer's language; the order keeps the English.
  const slot = Wording.name(o.slotName, slotNameHi).in(user.language);
  return { t, language: user.language, when: t('when', { day: formatDay(o.deliveryDate, user.language), slot }) };
}

/** What goes to the customer's phone, if anything: short, with the link filled in when it is sent. */
function phoneText(order: OrderWithItems, previousStatus: OrderStatus | null, previousDeliveryStatus: DeliveryStatus | null): string | null {
  const o = order.order;
  if (!o.trackingToken) return null;
  const { t, when } = wordsFor(order);
  if (o.status === 'confirmed' && previousStatus === 'pending') return t('phoneConfirmed', { orderNumber: o.orderNumber, when, link: TRACK_LINK });
  if (o.deliveryStatus === 'out_for_delivery' && previousDeliveryStatus !== 'out_for_delivery')
    return t('phoneOutForDelivery', { orderNumber: o.orderNumber, link: TRACK_LINK });
  return null;
}

/** Flowers the customer sent to themselves: the recipient has their name or their phone number. */
function forOneself({ order: o, user }: OrderWithItems): boolean {
  const sameName = o.recipientName.trim().toLowerCase() === user.name.trim().toLowerCase();
  // The last ten digits: one may write +91 or a leading 0, the other not.
  const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
  const samePhone = digits(user.phone).length === 10 && digits(o.recipientPhone) === digits(user.phone);
  return sameName || samePhone;
}

/** The mail about the order's new status, if that status has one: its subject and paragraphs (the frame and the tracking link come after). */
function customerMail(order: OrderWithItems, previousStatus: OrderStatus | null, freshnessHours: number): { subject: string; paragraphs: string[] } | null {
  const { order: o, items, refunds } = order;
  const { t, language, when } = wordsFor(order);
  const orderNumber = o.orderNumber;
  const recipient = o.recipientName;
  switch (o.status) {
    case 'confirmed': {
      const amount = formatRupees(o.totalPaise, language);
      const lines = [
        t('itemsHeading', { count: items.reduce((sum, i) => sum + i.quantity, 0) }),
        ...items.map((i) => {
          const line = t('itemLine', { quantity: i.quantity, name: productName(i).in(language) });
          return i.personalisation ? `${line}\n  “${i.personalisation}”` : line;
        }),
      ].join('\n');
      return {
        subject: t('confirmedSubject', { orderNumber }),
        paragraphs: [
          t(o.paymentStatus === 'cod_pending' ? 'confirmedCashOnDelivery' : 'confirmedPaid', { orderNumber, amount }),
          lines,
          t('confirmedDelivery', { recipient, when }),
        ],
      };
    }
    case 'shipped':
      return {
        subject: t('shippedSubject', { orderNumber }),
        paragraphs: [
          t('shippedText', { recipient, hasTracking: o.trackingNumber ? 'yes' : 'no', trackingNumber: o.trackingNumber ?? '' }),
          t('shippedExpected', { when }),
        ],
      };
    case 'delivered':
      return {
        subject: t('deliveredSubject', { orderNumber }),
        paragraphs: [
          forOneself(order) ? t('deliveredToSelfText', { orderNumber }) : t('deliveredText', { orderNumber, recipient }),
          // Flowers cannot come back: what the shop promises instead, and until when (decision 027).
          freshnessPromise(freshnessHours, language),
        ],
      };
    case 'cancelled': {
      // An unpaid checkout that lapsed was never an order to the customer: no mail.
      if (previousStatus === 'pending' || previousStatus === null) return null;
      const refunding = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);
      return {
        subject: t('cancelledSubject', { orderNumber }),
        paragraphs: [
          t('cancelledText', { orderNumber, recipient, when, hasReason: o.cancelReason ? 'yes' : 'no', reason: o.cancelReason ?? '' }),
          refunding > 0 ? t('cancelledRefunding', { amount: formatRupees(refunding, language) }) : t('cancelledNothingCharged'),
        ],
      };
    }
    default:
      return null;
  }
}

/**
 * An order mail as queued: the news, then the tracking link (where the reader looks next), then the
 * signature. Null for a customer known only by phone: their texts carry the news.
 */
function orderMail(order: OrderWithItems, publicUrl: string, mail: { subject: string; paragraphs: string[] }): MailMessage | null {
  if (!order.user.email) return null;
  const follow = followYourOrder(publicUrl, order.order.trackingToken, order.user.language);
  return {
    to: order.user.email,
    subject: mail.subject,
    text: letter(order.user.language, { dear: order.user.name }, [...mail.paragraphs, follow?.text]),
    ...(follow ? { secrets: follow.secrets } : {}),
    relatedOrderId: order.order.id,
  };
}

/**
 * "Your bouquet is ready": the florist's photo of the finished arrangement, sent once when the
 * order is first marked prepared. `photoUrl` is absolute (the mail is read outside the shop).
 */
export function bouquetReadyMail(order: OrderWithItems, photoUrl: string, publicUrl: string) {
  // Not for a subscription's daily delivery: the same bouquet every morning is not news (decision 032).
  if (order.order.paymentProvider === SUBSCRIPTION_DELIVERY_PROVIDER) return null;
  const { t, when } = wordsFor(order);
  const o = order.order;
  return orderMail(order, publicUrl, {
    subject: t('bouquetReadySubject', { orderNumber: o.orderNumber }),
    paragraphs: [t('bouquetReadyText', { recipient: o.recipientName, photoUrl }), t('bouquetReadyDelivery', { when })],
  });
}

export function createOrderNotifier(deps: {
  mailer: Mailer;
  publish?: (update: OrderStatusUpdate) => void;
  /** Sends the order's tracking view to the pages following its link (the order as its move left it). */
  publishTracking?: (order: OrderWithItems) => Promise<void>;
  phone?: PhoneChannel;
  /** The base of the tracking links in mail. */
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}): OrderNotifier {
  return {
    async queueMessages(tx, order, previousStatus, previousDeliveryStatus = null) {
      // A subscription's daily delivery (made the day before, prepaid) is the same news every day:
      // its confirmation, dispatch and delivery are not told, or a month of mornings would be 30
      // mails and 60 texts. A cancellation is news; so are the exceptions, told by their own module,
      // and a delivery moved to the cycle's end, told by subscriptions (decision 032).
      if (order.order.paymentProvider === SUBSCRIPTION_DELIVERY_PROVIDER && order.order.status !== 'cancelled') return;
      // A failure here fails the move: its transaction could not commit without these rows anyway.
      const text = deps.phone && order.user.phone ? phoneText(order, previousStatus, previousDeliveryStatus) : null;
      if (text) await deps.phone?.queue({ to: order.user.phone, text, relatedOrderId: order.order.id }, tx);
      if (previousStatus === order.order.status) return;
      const freshnessHours = order.order.status === 'delivered' ? (await readShopSettings(tx)).freshnessHours : 0;
      const mail = customerMail(order, previousStatus, freshnessHours);
      const message = mail && orderMail(order, deps.publicUrl, mail);
      if (message) await deps.mailer.queue(message, tx);
    },

    async publish(order) {
      // Its mail, committed with the move, goes out now rather than at the worker's next poll.
      deps.mailer.wake();
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
        await deps.publishTracking?.(order);
      } catch (error) {
        deps.log.warn({ err: String(error) }, 'real-time update of the tracking page failed');
      }
    },
  };
}
