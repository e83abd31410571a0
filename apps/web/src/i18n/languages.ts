// The page's language in the browser: which it is (from the address, see the contracts'
// storefront-values), how its numbers and dates are written, and remembering a visitor's choice.
import { LANGUAGE_COOKIE, type Language } from '@phoolwari/contracts/storefront-values';

export { appPathOf, basenameOf, LANGUAGES, languageOfPath, pathIn, type Language } from '@phoolwari/contracts/storefront-values';

/** The locale every number, rupee amount and date of a language is formatted in. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself: what the language switch offers. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Remembers the visitor's choice for a year; the server reads it to send them to their language. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
