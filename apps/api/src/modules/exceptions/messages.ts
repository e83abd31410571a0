// What customers read when something goes wrong with their order, or news they must hear at once
// (mail, phone text, refusals), in English and Hindi. ICU MessageFormat; order numbers, reasons and
// flowers as staff typed them, and links are never translated.
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

  substitutionSubject: 'A change to your order {orderNumber}',
  substitutionText:
    'Our florist made a change to your flowers for {recipient}: {replaced} was replaced by {replacement}.{hasReason, select, yes {\nWhy: {reason}} other {}}',
  substitutionPhoto: 'Here is how they look now:\n{photoUrl}',
  substitutionNext: 'See it in My Orders:\n{link}',
  substitutionPhone: 'Phoolwari: in order {orderNumber}, {replaced} was replaced by {replacement}. Photo: {link}',

  delaySubject: 'Your order {orderNumber} is running late',
  delayText: 'We are sorry: your flowers for {recipient} will be late.\nReason: {reason}\nNow expected: {expected}',
  delayNext: 'Follow your order in My Orders:\n{link}',
  delayPhone: 'Phoolwari: order {orderNumber} is running late ({reason}). Now expected {expected}. {link}',

  designSubject: 'Your design {designNumber} is ready to buy',
  designText: 'Our florists have approved your design “{name}” at {price}.',
  designNext: 'Buy it here:\n{link}',
  designPhone: 'Phoolwari: your design {designNumber} is approved at {price}. Buy it: {link}',

  noticeNotFound: 'Notice not found',
  notDelayable: 'Only an order being prepared or on its way can be announced as late',
  expectedInPast: 'The new expected time must be later than now',
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

  substitutionSubject: 'आपके ऑर्डर {orderNumber} में एक बदलाव',
  substitutionText:
    '{recipient} के लिए आपके फूलों में हमारे फूलवाले ने एक बदलाव किया है: {replaced} की जगह {replacement} लगाया गया है।{hasReason, select, yes {\nवजह: {reason}} other {}}',
  substitutionPhoto: 'अब ऐसे दिख रहे हैं:\n{photoUrl}',
  substitutionNext: 'मेरे ऑर्डर में देखें:\n{link}',
  substitutionPhone: 'फूलवारी: ऑर्डर {orderNumber} में {replaced} की जगह {replacement} लगाया गया है। फ़ोटो: {link}',

  delaySubject: 'आपके ऑर्डर {orderNumber} में देर हो रही है',
  delayText: 'हमें खेद है: {recipient} के लिए आपके फूल देर से पहुँचेंगे।\nकारण: {reason}\nअब पहुँचने का समय: {expected}',
  delayNext: 'मेरे ऑर्डर में अपना ऑर्डर देखते रहें:\n{link}',
  delayPhone: 'फूलवारी: ऑर्डर {orderNumber} में देर हो रही है ({reason})। अब {expected} तक पहुँचेगा। {link}',

  designSubject: 'आपका डिज़ाइन {designNumber} खरीदने के लिए तैयार है',
  designText: 'हमारे फूलवालों ने आपका डिज़ाइन “{name}” {price} में मंज़ूर कर दिया है।',
  designNext: 'यहाँ से खरीदें:\n{link}',
  designPhone: 'फूलवारी: आपका डिज़ाइन {designNumber} {price} में मंज़ूर हो गया है। खरीदें: {link}',

  noticeNotFound: 'सूचना नहीं मिली',
  notDelayable: 'देर की सूचना सिर्फ़ तैयार हो रहे या रास्ते में चल रहे ऑर्डर की दी जा सकती है',
  expectedInPast: 'पहुँचने का नया समय अभी के बाद का होना चाहिए',
};
