// How the desk names a delivery slot: the shop's one way (lib/shop-dates).
export { slotLabel } from '../../../lib/shop-dates';
