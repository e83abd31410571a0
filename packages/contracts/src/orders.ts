// Orders as customers and staff read them, and their three statuses. How they may move is in
// order-moves.ts.
import { z } from 'zod';
import { TotalsSchema } from './cart';
import { ShippingAddressSchema } from './checkout';
import { IdSchema } from './common';

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const DELIVERY_STATUSES = ['pending', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;
export const PaymentStatusSchema = z.enum(['created', 'paid', 'failed', 'refund_pending', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const OrderItemSchema = z.object({
  product: z.object({ _id: IdSchema, name: z.string(), images: z.array(z.string()) }),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** The customer's reference photo for this line, copied from the cart at checkout, or null. */
  referencePhoto: z.string().nullable(),
});

export const OrderSchema = z.object({
  _id: IdSchema,
  orderId: z.string(),
  createdAt: z.string(),
  orderStatus: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema,
  paymentStatus: PaymentStatusSchema,
  items: z.array(OrderItemSchema),
  totals: TotalsSchema,
  totalAmount: z.number(),
  promoCode: z.string().nullable(),
  shippingAddress: ShippingAddressSchema,
  recipient: z.object({ name: z.string(), phone: z.string() }),
  giftMessage: z.string(),
  anonymousSender: z.boolean(),
  deliveryDate: z.string(),
  slot: z.object({ _id: IdSchema, name: z.string(), startTime: z.string(), endTime: z.string() }),
  trackingNumber: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  actualDelivery: z.string().nullable(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  user: z.object({ _id: IdSchema, name: z.string(), email: z.string() }).optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderAnswerSchema = z.object({ order: OrderSchema });
export const OrdersAnswerSchema = z.object({ orders: z.array(OrderSchema) });
