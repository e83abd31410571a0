// Printing job sheets, one per page, through the shared print layer.
import type { Order } from '@phoolwari/contracts';
import { PrintLayer } from '../../../components/print-layer';
import { JobSheet } from './job-sheet';

/** Mount it (keyed by what is printed) to print once; `onDone` should unmount it. */
export function PrintSheets({ orders, onDone }: { orders: Order[]; onDone: () => void }) {
  return (
    <PrintLayer onDone={onDone}>
      {orders.map((order) => (
        <article key={order._id} className="pw-print-sheet">
          <p className="mb-2 text-xs tracking-wide uppercase">Phoolwari job sheet</p>
          <JobSheet order={order} printed headingLevel="h3" />
        </article>
      ))}
    </PrintLayer>
  );
}
