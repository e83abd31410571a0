// The delivery the customer chose before the cart (on a product page), carried to the cart and
// asked again: when it arrives and what it costs, or plainly that it can no longer be had as chosen
// (and the earliest instead). Nothing shows without a remembered choice; checkout fills it in.
import { localized } from '@phoolwari/contracts/storefront-values';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../../i18n/i18n';
import { arrivalLabel, earliestLabel, useEarliestDelivery } from '../../../lib/earliest-delivery';
import { formatRupees } from '../../../lib/money';
import { useRememberedDelivery } from '../../../lib/remembered-delivery';

export function RememberedDeliveryNote() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const remembered = useRememberedDelivery();
  const delivery = useEarliestDelivery(remembered, language);
  const answer = delivery.data;
  if (!remembered || !answer) return null;
  const pincode = answer.pincode;
  let text: string;
  if (!answer.serviceable) text = answer.message;
  else if (answer.chosen) {
    const name = localized(answer.chosen, language).name;
    const when = arrivalLabel(answer.chosen, i18n);
    const fee = formatRupees(answer.chosen.fee);
    text = t`Delivering to ${pincode}: ${name}, arriving ${when}; delivery fee ${fee}. You can change it at checkout.`;
  } else {
    const earliest = answer.earliest ? earliestLabel(answer.earliest, i18n) : '';
    text = t`The delivery you chose to ${pincode} can no longer be had as chosen; choose another at checkout. ${earliest}`.trim();
  }
  return (
    <p data-testid="remembered-delivery" className={`text-sm ${answer.serviceable && answer.chosen ? 'text-gray-800' : 'text-amber-900'}`}>
      {text}
    </p>
  );
}
