// The perishable-goods policy in one line (product pages, contact): flowers are not returned; a
// problem reported with a photo within the owner's window is answered with a replacement or a
// refund. One message for every page that says it, so the storefront's catalogue holds it once; a
// module of its own, so the product page does not load the other pages' policy sentences with it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export function freshnessInShort(hours: number, i18n: I18n): string {
  return i18n._(msg`Flowers are not returned: report a problem with a photo within ${hours} hours of delivery and we replace them or refund you.`);
}
