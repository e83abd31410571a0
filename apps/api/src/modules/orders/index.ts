// The public face of the orders module: what the app and other modules may use (its internals stay its own).
export {
  createOrderTransitions,
  staffActor,
  type MoveOrder,
  type OrderActor,
  type OrderRecord,
  type OrderTarget,
  type OrderTransitions,
  type Invoicing,
} from './transitions';
export { hindiName, toOrderDto } from './dto';
export { SUBSCRIPTION_DELIVERY_PROVIDER, bouquetReadyMail, createOrderNotifier } from './notifications';
export { paymentStatusAfterRefunds, refundFigures } from './refund-figures';
export {
  addHistory,
  claimGuestOrders,
  countOrdersWhere,
  countUnpaidPlacedFrom,
  findOrder,
  findOrderByGatewayOrderId,
  findOrderOwner,
  findOrderPaymentState,
  insertOrder,
  listExpiredPendingOrderIds,
  listHistory,
  listOrderItems,
  listOrdersWhere,
  listUserOrders,
  lockOrder,
  lockPendingOrdersOf,
  replaceTrackingToken,
  setGatewayOrderId,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderPaymentState,
  type OrderRow,
  type OrderWithItems,
  type RefundRow,
} from './repo';
export { followYourOrder, trackingUrl } from './tracking-link';
export { ordersPlugin } from './plugin';
