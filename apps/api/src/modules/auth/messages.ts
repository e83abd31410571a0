// What a customer reads about their password, in English and Hindi (ICU MessageFormat).
export const en = {
  resetSubject: 'Reset your Phoolwari password',
  resetText:
    'We received a request to reset the password of your Phoolwari account. Choose a new password here within {minutes, plural, one {# minute} other {# minutes}}:\n\n{link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  changedSubject: 'Your Phoolwari password was changed',
  changedText:
    'The password of your Phoolwari account was just changed, and every other device signed in to it was signed out.\n\nIf this was not you, reset your password now at {link} and tell us by replying to this mail.',
  // Refusals on the sign-up, login and password pages.
  emailTaken: 'An account with this email already exists',
  badCredentials: 'Invalid email or password',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  wrongCurrentPassword: 'Your current password is not correct',
  samePassword: 'Choose a password different from your current one',
  // Signing in with a code sent to the phone.
  codeText: 'Phoolwari: {code} is your sign-in code. It works for {minutes} minutes. Do not share it with anyone, not even the shop.',
  phoneSignInUnavailable: 'This shop cannot send codes to phones yet. Please sign in with your e-mail.',
  codeWrong: 'That code is not right. {left, plural, one {# try} other {# tries}} left.',
  codeExpired: 'This code has expired. Ask for a new one.',
  codeTooManyTries: 'Too many wrong tries for this code. Ask for a new one.',
  noCode: 'Ask for a code first.',
  accountDisabled: 'This account is disabled. Please contact the shop.',
  // Signing in with Google: the web app's one-time code from the redirect.
  googleHandoverInvalid: 'This Google sign-in has expired or was already used. Please sign in again.',
};

export const hi: Record<keyof typeof en, string> = {
  resetSubject: 'अपने फूलवारी खाते का नया पासवर्ड बनाएँ',
  resetText:
    'हमें आपके फूलवारी खाते का पासवर्ड बदलने का अनुरोध मिला है। {minutes} मिनट के अंदर यहाँ नया पासवर्ड चुनें:\n\n{link}\n\nयह लिंक सिर्फ़ एक बार काम करता है। अगर आपने यह अनुरोध नहीं किया था, तो इस मेल को अनदेखा कर दें: आपका पासवर्ड वही रहेगा।',
  changedSubject: 'आपके फूलवारी खाते का पासवर्ड बदल दिया गया है',
  changedText:
    'आपके फूलवारी खाते का पासवर्ड अभी-अभी बदला गया है, और जिन दूसरे फ़ोन या कंप्यूटर पर आपका खाता खुला था, वहाँ से उसे लॉग आउट कर दिया गया है।\n\nअगर यह आपने नहीं किया, तो अभी {link} पर अपना पासवर्ड नया बनाएँ और इस मेल का जवाब देकर हमें बताएँ।',
  emailTaken: 'इस ईमेल से पहले से एक खाता बना हुआ है',
  badCredentials: 'ईमेल या पासवर्ड सही नहीं है',
  resetLinkInvalid: 'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
  wrongCurrentPassword: 'आपका मौजूदा पासवर्ड सही नहीं है',
  samePassword: 'ऐसा पासवर्ड चुनें जो आपके मौजूदा पासवर्ड से अलग हो',
  codeText: 'फूलवारी: आपका लॉग इन कोड {code} है। यह {minutes} मिनट तक काम करेगा। इसे किसी को न बताएँ, दुकान को भी नहीं।',
  phoneSignInUnavailable: 'यह दुकान अभी फ़ोन पर कोड नहीं भेज सकती। कृपया अपने ईमेल से लॉग इन करें।',
  codeWrong: 'यह कोड सही नहीं है। {left} कोशिशें बाकी हैं।',
  codeExpired: 'इस कोड की समय-सीमा खत्म हो गई है। नया कोड मँगाएँ।',
  codeTooManyTries: 'इस कोड के लिए बहुत ज़्यादा गलत कोशिशें हो गईं। नया कोड मँगाएँ।',
  noCode: 'पहले कोड मँगाएँ।',
  accountDisabled: 'यह खाता बंद कर दिया गया है। कृपया दुकान से संपर्क करें।',
  googleHandoverInvalid: 'Google से लॉग इन की समय-सीमा खत्म हो गई है या वह पहले ही इस्तेमाल हो चुका है। कृपया फिर से लॉग इन करें।',
};
