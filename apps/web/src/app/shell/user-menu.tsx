// The signed-in customer's menu in the header (My Account, My Orders, My Custom Designs, Admin Panel
// for admins, Logout), as a disclosure: a button with aria-expanded that shows a short list of links.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ChevronDownIcon, UserIcon } from '../../components/icons';
import { useSession } from '../../lib/session';

const itemClasses = 'block w-full px-4 py-2.5 text-left text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50';

export function UserMenu() {
  const { user, isStaff, logout } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div
      ref={ref}
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 max-w-48 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700"
      >
        <UserIcon className="h-5 w-5 shrink-0" />
        <span className="truncate">{user.name}</span>
        <ChevronDownIcon className="h-4 w-4 shrink-0" />
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 z-40 mt-1 w-52 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg">
        <p className="truncate border-b border-gray-100 px-4 py-2 text-xs text-gray-600">{user.email ?? user.phone}</p>
        <ul>
          <li>
            <Link to="/account" className={itemClasses} onClick={() => setOpen(false)}>
              <Trans>My Account</Trans>
            </Link>
          </li>
          <li>
            <Link to="/orders" className={itemClasses} onClick={() => setOpen(false)}>
              <Trans>My Orders</Trans>
            </Link>
          </li>
          <li>
            <Link to="/custom-order?tab=my-orders" className={itemClasses} onClick={() => setOpen(false)}>
              <Trans>My Custom Designs</Trans>
            </Link>
          </li>
          {isStaff && (
            <li>
              <Link to="/admin" className={itemClasses} onClick={() => setOpen(false)}>
                <Trans>Admin Panel</Trans>
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
