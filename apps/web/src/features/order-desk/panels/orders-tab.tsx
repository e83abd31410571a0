// The Orders tab holds two views of the same orders: the full list (find, filter, move) and the
// day's deliveries by slot (the workshop's job sheets). The view is kept in ?view= beside ?tab=,
// so a reload or a shared link opens the same one.
import { useSearchParams } from 'react-router';
import { DeliveriesPanel } from './deliveries-panel';
import { OrdersPanel } from './orders-panel';

type OrdersView = 'list' | 'deliveries';

const VIEWS: { id: OrdersView; label: string }[] = [
  { id: 'list', label: 'All orders' },
  { id: 'deliveries', label: "Today's deliveries" },
];

export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const view: OrdersView = params.get('view') === 'deliveries' ? 'deliveries' : 'list';

  function show(next: OrdersView) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.delete('view');
        else updated.set('view', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="space-y-5">
      <div role="group" aria-label="Orders view" className="inline-flex rounded-lg border border-gray-300 bg-gray-50 p-1">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            onClick={() => show(v.id)}
            className={`min-h-10 rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
              view === v.id ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-700 hover:text-gray-900'
            }`}
          >
            {v.label}
          </button>
        ))}
      </div>
      {view === 'list' ? <OrdersPanel /> : <DeliveriesPanel />}
    </div>
  );
}
