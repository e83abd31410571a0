// What checkout tells a customer it cannot do, in English and Hindi (ICU MessageFormat). Slot
// names go in as the shop names them in each language; days come in formatted (dayWording).
export const en = {
  notServedHere: 'We do not deliver here yet',
  chooseSlot: 'Choose a delivery slot',
  pastCutoff: '{slot} can no longer be booked for {day}. Please choose a later slot or date.',
  slotClosed: '{slot} is not available on {day}',
  slotFull: '{slot} on {day} is full. Please choose another slot.',
  giftMessageTooLong: 'The gift message can be at most {limit} characters',
  giftMessageLimit: 'At most {limit} characters',
  cartEmpty: 'Your cart is empty',
  tooManyUnpaid: 'Too many unpaid orders are waiting from your network. Please pay for one or try again in a few minutes.',
  verificationFailed: 'Payment verification failed',
  paymentFailed: 'Payment failed',
  paidAfterExpiry: 'Your payment arrived after the order had expired. It has been recorded and is being refunded in full.',
  notAwaitingPayment: 'This order is no longer waiting for payment',
  orderNotFound: 'Order not found',
  guestDetailsNeeded: 'Please give your name, mobile number and e-mail to check out as a guest',
};

export const hi: Record<keyof typeof en, string> = {
  notServedHere: 'हम अभी यहाँ डिलीवरी नहीं करते',
  chooseSlot: 'डिलीवरी का स्लॉट चुनें',
  pastCutoff: '{day} के लिए {slot} अब बुक नहीं हो सकता। कृपया बाद का स्लॉट या दिन चुनें।',
  slotClosed: '{day} को {slot} उपलब्ध नहीं है',
  slotFull: '{day} का {slot} भर चुका है। कृपया कोई और स्लॉट चुनें।',
  giftMessageTooLong: 'उपहार संदेश ज़्यादा से ज़्यादा {limit} अक्षरों का हो सकता है',
  giftMessageLimit: 'ज़्यादा से ज़्यादा {limit} अक्षर',
  cartEmpty: 'आपका कार्ट खाली है',
  tooManyUnpaid: 'आपके नेटवर्क से कई ऑर्डर भुगतान के इंतज़ार में हैं। कृपया किसी एक का भुगतान करें या कुछ मिनट बाद फिर कोशिश करें।',
  verificationFailed: 'भुगतान की पुष्टि नहीं हो पाई',
  paymentFailed: 'भुगतान नहीं हो पाया',
  paidAfterExpiry: 'आपका भुगतान ऑर्डर की समय-सीमा बीतने के बाद पहुँचा। इसे दर्ज कर लिया गया है और पूरी रकम वापस की जा रही है।',
  notAwaitingPayment: 'यह ऑर्डर अब भुगतान के इंतज़ार में नहीं है',
  orderNotFound: 'ऑर्डर नहीं मिला',
  guestDetailsNeeded: 'मेहमान के रूप में ऑर्डर करने के लिए कृपया अपना नाम, मोबाइल नंबर और ईमेल दें',
};
