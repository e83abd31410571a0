// Empty and error states of the catalogue screens: a short message, optional detail, and an
// action (Retry, Clear Filter, Back to Products). Errors are announced (role=alert).
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from './button';

/** The title's element: 'h1' when the state is the whole page (a page keeps its one h1). */
type TitleTag = 'h1' | 'h2' | 'p';

interface StatusViewProps {
  title: string;
  titleAs?: TitleTag;
  detail?: string;
  action?: ReactNode;
}

export function EmptyState({ title, titleAs: Title = 'p', detail, action }: StatusViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-10 text-center">
      <Title className="text-lg font-semibold text-gray-900">{title}</Title>
      {detail && <p className="max-w-prose text-sm text-gray-600">{detail}</p>}
      {action}
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  titleAs?: TitleTag;
  error?: unknown;
  onRetry: () => void;
}

export function ErrorState({ title, titleAs: Title = 'p', error, onRetry }: ErrorStateProps) {
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <Title className="text-lg font-semibold text-red-800">{title}</Title>
      {detail && detail !== title && <p className="text-sm text-red-800">{detail}</p>}
      <button type="button" onClick={onRetry} className={buttonClasses('secondary')}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
