// Printing job sheets, one per page, through the shared print layer: the orders', then the booked events'.
import type { EventJob, Order } from '@phoolwari/contracts';
import { EventJobSheet } from '../../event-enquiries/admin';
import { PrintLayer } from '../../../components/print-layer';
import { JobSheet } from './job-sheet';

/** Mount it (keyed by what is printed) to print once; `onDone` should unmount it. */
export function PrintSheets({ orders, events = [], onDone }: { orders: Order[]; events?: EventJob[]; onDone: () => void }) {
  return (
    <PrintLayer onDone={onDone}>
      {orders.map((order) => (
        <article key={order._id} className="pw-print-sheet">
          <p className="mb-2 text-xs tracking-wide uppercase">Phoolwari job sheet</p>
          <JobSheet order={order} printed headingLevel="h3" />
        </article>
      ))}
      {events.map((job) => (
        <article key={job.quoteId} className="pw-print-sheet">
          <p className="mb-2 text-xs tracking-wide uppercase">Phoolwari event job sheet</p>
          <EventJobSheet job={job} printed headingLevel="h3" />
        </article>
      ))}
    </PrintLayer>
  );
}
