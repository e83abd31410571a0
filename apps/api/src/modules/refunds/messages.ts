// What a customer reads when their money has gone back, in English and Hindi (ICU MessageFormat).
export const en = {
  refundedSubject: 'Refund of {amount} for order {orderNumber}',
  refundedText:
    'We have refunded {amount} for order {orderNumber} to the account you paid from. Banks usually show it within 5–7 working days.\n\nReason: {reason}',
  // Why a customer cannot cancel their own order (My Orders).
  orderNotFound: 'Order not found',
  alreadyCancelled: 'This order is already cancelled',
  inPreparation: 'Our florist has started preparing this order, so it can no longer be cancelled here. Please call the shop.',
  notCancellable: 'This order can no longer be cancelled here. Please call the shop.',
  windowPassed: 'The time to cancel this order yourself has passed. Please call the shop.',
  paidBySubscription: 'This delivery is part of a subscription: cancel the subscription in My Subscriptions, and what was not delivered is refunded.',
};

export const hi: Record<keyof typeof en, string> = {
  refundedSubject: 'ऑर्डर {orderNumber} के {amount} वापस कर दिए गए हैं',
  refundedText:
    'हमने ऑर्डर {orderNumber} के {amount} उसी खाते में वापस भेज दिए हैं जिससे आपने भुगतान किया था। बैंक में यह रकम आम तौर पर 5–7 कार्य दिवसों में दिख जाती है।\n\nकारण: {reason}',
  orderNotFound: 'ऑर्डर नहीं मिला',
  alreadyCancelled: 'यह ऑर्डर पहले ही रद्द हो चुका है',
  inPreparation: 'हमारे फूलवाले ने यह ऑर्डर तैयार करना शुरू कर दिया है, इसलिए अब इसे यहाँ से रद्द नहीं किया जा सकता। कृपया दुकान को फ़ोन करें।',
  notCancellable: 'यह ऑर्डर अब यहाँ से रद्द नहीं किया जा सकता। कृपया दुकान को फ़ोन करें।',
  windowPassed: 'यह ऑर्डर खुद रद्द करने का समय निकल चुका है। कृपया दुकान को फ़ोन करें।',
  paidBySubscription: 'यह डिलीवरी एक सदस्यता का हिस्सा है: मेरी सदस्यताएँ में सदस्यता रद्द करें, जो डिलीवर नहीं हुआ उसका पैसा वापस मिलेगा।',
};
