// The frame of a policy page (terms, privacy, about): a readable column, a title, and numbered
// sections that the table of contents links to.
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';

export interface PolicySection {
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

export function PolicyLayout({ title, intro, sections }: { title: string; intro: ReactNode; sections: PolicySection[] }) {
  const { t } = useLingui();
  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl">
        <PageTitle title={title} />
        <div className="text-gray-800">{intro}</div>
        <nav aria-label={t`On this page`} className="my-6 rounded-xl border border-gray-200 bg-white p-4">
          <h2 className="text-sm font-semibold text-gray-900">
            <Trans>On this page</Trans>
          </h2>
          <ol className="mt-2 grid list-inside list-decimal gap-1 text-sm sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {t(s.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-8 scroll-mt-32">
            <h2 id={`${s.id}-title`} className="text-xl font-semibold text-gray-900">
              {i + 1}. {t(s.title)}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-gray-800 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">{s.body}</div>
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
