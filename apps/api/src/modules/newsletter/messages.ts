// The newsletter's own mails (confirm, welcome) in English and Hindi (ICU MessageFormat).
export const en = {
  confirmSubject: 'Please confirm your Phoolwari newsletter subscription',
  confirmText:
    'Please confirm that you would like Phoolwari’s newsletter — new arrivals, festival collections and offers, about twice a month:\n\n{link}\n\nIf you did not ask for it, ignore this mail and you will hear nothing more from us.',
  welcomeSubject: 'Welcome to the Phoolwari newsletter',
  welcomeText: 'Thank you for confirming. You will now hear from us about new arrivals, festival collections and offers.',
  footer: 'You are getting this mail because {email} was entered on Phoolwari’s newsletter form.\nUnsubscribe at any time: {link}',
  // A confirm or unsubscribe link that no longer works.
  linkInvalid: 'This link is invalid or has expired',
};

export const hi: Record<keyof typeof en, string> = {
  confirmSubject: 'फूलवारी के न्यूज़लेटर की सदस्यता पक्की करें',
  confirmText:
    'कृपया पक्का करें कि आप फूलवारी का न्यूज़लेटर पाना चाहते हैं — नए फूल, त्योहारों के खास कलेक्शन और ऑफ़र, महीने में लगभग दो बार:\n\n{link}\n\nअगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा कर दें; हम आपको आगे कुछ नहीं भेजेंगे।',
  welcomeSubject: 'फूलवारी के न्यूज़लेटर में आपका स्वागत है',
  welcomeText: 'सदस्यता पक्की करने के लिए धन्यवाद। अब आपको हमसे नए फूलों, त्योहारों के खास कलेक्शन और ऑफ़र की खबर मिलती रहेगी।',
  footer: 'आपको यह मेल इसलिए मिला है क्योंकि फूलवारी के न्यूज़लेटर फ़ॉर्म में {email} डाला गया था।\nसदस्यता कभी भी बंद करें: {link}',
  linkInvalid: 'यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
};
