// Any path the shop does not know: a 404 with a way back.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/button';
import { FlowerIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../components/page-title';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PageContainer>
      <div className="mx-auto max-w-lg py-10 text-center">
        <FlowerIcon className="mx-auto h-14 w-14" />
        <p className="mt-4 text-sm font-semibold text-brand-700">
          <Trans>Error 404</Trans>
        </p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>This page has wilted away</Trans>
        </h1>
        <p className="mt-3 text-gray-700">
          <Trans>The page you are looking for does not exist or has moved. Our fresh flowers are still here, though.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary')}>
            <Trans>Go to the home page</Trans>
          </Link>
          <Link to="/products" className={buttonClasses('secondary')}>
            <Trans>Browse products</Trans>
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
