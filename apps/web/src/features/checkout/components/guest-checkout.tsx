// A visitor at checkout: signing in (by mobile number, on /login) comes first, checking out as a
// guest beside it. After a guest pays, the order's confirmation with its tracking link, since a
// guest has no My Orders; signing in later with the number they gave brings the order there.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@phoolwari/contracts';
import { Button, buttonClasses } from '../../../components/button';

/** Where "Sign in" comes back to once the customer has signed in. */
const SIGN_IN_FIRST = { from: '/checkout' };

export function GuestOrSignIn({ onGuest }: { onGuest: () => void }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="checkout-who" className="mx-auto flex max-w-xl flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="checkout-who" className="text-lg font-semibold text-gray-900">
        {t`How would you like to check out?`}
      </h2>
      <div className="flex flex-col gap-2">
        <Link to="/login" state={SIGN_IN_FIRST} className={buttonClasses('primary', 'w-full')}>
          <Trans>Sign in with your mobile number</Trans>
        </Link>
        <p className="text-sm text-gray-600">{t`Your orders, addresses and offers in one place.`}</p>
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" className="w-full" onClick={onGuest}>
          <Trans>Continue as guest</Trans>
        </Button>
        <p className="text-sm text-gray-600">{t`No account needed: we send the confirmation and tracking link to your e-mail.`}</p>
      </div>
    </section>
  );
}

export function GuestOrderPlaced({ order }: { order: Order }) {
  const { t } = useLingui();
  const orderNumber = order.orderId;
  return (
    <section
      aria-labelledby="guest-order-placed"
      className="mx-auto flex max-w-xl flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 text-center sm:p-6"
    >
      <h2 id="guest-order-placed" className="text-lg font-semibold text-gray-900">
        {t`Thank you! Your order ${orderNumber} is confirmed.`}
      </h2>
      <p className="text-sm text-gray-700">{t`We have sent the confirmation to your e-mail. Follow your order with its tracking link:`}</p>
      {order.trackingPath && (
        <Link to={order.trackingPath} className={buttonClasses('primary', 'w-full sm:w-auto sm:self-center')}>
          <Trans>Track your order</Trans>
        </Link>
      )}
      <p className="text-sm text-gray-600">
        <Trans>
          Sign in with the mobile number you gave to see this order in{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            My Orders
          </Link>
          .
        </Trans>
      </p>
    </section>
  );
}
