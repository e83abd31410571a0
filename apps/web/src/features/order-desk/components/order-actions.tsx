// One order's buttons: the quick moves the server would accept now (Confirm, Ship, Deliver), Edit,
// Cancel where allowed, Refund while money is left to give back, Cash collected / Refused for a
// cash-on-delivery order at the door, Delay (tell the customer it will be late), and Details. Each row owns its requests, so two rows can be moved at once
// and only the pressed button shows it is busy. Nothing changes on screen until the server answers.
import { useEffect, useRef, useState } from 'react';
import type { DeliveryUpdateBody, Order } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { formatRupees } from '../../../lib/money';
import { useCancelOrder } from '../api/cancel-order';
import { useRecordCash } from '../api/record-cash';
import { useRefundOrder } from '../api/refund-order';
import { useUpdateDelivery } from '../api/update-delivery';
import { CANCEL_FAILED, failureMessage, moveSuccessMessage } from '../lib/move-messages';
import { canCancel, canEdit, QUICK_ACTION_LABEL, QUICK_ACTION_MOVE, quickActions, type QuickAction } from '../lib/order-moves';
import { CancelOrderDialog } from './cancel-order-dialog';
import { EditDeliveryDialog } from './edit-delivery-dialog';
import { CashRefusedDialog } from './cash-refused-dialog';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';
import { DelayDialog } from './delay-dialog';
import { useAnnounceDelay } from '../api/announce-delay';

type Dialog = 'ship' | 'edit' | 'cancel' | 'refund' | 'refused' | 'delay' | null;

/** Orders the customer may hear are late: paid (or cash on delivery), not yet delivered, not failed. */
const mayBeLate = (order: Order) =>
  (order.orderStatus === 'confirmed' || order.orderStatus === 'processing' || order.orderStatus === 'shipped') && order.deliveryStatus !== 'failed';

const REFUND_FAILED = 'Failed to refund';

interface OrderActionsProps {
  order: Order;
  onDetails?: () => void;
  className?: string;
}

const small = 'min-h-10 px-3';

