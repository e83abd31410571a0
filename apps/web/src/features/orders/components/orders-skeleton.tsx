// My Orders while the list loads: two cards of an order card's size. Hidden from screen readers.
const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

export function OrdersSkeleton() {
  return (
    <div aria-hidden="true" data-testid="orders-skeleton" className="flex flex-col gap-4">
      {[0, 1].map((i) => (
        <div key={i} className="rounded-xl border border-gray-200 bg-white">
          <div className="flex justify-between gap-4 border-b border-gray-100 p-4">
            <div className="flex flex-col gap-2">
              <div className={`${pulse} h-5 w-48`} />
              <div className={`${pulse} h-4 w-36`} />
            </div>
            <div className="flex flex-col items-end gap-2">
              <div className={`${pulse} h-5 w-20 rounded-full`} />
              <div className={`${pulse} h-6 w-16`} />
            </div>
          </div>
          <div className="grid gap-4 p-4 md:grid-cols-2">
            <div className="flex flex-col gap-2">
              {[0, 1, 2, 3].map((j) => (
                <div key={j} className={`${pulse} h-4 w-3/4`} />
              ))}
            </div>
            <div className="flex gap-3">
              <div className={`${pulse} size-14 rounded-lg`} />
              <div className="flex flex-1 flex-col gap-2">
                <div className={`${pulse} h-4 w-2/3`} />
                <div className={`${pulse} h-4 w-1/3`} />
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
