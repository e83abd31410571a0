// What the shop tells a customer about delivery to their pincode and its first open day, in
// English and Hindi (ICU MessageFormat). Pincodes, zones and slot names are the shop's data and
// go in as they are stored; days come in formatted (formatDay) or as the word for tomorrow;
// cut-off times stay as the shop writes them (18:00).
export const en = {
  notServed: 'Sorry, we do not deliver to {pincode} yet.',
  today: 'We deliver to {pincode} ({zone}) today, within hours of your order.',
  todayOnly: 'We deliver to {pincode} ({zone}); today only {slots} {count, plural, one {is} other {are}} still open.',
  fromDay: 'We deliver to {pincode} ({zone}) from {day}; {reason}.',
  allTaken: 'We deliver to {pincode} ({zone}), but every slot in the coming days is taken.',

  noteFromDay: 'We deliver from {day}: {reason}.',
  noteAllTaken: 'Every slot in the coming days is taken.',

  tomorrow: 'tomorrow',
  closedAt: "today's orders closed at {time}",
  todayFull: "today's slots are full",

  unknownPincode: "We could not find {pincode} among India's pincodes.",
};

export const hi: Record<keyof typeof en, string> = {
  notServed: 'माफ़ कीजिए, हम अभी {pincode} में डिलीवरी नहीं करते।',
  today: 'हम {pincode} ({zone}) में आज ही, ऑर्डर के कुछ घंटों में डिलीवरी करते हैं।',
  todayOnly: 'हम {pincode} ({zone}) में डिलीवरी करते हैं; आज के लिए अब सिर्फ़ {slots} {count, plural, one {स्लॉट खुला है} other {स्लॉट खुले हैं}}।',
  fromDay: 'हम {pincode} ({zone}) में {day} से डिलीवरी कर पाएँगे; {reason}।',
  allTaken: 'हम {pincode} ({zone}) में डिलीवरी करते हैं, पर आने वाले दिनों के सारे स्लॉट भर चुके हैं।',

  noteFromDay: 'हम {day} से डिलीवरी कर पाएँगे: {reason}।',
  noteAllTaken: 'आने वाले दिनों के सारे स्लॉट भर चुके हैं।',

  tomorrow: 'कल',
  closedAt: 'आज के ऑर्डर {time} तक ही लिए जा सकते थे',
  todayFull: 'आज के सारे स्लॉट भर चुके हैं',

  unknownPincode: 'भारत के पिनकोड में {pincode} नहीं मिला।',
};
