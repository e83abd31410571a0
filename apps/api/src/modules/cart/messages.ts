// What the cart tells a customer who asks for more than the shop can sell, in English and Hindi
// (ICU MessageFormat). Product names go in as the shop names them in each language; amounts come
// in formatted (formatRupees).
export const en = {
  outOfStock: 'Sorry, {product} is out of stock',
  onlyLeft: 'Only {count} of {product} left',
  orderTooLarge: 'An online order can come to at most {max}. For a larger order, please call the shop.',
  lineLimit: 'At most {max} of {product} per order; for more, please contact us',
  lineLimitField: 'At most {max}',
  productNotFound: 'Product not found',
  notInCart: 'This product is not in your cart',
  promoNotValid: 'This promo code is not valid',
  emptyCartPromo: 'Add something to your cart first',
  loginToManage: 'Please login to manage cart',
  loginToAddPhoto: 'Please login to add a reference photo',
  photoNotYours: 'This reference photo cannot be used: upload it again',
  photoNotYoursField: 'Not a photo you uploaded',
  photosTooFast: 'You have uploaded many photos in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
};

export const hi: Record<keyof typeof en, string> = {
  outOfStock: 'माफ़ कीजिए, {product} स्टॉक में नहीं है',
  onlyLeft: '{product} के सिर्फ़ {count} बचे हैं',
  orderTooLarge: 'एक ऑनलाइन ऑर्डर ज़्यादा से ज़्यादा {max} का हो सकता है। इससे बड़े ऑर्डर के लिए कृपया दुकान को फ़ोन करें।',
  lineLimit: 'एक ऑर्डर में {product} ज़्यादा से ज़्यादा {max} तक; इससे ज़्यादा के लिए कृपया हमसे संपर्क करें',
  lineLimitField: 'ज़्यादा से ज़्यादा {max}',
  productNotFound: 'उत्पाद नहीं मिला',
  notInCart: 'यह उत्पाद आपके कार्ट में नहीं है',
  promoNotValid: 'यह प्रोमो कोड मान्य नहीं है',
  emptyCartPromo: 'पहले अपने कार्ट में कुछ डालें',
  loginToManage: 'कार्ट बदलने के लिए कृपया लॉग इन करें',
  loginToAddPhoto: 'नमूने की फ़ोटो जोड़ने के लिए कृपया लॉग इन करें',
  photoNotYours: 'यह नमूने की फ़ोटो इस्तेमाल नहीं हो सकती: इसे फिर से अपलोड करें',
  photoNotYoursField: 'यह फ़ोटो आपने अपलोड नहीं की',
  photosTooFast: 'आपने थोड़े समय में बहुत सी फ़ोटो अपलोड की हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।',
};
