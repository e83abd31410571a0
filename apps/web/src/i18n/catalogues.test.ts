// Every message the storefront shows exists in Hindi too, and the catalogues on disk are what the
// code says (no message added in a component without `npm run i18n:extract`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { messages as english } from './catalogue-en';
import { messages as hindi } from './catalogue-hi';

const po = formatter({ lineNumbers: false });
const poFiles = Object.keys(import.meta.glob('../**/locales/hi.po'));

// The Hindi the shop writes follows docs/hindi-style.md: each spelling or word it rules out, with the
// one written instead and a word it catches (so a rule that stops matching anything shows up too).
const D = '[\\u0900-\\u097F]';
const RULED_OUT: { ruledOut: RegExp; write: string; catches: string }[] = [
  { ruledOut: new RegExp(`(?<=${D})एं`, 'u'), write: 'एँ (मालाएँ, जाएँ, बनाएँगे)', catches: 'मालाएं' },
  { ruledOut: new RegExp(`(?<=${D})ायें`, 'u'), write: 'ाएँ (हटाएँ)', catches: 'हटायें' },
  { ruledOut: new RegExp(`(?<!${D})(यहां|वहां|जहां|कहां|हां)(?!${D})`, 'u'), write: 'ाँ (यहाँ, वहाँ, जहाँ, कहाँ, हाँ)', catches: 'यहां' },
  { ruledOut: new RegExp(`(?<=${D})(यां|ूं)(?!${D})`, 'u'), write: 'याँ, ूँ (श्रेणियाँ, करूँ, हूँ)', catches: 'श्रेणियां' },
  { ruledOut: /जांच|मांग|मंगा|पहुंच|ढूंढ|छांट/u, write: 'जाँच, माँग, मँगा, पहुँच, ढूँढ, छाँट', catches: 'पहुंचा' },
  { ruledOut: /[कखग]\u093C/u, write: 'क, ख, ग without a nukta (खास, खबर, तारीख, कागज़)', catches: 'ख़ास' },
  { ruledOut: /[\u0958-\u095F]/u, write: 'the letter followed by the nukta sign ़, as everywhere else', catches: '\u095B' },
  {
    ruledOut: new RegExp(`(?<!${D})(जरूर|ज्यादा|फोटो|फोन|ताजा|ताजे|इंतजार|मंजूर|सिर्फ(?!\u093C))`, 'u'),
    write: 'ज़ and फ़ (ज़रूरी, ज़्यादा, फ़ोटो, फ़ोन, ताज़ा, इंतज़ार, मंज़ूर, सिर्फ़)',
    catches: 'जरूरी',
  },
  { ruledOut: /आमतौर/u, write: 'आम तौर', catches: 'आमतौर' },
  { ruledOut: /डिलिवरी|डेलिवरी|आर्डर|लॉगिन|साइन इन|साइन आउट/u, write: 'डिलीवरी, ऑर्डर, लॉग इन, लॉग आउट', catches: 'साइन आउट' },
  { ruledOut: /पेमेंट/u, write: 'भुगतान (भुगतान गेटवे)', catches: 'पेमेंट गेटवे' },
  { ruledOut: /बीजक|इनवॉयस/u, write: 'इनवॉइस (the word shops and customers use; टैक्स इनवॉइस on the bill)', catches: 'कर बीजक' },
  { ruledOut: /कामकाजी/u, write: 'कार्य दिवस', catches: 'कामकाजी दिन' },
  { ruledOut: /नकली|सिम्युलेटेड/u, write: 'डेमो (the simulated payment gateway)', catches: 'नकली' },
  { ruledOut: /दिखावट|खिलावट/u, write: 'दिखाने का तरीका; say what is meant', catches: 'दिखावट' },
];

const apiSource = path.join(import.meta.dirname, '../../../api/src');
/** The API's Hindi: the `hi` messages of every module, the letter frame and the demo catalogue. */
const apiHindiFiles = (readdirSync(apiSource, { recursive: true }) as string[])
  .filter((file) => /(^|\/)messages\.ts$/.test(file) || ['platform/i18n/letter.ts', 'seed/catalogue.ts', 'seed/shop-setup.ts'].includes(file))
  .map((file) => path.join(apiSource, file));

describe('message catalogues', () => {
  it('has a Hindi translation for every English message', async () => {
    const untranslated: string[] = [];
    for (const file of poFiles) {
      const catalogue = await po.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'), { locale: 'hi', sourceLocale: 'en', filename: file });
      for (const [id, entry] of Object.entries(catalogue ?? {}))
        if (!entry.obsolete && !entry.translation) untranslated.push(`${file}: ${entry.message ?? id}`);
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

  it('keeps no obsolete messages: the compiler still loads them, where one overrode a live message (the header’s “Home” read “घर” on a Hindi sign-in page, and hydration failed)', () => {
    const obsolete = Object.keys(import.meta.glob('../**/locales/*.po')).filter((file) =>
      /^#~ msgid/m.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    );
    expect(obsolete).toEqual([]);
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

  it('spells Hindi one way and says each shop term with one word, in the storefront and in the API (docs/hindi-style.md)', () => {
    expect(RULED_OUT.filter((rule) => !rule.ruledOut.test(rule.catches)).map((rule) => rule.write)).toEqual([]);
    expect(apiHindiFiles.length).toBeGreaterThan(8);
    const hindiLines = [
      ...poFiles.flatMap((file) =>
        readFileSync(path.join(import.meta.dirname, file), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('msgstr'))
          .map((line) => ({ file, line })),
      ),
      // Zod's complaints in Hindi are written in code: they load only with a Hindi form.
      ...['../lib/zod-hindi.ts'].flatMap((file) =>
        readFileSync(path.join(import.meta.dirname, file), 'utf8')
          .split('\n')
          .filter((line) => /[\u0900-\u097F]/.test(line))
          .map((line) => ({ file, line })),
      ),
      ...apiHindiFiles.flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /[\u0900-\u097F]/.test(line))
          .map((line) => ({ file: path.relative(apiSource, file), line })),
      ),
    ];
    const found = hindiLines.flatMap(({ file, line }) =>
      RULED_OUT.flatMap(({ ruledOut, write }) => {
        const match = line.match(ruledOut);
        return match ? [`${file}: “${match[0]}” in ${line.trim().slice(0, 80)} — write ${write}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
