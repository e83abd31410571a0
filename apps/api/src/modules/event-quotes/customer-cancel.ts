// The customer cancels their own booking through the quote's link (decision 035): the page shows
// what the shop's event policy gives back (the quote's `cancelRefund`, computed by the server), and
// confirming sends that amount back with the request. The cancellation itself is staff's own path
// (one transaction, the gateway's refund with a key per payment, credit notes, the mail); here only
// the customer's conditions are added: the event is not past, and the refund is still the one shown.
import type { EventQuote } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import { toPaise } from '../../platform/money';
import * as messages from './messages';
import * as moneyMessages from './money-messages';
import * as repo from './repo';
import type { EventQuoteService } from './service';

export function createCustomerCancel({ db, quotes }: { db: Db; quotes: EventQuoteService }) {
  return {
    async cancelByLink(token: string, shownRefund: number): Promise<EventQuote> {
      const quote = await repo.findQuoteByToken(db, token);
      if (!quote) throw notFound(wording(messages, 'quoteNotFound'));
      await quotes.cancel(null, quote.id, ({ enquiry, refundPaise, today }) => {
        if (enquiry.eventDate < today) throw conflict(wording(moneyMessages, 'eventPast'), 'CANCELLATION_WINDOW_PASSED');
        if (refundPaise !== toPaise(shownRefund)) throw conflict(wording(moneyMessages, 'refundChanged'), 'REFUND_CHANGED');
      });
      return quotes.view(token);
    },
  };
}
export type CustomerCancel = ReturnType<typeof createCustomerCancel>;
