// For tests that render a component on its own: the English messages around it, as on the shop's pages.
import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { testI18n } from './i18n';

export const inEnglish = { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={testI18n}>{children}</I18nProvider> };
