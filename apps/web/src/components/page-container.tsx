// The usual width and padding of a storefront page's content.
import type { ReactNode } from 'react';

export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-6 sm:py-8 ${className}`}>{children}</div>;
}
