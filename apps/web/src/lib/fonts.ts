// The Devanagari font files the stylesheet's @font-face rules load (index.css), by the address the
// build gives them (content-hashed under /assets/). A page preloads the ones it shows from its
// <head>, so they arrive with the stylesheet instead of after it and the page's text does not
// reflow when they replace the system's font (see renderHead).
import devanagari400 from '../assets/fonts/noto-sans-devanagari-400.woff2?url';
import devanagari700 from '../assets/fonts/noto-sans-devanagari-700.woff2?url';
import hindiLanguageName from '../assets/fonts/hindi-language-name-400.woff2?url';

/** Regular and bold: the weights the storefront's Hindi text uses. */
export const DEVANAGARI_FONT_FILES: readonly string[] = [devanagari400, devanagari700];

/**
 * An English page's one Devanagari word, the language switch's "हिन्दी" (2 KB). Arriving after the
 * first paint, it made the browser lay the whole page out again: on a phone, a long task just when
 * the customer starts to tap.
 */
export const LANGUAGE_NAME_FONT_FILE: string = hindiLanguageName;
