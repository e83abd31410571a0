// /custom-orders (spec §2): the public gallery of designs the shop has approved, twelve a page with
// the page in ?page= (shareable, Back works), and a way to ask for one's own design.
import { Suspense, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/button';
import { FlowerIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useGallery } from '../api/get-gallery';
import { pageFrom } from '../lib/design-format';
import { GalleryCard } from '../components/gallery-card';
import { GallerySkeleton } from '../components/gallery-skeleton';

export const GALLERY_FAILED = msg`Failed to load custom orders`;

export function GalleryPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const gallery = useGallery(page);
  const top = useRef<HTMLDivElement>(null);
  const data = gallery.data;

  let body;
  if (gallery.isPending) body = <GallerySkeleton />;
  else if (!data) body = <ErrorState title={t(GALLERY_FAILED)} titleAs="h2" error={gallery.error} onRetry={() => void gallery.refetch()} />;
  else if (data.customOrders.length === 0)
    body = (
      <EmptyState
        title={t`No designs in the gallery yet`}
        titleAs="h2"
        detail={page > 1 ? t`This page is empty.` : t`Designs our florists approve appear here. Be the first to ask for one!`}
        action={
          page > 1 ? (
            <Link to="?page=1" className={buttonClasses('secondary')}>
              <Trans>Back to the first page</Trans>
            </Link>
          ) : (
            <Link to="/custom-order" className={buttonClasses('primary', 'px-6')}>
              <Trans>Create Your Design</Trans>
            </Link>
          )
        }
      />
    );
  else
    body = (
      <>
        {gallery.isError && (
          <div className="mb-4">
            <ErrorState title={t(GALLERY_FAILED)} titleAs="h2" error={gallery.error} onRetry={() => void gallery.refetch()} />
          </div>
        )}
        <ul
          className={`grid grid-cols-1 gap-4 transition-opacity min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${gallery.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.customOrders.map((design, i) => (
            <li key={design._id}>
              <Suspense>
                <GalleryCard design={design} priority={i === 0} />
              </Suspense>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            hrefFor={(p) => `?page=${p}`}
            onNavigate={() => {
              // The next page starts at the top, for the eyes and the keyboard alike.
              top.current?.focus({ preventScroll: true });
              top.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </div>
      </>
    );

  return (
    <PageContainer>
      <div ref={top} tabIndex={-1} className="scroll-mt-24 outline-none">
        <PageTitle title={t`Custom Design Gallery`}>
          <Trans>Flower designs our customers imagined and our florists approved. Some are ready to order.</Trans>
        </PageTitle>
      </div>

      <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <FlowerIcon className="h-8 w-8 shrink-0" />
          <div>
            <p className="font-semibold text-gray-900">
              <Trans>Have something else in mind?</Trans>
            </p>
            <p className="text-sm text-gray-700">
              <Trans>Describe it in your own words and our AI will draw a design for our florists to make.</Trans>
            </p>
          </div>
        </div>
        <Link to="/custom-order" className={buttonClasses('primary', 'shrink-0 px-6')}>
          <Trans>Create Your Design</Trans>
        </Link>
      </div>

      <section aria-label={t`Designs`} aria-busy={gallery.isFetching || undefined}>
        {body}
      </section>
    </PageContainer>
  );
}
