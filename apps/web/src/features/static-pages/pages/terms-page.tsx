// /terms: the shop's terms of service, written from the spec's policy facts (§9) held in SHOP, and
// from what the shop has switched on (how to pay, how to cancel).
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHOP } from '../../../lib/shop-info';
import { EnglishGoverns } from '../components/english-governs';
import { PolicyLayout, type PolicySection } from '../components/policy-layout';
import { cancellationRule, deliveryPromise, PaymentMethodList, PolicyText } from '../../../components/shop-promises';

const shopName = SHOP.name;
const noticeDays = SHOP.termsNoticeDays;
const phone = SHOP.phone;
const email = SHOP.email;

function DeliveryTimes() {
  return (
    <>
      <PolicyText>{deliveryPromise}</PolicyText>{' '}
      <Trans>Delivery times are estimates: weather, traffic or festival rush can delay a delivery, and we will keep you informed if that happens.</Trans>
    </>
  );
}

const sections: PolicySection[] = [
  {
    id: 'using',
    title: msg`Using the shop`,
    body: (
      <>
        <p>
          <Trans>
            These terms apply to everyone who browses {shopName} or places an order with us. By creating an account or placing an order you agree to them. If
            you do not agree, please do not use the shop.
          </Trans>
        </p>
        <p>
          <Trans>
            You are responsible for keeping your password private and for what is done with your account. Tell us straight away if you think someone else is
            using it.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: msg`Orders and prices`,
    body: (
      <>
        <p>
          <Trans>
            All prices are in Indian rupees (₹) and include the taxes that apply. The amount you pay is the one shown at checkout, which our system calculates
            from the current catalogue.
          </Trans>
        </p>
        <p>
          <Trans>
            An order is accepted once we have confirmed it and it shows under My Orders. If an item turns out to be unavailable, we will contact you and refund
            what you paid for it.
          </Trans>
        </p>
        <p>
          <Trans>
            Flowers are natural products: colours, sizes and the exact bloom can differ a little from the photographs, and we may replace a flower with one of
            the same style and value when the market runs short.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: msg`Payment`,
    body: (
      <>
        <p>
          <Trans>We accept the following payment methods:</Trans>
        </p>
        <PaymentMethodList />
        <p>
          <Trans>Online payments are handled by our payment provider. We never see or store your full card number.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: msg`Delivery`,
    body: (
      <>
        <p>
          <DeliveryTimes />
        </p>
        <p>
          <Trans>Please give a complete address and a phone number on which the recipient can be reached, so that fresh flowers do not wait at the door.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: msg`Cancellation`,
    body: (
      <p>
        <PolicyText>{cancellationRule}</PolicyText>
      </p>
    ),
  },
  {
    id: 'returns',
    title: msg`Returns and refunds`,
    body: (
      <>
        <p>
          <PolicyText>
            {({ freshnessHours: hours }, i18n) =>
              i18n._(
                msg`Fresh flowers and garlands are perishable, so they cannot be returned. If something is wrong with your order, report it from My Orders within ${hours} hours of delivery with a photo, and we will send a fresh replacement or refund you to the original payment method.`,
              )
            }
          </PolicyText>
        </p>
        <p>
          <Trans>
            Custom designs cannot be returned either. A refund goes back to the original payment method, and banks usually show it within 5–7 working days. For
            anything else, please{' '}
            <Link to="/contact" className="text-brand-700 underline">
              contact us
            </Link>
            .
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'custom-designs',
    title: msg`Custom designs`,
    body: (
      <p>
        <Trans>
          Pictures made with our AI design tool are illustrations of an idea. Our florists review each request before it is accepted, and the final arrangement
          is made by hand from fresh flowers, so it will look close to the picture but not identical. A design becomes orderable only after we have approved it
          and turned it into a product.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to these terms`,
    body: (
      <p>
        <Trans>
          We may update these terms. We will announce any change on this page at least {noticeDays} days before it takes effect. Orders placed before a change
          are governed by the terms that applied when they were placed.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact`,
    body: (
      <p>
        <Trans>
          Questions about these terms? Call us on{' '}
          <a href={SHOP.phoneHref} className="text-brand-700 underline">
            {phone}
          </a>{' '}
          or write to{' '}
          <a href={`mailto:${email}`} className="text-brand-700 underline">
            {email}
          </a>
          .
        </Trans>
      </p>
    ),
  },
];

export function TermsPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      title={t`Terms of Service`}
      intro={
        <>
          <p>
            <Trans>The rules for ordering flowers and garlands from {shopName}, in plain words.</Trans>
          </p>
          <EnglishGoverns path="/terms" />
        </>
      }
      sections={sections}
    />
  );
}
