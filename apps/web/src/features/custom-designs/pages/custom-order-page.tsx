// /custom-order (spec §2): a customer describes the arrangement they want and the shop draws it;
// they place it for the florists' approval and follow it under 'My Orders'. Two real tabs
// (arrow keys, Home and End move between them), the selected one kept in ?tab= so a link can open
// My Orders. The Generate tab stays mounted while hidden: a design being drawn is not lost by
// looking at My Orders meanwhile.
import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { DesignTips } from '../components/design-tips';
import { GeneratePanel } from '../components/generate-panel';
import { MyDesignsPanel } from '../components/my-designs-panel';

const TABS = [
  { id: 'generate', label: 'Generate New' },
  { id: 'my-orders', label: 'My Orders' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function CustomOrderPage() {
  const [params, setParams] = useSearchParams();
  const selected: TabId = params.get('tab') === 'my-orders' ? 'my-orders' : 'generate';
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());

  function select(id: TabId, focus = false) {
    setParams(id === 'generate' ? {} : { tab: id }, { replace: true });
    if (focus) tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, from: TabId) {
    const index = TABS.findIndex((t) => t.id === from);
    const last = TABS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    const tab = TABS[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  }

  return (
    <PageContainer>
      <PageTitle title="AI Custom Flower Designs">
        Describe the flowers you dream of and we will draw them for you. Place the design, and our florists will price it and make it by hand.{' '}
        <Link to="/custom-orders" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          See designs other customers ordered
        </Link>
        .
      </PageTitle>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <div role="tablist" aria-label="Custom orders" className="flex gap-1 border-b border-gray-200">
            {TABS.map((t) => {
              const active = t.id === selected;
              return (
                <button
                  key={t.id}
                  ref={(el) => {
                    if (el) tabRefs.current.set(t.id, el);
                    else tabRefs.current.delete(t.id);
                  }}
                  type="button"
                  role="tab"
                  id={`custom-tab-${t.id}`}
                  aria-selected={active}
                  aria-controls={`custom-panel-${t.id}`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => select(t.id)}
                  onKeyDown={(e) => onKeyDown(e, t.id)}
                  className={`-mb-px min-h-11 flex-1 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap sm:flex-none ${
                    active ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
                  }`}
                >
                  {t.label}
                </button>
              );
            })}
          </div>

          <section
            role="tabpanel"
            id="custom-panel-generate"
            aria-labelledby="custom-tab-generate"
            hidden={selected !== 'generate'}
            className="pt-6"
          >
            <GeneratePanel onPlaced={() => select('my-orders')} />
          </section>
          <section role="tabpanel" id="custom-panel-my-orders" aria-labelledby="custom-tab-my-orders" hidden={selected !== 'my-orders'} className="pt-6">
            {/* Fetched only once the tab is opened. */}
            {selected === 'my-orders' && <MyDesignsPanel onCreate={() => select('generate', true)} />}
          </section>
        </div>

        <DesignTips />
      </div>
    </PageContainer>
  );
}
