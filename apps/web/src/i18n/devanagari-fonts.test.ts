// @vitest-environment node
// The Devanagari font files the build serves (devanagari-fonts.ts) are the ones made from today's
// range and today's name of Hindi, and the shop's Hindi words need nothing outside that range.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEVANAGARI_CHARACTERS, DEVANAGARI_FONTS, fullFont } from '../../devanagari-fonts';

const committed = (name: string) => readFileSync(Object.keys(DEVANAGARI_FONTS).find((file) => path.basename(file) === name)!);

describe('the Devanagari font files', () => {
  it.each(Object.entries(DEVANAGARI_FONTS).map(([file, make]) => [path.basename(file), file, make] as const))(
    '%s is made from today’s characters',
    async (_name, file, make) => {
      const bytes = readFileSync(file);
      expect(bytes.equals(await make()), 'the range or the name changed: run npx tsx apps/web/devanagari-fonts.ts').toBe(true);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    },
  );

  it('are smaller than the font they are cut from: a Hindi page’s by a fifth, the language name’s to a few KB', () => {
    expect(committed('noto-sans-devanagari-400.woff2').length).toBeLessThan(fullFont(400).length * 0.85);
    expect(committed('noto-sans-devanagari-700.woff2').length).toBeLessThan(fullFont(700).length * 0.85);
    expect(committed('hindi-language-name-400.woff2').length).toBeLessThan(4_000);
  });

  it('cover every Devanagari character of the shop’s Hindi words', () => {
    const src = path.join(import.meta.dirname, '..');
    const catalogues = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(`locales${path.sep}hi.po`));
    expect(catalogues.length).toBeGreaterThan(5);
    // Devanagari and the blocks of marks the full font also covered.
    const blocks = [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cff],
      [0xa830, 0xa83f],
      [0xa8e0, 0xa8ff],
    ];
    const indic = (c: string) => blocks.some(([from, to]) => c.codePointAt(0)! >= from! && c.codePointAt(0)! <= to!);
    const used = new Set(catalogues.flatMap((file) => [...readFileSync(path.join(src, file), 'utf8')].filter(indic)));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((c) => !DEVANAGARI_CHARACTERS.includes(c))).toEqual([]);
  });
});
