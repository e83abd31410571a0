// The storefront's Devanagari font files, cut from Noto Sans Devanagari (@fontsource) and kept in
// src/assets/fonts/. Each keeps the font's shaping tables, so conjuncts and vowel signs join as in
// the full font.
// - A Hindi page's regular and bold: the Devanagari block (U+0900–097F) with the joiners and the
//   dotted circle, which is all Hindi text needs. The full files also carry the Vedic, North Indic
//   number and extended Devanagari marks: a fifth of their bytes (50 → 40 KB and 54 → 44 KB), which
//   a phone without its own Devanagari font fetched before the page's main picture. A character out
//   of the block is drawn by the system's font (index.css gives the faces this unicode-range).
// - An English page's one Devanagari word, the language switch's "हिन्दी": without it, a browser with
//   no Devanagari font of its own downloaded the whole regular face (50 KB) to draw it; about 2 KB.
//   npx tsx apps/web/devanagari-fonts.ts     (after changing the name or the range; the test says when)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from './src/i18n/languages';

const FONT_DIR = path.join(import.meta.dirname, 'src/assets/fonts');

/** The characters of a Hindi page's font: as the unicode-range of its @font-face rules (index.css). */
export const DEVANAGARI_CHARACTERS = [...Array.from({ length: 0x80 }, (_, i) => 0x0900 + i), 0x200c, 0x200d, 0x25cc]
  .map((c) => String.fromCodePoint(c))
  .join('');

/** A weight of the full font, as @fontsource ships it. */
export const fullFont = (weight: 400 | 700): Buffer =>
  readFileSync(createRequire(import.meta.url).resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`));

/** Each font file (its path) and how it is made. */
export const DEVANAGARI_FONTS: Record<string, () => Promise<Buffer>> = {
  [path.join(FONT_DIR, 'noto-sans-devanagari-400.woff2')]: () => subsetFont(fullFont(400), DEVANAGARI_CHARACTERS, { targetFormat: 'woff2' }),
  [path.join(FONT_DIR, 'noto-sans-devanagari-700.woff2')]: () => subsetFont(fullFont(700), DEVANAGARI_CHARACTERS, { targetFormat: 'woff2' }),
  [path.join(FONT_DIR, 'hindi-language-name-400.woff2')]: () => subsetFont(fullFont(400), LANGUAGE_NAMES.hi, { targetFormat: 'woff2' }),
};

if (process.argv[1] === import.meta.filename) {
  for (const [file, make] of Object.entries(DEVANAGARI_FONTS)) {
    writeFileSync(file, await make());
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
}
