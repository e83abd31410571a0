// The storefront's message catalogues (see docs/decisions/011-hindi-and-english.md). Each feature
// keeps its own catalogue beside its code (src/features/<name>/locales/<language>.po); what the
// shell and the shared components say lives in src/locales/. `npm run i18n:extract`
// adds new messages to every catalogue; a test fails while a Hindi message is missing.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  // A message missing from Hindi shows in English rather than as its id.
  fallbackLocales: { hi: 'en', default: 'en' },
  // Line numbers would change every catalogue with every edit of a component.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*', '**/test-utils.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/', '<rootDir>/src/server/'],
      exclude: ['**/*.test.*', '<rootDir>/src/app/admin/'],
    },
  ],
});
