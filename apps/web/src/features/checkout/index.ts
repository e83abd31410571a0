// What other features use of checkout: the pincode check on the product page.
export { PincodeCheck } from './components/pincode-check';
export { payWithRazorpay } from './lib/razorpay';
