// The shop's header: logo, search, main navigation, cart and account. On a phone the navigation and
// account links fold into a menu button, while the search keeps its own full-width row.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon, FlowerIcon, MenuIcon } from '../../components/icons';
import { useSession } from '../../lib/session';
import { useCartCount } from '../../features/cart/api/cart';
import { SHOP } from '../../lib/shop-info';
import { CartLink } from './cart-link';
import { LanguageSwitch } from '../../components/language-switch';
import { NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium xl:px-3 ${isActive ? 'text-brand-700' : 'text-gray-800 hover:text-brand-700'}`;

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-50'}`;

export function Header() {
  const { t } = useLingui();
  const { user, isStaff, logout } = useSession();
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the phone menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:px-4 lg:flex-nowrap lg:gap-x-4">
        <Link to="/" className="flex shrink-0 items-center gap-1.5 rounded-md py-1 text-xl font-bold text-brand-700">
          <FlowerIcon className="h-7 w-7" />
          {SHOP.name}
        </Link>

        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClasses}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* Second row on a phone; inline from tablet width up. */}
        <SearchBox className="order-last w-full md:order-none md:w-auto md:min-w-0 md:flex-1" />

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <LanguageSwitch />
          <CartLink count={cartCount} />
          <div className="hidden lg:flex lg:items-center lg:gap-1">
            {user ? (
              <UserMenu />
            ) : (
              <>
                <NavLink to="/login" className={navLinkClasses}>
                  <Trans>Login</Trans>
                </NavLink>
                <NavLink to="/admin-login" className={navLinkClasses}>
                  <Trans>Admin</Trans>
                </NavLink>
              </>
            )}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpen((o) => !o)}
            className="flex h-11 w-11 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50 lg:hidden"
          >
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-gray-100 bg-white lg:hidden">
        <nav aria-label={t`Menu`} className="mx-auto max-w-7xl px-3 py-2">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={mobileLinkClasses}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-2 border-t border-gray-100 pt-2">
            {user ? (
              <>
                <li className="px-3 py-2 text-sm text-gray-600">
                  <Trans>
                    Signed in as <span className="font-medium text-gray-900">{user.name}</span>
                  </Trans>
                </li>
                <li>
                  <NavLink to="/account" className={mobileLinkClasses}>
                    <Trans>My Account</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/orders" className={mobileLinkClasses}>
                    <Trans>My Orders</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/custom-order?tab=my-orders" className={mobileLinkClasses}>
                    <Trans>My Custom Designs</Trans>
                  </NavLink>
                </li>
                {isStaff && (
                  <li>
                    <NavLink to="/admin" className={mobileLinkClasses}>
                      <Trans>Admin Panel</Trans>
                    </NavLink>
                  </li>
                )}
                <li>
                  <button
                    type="button"
                    onClick={logout}
                    className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-gray-800 hover:bg-gray-50"
                  >
                    <Trans>Logout</Trans>
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/login" className={mobileLinkClasses}>
                    <Trans>Login</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin-login" className={mobileLinkClasses}>
                    <Trans>Admin</Trans>
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
