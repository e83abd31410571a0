// What the shop's pages are told of a product or category that is not there, in English and Hindi
// (ICU MessageFormat). Staff's catalogue refusals stay English, as the admin panel is.
export const en = {
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
};

export const hi: Record<keyof typeof en, string> = {
  productNotFound: 'उत्पाद नहीं मिला',
  categoryNotFound: 'श्रेणी नहीं मिली',
};