export function OrderActions({ order, onDetails, className = '' }: OrderActionsProps) {
  const update = useUpdateDelivery();
  const cancel = useCancelOrder();
  const refund = useRefundOrder();
  const cash = useRecordCash();
  const delay = useAnnounceDelay();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [pressed, setPressed] = useState<QuickAction | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const actions = quickActions(order);

  function open(which: Dialog) {
    setDialogError(null);
    setDialog(which);
  }

  // The pressed button may be gone after a move (Confirm becomes Ship). Once the row shows the
  // server's answer and any dialog has closed, a focus left on nothing goes to the row's first
  // button instead of the top of the page. State, not a ref: the answer may already be on screen.
  const [focusAfter, setFocusAfter] = useState<Pick<Order, 'orderStatus' | 'deliveryStatus'> | null>(null);
  const focusHandled = useRef<typeof focusAfter>(null);
  useEffect(() => {
    const root = group.current;
    if (!focusAfter || focusHandled.current === focusAfter || dialog !== null || !root) return;
    if (order.orderStatus !== focusAfter.orderStatus || order.deliveryStatus !== focusAfter.deliveryStatus) return;
    focusHandled.current = focusAfter;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active === root.closest('[role="tabpanel"]');
    if (lost) root.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, [focusAfter, dialog, order.orderStatus, order.deliveryStatus]);
  const keepFocus = (after: Order) => setFocusAfter({ orderStatus: after.orderStatus, deliveryStatus: after.deliveryStatus });

  async function move(action: QuickAction | null, body: DeliveryUpdateBody) {
    setPressed(action);
    const before = { orderStatus: order.orderStatus, deliveryStatus: order.deliveryStatus };
    try {
      const answer = await update.mutateAsync({ id: order._id, body });
      toast.success(moveSuccessMessage(before, answer.order));
      keepFocus(answer.order);
      setDialog(null);
    } catch (error) {
      const message = failureMessage(error);
      toast.error(message);
      setDialogError(message);
    } finally {
      setPressed(null);
    }
  }

  async function cancelOrder(reason: string) {
    try {
      const answer = await cancel.mutateAsync({ id: order._id, reason });
      toast.success(`Order ${answer.order.orderId} status updated to ${answer.order.orderStatus}`);
      keepFocus(answer.order);
      setDialog(null);
    } catch (error) {
      const message = failureMessage(error, CANCEL_FAILED);
      toast.error(message);
      setDialogError(message);
    }
  }

  async function refundOrder(body: { amount: number; reason: string; idempotencyKey: string }) {
    try {
      const answer = await refund.mutateAsync({ id: order._id, body });
      toast.success(`Refund of ${formatRupees(body.amount)} started for order ${answer.order.orderId}`);
      setDialog(null);
    } catch (error) {
      const message = failureMessage(error, REFUND_FAILED);
      toast.error(message);
      setDialogError(message);
    }
  }

  async function recordCash(outcome: 'collected' | 'refused', note = '') {
    try {
      const answer = await cash.mutateAsync({ id: order._id, body: { outcome, note } });
      toast.success(
        outcome === 'collected' ? `Cash collected for order ${answer.order.orderId}` : `Order ${answer.order.orderId}: cash refused, delivery failed`,
      );
      keepFocus(answer.order);
      setDialog(null);
    } catch (error) {
      const message = failureMessage(error, 'Failed to record the cash');
      toast.error(message);
      setDialogError(message);
    }
  }

  async function announceDelay(body: { reason: string; expectedAt: string }) {
    try {
      await delay.mutateAsync({ id: order._id, body });
      toast.success(`Order ${order.orderId}: the customer has been told of the delay`);
      setDialog(null);
    } catch (error) {
      const message = failureMessage(error, 'Failed to announce the delay');
      toast.error(message);
      setDialogError(message);
    }
  }

  const busy = update.isPending || cancel.isPending || refund.isPending || cash.isPending || delay.isPending;
  // Cash is taken (or refused) at the door: once the order is on its way.
  const cashAtDoor = order.paymentStatus === 'cod_pending' && (order.orderStatus === 'shipped' || order.orderStatus === 'delivered');
  // The space sits outside the hidden span: accessible-name computation drops it inside.
  const forOrder = (
    <>
      {' '}
      <span className="sr-only">order {order.orderId}</span>
    </>
  );

  return (
    <div ref={group} role="group" aria-label={`Actions for order ${order.orderId}`} className={`flex flex-wrap items-center gap-2 ${className}`}>
      {actions.map((action) => (
        <Button
          key={action}
          className={small}
          busy={pressed === action}
          disabled={busy}
          onClick={() => (action === 'ship' ? open('ship') : void move(action, { deliveryStatus: QUICK_ACTION_MOVE[action] }))}
        >
          {QUICK_ACTION_LABEL[action]}
          {forOrder}
        </Button>
      ))}
      {canEdit(order) && (
        <Button variant="secondary" className={small} disabled={busy} onClick={() => open('edit')}>
          Edit{forOrder}
        </Button>
      )}
      {canCancel(order) && (
        <Button variant="ghost" className={`${small} text-red-700 hover:bg-red-50`} disabled={busy} onClick={() => open('cancel')}>
          Cancel{forOrder}
        </Button>
      )}
      {cashAtDoor && (
        <Button className={small} busy={cash.isPending && dialog === null} disabled={busy} onClick={() => void recordCash('collected')}>
          Cash collected{forOrder}
        </Button>
      )}
      {cashAtDoor && order.orderStatus === 'shipped' && (
        <Button variant="ghost" className={`${small} text-red-700 hover:bg-red-50`} disabled={busy} onClick={() => open('refused')}>
          Refused{forOrder}
        </Button>
      )}
      {order.refundableAmount > 0 && (
        <Button variant="ghost" className={small} disabled={busy} onClick={() => open('refund')}>
          Refund{forOrder}
        </Button>
      )}
      {mayBeLate(order) && (
        <Button variant="ghost" className={small} disabled={busy} onClick={() => open('delay')}>
          Delay{forOrder}
        </Button>
      )}
      {onDetails && (
        <Button variant="ghost" className={small} onClick={onDetails}>
          Details{forOrder}
        </Button>
      )}

      {dialog === 'ship' && (
        <ShipDialog
          order={order}
          busy={update.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onShip={(trackingNumber, reason) =>
            void move(null, { deliveryStatus: 'shipped', ...(trackingNumber ? { trackingNumber } : {}), ...(reason ? { reason } : {}) })
          }
        />
      )}
      {dialog === 'delay' && (
        <DelayDialog order={order} busy={delay.isPending} error={dialogError} onClose={() => setDialog(null)} onAnnounce={(body) => void announceDelay(body)} />
      )}
      {dialog === 'edit' && (
        <EditDeliveryDialog
          order={order}
          busy={update.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onSave={(body) => void move(null, body)}
        />
      )}
      {dialog === 'cancel' && (
        <CancelOrderDialog
          order={order}
          busy={cancel.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onCancelOrder={(reason) => void cancelOrder(reason)}
        />
      )}
      {dialog === 'refused' && (
        <CashRefusedDialog
          order={order}
          busy={cash.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onRefused={(note) => void recordCash('refused', note)}
        />
      )}
      {dialog === 'refund' && (
        <RefundDialog order={order} busy={refund.isPending} error={dialogError} onClose={() => setDialog(null)} onRefund={(body) => void refundOrder(body)} />
      )}
    </div>
  );
}
