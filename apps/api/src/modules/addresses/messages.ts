// What the saved-addresses page tells a customer it cannot do, in English and Hindi (ICU MessageFormat).
export const en = {
  limit: 'You can save up to {max} addresses. Delete one you no longer use first.',
  notFound: 'Address not found',
  loginToManage: 'Please login to manage your addresses',
};

export const hi: Record<keyof typeof en, string> = {
  limit: 'आप ज़्यादा से ज़्यादा {max} पते सेव कर सकते हैं। पहले कोई ऐसा पता हटाएँ जिसकी अब ज़रूरत नहीं है।',
  notFound: 'पता नहीं मिला',
  loginToManage: 'अपने पते देखने और बदलने के लिए कृपया लॉग इन करें',
};
