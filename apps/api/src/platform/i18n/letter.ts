// The frame every customer mail shares, in the customer's language: a greeting, the paragraphs,
// and the shop's name as the signature.
import type { Language } from '@phoolwari/contracts';
import { translator } from './translator';

const en = {
  shopName: 'Phoolwari',
  dear: 'Dear {name},',
  hello: 'Hello {name},',
  helloAnyone: 'Hello,',
};
const hi: Record<keyof typeof en, string> = {
  shopName: 'फूलवारी',
  dear: 'नमस्ते {name} जी,',
  hello: 'नमस्ते {name} जी,',
  helloAnyone: 'नमस्ते,',
};
const letterMessages = { en, hi };

/** The shop's name as the customer reads it ("Phoolwari", "फूलवारी"). */
export const shopName = (language: Language): string => translator(letterMessages, language)('shopName');

/** `{ dear: name }` or `{ hello: name }` for someone whose name the shop knows, `'anyone'` for an address alone. */
export type Greeting = { dear: string } | { hello: string } | 'anyone';

/**
 * Paragraphs joined by blank lines under the greeting, signed with the shop's name (under the name
 * of the person writing, when one is); empty paragraphs drop out.
 */
export function letter(language: Language, greeting: Greeting, paragraphs: (string | null | undefined | false)[], signedBy?: string): string {
  const t = translator(letterMessages, language);
  const opening = greeting === 'anyone' ? t('helloAnyone') : 'dear' in greeting ? t('dear', { name: greeting.dear }) : t('hello', { name: greeting.hello });
  const signature = signedBy ? `${signedBy}\n${t('shopName')}` : t('shopName');
  return [opening, ...paragraphs.filter((p): p is string => Boolean(p)), signature].join('\n\n');
}
