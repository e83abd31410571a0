// Why cash on delivery is not offered for an order, in English and Hindi (ICU MessageFormat).
// Amounts come in formatted (formatRupees).
export const en = {
  notInPincode: 'Cash on delivery is not offered in {pincode}; please pay online.',
  overMaximum: 'Cash on delivery is for orders up to {max}; please pay online.',
  payOnline: 'Please pay online for this order.',
  notTaken: 'This shop does not take cash on delivery; please pay online.',
  tooManyOpen:
    '{count, plural, one {You have a cash order still to be delivered} other {You have # cash orders still to be delivered}}; please pay online for this one.',
};

export const hi: Record<keyof typeof en, string> = {
  notInPincode: '{pincode} में डिलीवरी पर नकद की सुविधा नहीं है; कृपया ऑनलाइन भुगतान करें।',
  overMaximum: 'डिलीवरी पर नकद {max} तक के ऑर्डर के लिए है; कृपया ऑनलाइन भुगतान करें।',
  payOnline: 'कृपया इस ऑर्डर का भुगतान ऑनलाइन करें।',
  notTaken: 'यह दुकान डिलीवरी पर नकद नहीं लेती; कृपया ऑनलाइन भुगतान करें।',
  tooManyOpen: 'आपके {count} नकद ऑर्डर अभी डिलीवर होने बाकी हैं; कृपया इस ऑर्डर का भुगतान ऑनलाइन करें।',
};
