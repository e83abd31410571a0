// /terms: the shop's terms of service, written from the spec's policy facts (§9) held in SHOP, and
// from what the shop has switched on (how to pay, how to cancel).
import { Link } from 'react-router';
import { SHOP } from '../../../lib/shop-info';
import { PolicyLayout, type PolicySection } from '../components/policy-layout';
import { cancellationRule, PaymentMethodList, PolicyText } from '../../../components/shop-promises';

const sections: PolicySection[] = [
  {
    id: 'using',
    title: 'Using the shop',
    body: (
      <>
        <p>
          These terms apply to everyone who browses {SHOP.name} or places an order with us. By creating an account or placing an order you agree to
          them. If you do not agree, please do not use the shop.
        </p>
        <p>
          You are responsible for keeping your password private and for what is done with your account. Tell us straight away if you think someone
          else is using it.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and prices',
    body: (
      <>
        <p>
          All prices are in Indian rupees (₹) and include the taxes that apply. The amount you pay is the one shown at checkout, which our system
          calculates from the current catalogue.
        </p>
        <p>
          An order is accepted once we have confirmed it and it shows under My Orders. If an item turns out to be unavailable, we will contact
          you and refund what you paid for it.
        </p>
        <p>
          Flowers are natural products: colours, sizes and the exact bloom can differ a little from the photographs, and we may replace a flower with
          one of the same style and value when the market runs short.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <>
        <p>We accept the following payment methods:</p>
        <PaymentMethodList />
        <p>Online payments are handled by our payment provider. We never see or store your full card number.</p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <>
        <p>
          Local orders are delivered within {SHOP.delivery.local} of confirmation. Outstation orders take {SHOP.delivery.outstation}. Delivery
          times are estimates: weather, traffic or festival rush can delay a delivery, and we will keep you informed if that happens.
        </p>
        <p>Please give a complete address and a phone number on which the recipient can be reached, so that fresh flowers do not wait at the door.</p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    body: (
      <p>
        <PolicyText>{cancellationRule}</PolicyText>
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <>
        <p>
          You may return an item within {SHOP.returnsDays} days of delivery if it is unused and in its original condition. Once we receive it, we
          refund the amount to the original payment method.
        </p>
        <p>
          Custom designs and perishable items, such as fresh flowers and garlands, cannot be returned. If such an item arrives damaged or is not what
          you ordered, please <Link to="/contact" className="text-brand-700 underline">contact us</Link> and we will make it right.
        </p>
      </>
    ),
  },
  {
    id: 'custom-designs',
    title: 'Custom designs',
    body: (
      <p>
        Pictures made with our AI design tool are illustrations of an idea. Our florists review each request before it is accepted, and the final
        arrangement is made by hand from fresh flowers, so it will look close to the picture but not identical. A design becomes orderable only after
        we have approved it and turned it into a product.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will announce any change on this page at least {SHOP.termsNoticeDays} days before it takes effect. Orders
        placed before a change are governed by the terms that applied when they were placed.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Call us on <a href={SHOP.phoneHref} className="text-brand-700 underline">{SHOP.phone}</a> or write to{' '}
        <a href={`mailto:${SHOP.email}`} className="text-brand-700 underline">{SHOP.email}</a>.
      </p>
    ),
  },
];

export function TermsPage() {
  return <PolicyLayout title="Terms of Service" intro={<p>The rules for ordering flowers and garlands from {SHOP.name}, in plain words.</p>} sections={sections} />;
}
