// On a Hindi policy page: the translation is a courtesy, the English text is the one that binds.
import { Trans } from '@lingui/react/macro';
import { useLanguage } from '../../../i18n/i18n';
import { pathIn } from '../../../i18n/languages';

export function EnglishGoverns({ path }: { path: string }) {
  const language = useLanguage();
  if (language === 'en') return null;
  return (
    <p className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
      <Trans>
        This translation is for your convenience. If it differs from the{' '}
        <a href={pathIn('en', path)} hrefLang="en" lang="en" className="text-brand-700 underline">
          English version
        </a>
        , the English version applies.
      </Trans>
    </p>
  );
}
