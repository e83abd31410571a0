// What the design studio tells a customer it cannot do, in English and Hindi (ICU MessageFormat).
// Staff's refusals (approving, converting) stay English, as the admin panel is.
export const en = {
  abusivePrompt: 'Please describe the flowers without offensive words',
  abusivePromptField: 'Contains offensive words',
  studioBusy: 'The design studio is busy, please try again in a minute',
  quotaPerHour: 'You can create {quota} designs an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  promptRefused: 'The image service declined this description. Please describe the flowers differently.',
  promptRefusedField: 'Refused by the image service',
  notFound: 'Custom order not found',
  loginToCreate: 'Please login to create custom orders',
  onlyDraftsDiscarded: 'Only drafts can be discarded',
};

export const hi: Record<keyof typeof en, string> = {
  abusivePrompt: 'कृपया फूलों के बारे में बिना अपशब्दों के लिखें',
  abusivePromptField: 'इसमें अपशब्द हैं',
  studioBusy: 'डिज़ाइन स्टूडियो अभी व्यस्त है, कृपया एक मिनट बाद फिर कोशिश करें',
  quotaPerHour: 'आप एक घंटे में {quota} डिज़ाइन बना सकते हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।',
  promptRefused: 'AI सेवा ने यह विवरण स्वीकार नहीं किया। कृपया फूलों के बारे में किसी और तरह से लिखें।',
  promptRefusedField: 'AI सेवा ने स्वीकार नहीं किया',
  notFound: 'कस्टम ऑर्डर नहीं मिला',
  loginToCreate: 'कस्टम ऑर्डर बनाने के लिए कृपया लॉग इन करें',
  onlyDraftsDiscarded: 'सिर्फ़ ड्राफ़्ट ही हटाए जा सकते हैं',
};
