// A page's one h1, and the browser tab's title to match ("About us — Phoolwari").
import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { fullTitle } from '../lib/head';

export function useDocumentTitle(title: string): void {
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = fullTitle(title, i18n);
  }, [title, i18n]);
}

interface PageTitleProps {
  title: string;
  /** Optional line under the heading. */
  children?: ReactNode;
  className?: string;
}

export function PageTitle({ title, children, className = '' }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <div className={`mb-6 ${className}`}>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      {children && <p className="mt-2 text-gray-700">{children}</p>}
    </div>
  );
}
