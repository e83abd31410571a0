// What customers read when something goes wrong with their order (mail, phone text, refusals), in
// English and Hindi. ICU MessageFormat; order numbers, reasons as the rider typed them and links
// are never translated.
export const en = {
  failedSubject: 'We could not deliver order {orderNumber}',
  failedText: 'Our delivery partner could not deliver your flowers for {recipient} ({when}).\nReason: {reason}',
  failedNext: 'Choose another delivery slot at no extra charge, or cancel the order{paid, select, yes { and get your money back in full} other {}}:\n{link}',
  failedPhone: 'Phoolwari: we could not deliver order {orderNumber} ({reason}). Choose another slot free or cancel: {link}',

  orderNotFound: 'Order not found',
  notFailed: 'This order’s delivery has not failed: there is nothing to reschedule',
  slotFull: 'The {slot} slot on {day} is full. Please choose another.',
  slotUnavailable: 'The {slot} slot on {day} can no longer be booked. Please choose another.',
  chooseSlot: 'Choose a delivery slot',
  notReadyReason: 'This order has not been marked ready by the florist: say why it is leaving now',
};

export const hi: Record<keyof typeof en, string> = {
  failedSubject: 'ऑर्डर {orderNumber} की डिलीवरी नहीं हो पाई',
  failedText: '{recipient} के लिए आपके फूल ({when}) हमारे डिलीवरी साथी नहीं पहुँचा पाए।\nकारण: {reason}',
  failedNext: 'बिना किसी अतिरिक्त शुल्क के डिलीवरी का दूसरा स्लॉट चुनें, या ऑर्डर रद्द करें{paid, select, yes { और पूरे पैसे वापस पाएँ} other {}}:\n{link}',
  failedPhone: 'फूलवारी: ऑर्डर {orderNumber} की डिलीवरी नहीं हो पाई ({reason})। मुफ़्त में दूसरा स्लॉट चुनें या रद्द करें: {link}',

  orderNotFound: 'ऑर्डर नहीं मिला',
  notFailed: 'इस ऑर्डर की डिलीवरी नाकाम नहीं हुई है: दूसरा स्लॉट चुनने को कुछ नहीं है',
  slotFull: '{day} का {slot} स्लॉट भर चुका है। कृपया कोई दूसरा स्लॉट चुनें।',
  slotUnavailable: '{day} का {slot} स्लॉट अब बुक नहीं हो सकता। कृपया कोई दूसरा स्लॉट चुनें।',
  chooseSlot: 'डिलीवरी स्लॉट चुनें',
  notReadyReason: 'फूलवाले ने यह ऑर्डर अभी तैयार नहीं बताया है: बताइए कि यह अभी क्यों निकल रहा है',
};
