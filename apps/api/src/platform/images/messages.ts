// Why the image pipeline will not store a picture, in English and Hindi (ICU MessageFormat): the
// reason shown after a file's name when an upload is refused. Sizes come in as written numbers.
export const en = {
  notAnImage: 'it is not a JPEG, PNG, WebP, GIF or AVIF image',
  noSize: 'it has no size',
  tooManyPixels: 'it is {width}×{height} pixels; the most we accept is {megapixels} megapixels',
  damaged: 'it is damaged or incomplete',
};

export const hi: Record<keyof typeof en, string> = {
  notAnImage: 'यह JPEG, PNG, WebP, GIF या AVIF फ़ोटो नहीं है',
  noSize: 'इसका कोई आकार नहीं है',
  tooManyPixels: 'यह {width}×{height} पिक्सेल की है; हम ज़्यादा से ज़्यादा {megapixels} मेगापिक्सेल की फ़ोटो लेते हैं',
  damaged: 'यह खराब है या पूरी नहीं है',
};
