// The gallery while a page loads: eight cards of a design card's shape. Hidden from screen readers;
// the list carries aria-busy.
const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

export function GallerySkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-testid="design-skeleton" className="overflow-hidden rounded-xl border border-gray-200 bg-white">
          <div className={`${pulse} aspect-square w-full rounded-none`} />
          <div className="space-y-2 p-4">
            <div className={`${pulse} h-5 w-3/4`} />
            <div className={`${pulse} h-3 w-full`} />
            <div className={`${pulse} h-3 w-2/3`} />
            <div className={`${pulse} h-6 w-1/3`} />
            <div className="grid grid-cols-2 gap-2 pt-2">
              <div className={`${pulse} h-11`} />
              <div className={`${pulse} h-11`} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
