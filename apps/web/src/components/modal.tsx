// The admin's dialog: rendered only while open (so closing drops whatever was typed), drawn above
// the page in a portal, with the focus kept inside (Tab and Shift+Tab wrap), Escape to close and
// the focus handed back to what opened it. Full-screen on a phone, a centred card from sm up.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from './icons';

const FOCUSABLE =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not words
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && !el.hasAttribute('data-focus-skip'));
}

interface ModalProps {
  title: string;
  /** A line under the title, read with it. */
  description?: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons kept in view at the bottom (Save, Cancel). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

// A small confirmation stays a card on a phone too; forms take the whole screen there.
const LAYOUT = {
  sm: { frame: 'items-center p-4', panelClass: 'max-h-[90dvh] max-w-md rounded-2xl' },
  md: { frame: 'items-stretch sm:items-center sm:p-4', panelClass: 'max-h-dvh sm:max-h-[90dvh] sm:max-w-xl sm:rounded-2xl' },
  lg: { frame: 'items-stretch sm:items-center sm:p-4', panelClass: 'max-h-dvh sm:max-h-[90dvh] sm:max-w-3xl sm:rounded-2xl' },
};

export function Modal({ title, description, onClose, children, footer, size = 'md', role = 'dialog' }: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);

  // Before the dialog is painted: the focus is in it from its first frame, and back on the
  // opener as soon as it closes.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // If the opener goes away meanwhile (the deleted card's button), the tab's panel takes the focus.
    const fallback = opener?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
    const root = panel.current;
    if (root) {
      const marked = root.querySelector<HTMLElement>('[data-autofocus]');
      const first = marked ?? (body.current && focusables(body.current)[0]) ?? root;
      first.focus();
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
      else fallback?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className={`fixed inset-0 z-40 flex justify-center bg-gray-900/50 ${LAYOUT[size].frame}`}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`flex w-full flex-col bg-white shadow-xl outline-none ${LAYOUT[size].panelClass}`}
      >
        {/* Plain divs: a <header>/<footer> outside <main> would count as extra page landmarks. */}
        <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-gray-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-gray-700">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={body} className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
          {children}
        </div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-4 py-3 sm:px-6">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
