import type { ReactNode } from 'react';

/** A section of a page's details under its own heading (a product's features, a design's notes). */
export function TitledSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
