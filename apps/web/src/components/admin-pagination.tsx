// Previous / Next and "Page 2 of 5" for the admin lists. Buttons rather than links: the page is
// the tab's working state, not a place to share.
import { Button } from './button';

interface AdminPaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What is being paged, for the landmark's name: 'Products'. */
  label: string;
}

export function AdminPagination({ page, totalPages, onPage, label }: AdminPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous <span className="sr-only">page</span>
      </Button>
      <p className="text-sm text-gray-700" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next <span className="sr-only">page</span>
      </Button>
    </nav>
  );
}
