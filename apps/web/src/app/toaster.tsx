// The toast stack (spec §2 Shared shell): one colour and icon per type, placed where it covers
// nothing needed at that moment: on a phone full width just below the header (logo, search and
// cart stay in view), on a desktop at the bottom right (clear of the header's account links). The live region (role=status) is always in the page so screen readers hear
// each toast as it is added.
import { useLayoutEffect, useRef, type ComponentType, type SVGProps } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../components/icons';
import { dismissToast, useToasts, type Toast, type ToastType } from '../lib/toast';

const STYLES: Record<ToastType, { box: string; icon: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; label: MessageDescriptor }> = {
  success: { box: 'border-green-700 bg-green-50 text-green-900', icon: 'text-green-700', Icon: CheckCircleIcon, label: msg`Success` },
  error: { box: 'border-red-700 bg-red-50 text-red-900', icon: 'text-red-700', Icon: AlertCircleIcon, label: msg`Error` },
  info: { box: 'border-sky-700 bg-sky-50 text-sky-900', icon: 'text-sky-700', Icon: InfoIcon, label: msg`Information` },
};

export function Toaster() {
  const { t } = useLingui();
  const toasts = useToasts();
  const region = useRef<HTMLDivElement>(null);
  // Below a phone's or tablet's header, whichever page's header it is (the shop's, the admin's) and
  // however tall it is now; at the top once a header that scrolls has gone out of view.
  useLayoutEffect(() => {
    if (toasts.length === 0 || !region.current) return;
    const header = document.querySelector('header');
    region.current.style.setProperty('--toast-top', `${Math.max(0, header?.getBoundingClientRect().bottom ?? 0)}px`);
  }, [toasts.length]);
  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions"
      aria-label={t`Notifications`}
      className="pointer-events-none fixed inset-x-0 top-[var(--toast-top,6.75rem)] z-50 flex flex-col items-stretch gap-2 p-3 sm:inset-x-auto sm:right-0 sm:w-96 sm:items-end sm:p-4 lg:top-auto lg:bottom-0"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  const { box, icon, Icon, label } = STYLES[toast.type];
  return (
    <div data-toast-type={toast.type} className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${box}`}>
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${icon}`} />
      <p className="flex-1 text-sm font-medium">
        <span className="sr-only">{t(label)}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t`Close notification`}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
