// The Settings tab's sections that edit the shop's settings (the figures, cash on delivery, GST)
// each show a form once the current settings are in: skeletons while they load, a Retry when they
// fail. One wrapper for all of them.
import type { ReactNode } from 'react';
import type { ShopSettings } from '@phoolwari/contracts';
import { RowSkeletons } from '../../../components/panel-states';
import { ErrorState } from '../../../components/status-views';
import { useShopSettings } from '../../../lib/shop-settings';

export function WithShopSettings({ children }: { children: (settings: ShopSettings) => ReactNode }) {
  const settings = useShopSettings();
  if (settings.isPending) return <RowSkeletons count={3} />;
  if (!settings.data) return <ErrorState title="Failed to fetch the shop settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data)}</>;
}
