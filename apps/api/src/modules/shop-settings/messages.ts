// The shop's promises as customers read them in mail, in English and Hindi: the freshness promise
// (decision 027) built from the owner's `freshnessHours`. ICU MessageFormat.
export const en = {
  freshnessPromise:
    'Our freshness promise: flowers are perishable and cannot be returned, but if something is wrong, report it within {hours} hours of delivery with a photo from My Orders and we will replace the flowers or refund you.',
};

export const hi: Record<keyof typeof en, string> = {
  freshnessPromise:
    'हमारा ताज़गी का वादा: फूल जल्दी खराब होते हैं, इसलिए लौटाए नहीं जा सकते, पर अगर कुछ गड़बड़ हो तो डिलीवरी के {hours} घंटों के अंदर मेरे ऑर्डर से फ़ोटो के साथ बताएँ, हम फूल बदल देंगे या पैसा रिफ़ंड करेंगे।',
};
