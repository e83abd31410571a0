// React Router's browser entry, as its default one, with the page's language first: the page's
// messages (the core catalogue of the language in its address, /hi/... is Hindi) are loaded before
// React hydrates the document, in a transition (a tap or a paint can come between its slices; a tap
// on a part not yet hydrated is replayed once it is). The browser has one page language at a time,
// so the global instance is the page's: the API client's own messages are said in it too.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { HydratedRouter } from 'react-router/dom';
import { loadCoreMessages } from '../i18n/load-messages';
import { INTL_LOCALE, languageOfPath } from '../i18n/languages';

const language = languageOfPath(window.location.pathname);
i18n.load(language, await loadCoreMessages(language));
i18n.activate(language, [INTL_LOCALE[language]]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
    {
      // A mismatch is a bug worth seeing in the console (the journeys fail on it), not a silent patch.
      onRecoverableError: (error) => console.error(`Hydration: ${error instanceof Error ? error.message : String(error)}`),
    },
  );
});
