// Loading placeholders for the admin lists: grey blocks shaped like the cards or rows to come,
// hidden from screen readers (the list carries aria-busy and a status line says "Loading…").
const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

export function CardSkeletons({ count, withImage = true }: { count: number; withImage?: boolean }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-testid="card-skeleton" className="overflow-hidden rounded-xl border border-gray-200 bg-white">
          {withImage && <div className={`${pulse} aspect-[4/3] w-full rounded-none`} />}
          <div className="space-y-2 p-4">
            <div className={`${pulse} h-4 w-3/4`} />
            <div className={`${pulse} h-3 w-full`} />
            <div className={`${pulse} h-3 w-1/2`} />
            <div className={`${pulse} mt-4 h-9 w-full`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function RowSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="row-skeleton" className={`${pulse} h-12 w-full`} />
      ))}
    </div>
  );
}
