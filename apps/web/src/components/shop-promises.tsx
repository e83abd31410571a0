// The sentences of the terms, about and contact pages that depend on what the shop has switched on: how to
// pay and how an order is cancelled. Built from GET /api/shop/policies (rendered with the page on
// the server), never fixed copy that could promise what the shop does not do.
import type { ShopPolicies } from '@phoolwari/contracts';
import { SHOP } from '../lib/shop-info';
import { useShopPolicies } from '../lib/shop-policies';

const UNKNOWN = 'Please ask us; we could not load this just now.';

export function cancellationRule(policies: ShopPolicies): string {
  return policies.selfCancellationMinutes !== null
    ? `You can cancel an order yourself from My Orders within ${policies.selfCancellationMinutes} minutes of paying for it, and we refund the full amount to the original payment method. After that we may already be preparing your flowers, so the order can no longer be cancelled.`
    : `To cancel an order, call us on ${SHOP.phone} or write to ${SHOP.email}. We cancel any order that has not yet left our workshop and refund the full amount to the original payment method; once it is on its way it can no longer be cancelled.`;
}

export function cancellationInShort(policies: ShopPolicies): string {
  return policies.selfCancellationMinutes !== null
    ? `Cancel from My Orders within ${policies.selfCancellationMinutes} minutes of paying.`
    : 'Call us to cancel an order that has not left our workshop: the refund is in full.';
}

/** A policy sentence once the policies are known: a short wait, or a plain "ask us" if they failed. */
export function PolicyText({ children }: { children: (policies: ShopPolicies) => string }) {
  const policies = useShopPolicies();
  if (policies.isPending) return <span aria-busy="true">…</span>;
  if (!policies.data) return <>{UNKNOWN}</>;
  return <>{children(policies.data)}</>;
}

/** The ways to pay that are switched on, as a list. */
export function PaymentMethodList() {
  const policies = useShopPolicies();
  if (!policies.data) return <p>{policies.isPending ? '…' : UNKNOWN}</p>;
  return (
    <ul>
      {policies.data.paymentMethods.map((method) => (
        <li key={method}>{method}</li>
      ))}
    </ul>
  );
}
