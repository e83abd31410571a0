// Why a customer may not review a product (yet), in English and Hindi (ICU MessageFormat). The
// web app's reviews pages say the same two reasons in the same words.
export const en = {
  alreadyReviewed: 'You have already reviewed this product',
  notDeliveredYet: 'You can review this product once an order with it has been delivered to you',
  productNotFound: 'Product not found',
  loginToReview: 'Please login to review products',
};

export const hi: Record<keyof typeof en, string> = {
  alreadyReviewed: 'आप इस उत्पाद की समीक्षा पहले ही कर चुके हैं',
  notDeliveredYet: 'इस उत्पाद वाला ऑर्डर डिलीवर हो जाने के बाद आप इसकी समीक्षा कर सकते हैं',
  productNotFound: 'उत्पाद नहीं मिला',
  loginToReview: 'उत्पादों की समीक्षा करने के लिए कृपया लॉग इन करें',
};
