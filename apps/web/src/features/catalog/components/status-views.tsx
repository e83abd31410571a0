// Empty and error states of the catalogue screens: a short message, optional detail, and an
// action (Retry, Clear Filter, Back to Products). Errors are announced (role=alert).
import type { ReactNode } from 'react';

interface StatusViewProps {
  title: string;
  detail?: string;
  action?: ReactNode;
}

export function EmptyState({ title, detail, action }: StatusViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-10 text-center">
      <p className="text-lg font-semibold text-gray-900">{title}</p>
      {detail && <p className="max-w-prose text-sm text-gray-600">{detail}</p>}
      {action}
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  error?: unknown;
  onRetry: () => void;
}

export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="text-lg font-semibold text-red-800">{title}</p>
      {detail && detail !== title && <p className="text-sm text-red-800">{detail}</p>}
      <button type="button" onClick={onRetry} className={buttonClasses('secondary')}>
        Retry
      </button>
    </div>
  );
}

/** Shared button looks of the catalogue (primary: white on brand-600, 4.6:1; secondary: outlined). */
export function buttonClasses(kind: 'primary' | 'secondary' = 'primary', extra = ''): string {
  const base =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
  const look =
    kind === 'primary'
      ? 'bg-brand-600 text-white hover:bg-brand-700 disabled:hover:bg-brand-600'
      : 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50';
  return `${base} ${look} ${extra}`;
}
