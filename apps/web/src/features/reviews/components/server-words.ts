// What the server and the review schema say in English (why a customer may not review yet, a
// rating left out), said in the page's language; any other message is shown as it came.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const KNOWN: Record<string, MessageDescriptor> = {
  'You have already reviewed this product': msg`You have already reviewed this product`,
  'You can review this product once an order with it has been delivered to you': msg`You can review this product once an order with it has been delivered to you`,
  'Choose a rating from 1 to 5': msg`Choose a rating from 1 to 5`,
  'Review is too long': msg`Review is too long`,
};

export function useServerWords(): (message: string) => string {
  const { t } = useLingui();
  return (message) => {
    const known = KNOWN[message];
    return known ? t(known) : message;
  };
}
