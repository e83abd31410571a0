// The server's messages: every catalogue of both languages, one Lingui instance per request (a
// render must not see another request's language).
import type { I18n } from '@lingui/core';
import { messages as englishMessages } from '../i18n/catalogue-en';
import { messages as hindiMessages } from '../i18n/catalogue-hi';
import { createI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

const MESSAGES: Record<Language, typeof englishMessages> = { en: englishMessages, hi: hindiMessages };

export function serverI18n(language: Language): I18n {
  return createI18n(language, MESSAGES[language]);
}
