// Printing part of a screen on its own (job sheets, a gift card): what is printed is drawn into a
// print-only layer at the end of <body>, and while it is there the print stylesheet hides
// everything else. The layer stays until the browser says printing is over ('afterprint').
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print-layer.css';

export const PRINTING_CLASS = 'pw-printing';

/** Mount it (keyed by what is printed) to print once; `onDone` should unmount it. */
export function PrintLayer({ children, onDone }: { children: ReactNode; onDone: () => void }) {
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
      {children}
    </div>,
    document.body,
  );
}
