// The shop's footer: quick links, category links (GET /api/categories), contact details, business
// hours and the delivery promise from SHOP, the newsletter box, social links, and the currency of
// approximate prices for senders abroad.
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { ClockIcon, FlowerIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons';
import { activeCategoriesQuery } from '../../lib/categories';
import { SHOP, SHOP_TEXT } from '../../lib/shop-info';
import { useLanguage } from '../../i18n/i18n';
import { NAV_LINKS } from './nav-links';
import { NewsletterForm } from '../../features/content';
import { categoryPath } from '../../lib/catalogue-paths';

// Loaded after the page: most visitors pay in rupees and never open it.
const CurrencyChooser = lazy(() => import('./currency-chooser'));

const linkClasses = 'text-gray-300 hover:text-white hover:underline';
const headingClasses = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';

export function Footer() {
  const { t } = useLingui();
  const language = useLanguage();
  const local = t(SHOP_TEXT.localDelivery);
  const shopName = SHOP.name;
  // Nothing is shown while loading or on failure: the links are a convenience, not content.
  const { data: categories = [] } = useQuery(activeCategoriesQuery);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-12 bg-gray-900 text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 flex items-center gap-2 text-lg font-bold text-white">
            <FlowerIcon className="h-6 w-6" />
            {SHOP.name}
          </h2>
          <p>{t(SHOP_TEXT.tagline)}.</p>
          <p className="mt-2">
            <Trans>Local delivery in {local}.</Trans>
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Follow us`}>
            {SHOP.social.map((s) => {
              const network = s.name;
              return (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`${shopName} on ${network} (opens in a new tab)`}
                    className="inline-flex min-h-11 items-center rounded-full border border-gray-600 px-3 text-gray-200 hover:border-white hover:text-white"
                  >
                    {s.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <div className="grid grid-cols-2 gap-6">
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={headingClasses}>
              <Trans>Quick links</Trans>
            </h2>
            <ul className="space-y-2">
              {NAV_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClasses}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/events" className={linkClasses}>
                  <Trans>Weddings & events</Trans>
                </Link>
              </li>
              <li>
                <Link to="/subscriptions" className={linkClasses}>
                  <Trans>Flowers every morning (subscriptions)</Trans>
                </Link>
              </li>
              <li>
                <Link to="/terms" className={linkClasses}>
                  <Trans>Terms of Service</Trans>
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={linkClasses}>
                  <Trans>Privacy Policy</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className={headingClasses}>
              <Trans>Categories</Trans>
            </h2>
            <ul className="space-y-2">
              {categories.map((c) => (
                <li key={c._id}>
                  <Link to={categoryPath(c)} className={linkClasses}>
                    {localized(c, language).name}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/products" className={linkClasses}>
                  <Trans>All products</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        </div>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClasses}>
            <Trans>Contact us</Trans>
          </h2>
          <address className="space-y-2 not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              {t(SHOP_TEXT.address)}
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={SHOP.phoneHref} className={linkClasses}>
                {SHOP.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`mailto:${SHOP.email}`} className={linkClasses}>
                {SHOP.email}
              </a>
            </p>
          </address>
          <h3 className="mt-4 mb-2 flex items-center gap-2 font-semibold text-white">
            <ClockIcon className="h-4 w-4" />
            <Trans>Business hours</Trans>
          </h3>
          <dl className="space-y-1">
            {SHOP.hours.map((h) => (
              <div key={h.days} className="flex flex-wrap justify-between gap-x-3">
                <dt>{t(h.label)}</dt>
                <dd className="text-gray-200">{t(h.timeLabel)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={headingClasses}>
            <Trans>Newsletter</Trans>
          </h2>
          <p className="mb-3">
            <Trans>New arrivals and festival specials, now and then. No spam.</Trans>
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-gray-400">
          <p>
            <Trans>
              © {year} {shopName}. Open-source software, self-hosted by the shop.
            </Trans>
          </p>
          {/* Its own boundary: the rest of the footer never waits for it. */}
          <Suspense>
            <CurrencyChooser />
          </Suspense>
        </div>
      </div>
    </footer>
  );
}
