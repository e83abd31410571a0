// /admin: the staff panel's frame (spec §2 Admin panel), composing the features' admin parts. Only
// a staff session gets in; others are sent to /admin-login. Each member sees the sections their
// role may use, the first of them by default. The tabs are keyboard-operable, the selected one
// kept in ?tab=.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../components/button';
import { FlowerIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/page-title';
import { PageSpinner } from '../../components/spinner';
import { useUrlTabs } from '../../components/use-url-tabs';
import { SHOP } from '../../lib/shop-info';
import { useSession } from '../../lib/session';
import { ADMIN_TABS, type AdminTabId } from './admin-tabs';
import { BenchPanel } from '../../features/bench/admin';
import { MyDeliveriesPanel } from '../../features/rider/admin';
import { useLingui } from '@lingui/react';
import {
  AuditPanel,
  CategoriesPanel,
  FRAME_WORDS,
  ProductsPanel,
  PromoCodesPanel,
  SettingsPanel,
  StaffPanel,
  TAB_LABELS,
  UsersPanel,
} from '../../features/admin';
import { InboxPanel } from '../../features/content/admin';
import { EventEnquiriesPanel } from '../../features/event-enquiries/admin';
import { SubscriptionsPanel } from '../../features/subscriptions/admin';
import { CustomOrdersPanel } from '../../features/custom-designs/admin';
import { DashboardPanel, OrdersTab } from '../../features/order-desk/admin';
import { FreshnessClaimsPanel } from '../../features/freshness-claims/admin';
import { ReviewsPanel } from '../../features/reviews/admin';
import { FestivalDatesSection } from '../../features/occasions/admin';
import { ExceptionsPanel } from '../../features/order-exceptions/admin';

/** Each tab's panel. */
function panelOf(id: AdminTabId): ReactNode {
  switch (id) {
    case 'dashboard':
      return <DashboardPanel />;
    case 'orders':
      return <OrdersTab />;
    case 'exceptions':
      return <ExceptionsPanel />;
    case 'freshness':
      return <FreshnessClaimsPanel />;
    case 'bench':
      return <BenchPanel />;
    case 'deliveries':
      return <MyDeliveriesPanel />;
    case 'custom-orders':
      return <CustomOrdersPanel />;
    case 'products':
      return <ProductsPanel />;
    case 'categories':
      return <CategoriesPanel />;
    case 'users':
      return <UsersPanel />;
    case 'settings':
      return <SettingsPanel extra={[{ title: 'Festival dates', content: <FestivalDatesSection /> }]} />;
    case 'promo-codes':
      return <PromoCodesPanel />;
    case 'inbox':
      return <InboxPanel />;
    case 'events':
      return <EventEnquiriesPanel />;
    case 'subscriptions':
      return <SubscriptionsPanel />;
    case 'reviews':
      return <ReviewsPanel />;
    case 'staff':
      return <StaffPanel />;
    case 'audit':
      return <AuditPanel />;
  }
}

export function AdminPage() {
  const { user, isStaff, status, logout } = useSession();
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(FRAME_WORDS.adminPanel));

  // Once the panel has been shown, losing the session (logout, expiry) leads to /login as the
  // session itself navigates there; only a visit without an admin session goes to /admin-login.
  const [wasStaff, setWasStaff] = useState(false);
  if (isStaff && !wasStaff) setWasStaff(true);

  if (status === 'loading') {
    return (
      <main className="min-h-dvh">
        <PageSpinner label={i18n._(FRAME_WORDS.checkingSession)} />
      </main>
    );
  }
  if (!isStaff || !user) return <Navigate to={wasStaff ? '/login' : '/admin-login'} replace />;

  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-2">
            <FlowerIcon className="h-8 w-8" />
            <div>
              <Link to="/" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                {SHOP.name}
              </Link>
              <h1 className="text-lg leading-tight font-bold text-gray-900">{i18n._(FRAME_WORDS.adminPanel)}</h1>
            </div>
          </div>
          <div className="flex items-center gap-3">
            <div className="min-w-0 text-sm sm:text-right">
              <p className="truncate font-medium text-gray-900">{user.name}</p>
              <p className="truncate text-gray-600">{user.email ?? user.phone}</p>
            </div>
            <Button variant="secondary" onClick={logout}>
              {i18n._(FRAME_WORDS.logout)}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <AdminTabs />
      </main>
    </div>
  );
}

const ADMIN_TAB_ID_PREFIX = 'admin';

function AdminTabs() {
  const { can } = useSession();
  const { i18n } = useLingui();
  // Each tab's label in the page's language (English where it has no translation).
  const tabs = ADMIN_TABS.filter((t) => can(t.permission)).map((t) => {
    const label = TAB_LABELS[t.id];
    return { ...t, label: label ? i18n._(label) : t.label };
  });
  const { selected, select, tabProps, panelProps } = useUrlTabs({ tabs, defaultTab: tabs[0]?.id ?? 'dashboard', idPrefix: ADMIN_TAB_ID_PREFIX });
  // Where the bar scrolls (a tablet, a narrow window), the current section stays in view.
  useEffect(() => {
    document.getElementById(`${ADMIN_TAB_ID_PREFIX}-tab-${selected}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  const panel = current ? panelOf(current.id) : null;

  return (
    <>
      {/* On a phone the sections do not fit a bar: a menu names the current one and lists them all. */}
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800 md:hidden">
        {i18n._(FRAME_WORDS.section)}
        <select
          value={selected}
          onChange={(event) => select(event.target.value as AdminTabId)}
          className="min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        >
          {tabs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <div role="tablist" aria-label={i18n._(FRAME_WORDS.sections)} className="-mx-4 hidden gap-1 overflow-x-auto border-b border-gray-200 px-4 md:flex">
        {tabs.map((t) => {
          const active = t.id === selected;
          return (
            <button
              key={t.id}
              {...tabProps(t.id)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap ${
                active ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {current && (
        <section
          {...panelProps(current.id)}
          tabIndex={0}
          className="mt-6 rounded-2xl border border-gray-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-6"
        >
          <h2 className="text-xl font-semibold text-gray-900">{current.label}</h2>
          {/* Keyed by tab: each visit starts from a fresh search and page 1. */}
          <div key={current.id} className="mt-4">
            {panel}
          </div>
        </section>
      )}
    </>
  );
}
