// What a customer who asked about an event reads back, in English and Hindi (ICU MessageFormat).
export const en = {
  ackSubject: 'Your event enquiry {reference} has reached us',
  ackText:
    'Thank you for asking Phoolwari to decorate your {kind} on {date}. Your enquiry number is {reference}. Our event florist will call you within a day to talk it through, and a quote follows after that call.',
  ackTravel: 'The venue pincode {pincode} is outside our usual delivery areas: we will confirm travel when we call.',
  ackPhone: 'Phoolwari: your event enquiry {reference} for {date} has reached us. We will call you within a day.',
  dateField: 'Choose a date from tomorrow up to 18 months ahead',
  dateOutOfRange: 'The event date must be from tomorrow up to 18 months ahead',
  guestNeedsEmail: 'Enter your e-mail address so we can send your enquiry number',
  emailRequired: 'Enter a valid e-mail address',
  photoNotOurs: 'A photo was not uploaded here; upload it again',
  photoNotOursField: 'Upload the reference photo first',
  designNotYours: 'That design is not one of yours',
  designNotYoursField: 'Choose one of your own designs',
  designNeedsLogin: 'Log in to attach one of your studio designs',
  tooFast: 'Too many enquiries from this connection. Please try again in {minutes} minutes.',
  notFound: 'Enquiry not found',
  alreadyContacted: 'This enquiry has already been marked contacted',
};

export const hi: Record<keyof typeof en, string> = {
  ackSubject: 'आपकी आयोजन पूछताछ {reference} हमें मिल गई है',
  ackText:
    '{date} के आपके {kind} की सजावट के लिए फूलवारी से पूछने के लिए धन्यवाद। आपकी पूछताछ संख्या {reference} है। हमारे आयोजन फूलवाले एक दिन के अंदर आपको फ़ोन करके बात करेंगे, और उस बातचीत के बाद कोटेशन भेजा जाएगा।',
  ackTravel: 'आयोजन स्थल का पिनकोड {pincode} हमारे सामान्य डिलीवरी क्षेत्र से बाहर है: फ़ोन पर हम आने-जाने की पुष्टि करेंगे।',
  ackPhone: 'फूलवारी: {date} के आयोजन के लिए आपकी पूछताछ {reference} हमें मिल गई है। हम एक दिन के अंदर फ़ोन करेंगे।',
  dateField: 'कल से 18 महीने आगे तक की तारीख चुनें',
  dateOutOfRange: 'आयोजन की तारीख कल से 18 महीने आगे तक की होनी चाहिए',
  guestNeedsEmail: 'अपना ई-मेल पता लिखें ताकि हम आपकी पूछताछ संख्या भेज सकें',
  emailRequired: 'सही ई-मेल पता लिखें',
  photoNotOurs: 'एक फ़ोटो यहाँ अपलोड नहीं की गई थी; उसे फिर से अपलोड करें',
  photoNotOursField: 'फ़ोटो फिर से अपलोड करें',
  designNotYours: 'यह डिज़ाइन आपका नहीं है',
  designNotYoursField: 'अपना कोई डिज़ाइन चुनें',
  designNeedsLogin: 'स्टूडियो का अपना डिज़ाइन जोड़ने के लिए लॉग इन करें',
  tooFast: 'इस कनेक्शन से बहुत सारी पूछताछ आई हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।',
  notFound: 'पूछताछ नहीं मिली',
  alreadyContacted: 'इस पूछताछ पर पहले ही संपर्क हो चुका है',
};

const KINDS = {
  en: { wedding: 'wedding', engagement: 'engagement', puja: 'puja', birthday: 'birthday', corporate: 'corporate event' },
  hi: { wedding: 'शादी', engagement: 'सगाई', puja: 'पूजा', birthday: 'जन्मदिन', corporate: 'कॉर्पोरेट आयोजन' },
} as const;

export const kindOf = (kind: keyof (typeof KINDS)['en'], language: 'en' | 'hi'): string => KINDS[language][kind];
