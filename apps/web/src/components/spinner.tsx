// Loading indicators: an inline spinner and a page-sized one that screen readers announce.
import { useLingui } from '@lingui/react/macro';
export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`} />;
}

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner className="h-8 w-8" />
      <span className="text-sm text-gray-700">{label ?? t`Loading…`}</span>
    </div>
  );
}
