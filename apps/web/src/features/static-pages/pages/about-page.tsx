// /about: who the shop is and what it promises, from SHOP's facts and what the shop has switched on.
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { ClockIcon, FlowerIcon, MapPinIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { SHOP } from '../../../lib/shop-info';
import { cancellationInShort, PolicyText } from '../../../components/shop-promises';

const promises = [
  {
    title: `Delivered within hours`,
    text: `Local orders reach the door in ${SHOP.delivery.local}; outstation orders in ${SHOP.delivery.outstation}.`,
  },
  {
    title: 'Your own design',
    text: 'Describe the arrangement you imagine and see a picture of it. Our florists review it and, once approved, make it for you.',
  },
  {
    title: 'Changed your mind?',
    text: <PolicyText>{(policies) => `${cancellationInShort(policies)} Other items can be returned within ${SHOP.returnsDays} days, except custom and perishable ones.`}</PolicyText>,
  },
  {
    title: 'Pay your way',
    text: <PolicyText>{(policies) => `${policies.paymentMethods.join(', ')}. Prices are in rupees, with nothing hidden.`}</PolicyText>,
  },
];

export function AboutPage() {
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageTitle title={`About ${SHOP.name}`}>{SHOP.tagline}.</PageTitle>
        <div className="space-y-4 leading-relaxed text-gray-800">
          <p>
            {SHOP.name} — a <em>phulwari</em> is a flower garden — brings the colour of the Indian flower market to your door: roses and
            lilies for a birthday, marigold and jasmine garlands for a puja, varmala for a wedding, and everything in between.
          </p>
          <p>
            Order on your phone in a few taps, follow your delivery as it happens, and reach us by phone or e-mail whenever you need help.
          </p>
        </div>

        <h2 className="mt-10 text-xl font-semibold text-gray-900">What we promise</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {promises.map((p) => (
            <li key={p.title} className="rounded-xl border border-brand-100 bg-white p-4">
              <h3 className="flex items-center gap-2 font-semibold text-gray-900">
                <FlowerIcon className="h-5 w-5" />
                {p.title}
              </h3>
              <p className="mt-2 text-sm text-gray-700">{p.text}</p>
            </li>
          ))}
        </ul>

        <h2 className="mt-10 text-xl font-semibold text-gray-900">Visit or call us</h2>
        <div className="mt-4 grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2">
          <p className="flex gap-2 text-gray-800">
            <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {SHOP.address}
          </p>
          <div className="flex gap-2 text-gray-800">
            <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <ul>
              {SHOP.hours.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.time}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClasses('primary')}>
            Shop flowers
          </Link>
          <Link to="/contact" className={buttonClasses('secondary')}>
            Contact us
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
