// Words a customer reads, in the customer's language. Each module keeps its messages beside its
// code (a messages.ts with English and Hindi ICU MessageFormat strings under the same keys) and
// reads them through a translator for one language; Lingui formats placeholders, plurals and
// selects. Amounts and days go in already formatted (formatRupees, formatDay), so every message
// writes them the one way the shop does.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Language } from '@phoolwari/contracts';

/**
 * A module's messages. Declare the English as a plain object and the Hindi as
 * `Record<keyof typeof en, string>`: TypeScript then refuses a Hindi catalogue missing a key.
 */
export interface Catalogue<K extends string> {
  en: Record<K, string>;
  hi: Record<K, string>;
}

export type MessageValues = Record<string, string | number>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

const compiled = new WeakMap<object, Map<Language, I18n>>();

function instanceFor<K extends string>(catalogue: Catalogue<K>, language: Language): I18n {
  let byLanguage = compiled.get(catalogue);
  if (!byLanguage) compiled.set(catalogue, (byLanguage = new Map()));
  let i18n = byLanguage.get(language);
  if (!i18n) {
    // Compiled once per process; a malformed message throws here, at its first use in any test.
    const messages = Object.fromEntries(Object.entries<string>(catalogue[language]).map(([key, message]) => [key, compileMessageOrThrow(message)]));
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    byLanguage.set(language, i18n);
  }
  return i18n;
}

/** The catalogue's messages in `language`, with their placeholders filled in. */
export function translator<K extends string>(catalogue: Catalogue<K>, language: Language): Translate<K> {
  const i18n = instanceFor(catalogue, language);
  return (key, values) => i18n._(key, values);
}

/**
 * A sentence for a customer whose language is not known where it is written: a refusal thrown deep
 * in a service, say. It keeps the message's key and values and is written out in the language of
 * whoever reads it (the error handler asks for the request's). Values may be wordings too (a slot's
 * or a product's name as the shop names it in each language).
 */
export class Wording {
  constructor(private readonly write: (language: Language) => string) {}

  /** The sentence in `language`. */
  in(language: Language): string {
    return this.write(language);
  }

  /** English, where a wording meets a log line or a string. */
  toString(): string {
    return this.write('en');
  }

  /** The shop's own name for something, in Hindi where it has one (per field, English otherwise). */
  static name(en: string, hi: string | null | undefined): Wording {
    return new Wording((language) => (language === 'hi' && hi ? hi : en));
  }
}

export type WordingValues = Record<string, string | number | Wording>;

/** `key` of `catalogue`, to be written out in the reader's language. */
export function wording<K extends string>(catalogue: Catalogue<K>, key: K, values: WordingValues = {}): Wording {
  return new Wording((language) => {
    const written = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value instanceof Wording ? value.in(language) : value]));
    return translator(catalogue, language)(key, written);
  });
}

/** A sentence in the reader's language: a wording written out, a plain string as it is. */
export const inLanguage = (text: string | Wording, language: Language): string => (text instanceof Wording ? text.in(language) : text);
