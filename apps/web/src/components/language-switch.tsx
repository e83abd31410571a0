// The language switch, on every page: a link to the same page in the other language. The server
// remembers the choice (`?lang=`, a cookie) and a signed-in customer's account keeps it too, so
// their mails come in it. A plain link, so it works before the page's scripts have run.
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LanguageIcon } from './icons';
import { saveAccountLanguage } from '../lib/account-language';
import { useSession } from '../lib/session';
import { INTL_LOCALE, LANGUAGE_NAMES, pathIn } from '../i18n/languages';
import { useLanguage } from '../i18n/i18n';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const other = language === 'hi' ? 'en' : 'hi';
  const otherName = LANGUAGE_NAMES[other];
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const query = new URLSearchParams(search);
  query.set('lang', other);
  return (
    <a
      href={`${pathIn(other, pathname)}?${query.toString()}`}
      hrefLang={INTL_LOCALE[other]}
      lang={INTL_LOCALE[other]}
      title={t`Read the shop in ${otherName}`}
      onClick={() => {
        if (user) saveAccountLanguage(other);
      }}
      className={`inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-medium text-gray-800 hover:text-brand-700 ${className}`}
    >
      {/* The icon only where there is room: on a 360 px phone the header keeps one row. */}
      <LanguageIcon className="hidden h-5 w-5 shrink-0 min-[400px]:block" />
      {/* On an English page, a font of just this word's letters rather than all of Devanagari (index.css). */}
      {other === 'hi' ? <span className="font-hindi-name">{otherName}</span> : otherName}
    </a>
  );
}
