// /privacy: what the shop keeps about its customers and why, from the spec's policy facts (§9) in SHOP.
import { SHOP } from '../../../lib/shop-info';
import { PolicyLayout, type PolicySection } from '../components/policy-layout';

const sections: PolicySection[] = [
  {
    id: 'what',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to take and deliver your orders:</p>
        <ul>
          <li>your name, e-mail address and mobile number when you create an account;</li>
          <li>delivery addresses and the orders you place;</li>
          <li>the descriptions you write and the pictures made when you ask for a custom design;</li>
          <li>messages you send us.</li>
        </ul>
        <p>Payments are handled by our payment provider. We receive a confirmation of payment, never your full card number or UPI PIN.</p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'How we use it',
    body: (
      <ul>
        <li>to prepare, deliver and follow up your orders, and to tell you about their status;</li>
        <li>to answer your questions and handle cancellations and refunds;</li>
        <li>to keep your account secure and prevent fraud;</li>
        <li>to send you our newsletter, only if you have asked for it. You can stop it at any time.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell your data. We share it only with those who need it to complete your order: the person delivering it (name, address and phone
        number) and the payment provider (the amount and your payment details). We disclose information to authorities only when the law requires it.
      </p>
    ),
  },
  {
    id: 'browser',
    title: 'What your browser keeps',
    body: (
      <p>
        The shop keeps your sign-in and your recent searches in your browser&apos;s local storage so that you stay signed in and can repeat a search.
        We do not use advertising cookies or trackers. Logging out removes your sign-in from the browser.
      </p>
    ),
  },
  {
    id: 'keeping',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account while it is open, and order records for as long as tax and accounting rules require. You can ask us to close your
        account and delete the rest of your data at any time.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices',
    body: (
      <p>
        You can ask us to correct your details, to send you a copy of the data we hold about you, or to delete it, by writing to{' '}
        <a href={`mailto:${SHOP.email}`} className="text-brand-700 underline">{SHOP.email}</a>.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>{SHOP.name} is not meant for children under {SHOP.minimumAge}. We do not knowingly collect data from anyone younger than {SHOP.minimumAge}.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>When we change this policy we will announce it on this page at least {SHOP.termsNoticeDays} days before the change takes effect.</p>,
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about your privacy? Write to <a href={`mailto:${SHOP.email}`} className="text-brand-700 underline">{SHOP.email}</a>, call{' '}
        <a href={SHOP.phoneHref} className="text-brand-700 underline">{SHOP.phone}</a>, or visit us at {SHOP.address}.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return <PolicyLayout title="Privacy Policy" intro={<p>What {SHOP.name} knows about you, why, and what you can do about it.</p>} sections={sections} />;
}
