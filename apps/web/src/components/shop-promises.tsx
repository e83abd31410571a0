// The sentences of the home, terms, about and contact pages that depend on what the shop has switched on: how to
// pay, how an order is cancelled, and where it delivers. Built from GET /api/shop/policies (rendered with the page on
// the server), never fixed copy that could promise what the shop does not do.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ShopPolicies } from '@phoolwari/contracts';
import { SHOP, SHOP_TEXT } from '../lib/shop-info';
import { useShopPolicies } from '../lib/shop-policies';

const UNKNOWN = msg`Please ask us; we could not load this just now.`;

export function cancellationRule(policies: ShopPolicies, i18n: I18n): string {
  const minutes = policies.selfCancellationMinutes;
  const phone = SHOP.phone;
  const email = SHOP.email;
  return minutes !== null
    ? i18n._(
        msg`You can cancel an order yourself from My Orders within ${minutes} minutes of paying for it, and we refund the full amount to the original payment method. After that we may already be preparing your flowers, so the order can no longer be cancelled.`,
      )
    : i18n._(
        msg`To cancel an order, call us on ${phone} or write to ${email}. We cancel any order that has not yet left our workshop and refund the full amount to the original payment method; once it is on its way it can no longer be cancelled.`,
      );
}

export function cancellationInShort(policies: ShopPolicies, i18n: I18n): string {
  const minutes = policies.selfCancellationMinutes;
  return minutes !== null
    ? i18n._(msg`Cancel from My Orders within ${minutes} minutes of paying.`)
    : i18n._(msg`Call us to cancel an order that has not left our workshop: the refund is in full.`);
}

/**
 * How fast and where: the zones of the shop's delivery areas ("Bengaluru City, Bengaluru Outer and
 * Bengaluru Rural"), as the owner named them, and nothing further (no outstation promise the areas
 * do not keep).
 */
export function deliveryPromise(policies: ShopPolicies, i18n: I18n): string {
  const local = i18n._(SHOP_TEXT.localDelivery);
  // The zones are named as the owner wrote them, in English: a Hindi page promises the time alone
  // rather than mix English words into its sentence.
  if (policies.deliveryZones.length === 0 || i18n.locale !== 'en') return i18n._(msg`Delivered within ${local} of confirmation.`);
  const zones = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(policies.deliveryZones);
  return i18n._(msg`Delivered within ${local} in ${zones}.`);
}

/**
 * A way to pay as the server names it (in English), in the page's language. The server's known
 * phrases are translated; anything new shows as it came.
 */
export function paymentMethodText(method: string, i18n: I18n): string {
  const cod = /^Cash on delivery, for orders up to (\S+)( in the areas we offer it)?$/.exec(method);
  if (cod) {
    const amount = cod[1] ?? '';
    return cod[2]
      ? i18n._(msg`Cash on delivery, for orders up to ${amount} in the areas we offer it`)
      : i18n._(msg`Cash on delivery, for orders up to ${amount}`);
  }
  const known: Record<string, string> = {
    'Credit and debit cards': i18n._(msg`Credit and debit cards`),
    'Net banking': i18n._(msg`Net banking`),
    Wallets: i18n._(msg`Wallets`),
    'A demo payment: this shop takes no real money yet': i18n._(msg`A demo payment: this shop takes no real money yet`),
  };
  return known[method] ?? method;
}

/** The ways to pay that are switched on, as one sentence ("UPI, Net banking."). */
export function paymentMethodsInShort(policies: ShopPolicies, i18n: I18n): string {
  return `${policies.paymentMethods.map((m) => paymentMethodText(m, i18n)).join(', ')}.`;
}

/** A policy sentence once the policies are known: a short wait, or a plain "ask us" if they failed. */
export function PolicyText({ children }: { children: (policies: ShopPolicies, i18n: I18n) => string }) {
  const { i18n } = useLingui();
  const policies = useShopPolicies();
  if (policies.isPending) return <span aria-busy="true">…</span>;
  if (!policies.data) return <>{i18n._(UNKNOWN)}</>;
  return <>{children(policies.data, i18n)}</>;
}

/** The ways to pay that are switched on, as a list. */
export function PaymentMethodList() {
  const { i18n } = useLingui();
  const policies = useShopPolicies();
  if (!policies.data) return <p>{policies.isPending ? '…' : i18n._(UNKNOWN)}</p>;
  return (
    <ul>
      {policies.data.paymentMethods.map((method) => (
        <li key={method}>{paymentMethodText(method, i18n)}</li>
      ))}
    </ul>
  );
}
