// Every message the storefront shows exists in Hindi too, and the catalogues on disk are what the
// code says (no message added in a component without `npm run i18n:extract`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { messages as english } from './catalogue-en';
import { messages as hindi } from './catalogue-hi';

const po = formatter({ lineNumbers: false });
const poFiles = Object.keys(import.meta.glob('../**/locales/hi.po'));

describe('message catalogues', () => {
  it('has a Hindi translation for every English message', async () => {
    const untranslated: string[] = [];
    for (const file of poFiles) {
      const catalogue = await po.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'), { locale: 'hi', sourceLocale: 'en', filename: file });
      for (const [id, entry] of Object.entries(catalogue ?? {})) if (!entry.obsolete && !entry.translation) untranslated.push(`${file}: ${entry.message ?? id}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('says one English message one way in Hindi across the catalogues (they merge into one)', async () => {
    const translations = new Map<string, Set<string>>();
    for (const file of poFiles) {
      const catalogue = await po.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'), { locale: 'hi', sourceLocale: 'en', filename: file });
      for (const entry of Object.values(catalogue ?? {})) {
        if (entry.obsolete || !entry.translation) continue;
        const key = `${entry.context ? `${entry.context}: ` : ''}${entry.message}`;
        translations.set(key, (translations.get(key) ?? new Set()).add(entry.translation));
      }
    }
    const twoWays = [...translations].filter(([, said]) => said.size > 1).map(([message, said]) => `${message} → ${[...said].join(' | ')}`);
    expect(twoWays).toEqual([]);
  });

  it('compiles the same messages for both languages', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(english).length).toBeGreaterThan(10);
  });

  it('writes Hindi in Devanagari', () => {
    const latinOnly = Object.entries(hindi).filter(([id, compiled]) => {
      const text = JSON.stringify(compiled);
      return !/[\u0900-\u097F]/.test(text) && /[a-z]{3}/i.test(JSON.stringify(english[id]));
    });
    // Brand names and codes may stay as they are; anything else in Latin letters was not translated.
    expect(latinOnly.map(([id]) => JSON.stringify(english[id]))).toEqual([]);
  });
});
