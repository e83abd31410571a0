// /about: who the shop is and what it promises, from SHOP's facts and what the shop has switched on.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { buttonClasses } from '../../../components/button';
import { ClockIcon, FlowerIcon, MapPinIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { SHOP, SHOP_TEXT } from '../../../lib/shop-info';
import { cancellationInShort, deliveryPromise, paymentMethodsInShort, PolicyText } from '../../../components/shop-promises';

export function AboutPage() {
  const { t, i18n } = useLingui();
  const shopName = SHOP.name;
  const promises: { id: string; title: string; text: ReactNode }[] = [
    {
      id: 'hours',
      title: t`Delivered within hours`,
      text: <PolicyText>{deliveryPromise}</PolicyText>,
    },
    {
      id: 'design',
      title: t`Your own design`,
      text: t`Describe the arrangement you imagine and see a picture of it. Our florists review it and, once approved, make it for you.`,
    },
    {
      id: 'returns',
      title: t`Changed your mind?`,
      text: (
        <PolicyText>
          {(policies) => {
            const cancelling = cancellationInShort(policies, i18n);
            const hours = policies.freshnessHours;
            return i18n._(
              msg`${cancelling} Flowers are perishable and not returned: report a problem within ${hours} hours of delivery with a photo and we replace them or refund you.`,
            );
          }}
        </PolicyText>
      ),
    },
    {
      id: 'pay',
      title: t`Pay your way`,
      text: (
        <PolicyText>
          {(policies) => {
            const methods = paymentMethodsInShort(policies, i18n);
            return i18n._(msg`${methods} Prices are in rupees, with nothing hidden.`);
          }}
        </PolicyText>
      ),
    },
  ];

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageTitle title={t`About ${shopName}`}>{t(SHOP_TEXT.tagline)}.</PageTitle>
        <div className="space-y-4 leading-relaxed text-gray-800">
          <p>
            <Trans>
              {shopName} — a <em>phulwari</em> is a flower garden — brings the colour of the Indian flower market to your door: roses and lilies for a birthday,
              marigold and jasmine garlands for a puja, varmala for a wedding, and everything in between.
            </Trans>
          </p>
          <p>
            <Trans>Order on your phone in a few taps, follow your delivery as it happens, and reach us by phone or e-mail whenever you need help.</Trans>
          </p>
        </div>

        <h2 className="mt-10 text-xl font-semibold text-gray-900">
          <Trans>What we promise</Trans>
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {promises.map((p) => (
            <li key={p.id} className="rounded-xl border border-brand-100 bg-white p-4">
              <h3 className="flex items-center gap-2 font-semibold text-gray-900">
                <FlowerIcon className="h-5 w-5" />
                {p.title}
              </h3>
              <p className="mt-2 text-sm text-gray-700">{p.text}</p>
            </li>
          ))}
        </ul>

        <h2 className="mt-10 text-xl font-semibold text-gray-900">
          <Trans>Visit or call us</Trans>
        </h2>
        <div className="mt-4 grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2">
          <p className="flex gap-2 text-gray-800">
            <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {t(SHOP_TEXT.address)}
          </p>
          <div className="flex gap-2 text-gray-800">
            <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <ul>
              {SHOP.hours.map((h) => (
                <li key={h.days}>
                  {t(h.label)}: {t(h.timeLabel)}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClasses('primary')}>
            <Trans>Shop flowers</Trans>
          </Link>
          <Link to="/contact" className={buttonClasses('secondary')}>
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
