// What names a line besides its product, for every page that lists lines (cart, checkout, orders,
// the desk's job sheet): its size, read in the page's language, and the key of a cart line (the
// same bouquet in two sizes, or with two messages, is two lines).
import type { Language } from '@phoolwari/contracts';

/** A size's label in `language` (its Hindi where staff wrote it); '' for a line without a size. */
export const optionLabel = (option: { label: string; hi?: { label: string } } | null | undefined, language: Language): string =>
  option ? (language === 'hi' && option.hi?.label) || option.label : '';

/** What the cart's update and remove calls name a line by. */
export const lineKeyOf = (item: { product: { _id: string }; option: { _id: string } | null; personalisation: string }) => ({
  productId: item.product._id,
  ...(item.option ? { optionId: item.option._id } : {}),
  ...(item.personalisation ? { personalisation: item.personalisation } : {}),
});

/** A stable React key for a cart line. */
export const lineIdOf = (item: { product: { _id: string }; option: { _id: string } | null; personalisation: string }): string =>
  `${item.product._id}:${item.option?._id ?? ''}:${item.personalisation}`;
