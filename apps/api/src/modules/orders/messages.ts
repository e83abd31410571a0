// What customers read about their orders (mails and phone texts), in English and Hindi. ICU
// MessageFormat: {name} is filled in, plural and select choose the words. Amounts and days come
// in formatted; order numbers, links and tracking numbers are never translated.
export const en = {
  when: '{day}, {slot}',
  itemsHeading: 'Your order ({count, plural, one {# item} other {# items}}):',
  itemLine: '  {quantity} × {name}',
  follow: 'Follow your order: {link}\nYou may share this link with the recipient: it shows how the order is coming along, and nothing about you.',

  phoneConfirmed: 'Phoolwari: order {orderNumber} is confirmed for {when}. Follow it: {link}',
  phoneOutForDelivery: 'Phoolwari: order {orderNumber} is out for delivery. Follow it: {link}',

  confirmedSubject: 'Order {orderNumber} confirmed',
  confirmedCashOnDelivery: 'Thank you! We have confirmed order {orderNumber}. Please keep {amount} in cash ready for our delivery partner.',
  confirmedPaid: 'Thank you! We have received your payment of {amount} and confirmed order {orderNumber}.',
  confirmedDelivery: 'Delivery to {recipient}: {when}.',

  shippedSubject: 'Order {orderNumber} is on its way',
  shippedText: 'Your flowers for {recipient} have left our workshop.{hasTracking, select, yes {\nTracking number: {trackingNumber}} other {}}',
  shippedExpected: 'Expected: {when}.',

  deliveredSubject: 'Order {orderNumber} delivered',
  deliveredText: 'Your order {orderNumber} has been delivered to {recipient}. We hope they loved it.',
  /** For flowers the customer sent to themselves: no "they". */
  deliveredToSelfText: 'Your order {orderNumber} has been delivered. We hope you enjoy the flowers.',

  cancelledSubject: 'Order {orderNumber} cancelled',
  cancelledText: 'Order {orderNumber} (delivery to {recipient}, {when}) has been cancelled.{hasReason, select, yes {\nReason: {reason}} other {}}',
  cancelledRefunding: 'A refund of {amount} has been started to the account you paid from; we will write again when it is processed.',
  cancelledNothingCharged: 'Nothing more will be charged.',

  bouquetReadySubject: 'Your bouquet is ready (order {orderNumber})',
  bouquetReadyText: 'Your flowers for {recipient} are ready in our workshop. Here is how they look:\n{photoUrl}',
  bouquetReadyDelivery: 'Delivery: {when}.',
};

export const hi: Record<keyof typeof en, string> = {
  when: '{day}, {slot}',
  itemsHeading: 'आपके ऑर्डर में ({count, plural, one {# आइटम} other {# आइटम}}):',
  itemLine: '  {quantity} × {name}',
  follow: 'अपना ऑर्डर यहाँ देखें: {link}\nजिन्हें आपने फूल भेजे हैं, उन्हें भी यह लिंक भेज सकते हैं: इसमें सिर्फ़ ऑर्डर का हाल दिखता है, आपके बारे में कुछ नहीं।',

  phoneConfirmed: 'फूलवारी: आपका ऑर्डर {orderNumber} पक्का हो गया है, डिलीवरी {when}। यहाँ देखें: {link}',
  phoneOutForDelivery: 'फूलवारी: आपका ऑर्डर {orderNumber} डिलीवरी के लिए निकल चुका है। यहाँ देखें: {link}',

  confirmedSubject: 'आपका ऑर्डर {orderNumber} पक्का हो गया है',
  confirmedCashOnDelivery: 'धन्यवाद! आपका ऑर्डर {orderNumber} पक्का हो गया है। कृपया डिलीवरी के समय देने के लिए {amount} नकद तैयार रखें।',
  confirmedPaid: 'धन्यवाद! हमें आपका {amount} का भुगतान मिल गया है और आपका ऑर्डर {orderNumber} पक्का हो गया है।',
  confirmedDelivery: '{recipient} को डिलीवरी: {when}।',

  shippedSubject: 'आपका ऑर्डर {orderNumber} रास्ते में है',
  shippedText: '{recipient} के लिए आपके फूल हमारी दुकान से निकल चुके हैं।{hasTracking, select, yes {\nट्रैकिंग नंबर: {trackingNumber}} other {}}',
  shippedExpected: 'पहुँचने का समय: {when}।',

  deliveredSubject: 'आपका ऑर्डर {orderNumber} पहुँच गया है',
  deliveredText: 'आपका ऑर्डर {orderNumber} {recipient} तक पहुँचा दिया गया है। उम्मीद है फूल उन्हें बहुत पसंद आए होंगे।',
  deliveredToSelfText: 'आपका ऑर्डर {orderNumber} आप तक पहुँचा दिया गया है। उम्मीद है फूल आपको बहुत पसंद आएँगे।',

  cancelledSubject: 'आपका ऑर्डर {orderNumber} रद्द हो गया है',
  cancelledText: 'ऑर्डर {orderNumber} ({recipient} को डिलीवरी, {when}) रद्द कर दिया गया है।{hasReason, select, yes {\nकारण: {reason}} other {}}',
  cancelledRefunding: '{amount} का रिफ़ंड उसी खाते में शुरू कर दिया गया है जिससे आपने भुगतान किया था; पैसे लौटते ही हम आपको फिर से लिखेंगे।',
  cancelledNothingCharged: 'आपसे कोई और पैसा नहीं लिया जाएगा।',

  bouquetReadySubject: 'आपका गुलदस्ता तैयार है (ऑर्डर {orderNumber})',
  bouquetReadyText: '{recipient} के लिए आपके फूल हमारी दुकान में तैयार हैं। देखिए, ऐसे दिख रहे हैं:\n{photoUrl}',
  bouquetReadyDelivery: 'डिलीवरी: {when}।',
};
