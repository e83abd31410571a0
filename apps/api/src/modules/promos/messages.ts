// Why a promo code does not apply, in English and Hindi (ICU MessageFormat). Codes go in as the
// shop writes them; amounts come in formatted (formatRupees).
export const en = {
  inactive: 'The code {code} is no longer active',
  notStarted: 'The code {code} is not valid yet',
  expired: 'The code {code} has expired',
  minOrder: 'Add {more} more to use {code} (minimum order {min})',
  usedUp: 'The code {code} has been fully used',
  alreadyUsed: 'You have already used the code {code}',
  notValid: 'This promo code is not valid',
};

export const hi: Record<keyof typeof en, string> = {
  inactive: 'कोड {code} अब चालू नहीं है',
  notStarted: 'कोड {code} अभी शुरू नहीं हुआ है',
  expired: 'कोड {code} की अवधि खत्म हो चुकी है',
  minOrder: '{code} इस्तेमाल करने के लिए {more} का सामान और जोड़ें (कम से कम {min} का ऑर्डर)',
  usedUp: 'कोड {code} जितनी बार चल सकता था, चल चुका है',
  alreadyUsed: 'आप कोड {code} पहले ही इस्तेमाल कर चुके हैं',
  notValid: 'यह प्रोमो कोड मान्य नहीं है',
};
