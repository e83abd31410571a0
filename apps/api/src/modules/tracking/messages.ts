// What a tracking link, or asking for one, tells a customer it cannot do, in English and Hindi
// (ICU MessageFormat). The tracking page says the gone link in the same words.
export const en = {
  linkGone: 'This tracking link is not valid any more',
  noLinkYet: 'This order gets its tracking link once it is confirmed',
  orderNotFound: 'Order not found',
};

export const hi: Record<keyof typeof en, string> = {
  linkGone: 'यह ट्रैकिंग लिंक अब काम नहीं करता',
  noLinkYet: 'इस ऑर्डर का ट्रैकिंग लिंक ऑर्डर पक्का होने पर मिलेगा',
  orderNotFound: 'ऑर्डर नहीं मिला',
};
