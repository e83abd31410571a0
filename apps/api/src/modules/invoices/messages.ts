// The printed words of an invoice and a credit note, in English and Hindi (ICU MessageFormat). The
// Hindi says what shops and their customers say (टैक्स इनवॉइस, not the GST rules' formal word; see
// docs/hindi-style.md), आपूर्ति बिल, क्रेडिट नोट, आपूर्ति का स्थान; GSTIN, HSN/SAC and the tax names
// (CGST, SGST, IGST) stay as the law writes them.
export const en = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  invoice_cum_bill_of_supply: 'Invoice-cum-bill of supply',
  credit_note: 'Credit note',

  sellerState: 'State: {state} ({code})',
  sellerGstin: 'GSTIN: {gstin}',
  sellerNotRegistered: 'Not registered under GST',
  number: 'No. {number}',
  date: 'Date: {date}',
  order: 'Order: {orderNumber}',
  againstInvoice: 'Against invoice {number} of {date}',
  payment: 'Payment: {method}',
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  cod: 'Cash on delivery',

  billTo: 'Bill to',
  shipTo: 'Ship to',
  placeOfSupply: 'Place of supply',
  phone: 'Phone {phone}',
  amountsIn: 'All amounts in ₹ (Indian rupees); prices include GST.',

  columnDescription: 'Description',
  columnQuantity: 'Qty',
  columnRate: 'Rate',
  columnTaxable: 'Taxable value',
  columnAmount: 'Amount',
  lessDiscount: '{description}, after a discount of {amount}',
  deliveryCharges: 'Delivery charges',
  cashOnDeliveryFee: 'Cash on delivery fee',
  total: 'Total',
  amountInWords: 'Amount in words: {words}',
  creditedInWords: 'Amount credited in words: {words}',

  hsnSummary: 'HSN/SAC summary',
  columnGstRate: 'GST rate',
  columnTotalTax: 'Total tax',

  reason: 'Reason: {reason}',
  nilRated: 'Fresh flowers are supplied at nil rate of GST: a bill of supply.',
  noReverseCharge: 'Tax is not payable on reverse charge.',
  noTaxCharged: 'The seller is not registered under GST: no tax is charged.',
  closing: '{credited, select, yes {Total credited} other {Total charged}}: {amount}. This is a computer-generated document and needs no signature.',

  // Why a customer's invoice or credit note cannot be downloaded (My Orders).
  orderNotFound: 'Order not found',
  noInvoiceYet: 'This order has no invoice yet: it is issued once the order is confirmed',
  noSuchCreditNote: 'No such credit note for this order',
};

export const hi: Record<keyof typeof en, string> = {
  tax_invoice: 'टैक्स इनवॉइस',
  bill_of_supply: 'आपूर्ति बिल',
  invoice_cum_bill_of_supply: 'टैक्स इनवॉइस-सह-आपूर्ति बिल',
  credit_note: 'क्रेडिट नोट',

  sellerState: 'राज्य: {state} ({code})',
  sellerGstin: 'GSTIN: {gstin}',
  sellerNotRegistered: 'GST में पंजीकृत नहीं',
  number: 'क्रमांक {number}',
  date: 'तारीख: {date}',
  order: 'ऑर्डर: {orderNumber}',
  againstInvoice: 'इनवॉइस {number} ({date}) के बदले',
  payment: 'भुगतान: {method}',
  upi: 'UPI',
  card: 'कार्ड',
  netbanking: 'नेटबैंकिंग',
  wallet: 'वॉलेट',
  cod: 'डिलीवरी पर नकद',

  billTo: 'ग्राहक',
  shipTo: 'डिलीवरी का पता',
  placeOfSupply: 'आपूर्ति का स्थान',
  phone: 'फ़ोन {phone}',
  amountsIn: 'सभी राशियाँ ₹ (भारतीय रुपये) में; कीमतों में GST शामिल है।',

  columnDescription: 'विवरण',
  columnQuantity: 'मात्रा',
  columnRate: 'दर',
  columnTaxable: 'कर योग्य मूल्य',
  columnAmount: 'राशि',
  lessDiscount: '{description}, {amount} की छूट के बाद',
  deliveryCharges: 'डिलीवरी शुल्क',
  cashOnDeliveryFee: 'डिलीवरी पर नकद का शुल्क',
  total: 'कुल',
  amountInWords: 'राशि शब्दों में: {words}',
  creditedInWords: 'जमा की गई राशि शब्दों में: {words}',

  hsnSummary: 'HSN/SAC सारांश',
  columnGstRate: 'GST दर',
  columnTotalTax: 'कुल कर',

  reason: 'कारण: {reason}',
  nilRated: 'ताज़े फूलों पर GST की दर शून्य है: इसलिए यह आपूर्ति बिल है।',
  noReverseCharge: 'इस पर रिवर्स चार्ज के तहत कर देय नहीं है।',
  noTaxCharged: 'विक्रेता GST में पंजीकृत नहीं है: कोई कर नहीं लिया गया है।',
  closing: '{credited, select, yes {कुल जमा} other {कुल राशि}}: {amount}। यह कंप्यूटर से बना दस्तावेज़ है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',

  orderNotFound: 'ऑर्डर नहीं मिला',
  noInvoiceYet: 'इस ऑर्डर का इनवॉइस अभी नहीं बना है: ऑर्डर पक्का होने पर बनता है',
  noSuchCreditNote: 'इस ऑर्डर का ऐसा कोई क्रेडिट नोट नहीं है',
};
