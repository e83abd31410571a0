// A design's state as a pill. The words carry the meaning (customers read 'Available for Purchase'
// where staff read 'Converted to Product') and a hidden prefix says what the pill is, so nothing
// rests on colour alone. Dark text on pale grounds keeps AA contrast.
import { CUSTOM_ORDER_CUSTOMER_LABELS, CUSTOM_ORDER_STATUS_LABELS } from '@phoolwari/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomOrderStatus } from '../lib/types';

/** The customer's words (CUSTOM_ORDER_CUSTOMER_LABELS) in the page's language; staff read the admin's English. */
const CUSTOMER_LABELS: Record<CustomOrderStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  pending_approval: msg`Pending Approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  converted_to_product: msg`Available for Purchase`,
};

const CLASSES: Record<CustomOrderStatus, string> = {
  draft: 'bg-gray-100 text-gray-800',
  pending_approval: 'bg-amber-100 text-amber-900',
  approved: 'bg-blue-100 text-blue-800',
  rejected: 'bg-red-100 text-red-800',
  converted_to_product: 'bg-green-100 text-green-800',
};

interface DesignStatusBadgeProps {
  status: CustomOrderStatus;
  /** Whose words: the customer's (default) or the shop staff's. */
  audience?: 'customer' | 'staff';
}

export function designStatusLabel(status: CustomOrderStatus, audience: 'customer' | 'staff' = 'customer'): string {
  return (audience === 'staff' ? CUSTOM_ORDER_STATUS_LABELS : CUSTOM_ORDER_CUSTOMER_LABELS)[status];
}

export function DesignStatusBadge({ status, audience = 'customer' }: DesignStatusBadgeProps) {
  const { t } = useLingui();
  return (
    <span
      data-testid="design-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${CLASSES[status]}`}
    >
      <span className="sr-only">
        <Trans>Status:</Trans>
      </span>{' '}
      {audience === 'staff' ? designStatusLabel(status, audience) : t(CUSTOMER_LABELS[status])}
    </span>
  );
}
