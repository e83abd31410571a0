// The few Devanagari glyphs an English page shows: the language switch's "हिन्दी". Without them an
// English page on a browser with no Devanagari font of its own (a desktop, most Linux machines)
// downloaded all of Noto Sans Devanagari (about 50 KB, beside the page's main picture) to draw one
// word. This cuts the regular face down to the characters of that word, keeping the font's shaping
// tables so its conjuncts and vowel signs join as in the full font: about 2 KB.
//   npx tsx apps/web/language-name-font.ts     (after changing the name; the test says when)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from './src/i18n/languages';

export const LANGUAGE_NAME_FONT = path.join(import.meta.dirname, 'src/assets/fonts/hindi-language-name-400.woff2');

export async function makeLanguageNameFont(): Promise<Buffer> {
  const full = readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'));
  return subsetFont(full, LANGUAGE_NAMES.hi, { targetFormat: 'woff2' });
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(LANGUAGE_NAME_FONT, await makeLanguageNameFont());
  console.log(`Wrote ${path.relative(process.cwd(), LANGUAGE_NAME_FONT)}`);
}
