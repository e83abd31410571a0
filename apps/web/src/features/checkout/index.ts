// What other features use of checkout: the pincode check (product page) and checkout's query keys
// (the admin's settings change them).
export { checkoutKeys } from './api/checkout-keys';
export { PincodeCheck } from './components/pincode-check';
