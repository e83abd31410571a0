// The public face of the cash-on-delivery module: what the app and other modules may use (its internals stay its own).
export { cashNotTaken, cashOnDeliveryOffer, lockCashPayer } from './offer';
