// Checkout while the cart and the shop's settings load: form sections and a summary box of the
// real ones' size, so nothing moves when they arrive. Hidden from screen readers.
const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

export function CheckoutSkeleton() {
  return (
    <div aria-hidden="true" data-testid="checkout-skeleton" className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex flex-col gap-6">
        {[6, 2, 2].map((fields, i) => (
          <div key={i} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
            <div className={`${pulse} mb-4 h-7 w-56`} />
            <div className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: fields }, (_, j) => (
                <div key={j} className="flex flex-col gap-1">
                  <div className={`${pulse} h-4 w-24`} />
                  <div className={`${pulse} h-11 w-full rounded-lg`} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <div className={`${pulse} h-6 w-40`} />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={`${pulse} h-4 w-full`} />
        ))}
        <div className={`${pulse} mt-2 h-12 w-full rounded-lg`} />
      </div>
    </div>
  );
}
