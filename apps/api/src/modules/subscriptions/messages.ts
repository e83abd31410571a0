// What the subscriptions module tells a customer, and its renewal reminder, in English and Hindi (ICU MessageFormat).
export const en = {
  loginToSubscribe: 'Please login to manage your subscriptions',
  planNotFound: 'This plan is not offered any more',
  notFound: 'Subscription not found',
  notServed: 'We do not deliver to pincode {pincode} yet',
  notServedHere: 'We do not deliver to this pincode yet',
  startFromTomorrow: 'Start from tomorrow or a later day',
  startTooLate: 'Start within the days we take orders for',
  startNotPossible: 'The first delivery ({day}) cannot be made in time: choose a later start',
  slotFull: 'The plan’s slot is full on {day}: choose a later start',
  notActive: 'This subscription is not running: nothing to change',
  dayOffFromTomorrow: 'Days off start from tomorrow at the earliest',
  pauseTooLong: 'A pause can be at most {max} days',
  dayPlaced: 'The delivery of {day} is already being prepared and cannot be paused or skipped',
  alreadyCancelled: 'This subscription is already cancelled',
  soldOut: 'The plan’s flowers are sold out just now: please try again later',
  noDayOff: 'There is no day off on these dates to give back',
  dayOffClosed: 'The order of {day} was made at 2 pm the day before: that day off can no longer be given back',
  movedSubject: 'Your flowers of {day} come at the end of your subscription',
  movedText:
    '{why, select, soldOut {The flowers of your subscription {plan} ({reference}) are sold out for {day}} other {Our deliveries are fully booked on {day}}}, so that delivery of your subscription {plan} ({reference}) moves to the end of your cycle: your last delivery is now on {end}. You still get every delivery you paid for.',
  movedPhone:
    'Phoolwari: {why, select, soldOut {flowers sold out} other {deliveries fully booked}} on {day}. That delivery of {reference} moves to the end of your subscription, {end}.',
  renewalSubject: 'Your flower subscription {reference} ends on {date}',
  renewalText:
    'Your subscription {plan} ({reference}) brings its last delivery on {date}. To keep flowers coming without a gap, subscribe again for the days after: {link}',
};

export const hi: Record<keyof typeof en, string> = {
  loginToSubscribe: 'अपनी सदस्यता देखने के लिए कृपया लॉग इन करें',
  planNotFound: 'यह प्लान अब उपलब्ध नहीं है',
  notFound: 'सदस्यता नहीं मिली',
  notServed: 'हम अभी पिनकोड {pincode} पर डिलीवरी नहीं करते',
  notServedHere: 'हम अभी इस पिनकोड पर डिलीवरी नहीं करते',
  startFromTomorrow: 'कल या उसके बाद का कोई दिन चुनें',
  startTooLate: 'उन दिनों में से शुरू करें जिनके ऑर्डर हम लेते हैं',
  startNotPossible: 'पहली डिलीवरी ({day}) समय पर नहीं हो सकती: बाद का दिन चुनें',
  slotFull: '{day} को प्लान का स्लॉट भरा है: बाद का दिन चुनें',
  notActive: 'यह सदस्यता चालू नहीं है: बदलने को कुछ नहीं है',
  dayOffFromTomorrow: 'छुट्टी के दिन कल से ही शुरू हो सकते हैं',
  pauseTooLong: 'विराम ज़्यादा से ज़्यादा {max} दिन का हो सकता है',
  dayPlaced: '{day} की डिलीवरी तैयार हो रही है, उसे रोका या छोड़ा नहीं जा सकता',
  alreadyCancelled: 'यह सदस्यता पहले ही रद्द हो चुकी है',
  soldOut: 'प्लान के फूल अभी खत्म हो गए हैं: कृपया थोड़ी देर बाद फिर कोशिश करें',
  noDayOff: 'इन तारीखों में वापस लेने को कोई छुट्टी नहीं है',
  dayOffClosed: '{day} का ऑर्डर एक दिन पहले दोपहर 2 बजे बन चुका है: वह छुट्टी अब वापस नहीं ली जा सकती',
  movedSubject: '{day} के आपके फूल सदस्यता के आखिर में आएँगे',
  movedText:
    '{why, select, soldOut {{day} के लिए आपकी सदस्यता {plan} ({reference}) के फूल खत्म हो गए हैं} other {{day} को हमारी डिलीवरी पूरी तरह भरी हुई हैं}}, इसलिए आपकी सदस्यता {plan} ({reference}) की वह डिलीवरी आपके चक्र के आखिर में चली गई है: आपकी आखिरी डिलीवरी अब {end} को है। जितनी डिलीवरी का भुगतान किया है, वे सब आपको मिलेंगी।',
  movedPhone: 'फूलवारी: {day} को {why, select, soldOut {फूल खत्म} other {डिलीवरी पूरी भरी}}। {reference} की वह डिलीवरी सदस्यता के आखिर में, {end} को होगी।',
  renewalSubject: 'आपकी फूलों की सदस्यता {reference} {date} को खत्म हो रही है',
  renewalText: 'आपकी सदस्यता {plan} ({reference}) की आखिरी डिलीवरी {date} को है। बिना रुकावट फूल पाते रहने के लिए उसके बाद के दिनों के लिए फिर से सदस्यता लें: {link}',
};
