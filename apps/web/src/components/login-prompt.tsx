// What a guest sees on a page that needs an account (cart, My Orders): why, and a Login button
// that brings them back here afterwards.
import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from './button';

interface LoginPromptProps {
  title: string;
  detail: string;
}

export function LoginPrompt({ title, detail }: LoginPromptProps) {
  const location = useLocation();
  const from = location.pathname + location.search;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-10 text-center">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <p className="max-w-prose text-sm text-gray-700">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/login" state={{ from }} className={buttonClasses('primary', 'px-6')}>
          <Trans>Login</Trans>
        </Link>
        <Link to="/signup" state={{ from }} className={buttonClasses('secondary')}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </div>
  );
}
