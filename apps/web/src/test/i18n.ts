// Component tests render in English with the real catalogue, as the shop's English pages do.
import { createI18n } from '../i18n/i18n';
import { messages } from '../i18n/catalogue-en';
import { messages as hindi } from '../i18n/catalogue-hi';

export const testI18n = createI18n('en', messages);
export const hindiTestI18n = createI18n('hi', hindi);
