// The narrow card that the sign-in screens share (login, sign-up, forgotten and new password):
// the flower, the page's one h1 and a line under it.
import type { ReactNode } from 'react';
import { FlowerIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../components/page-title';

interface AuthCardProps {
  title: string;
  /** The browser tab's title, when it differs from the heading. */
  documentTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, documentTitle, intro, children }: AuthCardProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <PageContainer>
      <div className="mx-auto max-w-md rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <FlowerIcon className="mx-auto h-10 w-10" />
          <h1 className="mt-3 text-2xl font-bold text-gray-900">{title}</h1>
          {intro && <p className="mt-1 text-sm text-gray-700">{intro}</p>}
        </div>
        {children}
      </div>
    </PageContainer>
  );
}
