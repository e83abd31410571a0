// The public face of the delivery module: what the app and other modules may use (its internals stay its own).
export {
  countSlotBookings,
  createDeliveryAdmin,
  earliestDelivery,
  estimatedDelivery,
  findServiceArea,
  findSlot,
  listSlotAvailability,
  slotTimingProblem,
} from './service';
export * as deliveryMessages from './messages';
export { registerDeliveryRoutes } from './routes';
export { deliveryRoutes } from './plugin';
