// /custom-order (spec §2): a customer describes the arrangement they want and the shop draws it;
// they place it for the florists' approval and follow it under 'My Orders'. Two real tabs
// (arrow keys, Home and End move between them), the selected one kept in ?tab= so a link can open
// My Orders. The Generate tab stays mounted while hidden: a design being drawn is not lost by
// looking at My Orders meanwhile.
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { useUrlTabs } from '../../../components/use-url-tabs';
import { DesignTips } from '../components/design-tips';
import { GeneratePanel } from '../components/generate-panel';
import { MyDesignsPanel } from '../components/my-designs-panel';

const TABS = [
  { id: 'generate', label: msg`Generate New` },
  { id: 'my-orders', label: msg`My Orders` },
] as const;

export function CustomOrderPage() {
  const { t } = useLingui();
  const { selected, select, tabProps, panelProps } = useUrlTabs({ tabs: TABS, defaultTab: 'generate', idPrefix: 'custom' });

  return (
    <PageContainer>
      <PageTitle title={t`AI Custom Flower Designs`}>
        <Trans>
          Describe the flowers you dream of and we will draw them for you. Place the design, and our florists will price it and make it by hand.{' '}
          <Link to="/custom-orders" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            See designs other customers ordered
          </Link>
          .
        </Trans>
      </PageTitle>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <div role="tablist" aria-label={t`Custom orders`} className="flex gap-1 border-b border-gray-200">
            {TABS.map((tab) => {
              const active = tab.id === selected;
              return (
                <button
                  key={tab.id}
                  {...tabProps(tab.id)}
                  className={`-mb-px min-h-11 flex-1 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap sm:flex-none ${
                    active ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
                  }`}
                >
                  {t(tab.label)}
                </button>
              );
            })}
          </div>

          <section {...panelProps('generate')} hidden={selected !== 'generate'} className="pt-6">
            <GeneratePanel onPlaced={() => select('my-orders')} />
          </section>
          <section {...panelProps('my-orders')} hidden={selected !== 'my-orders'} className="pt-6">
            {/* Fetched only once the tab is opened. */}
            {selected === 'my-orders' && <MyDesignsPanel onCreate={() => select('generate', true)} />}
          </section>
        </div>

        <DesignTips />
      </div>
    </PageContainer>
  );
}
