// Who a saved recipient is to the customer, in the page's language, and the one line that names
// a recipient in lists: 'Amma (Mother), Pune'.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecipientRelation, SavedAddress } from '@phoolwari/contracts';

export const RELATION_WORDS: Record<RecipientRelation, MessageDescriptor> = {
  mother: msg({ message: 'Mother', context: 'relation' }),
  father: msg({ message: 'Father', context: 'relation' }),
  wife: msg({ message: 'Wife', context: 'relation' }),
  husband: msg({ message: 'Husband', context: 'relation' }),
  daughter: msg({ message: 'Daughter', context: 'relation' }),
  son: msg({ message: 'Son', context: 'relation' }),
  sister: msg({ message: 'Sister', context: 'relation' }),
  brother: msg({ message: 'Brother', context: 'relation' }),
  relative: msg({ message: 'Relative', context: 'relation' }),
  friend: msg({ message: 'Friend', context: 'relation' }),
  colleague: msg({ message: 'Colleague', context: 'relation' }),
  other: msg({ message: 'Someone else', context: 'relation' }),
};

/**
 * 'Amma (Mother), Pune'; 'Office, Bengaluru' when the customer gave no relation. Hindi writes it
 * alike ('Amma (माँ), Pune'): only the relation is words to translate.
 */
export function recipientTitle(i18n: I18n, a: Pick<SavedAddress, 'label' | 'relation' | 'city'>): string {
  const who = a.relation ? `${a.label} (${i18n._(RELATION_WORDS[a.relation])})` : a.label;
  return `${who}, ${a.city}`;
}
