// /privacy: what the shop keeps about its customers and why, from the spec's policy facts (§9) in SHOP.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHOP, SHOP_TEXT } from '../../../lib/shop-info';
import { EnglishGoverns } from '../components/english-governs';
import { PolicyLayout, type PolicySection } from '../components/policy-layout';

const shopName = SHOP.name;
const minimumAge = SHOP.minimumAge;
const noticeDays = SHOP.termsNoticeDays;
const phone = SHOP.phone;
const email = SHOP.email;

function PrivacyContact() {
  const { t } = useLingui();
  const address = t(SHOP_TEXT.address);
  return (
    <Trans>
      Questions about your privacy? Write to{' '}
      <a href={`mailto:${email}`} className="text-brand-700 underline">
        {email}
      </a>
      , call{' '}
      <a href={SHOP.phoneHref} className="text-brand-700 underline">
        {phone}
      </a>
      , or visit us at {address}.
    </Trans>
  );
}

const sections: PolicySection[] = [
  {
    id: 'what',
    title: msg`What we collect`,
    body: (
      <>
        <p>
          <Trans>We collect only what we need to take and deliver your orders:</Trans>
        </p>
        <ul>
          <li>
            <Trans>your name, e-mail address and mobile number when you create an account;</Trans>
          </li>
          <li>
            <Trans>delivery addresses and the orders you place;</Trans>
          </li>
          <li>
            <Trans>the descriptions you write and the pictures made when you ask for a custom design;</Trans>
          </li>
          <li>
            <Trans>messages you send us.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Payments are handled by our payment provider. We receive a confirmation of payment, never your full card number or UPI PIN.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: msg`How we use it`,
    body: (
      <ul>
        <li>
          <Trans>to prepare, deliver and follow up your orders, and to tell you about their status;</Trans>
        </li>
        <li>
          <Trans>to answer your questions and handle cancellations and refunds;</Trans>
        </li>
        <li>
          <Trans>to keep your account secure and prevent fraud;</Trans>
        </li>
        <li>
          <Trans>to send you our newsletter, only if you have asked for it. You can stop it at any time.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: msg`Who we share it with`,
    body: (
      <p>
        <Trans>
          We do not sell your data. We share it only with those who need it to complete your order: the person delivering it (name, address and phone number)
          and the payment provider (the amount and your payment details). We disclose information to authorities only when the law requires it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'browser',
    title: msg`What your browser keeps`,
    body: (
      <p>
        <Trans>
          The shop keeps your sign-in and your recent searches in your browser&apos;s local storage so that you stay signed in and can repeat a search. We do
          not use advertising cookies or trackers. Logging out removes your sign-in from the browser.
        </Trans>
      </p>
    ),
  },
  {
    id: 'keeping',
    title: msg`How long we keep it`,
    body: (
      <p>
        <Trans>
          We keep your account while it is open, and order records for as long as tax and accounting rules require. You can ask us to close your account and
          delete the rest of your data at any time.
        </Trans>
      </p>
    ),
  },
  {
    id: 'rights',
    title: msg`Your choices`,
    body: (
      <p>
        <Trans>
          You can ask us to correct your details, to send you a copy of the data we hold about you, or to delete it, by writing to{' '}
          <a href={`mailto:${email}`} className="text-brand-700 underline">
            {email}
          </a>
          .
        </Trans>
      </p>
    ),
  },
  {
    id: 'children',
    title: msg`Children`,
    body: (
      <p>
        <Trans>
          {shopName} is not meant for children under {minimumAge}. We do not knowingly collect data from anyone younger than {minimumAge}.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to this policy`,
    body: (
      <p>
        <Trans>When we change this policy we will announce it on this page at least {noticeDays} days before the change takes effect.</Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact`,
    body: (
      <p>
        <PrivacyContact />
      </p>
    ),
  },
];

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      title={t`Privacy Policy`}
      intro={
        <>
          <p>
            <Trans>What {shopName} knows about you, why, and what you can do about it.</Trans>
          </p>
          <EnglishGoverns path="/privacy" />
        </>
      }
      sections={sections}
    />
  );
}
