// Helpers for the order desk's tests: orders shaped like the API's answers and list answers. The
// socket's stand-in is src/test/fake-socket.ts.
import type { AdminOrderListAnswer, Order } from '@phoolwari/contracts';

let nextId = 1;
const hex24 = (n: number, prefix: string) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const n = nextId++;
  return {
    _id: hex24(n, 'dd'),
    orderId: `PW261122-A${String(n).padStart(4, '0')}`,
    createdAt: '2026-11-22T04:30:00.000Z',
    orderStatus: 'confirmed',
    deliveryStatus: 'pending',
    paymentStatus: 'paid',
    items: [
      {
        product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', name: 'Red Rose Bouquet', images: [] },
        name: 'Red Rose Bouquet',
        image: '',
        quantity: 2,
        price: 1299,
        referencePhoto: null,
        isAddon: false,
      },
    ],
    totals: { subtotal: 2598, deliveryFee: 49, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 2597 },
    totalAmount: 2597,
    promoCode: null,
    shippingAddress: {
      name: 'Asha Rao',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560003',
      country: 'India',
      phone: '9876543210',
    },
    recipient: { name: 'Kavya Iyer', phone: '9812345678' },
    giftMessage: 'Happy birthday, Kavya!',
    anonymousSender: false,
    substitution: { allowed: true, avoid: '' },
    company: null,
    deliveryDate: '2026-11-22',
    slot: { _id: 'eeeeeeeeeeeeeeeeeeeeee01', name: 'Morning', startTime: '09:00', endTime: '12:00' },
    trackingNumber: null,
    estimatedDelivery: null,
    actualDelivery: null,
    razorpayOrderId: 'order_sim_123',
    razorpayPaymentId: 'pay_sim_456',
    cancelReason: null,
    expiresAt: null,
    cancellableUntil: null,
    paymentMethod: 'upi',
    refunds: [],
    refundableAmount: 0,
    invoiceNumber: null,
    creditNotes: [],
    preparedPhoto: null,
    preparedAt: null,
    deliveryPhoto: null,
    receivedBy: null,
    user: { _id: '0000000000000000000000c1', name: 'Asha Rao', email: 'asha@example.com' },
    ...overrides,
  };
}

export function orderPage(orders: Order[], extra: Partial<AdminOrderListAnswer> = {}): AdminOrderListAnswer {
  return { orders, total: orders.length, page: 1, totalPages: orders.length ? 1 : 0, ...extra };
}
