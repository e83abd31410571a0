// The cart page while it loads: lines and a summary box of the real ones' size, so nothing
// moves when the cart arrives. Hidden from screen readers; the page carries aria-busy.
const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

export function CartSkeleton() {
  return (
    <div aria-hidden="true" data-testid="cart-skeleton" className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="rounded-xl border border-gray-200 bg-white px-4">
        <div className={`${pulse} my-4 h-6 w-32`} />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3 border-t border-gray-100 py-4 sm:gap-4">
            <div className={`${pulse} aspect-square w-20 shrink-0 rounded-lg sm:w-24`} />
            <div className="flex flex-1 flex-col gap-2">
              <div className={`${pulse} h-5 w-3/4`} />
              <div className={`${pulse} h-4 w-1/4`} />
              <div className={`${pulse} h-11 w-32 rounded-lg`} />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <div className={`${pulse} h-6 w-40`} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${pulse} h-4 w-full`} />
        ))}
        <div className={`${pulse} mt-2 h-11 w-full rounded-lg`} />
      </div>
    </div>
  );
}
