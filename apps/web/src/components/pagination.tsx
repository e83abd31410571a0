// Page links of the listing: Previous / Next and the page numbers around the current one. They
// are real links (?page=N) so a page can be opened in a new tab or shared. Phones show
// "Page 2 of 5" between Previous and Next instead of the numbers, which would not fit.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The `search` string (with '?') of the link to a given page. */
  hrefFor: (page: number) => string;
  /** Called when a page link is followed, e.g. to bring the top of the list into view. */
  onNavigate?: () => void;
}

/** The page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const idle = 'border border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700';
const off = 'border border-gray-200 bg-gray-50 text-gray-500';

export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={t`Pagination`} className="flex items-center justify-center gap-2">
      {hasPrev ? (
        <Link to={hrefFor(page - 1)} onClick={onNavigate} rel="prev" className={`${item} ${idle}`}>
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${item} ${off}`}>
          <Trans>Previous</Trans>
        </span>
      )}

      <p className="px-2 text-sm text-gray-700 sm:hidden">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </p>
      <ul className="hidden items-center gap-2 sm:flex">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                onClick={onNavigate}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${p}`}
                className={`${item} ${p === page ? 'border border-brand-700 bg-brand-700 text-white' : idle}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>

      {hasNext ? (
        <Link to={hrefFor(page + 1)} onClick={onNavigate} rel="next" className={`${item} ${idle}`}>
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${item} ${off}`}>
          <Trans>Next</Trans>
        </span>
      )}
    </nav>
  );
}
