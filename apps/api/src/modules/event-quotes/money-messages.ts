// What customers read of an event booking's documents and their own cancellation, in English and
// Hindi (ICU MessageFormat). Kept apart from messages.ts, which the quote's other steps use.
export const en = {
  noInvoice: 'This payment has no invoice yet: it is issued once the payment is made',
  noCreditNote: 'No credit note for this payment: nothing of it was refunded',
  eventPast: 'The event is over: it can no longer be cancelled',
  refundChanged: 'What comes back has changed since you opened the page: check the new amount and confirm again',
  cancelReason: 'Event booking {reference} cancelled',
};

export const hi: Record<keyof typeof en, string> = {
  noInvoice: 'इस भुगतान का इनवॉइस अभी नहीं बना है: भुगतान होने पर बनता है',
  noCreditNote: 'इस भुगतान का कोई क्रेडिट नोट नहीं है: इसमें से कुछ वापस नहीं किया गया',
  eventPast: 'आयोजन हो चुका है: अब इसे रद्द नहीं किया जा सकता',
  refundChanged: 'पेज खोलने के बाद वापसी की राशि बदल गई है: नई राशि देखें और फिर से पक्का करें',
  cancelReason: 'आयोजन बुकिंग {reference} रद्द',
};
