// A one-message page (a newsletter link's result): an icon, the page's h1 and what to do next.
import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, MailIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../components/page-title';

const ICONS = {
  success: <CheckCircleIcon className="mx-auto h-10 w-10 text-green-700" />,
  error: <AlertCircleIcon className="mx-auto h-10 w-10 text-red-700" />,
  info: <MailIcon className="mx-auto h-10 w-10 text-brand-700" />,
};

interface NoticeCardProps {
  tone: keyof typeof ICONS;
  title: string;
  documentTitle: string;
  children: ReactNode;
}

export function NoticeCard({ tone, title, documentTitle, children }: NoticeCardProps) {
  useDocumentTitle(documentTitle);
  return (
    <PageContainer>
      <div className="mx-auto max-w-md space-y-4 rounded-2xl border border-brand-100 bg-white p-5 text-center shadow-sm sm:p-8">
        {ICONS[tone]}
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {/* An error is announced; a success or a question is read with the page. */}
        <div role={tone === 'error' ? 'alert' : undefined} className="space-y-4 text-gray-800">
          {children}
        </div>
      </div>
    </PageContainer>
  );
}
