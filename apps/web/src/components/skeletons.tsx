// Loading placeholders shaped like what they stand for, so the page keeps its layout when the
// data arrives. Hidden from screen readers; the surrounding region carries aria-busy instead.
/** How product cards are laid out: a grid of tiles or a list of rows. */
export type ProductCardVariant = 'grid' | 'list';

const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

export function ProductSkeleton({ variant = 'grid' }: { variant?: ProductCardVariant }) {
  const list = variant === 'list';
  return (
    <div
      aria-hidden="true"
      data-testid="product-skeleton"
      className={`flex w-full overflow-hidden rounded-xl border border-gray-200 bg-white ${list ? 'flex-row' : 'flex-col'}`}
    >
      <div className={`${pulse} aspect-square rounded-none ${list ? 'w-28 shrink-0 sm:w-40' : 'w-full'}`} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className={`${pulse} h-4 w-4/5`} />
        <div className={`${pulse} h-4 w-1/3`} />
        <div className={`${pulse} h-5 w-1/2 rounded-full`} />
      </div>
    </div>
  );
}

export function CategorySkeleton() {
  return (
    <div aria-hidden="true" data-testid="category-skeleton" className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <div className={`${pulse} aspect-square w-full rounded-none`} />
      <div className="p-3">
        <div className={`${pulse} mx-auto h-4 w-2/3`} />
      </div>
    </div>
  );
}

/** The product page while it loads: gallery square on one side, text lines on the other. */
export function ProductDetailSkeleton() {
  return (
    <div aria-hidden="true" data-testid="product-detail-skeleton" className="grid gap-6 lg:grid-cols-2 lg:gap-10">
      <div>
        <div className={`${pulse} aspect-square w-full rounded-xl`} />
        <div className="mt-3 flex gap-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className={`${pulse} size-16 rounded-lg`} />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <div className={`${pulse} h-8 w-3/4`} />
        <div className={`${pulse} h-4 w-1/3`} />
        <div className={`${pulse} h-8 w-1/4`} />
        <div className={`${pulse} h-4 w-full`} />
        <div className={`${pulse} h-4 w-5/6`} />
        <div className={`${pulse} h-4 w-2/3`} />
        <div className={`${pulse} h-12 w-full rounded-lg`} />
      </div>
    </div>
  );
}
