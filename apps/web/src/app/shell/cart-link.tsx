// The header's cart link and its item-count badge. The header passes the cart feature's count
// (useCartCount); for guests and until the cart has loaded no badge is drawn — never a made-up number.
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { CartIcon } from '../../components/icons';

/** Nothing for an empty or unknown count; "99+" keeps the badge small. */
export function CartBadge({ count }: { count?: number }) {
  if (!count || count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function CartLink({ count }: { count?: number }) {
  const { t } = useLingui();
  const label = count && count > 0 ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative flex h-11 w-11 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50 hover:text-brand-700"
    >
      <CartIcon className="h-6 w-6" />
      <CartBadge count={count} />
    </Link>
  );
}
