// One Lingui instance per page load in the browser and per render on the server (a render must not
// see another request's language). Components read it through `useLingui` (@lingui/react/macro)
// and `useLanguage`; the rupee and date formatters take the language from there.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { INTL_LOCALE, type Language } from './languages';

export function createI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, locales: INTL_LOCALE[language], messages: { [language]: messages } });
}

/** The language the page is in. */
export function useLanguage(): Language {
  return useLingui().i18n.locale as Language;
}
