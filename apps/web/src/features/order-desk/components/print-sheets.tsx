// Printing job sheets: the chosen sheets are drawn into a print-only layer at the end of <body>,
// and while it is there the print stylesheet hides everything else, one sheet per page. The layer
// stays until the browser says printing is over ('afterprint').
import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Order } from '@phoolwari/contracts';
import { JobSheet } from './job-sheet';
import './print-sheets.css';

export const PRINTING_CLASS = 'pw-printing';

/** Mount it (keyed by what is printed) to print once; `onDone` should unmount it. */
export function PrintSheets({ orders, onDone }: { orders: Order[]; onDone: () => void }) {
  const done = useEffectEvent(onDone);
  // StrictMode runs effects twice in development: one print dialog, not two.
  const printed = useRef(false);
  useEffect(() => {
    const finish = () => done();
    document.body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', finish);
    if (!printed.current) {
      printed.current = true;
      // The layer is in the page by now: the browser prints what it shows when print() is called.
      window.print();
    }
    return () => {
      window.removeEventListener('afterprint', finish);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, []);

  return createPortal(
    <div className="pw-print-root" data-testid="print-root">
      {orders.map((order) => (
        <article key={order._id} className="pw-print-sheet">
          <p className="mb-2 text-xs tracking-wide uppercase">Phoolwari job sheet</p>
          <JobSheet order={order} printed headingLevel="h3" />
        </article>
      ))}
    </div>,
    document.body,
  );
}
