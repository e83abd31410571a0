// One card of the account page, named by its h2 so it is a region screen readers can jump to.
import type { ReactNode } from 'react';

export function AccountSection({ id, title, intro, action, children }: { id: string; title: string; intro?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-gray-700">{intro}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
