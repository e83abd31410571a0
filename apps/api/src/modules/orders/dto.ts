// Orders as customers and staff read them: the contract's Order shape from stored rows (items are
// snapshots taken at checkout, so later product edits do not rewrite history).
import type { Order, ShippingAddress } from '@phoolwari/contracts';
import { toRupees } from '../../platform/money';
import { totalsToRupees } from '../cart';
import { refundFigures } from './refund-figures';
import type { OrderWithItems } from './repo';
import { trackingPath } from './tracking-link';

export function toOrderDto(
  { order: o, items, user, refunds, invoiceNumber, creditNotes, rider, slotNameHi }: OrderWithItems,
  opts: { includeUser?: boolean; includeTracking?: boolean } = {},
): Order {
  const totals = totalsToRupees({
    subtotal: o.subtotalPaise,
    deliveryFee: o.deliveryFeePaise,
    shopDiscount: o.shopDiscountPaise,
    promoDiscount: o.promoDiscountPaise,
    discount: o.shopDiscountPaise + o.promoDiscountPaise,
    codFee: o.codFeePaise,
    total: o.totalPaise,
  });
  return {
    _id: o.id,
    orderId: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    orderStatus: o.status,
    deliveryStatus: o.deliveryStatus,
    paymentStatus: o.paymentStatus,
    items: items.map((i) => ({
      product: { _id: i.productId, name: i.name, images: i.image ? [i.image] : [] },
      name: i.name,
      ...hindiName(i.nameHi),
      option: i.optionLabel ? { label: i.optionLabel, ...(i.optionLabelHi ? { hi: { label: i.optionLabelHi } } : {}) } : null,
      personalisation: i.personalisation,
      image: i.image,
      quantity: i.quantity,
      price: toRupees(i.unitPricePaise),
      referencePhoto: i.referencePhoto,
      isAddon: i.isAddon,
    })),
    totals,
    totalAmount: totals.total,
    promoCode: o.promoCode,
    shippingAddress: o.shippingAddress as ShippingAddress,
    recipient: { name: o.recipientName, phone: o.recipientPhone },
    giftMessage: o.giftMessage,
    anonymousSender: o.anonymousSender,
    substitution: { allowed: o.substitutionAllowed, avoid: o.substitutionAvoid },
    company: o.buyerGstin && o.buyerLegalName ? { legalName: o.buyerLegalName, gstin: o.buyerGstin } : null,
    deliveryDate: o.deliveryDate,
    slot: { _id: o.slotId, name: o.slotName, ...hindiName(slotNameHi), startTime: o.slotStart, endTime: o.slotEnd },
    trackingNumber: o.trackingNumber,
    ...(opts.includeTracking ? { trackingPath: o.trackingToken ? trackingPath(o.trackingToken) : null } : {}),
    estimatedDelivery: o.estimatedDelivery?.toISOString() ?? null,
    actualDelivery: o.actualDelivery?.toISOString() ?? null,
    razorpayOrderId: o.razorpayOrderId,
    razorpayPaymentId: o.razorpayPaymentId,
    paymentMethod: o.paymentMethod,
    cancelReason: o.cancelReason,
    expiresAt: o.status === 'pending' ? (o.expiresAt?.toISOString() ?? null) : null,
    // The window itself is the server's; whether it has passed is checked again when the customer asks.
    cancellableUntil:
      o.status === 'confirmed' && (o.paymentStatus === 'paid' || o.paymentStatus === 'cod_pending') ? (o.cancellableUntil?.toISOString() ?? null) : null,
    refunds: refunds.map((r) => ({
      _id: r.id,
      amount: toRupees(r.amountPaise),
      reason: r.reason,
      status: r.status,
      failureReason: r.failureReason,
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
    })),
    invoiceNumber,
    creditNotes: creditNotes.map((n) => ({
      _id: n.id,
      number: n.number,
      amount: toRupees(n.amountPaise),
      reason: n.reason,
      issuedAt: n.issuedAt.toISOString(),
    })),
    refundableAmount: toRupees(refundFigures(o, refunds).refundablePaise),
    preparedPhoto: o.preparedPhoto,
    preparedAt: o.preparedAt?.toISOString() ?? null,
    deliveryPhoto: o.deliveryPhoto,
    receivedBy: o.receivedBy,
    deliveryFailureReason: o.deliveryStatus === 'failed' ? o.deliveryFailureReason : null,
    ...(opts.includeUser ? { user: { _id: user.id, name: user.name, email: user.email }, rider: rider ? { _id: rider.id, name: rider.name } : null } : {}),
  };
}

/** `hi` with the product's Hindi name, or nothing when it has none (the page falls back to English). */
export function hindiName(nameHi: string): { hi?: { name: string } } {
  return nameHi ? { hi: { name: nameHi } } : {};
}
