// Paise in the database, rupees in the API: the only two conversions.
import type { Language } from '@phoolwari/contracts';
import { LOCALES } from './i18n/locale';

export const toRupees = (paise: number): number => paise / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
/** Paise as customers read rupees in messages and mails: ₹1,299 or ₹10,00,000 (Indian grouping), in either language. */
export const formatRupees = (paise: number, language: Language = 'en'): string => `₹${new Intl.NumberFormat(LOCALES[language]).format(toRupees(paise))}`;
