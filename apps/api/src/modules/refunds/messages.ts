// What a customer reads when their money has gone back, in English and Hindi (ICU MessageFormat).
export const en = {
  refundedSubject: 'Refund of {amount} for order {orderNumber}',
  refundedText: 'We have refunded {amount} for order {orderNumber} to the account you paid from. Banks usually show it within 5–7 working days.\n\nReason: {reason}',
};

export const hi: Record<keyof typeof en, string> = {
  refundedSubject: 'ऑर्डर {orderNumber} के {amount} वापस कर दिए गए हैं',
  refundedText: 'हमने ऑर्डर {orderNumber} के {amount} उसी खाते में वापस भेज दिए हैं जिससे आपने भुगतान किया था। बैंक में यह रकम आम तौर पर 5–7 कार्य दिवसों में दिख जाती है।\n\nकारण: {reason}',
};
