// One numbered step of the checkout form, a titled section, and the look of its radio choices.
import type { ReactNode } from 'react';

/** A radio choice drawn as a card: the whole card is the label, marked when chosen. */
export const CHOICE_CARD =
  'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-70';

export function CheckoutSection({ id, step, title, children }: { id: string; step: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-semibold text-gray-900">
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
