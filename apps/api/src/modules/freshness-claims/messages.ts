// What customers read of the freshness promise, in English and Hindi (ICU MessageFormat): refusals
// of a report, the desk's answer by mail and phone, and the ask for a review after delivery.
export const en = {
  orderNotFound: 'Order not found',
  notDelivered: 'You can report a problem once the order has been delivered',
  windowClosed: 'The {hours} hours to report a problem with this order have passed. Please call the shop.',
  alreadyOpen: 'You have already reported a problem with this order; our team will answer soon',
  claimNotFound: 'Report not found',
  alreadyAnswered: 'This report has already been answered',
  slotFull: 'The {slot} slot on {day} is full. Choose another slot.',
  slotUnavailable: 'The {slot} slot on {day} cannot be booked. Choose another day or slot.',
  chooseSlot: 'Choose a delivery slot',
  outOfStock: '{name} is out of stock for a replacement',
  refundNotAllowed: 'Only a manager or the owner can give a refund',
  // The answer, by mail.
  answerSubject: 'About the problem you reported with order {orderNumber}',
  answerReplacement: 'We are sorry about your flowers. We are sending a fresh replacement free of charge: order {replacementNumber}, delivered on {when}.',
  answerRefund: 'We are sorry about your flowers. We have refunded {amount} for order {orderNumber}; the bank usually shows it within 5–7 working days.',
  answerReply: 'Our team has answered the problem you reported with order {orderNumber}:',
  // The answer, by phone (short).
  phoneReplacement: 'Phoolwari: sorry about order {orderNumber}. A free replacement, order {replacementNumber}, comes on {when}.',
  phoneRefund: 'Phoolwari: sorry about order {orderNumber}. We have refunded {amount}.',
  phoneReply: 'Phoolwari: we have answered your report on order {orderNumber}. See My Orders.',
  // The ask for a review.
  reviewSubject: 'How were the flowers of order {orderNumber}?',
  reviewText: 'We hope the flowers of order {orderNumber} brought joy. Would you tell other customers what you thought? It takes a minute:',
  phoneReview: 'Phoolwari: how were the flowers of order {orderNumber}? Review them: {link}',
};

export const hi: Record<keyof typeof en, string> = {
  orderNotFound: 'ऑर्डर नहीं मिला',
  notDelivered: 'ऑर्डर डिलीवर हो जाने के बाद ही आप समस्या बता सकते हैं',
  windowClosed: 'इस ऑर्डर की समस्या बताने के {hours} घंटे निकल चुके हैं। कृपया दुकान को फ़ोन करें।',
  alreadyOpen: 'आप इस ऑर्डर की समस्या पहले ही बता चुके हैं; हमारी टीम जल्द जवाब देगी',
  claimNotFound: 'शिकायत नहीं मिली',
  alreadyAnswered: 'इस शिकायत का जवाब पहले ही दिया जा चुका है',
  slotFull: '{day} का {slot} स्लॉट भर चुका है। कोई दूसरा स्लॉट चुनें।',
  slotUnavailable: '{day} का {slot} स्लॉट बुक नहीं हो सकता। कोई दूसरा दिन या स्लॉट चुनें।',
  chooseSlot: 'डिलीवरी का स्लॉट चुनें',
  outOfStock: 'बदले में भेजने के लिए {name} स्टॉक में नहीं है',
  refundNotAllowed: 'रिफ़ंड केवल मैनेजर या मालिक दे सकते हैं',
  answerSubject: 'ऑर्डर {orderNumber} की आपकी बताई समस्या के बारे में',
  answerReplacement: 'आपके फूलों के लिए हमें खेद है। हम बिना किसी शुल्क के ताज़े फूल दोबारा भेज रहे हैं: ऑर्डर {replacementNumber}, डिलीवरी {when}।',
  answerRefund: 'आपके फूलों के लिए हमें खेद है। हमने ऑर्डर {orderNumber} के {amount} रिफ़ंड कर दिए हैं; बैंक में यह आम तौर पर 5–7 कार्य दिवसों में दिख जाता है।',
  answerReply: 'ऑर्डर {orderNumber} की आपकी बताई समस्या पर हमारी टीम का जवाब:',
  phoneReplacement: 'फूलवारी: ऑर्डर {orderNumber} के लिए खेद है। बदले के फूल, ऑर्डर {replacementNumber}, {when} आएँगे, मुफ़्त।',
  phoneRefund: 'फूलवारी: ऑर्डर {orderNumber} के लिए खेद है। हमने {amount} रिफ़ंड कर दिए हैं।',
  phoneReply: 'फूलवारी: ऑर्डर {orderNumber} की आपकी शिकायत का जवाब मेरे ऑर्डर में है।',
  reviewSubject: 'ऑर्डर {orderNumber} के फूल कैसे लगे?',
  reviewText: 'उम्मीद है ऑर्डर {orderNumber} के फूलों ने खुशी दी। क्या आप दूसरे ग्राहकों को अपनी राय बताएँगे? बस एक मिनट लगेगा:',
  phoneReview: 'फूलवारी: ऑर्डर {orderNumber} के फूल कैसे लगे? समीक्षा लिखें: {link}',
};
