// Why an uploaded picture is refused, in English and Hindi (ICU MessageFormat): what a customer
// attaching a reference photo, a rider or a florist reads. The image pipeline's own reason comes in
// as a wording (platform/images/messages.ts). Staff's batch upload says the rest in English.
export const en = {
  tooLarge: 'Image is too large (max {max} MB)',
  tooManyFilesOne: 'Too many files: upload one image',
  tooManyFiles: 'Too many files: upload at most {max} images at a time',
  cannotBeUsed: '"{name}" cannot be used: {reason}',
  oneAtATime: 'Send one image at a time',
  onlyOneAccepted: 'Only one image is accepted',
  chooseImage: 'Choose an image to upload',
  noImageReceived: 'No image received',
};

export const hi: Record<keyof typeof en, string> = {
  tooLarge: 'फ़ोटो बहुत बड़ी है (ज़्यादा से ज़्यादा {max} MB)',
  tooManyFilesOne: 'बहुत सारी फ़ाइलें: एक ही फ़ोटो अपलोड करें',
  tooManyFiles: 'बहुत सारी फ़ाइलें: एक बार में ज़्यादा से ज़्यादा {max} फ़ोटो अपलोड करें',
  cannotBeUsed: '"{name}" इस्तेमाल नहीं हो सकती: {reason}',
  oneAtATime: 'एक बार में एक ही फ़ोटो भेजें',
  onlyOneAccepted: 'सिर्फ़ एक फ़ोटो ली जाती है',
  chooseImage: 'अपलोड करने के लिए एक फ़ोटो चुनें',
  noImageReceived: 'कोई फ़ोटो नहीं मिली',
};
