// Event quotes (issue 41, items 2 and 3; decision 031). Staff keep materials (cost and markup per
// unit) and recipes of them; a quote for an enquiry is built from recipes and free lines with
// labour and transport, its GST computed as the invoice does, and sent by mail and phone with a
// link of its own (a 256-bit secret, as tracking links are). Each version is kept; a new one
// supersedes the open one. The customer accepts it or asks for a change through the link, then
// pays the advance (the shop's share) and later the balance through the gateway, each proven by
// its signature and recorded once with a numbered invoice of its share of the quote. Staff cancel
// an accepted quote, and the shop's event policy says what of the money paid comes back.
import type { z } from 'zod';
import type {
  CalendarDay,
  EventCalendarAnswer,
  EventFigures,
  EventPayment,
  EventQuote,
  Language,
  Material,
  MaterialBodySchema,
  MaterialUpdateSchema,
  EventQuoteBodySchema,
  QuoteFigures,
  Recipe,
  RecipeBodySchema,
  StaffEventQuote,
} from '@phoolwari/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { shopDateTime, type Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { formatDay } from '../../platform/i18n/locale';
import { letter } from '../../platform/i18n/letter';
import { translator, wording } from '../../platform/i18n/translator';
import { newLinkToken } from '../../platform/link-tokens';
import type { Mailer } from '../../platform/mail/mailer';
import { formatRupees, toPaise, toRupees } from '../../platform/money';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { SimulatedGateway } from '../../platform/payments/simulated';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import { stateCodeOfPincode } from '../../platform/pincode-state';
import { recordAudit } from '../audit';
import type { UserRow } from '../auth';
import { countOpenEnquiries, eventKindName, findEnquiryForQuote, markEnquiryQuoted, type EventEnquiryRow } from '../event-enquiries';
import { apportion, creditNoteFigures, currentSeller, nextDocumentNumber, type InvoiceFigures } from '../invoices';
import { readShopSettings } from '../shop-settings';
import * as messages from './messages';
import { cancellationRefundPaise, hindiNames, partAmountPaise, quoteFigures, recipePricePaise, toFiguresDto, unitPricePaise, type QuoteLine } from './pricing';
import { addMaterials, materialList, recipeIdsOf, type MaterialSums } from './event-day';
import { bookingsBetween as bookingsBetweenIn, plansOf } from './event-day-repo';
import * as repo from './repo';

/** The balance is due this many days before the event; its reminder goes this many days before that. */
export const BALANCE_DUE_DAYS_BEFORE = 7;
export const BALANCE_REMINDER_DAYS_AHEAD = 3;

export const quotePath = (token: string) => `/event-quote/${token}`;

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function toMaterialDto(m: repo.MaterialRow): Material {
  return {
    _id: m.id,
    name: m.name,
    nameHi: m.nameHi,
    unit: m.unit,
    cost: toRupees(m.costPaise),
    markupPercent: m.markupPercent,
    unitPrice: toRupees(unitPricePaise(m)),
    updatedAt: m.updatedAt.toISOString(),
  };
}

function toRecipeDto(r: repo.RecipeRow, parts: repo.RecipePart[]): Recipe {
  const own = parts.filter((p) => p.recipeId === r.id);
  return {
    _id: r.id,
    name: r.name,
    nameHi: r.nameHi,
    hsnCode: r.hsnCode,
    gstRate: r.gstRate,
    materials: own.map((p) => ({
      materialId: p.material.id,
      name: p.material.name,
      unit: p.material.unit,
      quantity: p.quantityMilli / 1000,
      amount: toRupees(partAmountPaise(p)),
    })),
    price: toRupees(recipePricePaise(own)),
  };
}

function toPaymentDto(p: repo.PaymentRow): EventPayment {
  return {
    kind: p.kind,
    amount: toRupees(p.amountPaise),
    status: p.status,
    paidAt: p.paidAt?.toISOString() ?? null,
    invoiceNumber: p.invoiceNumber,
    refunded: toRupees(p.refundedPaise),
    creditNoteNumber: p.creditNoteNumber,
  };
}

export interface EventQuoteServiceDeps {
  db: Db;
  mailer: Mailer;
  phone: PhoneChannel;
  gateway: PaymentGateway;
  clock: Clock;
  publicUrl: string;
}

type EventQuoteBody = z.output<typeof EventQuoteBodySchema>;

export function createEventQuoteService({ db, mailer, phone, gateway, clock, publicUrl }: EventQuoteServiceDeps) {
  const linkOf = (token: string, language: Language = 'en') => `${publicUrl}${language === 'hi' ? '/hi' : ''}${quotePath(token)}`;
  const advancePaiseOf = (q: repo.QuoteRow) => Math.round((q.totalPaise * q.advancePercent) / 100);
  const today = () => shopDateTime(clock()).date;

  async function recipesWithParts(dbx: DbOrTx) {
    const recipes = await repo.listRecipes(dbx);
    return {
      recipes,
      parts: await repo.partsOf(
        dbx,
        recipes.map((r) => r.id),
      ),
    };
  }

  /** The quote's lines at today's prices and its figures, for the enquiry's venue. */
  async function figure(dbx: DbOrTx, enquiry: EventEnquiryRow, body: EventQuoteBody) {
    const { gst } = await readShopSettings(dbx);
    const { recipes, parts } = await recipesWithParts(dbx);
    const lines: QuoteLine[] = body.lines.map((line, i) => {
      if ('recipeId' in line) {
        const recipe = recipes.find((r) => r.id === line.recipeId);
        if (!recipe) throw badRequest(wording(messages, 'unknownRecipe'), [{ path: `lines.${i}.recipeId`, message: messages.en.unknownRecipe }]);
        const price = recipePricePaise(parts.filter((p) => p.recipeId === recipe.id));
        return {
          description: recipe.name,
          ...(recipe.nameHi ? { descriptionHi: recipe.nameHi } : {}),
          recipeId: recipe.id,
          quantity: line.quantity,
          unitPricePaise: price,
          hsnCode: recipe.hsnCode,
          gstRate: recipe.gstRate,
        };
      }
      return {
        description: line.description,
        recipeId: null,
        quantity: line.quantity,
        unitPricePaise: toPaise(line.unitPrice),
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
      };
    });
    const t = translator(messages, enquiry.language);
    const supplyState = stateCodeOfPincode(enquiry.venuePincode) ?? gst.stateCode;
    const figures = quoteFigures({
      registered: gst.registered,
      intraState: supplyState === gst.stateCode,
      serviceRate: gst.deliveryFeeRate,
      lines,
      labourPaise: toPaise(body.labour),
      transportPaise: toPaise(body.transport),
      names: { labour: t('labour'), transport: t('transport') },
    });
    return { lines, figures, intraState: supplyState === gst.stateCode };
  }

  async function toQuoteDto(q: repo.QuoteRow, enquiry: EventEnquiryRow, latestVersion: number, payments?: repo.PaymentRow[]): Promise<EventQuote> {
    const own = payments ?? (await repo.paymentsOf(db, [q.id]));
    const advance = advancePaiseOf(q);
    const paid = own.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amountPaise, 0);
    const { eventCancellation } = await readShopSettings(db);
    return {
      _id: q.id,
      enquiryReference: enquiry.reference,
      eventDate: enquiry.eventDate,
      version: q.version,
      status: q.status,
      latest: q.version === latestVersion,
      figures: toFiguresDto(
        q.figures as InvoiceFigures,
        hindiNames({ ...q, lines: q.lines as QuoteLine[], figures: q.figures as InvoiceFigures }, messages.hi),
      ),
      labour: toRupees(q.labourPaise),
      transport: toRupees(q.transportPaise),
      total: toRupees(q.totalPaise),
      advancePercent: q.advancePercent,
      advance: toRupees(advance),
      balance: toRupees(q.totalPaise - advance),
      balanceDueDate: addDays(enquiry.eventDate, -BALANCE_DUE_DAYS_BEFORE),
      note: q.note,
      changeNote: q.changeNote,
      sentAt: q.sentAt.toISOString(),
      payments: own.map(toPaymentDto),
      cancelRefund: q.status === 'accepted' ? toRupees(cancellationRefundPaise(paid, daysBetween(today(), enquiry.eventDate), eventCancellation)) : 0,
      cancellable: q.status === 'accepted' && enquiry.eventDate >= today(),
    };
  }

  async function enquiryOf(q: repo.QuoteRow): Promise<EventEnquiryRow> {
    const enquiry = await findEnquiryForQuote(db, q.enquiryId);
    if (!enquiry) throw notFound(wording(messages, 'quoteNotFound'));
    return enquiry;
  }

  async function latestVersion(enquiryId: string) {
    return (await repo.listQuotesOf(db, enquiryId))[0]?.version ?? 0;
  }

  /** The quote a link opens; an unknown link is 404. */
  async function byToken(token: string) {
    const quote = await repo.findQuoteByToken(db, token);
    if (!quote) throw notFound(wording(messages, 'quoteNotFound'));
    return quote;
  }

  async function viewOf(quoteId: string): Promise<EventQuote> {
    const quote = (await repo.findQuote(db, quoteId))!;
    const enquiry = await enquiryOf(quote);
    return toQuoteDto(quote, enquiry, await latestVersion(enquiry.id));
  }

  /** Records a proven payment once, with its invoice: its share of the quote's lines, GST as the invoice does. False: recorded before. */
  async function markPaid(gatewayOrderId: string, paymentId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const payment = await repo.findPaymentByGatewayOrder(tx, gatewayOrderId, { forUpdate: true });
      if (!payment || payment.status === 'paid') return false;
      // The quote locked after the payment, as a cancellation locks it before reading what was paid:
      // a payment and a cancellation at once are one after the other, never both missed.
      const quote = (await repo.findQuote(tx, payment.quoteId, { forUpdate: true }))!;
      const enquiry = (await findEnquiryForQuote(tx, quote.enquiryId))!;
      const { gst } = await readShopSettings(tx);
      const intraState = (stateCodeOfPincode(enquiry.venuePincode) ?? gst.stateCode) === gst.stateCode;
      const now = clock();
      await repo.setPayment(tx, payment.id, {
        status: 'paid',
        gatewayPaymentId: paymentId,
        paidAt: now,
        invoiceNumber: await nextDocumentNumber(tx, gst.invoicePrefix, now),
        invoiceSeller: await currentSeller(tx),
        invoiceFigures: creditNoteFigures(quote.figures as InvoiceFigures, payment.amountPaise, intraState),
      });
      if (quote.status === 'cancelled') {
        // Paid after the booking was cancelled (the window left open): recorded, and given back in
        // full at once, as an order's late payment is.
        const refund = await gateway.refund({
          paymentId,
          amountPaise: payment.amountPaise,
          idempotencyKey: `event-late-${payment.id}`,
          notes: { eventPaymentId: payment.id, reference: enquiry.reference },
        });
        await repo.setPayment(tx, payment.id, {
          refundedPaise: payment.amountPaise,
          gatewayRefundId: refund.id,
          creditNoteNumber: await nextDocumentNumber(tx, `${gst.invoicePrefix}/CN`, now),
          creditNoteIssuedAt: now,
        });
      }
      return true;
    });
  }

  const bookingsBetween = (from: string, to: string) => bookingsBetweenIn(db, from, to);

  return {
    // ---- The florist's calendar and the owner's figures (staff) ----
    /**
     * The booked events of the weeks from `from`, by day, with what each day needs bought: each
     * recipe line's quantity times the recipe's materials (as the recipe is now), summed per material
     * in thousandths of its unit. Free lines carry no materials. Buy by the day before.
     */
    async calendar(from: string, weeks: number): Promise<EventCalendarAnswer> {
      const to = addDays(from, weeks * 7 - 1);
      const bookings = await bookingsBetween(from, to);
      const payments = await repo.paymentsOf(
        db,
        bookings.map((b) => b.quote.id),
      );
      const parts = await repo.partsOf(db, recipeIdsOf(bookings.map((b) => b.quote)));
      const plans = await plansOf(
        db,
        bookings.map((b) => b.quote.id),
      );
      const days = new Map<string, { day: CalendarDay; sums: MaterialSums }>();
      for (const { enquiry, quote } of bookings) {
        let entry = days.get(enquiry.eventDate);
        if (!entry) {
          entry = { day: { date: enquiry.eventDate, buyBy: addDays(enquiry.eventDate, -1), events: [], materials: [] }, sums: new Map() };
          days.set(enquiry.eventDate, entry);
        }
        entry.day.events.push({
          quoteId: quote.id,
          enquiryReference: enquiry.reference,
          kind: enquiry.kind,
          venuePincode: enquiry.venuePincode,
          customer: enquiry.name,
          total: toRupees(quote.totalPaise),
          advancePaid: payments.some((p) => p.quoteId === quote.id && p.kind === 'advance' && p.status === 'paid'),
          plan: plans.get(quote.id)!,
        });
        addMaterials(entry.sums, quote.lines as QuoteLine[], parts);
      }
      return { from, to, days: [...days.values()].map(({ day, sums }) => ({ ...day, materials: materialList(sums) })) };
    },

    /** The dashboard's events figures: open enquiries, quotes awaiting an answer, bookings ahead, and value booked by event month. */
    async figures({ money }: { money: boolean }): Promise<EventFigures> {
      const day = today();
      const firstMonth = `${day.slice(0, 7)}-01`;
      const months = Array.from({ length: 6 }, (_, i) => {
        const d = new Date(`${firstMonth}T00:00:00Z`);
        d.setUTCMonth(d.getUTCMonth() + i);
        return d.toISOString().slice(0, 7);
      });
      const [openEnquiries, quotesSent, ahead] = await Promise.all([countOpenEnquiries(db), repo.countSent(db), bookingsBetween(day, '9999-12-31')]);
      const inMonths = await bookingsBetween(firstMonth, `${months.at(-1)}-31`);
      return {
        openEnquiries,
        quotesSent,
        accepted: ahead.length,
        bookedByMonth: months.map((month) => {
          const paise = inMonths.filter((b) => b.enquiry.eventDate.startsWith(month)).reduce((sum, b) => sum + b.quote.totalPaise, 0);
          return { month, value: money ? toRupees(paise) : null };
        }),
      };
    },

    // ---- Materials and recipes (staff) ----
    listMaterials: async () => (await repo.listMaterials(db)).map(toMaterialDto),

    async createMaterial(body: z.output<typeof MaterialBodySchema>): Promise<Material> {
      if (await repo.findMaterialByName(db, body.name)) throw conflict(wording(messages, 'materialExists'));
      const row = await repo.insertMaterial(db, {
        name: body.name,
        nameHi: body.nameHi,
        unit: body.unit,
        costPaise: toPaise(body.cost),
        markupPercent: body.markupPercent,
      });
      return toMaterialDto(row);
    },

    async updateMaterial(staff: UserRow, id: string, body: z.output<typeof MaterialUpdateSchema>): Promise<Material> {
      return db.transaction(async (tx) => {
        const before = (await repo.listMaterials(tx)).find((m) => m.id === id);
        if (!before) throw notFound(wording(messages, 'materialNotFound'));
        const row = (await repo.updateMaterial(tx, id, {
          ...(body.cost !== undefined && { costPaise: toPaise(body.cost) }),
          ...(body.markupPercent !== undefined && { markupPercent: body.markupPercent }),
          updatedAt: clock(),
        }))!;
        await recordAudit(tx, staff, {
          action: 'event-material.updated',
          entityType: 'event',
          entityId: id,
          summary: `Changed the price of ${row.name}`,
          before: { cost: toRupees(before.costPaise), markupPercent: before.markupPercent },
          after: { cost: toRupees(row.costPaise), markupPercent: row.markupPercent },
        });
        return toMaterialDto(row);
      });
    },

    async listRecipes(): Promise<Recipe[]> {
      const { recipes, parts } = await recipesWithParts(db);
      return recipes.map((r) => toRecipeDto(r, parts));
    },

    async saveRecipe(id: string | null, body: z.output<typeof RecipeBodySchema>): Promise<Recipe> {
      return db.transaction(async (tx) => {
        const ids = body.materials.map((m) => m.materialId);
        if ((await repo.countMaterials(tx, ids)) !== ids.length)
          throw badRequest(wording(messages, 'unknownMaterial'), [{ path: 'materials', message: messages.en.unknownMaterial }]);
        const same = await repo.findRecipeByName(tx, body.name);
        if (same && same.id !== id) throw conflict(wording(messages, 'recipeExists'));
        const row = await repo.saveRecipe(
          tx,
          id,
          { name: body.name, nameHi: body.nameHi, hsnCode: body.hsnCode, gstRate: body.gstRate, updatedAt: clock() },
          body.materials.map((m) => ({ materialId: m.materialId, quantityMilli: Math.round(m.quantity * 1000) })),
        );
        if (!row) throw notFound(wording(messages, 'recipeNotFound'));
        return toRecipeDto(row, await repo.partsOf(tx, [row.id]));
      });
    },

    // ---- Quotes (staff) ----
    async preview(enquiryId: string, body: EventQuoteBody): Promise<QuoteFigures> {
      const enquiry = await findEnquiryForQuote(db, enquiryId);
      if (!enquiry) throw notFound(wording(messages, 'enquiryNotFound'));
      const { lines, figures } = await figure(db, enquiry, body);
      return toFiguresDto(figures, hindiNames({ lines, labourPaise: toPaise(body.labour), figures }, messages.hi));
    },

    async listQuotes(enquiryId: string): Promise<StaffEventQuote[]> {
      const enquiry = await findEnquiryForQuote(db, enquiryId);
      if (!enquiry) throw notFound(wording(messages, 'enquiryNotFound'));
      const quotes = await repo.listQuotesOf(db, enquiryId);
      const payments = await repo.paymentsOf(
        db,
        quotes.map((q) => q.id),
      );
      const latest = quotes[0]?.version ?? 0;
      return Promise.all(
        quotes.map(async (q) => ({
          ...(await toQuoteDto(
            q,
            enquiry,
            latest,
            payments.filter((p) => p.quoteId === q.id),
          )),
          link: linkOf(q.token),
        })),
      );
    },

    /** Builds the next version from today's prices, keeps it, and sends its link (mail and phone, queued with it). */
    async send(staff: UserRow, enquiryId: string, body: EventQuoteBody): Promise<StaffEventQuote> {
      const row = await db.transaction(async (tx) => {
        const enquiry = await findEnquiryForQuote(tx, enquiryId);
        if (!enquiry) throw notFound(wording(messages, 'enquiryNotFound'));
        const versions = await repo.listQuotesOf(tx, enquiryId);
        if (versions.some((v) => v.status === 'accepted')) throw conflict(wording(messages, 'alreadyAccepted'), 'INVALID_STATE');
        const { lines, figures } = await figure(tx, enquiry, body);
        const settings = await readShopSettings(tx);
        await repo.supersedeOpen(tx, enquiryId);
        const quote = await repo.insertQuote(tx, {
          enquiryId,
          version: (versions[0]?.version ?? 0) + 1,
          lines,
          labourPaise: toPaise(body.labour),
          transportPaise: toPaise(body.transport),
          figures,
          totalPaise: figures.totals.totalPaise,
          advancePercent: settings.eventAdvancePercent,
          note: body.note,
          token: newLinkToken(),
          sentById: staff.id,
          sentAt: clock(),
        });
        await markEnquiryQuoted(tx, enquiryId);
        const language = enquiry.language;
        const t = translator(messages, language);
        const values = {
          kind: eventKindName(enquiry.kind, language),
          date: formatDay(enquiry.eventDate, language),
          reference: enquiry.reference,
          total: formatRupees(quote.totalPaise, language),
          advance: formatRupees(advancePaiseOf(quote), language),
          due: formatDay(addDays(enquiry.eventDate, -BALANCE_DUE_DAYS_BEFORE), language),
          link: '{{quoteLink}}',
        };
        // The link is a secret: the outbox keeps it sealed until the message goes.
        const secrets = { quoteLink: linkOf(quote.token, language) };
        if (enquiry.email) {
          await mailer.queue(
            { to: enquiry.email, subject: t('quoteSubject', values), text: letter(language, { hello: enquiry.name }, [t('quoteText', values)]), secrets },
            tx,
          );
        }
        await phone.queue({ to: enquiry.phone, text: t('quotePhone', values), secrets }, tx);
        await recordAudit(tx, staff, {
          action: 'event-quote.sent',
          entityType: 'event',
          entityId: enquiryId,
          summary: `Sent quote v${quote.version} for ${enquiry.reference}: ${formatRupees(quote.totalPaise)}`,
          after: { version: quote.version, total: toRupees(quote.totalPaise) },
        });
        return quote;
      });
      mailer.wake();
      const enquiry = await enquiryOf(row);
      return { ...(await toQuoteDto(row, enquiry, row.version)), link: linkOf(row.token) };
    },

    /**
     * Cancels an accepted quote; the event policy says what of the money paid comes back, through the
     * gateway once, with a credit note against each payment's invoice. `staff` null: the customer,
     * through the link, whose own conditions `check` refuses inside the transaction before any refund.
     */
    async cancel(
      staff: UserRow | null,
      quoteId: string,
      check?: (found: { quote: repo.QuoteRow; enquiry: EventEnquiryRow; refundPaise: number; today: string }) => void,
    ): Promise<StaffEventQuote> {
      const result = await db.transaction(async (tx) => {
        const quote = await repo.findQuote(tx, quoteId, { forUpdate: true });
        if (!quote) throw notFound(wording(messages, 'quoteNotFound'));
        if (quote.status !== 'accepted') throw conflict(wording(messages, 'cannotCancel'), 'INVALID_STATE');
        const enquiry = (await findEnquiryForQuote(tx, quote.enquiryId))!;
        const { eventCancellation, gst } = await readShopSettings(tx);
        const paid = (await repo.paymentsOf(tx, [quote.id])).filter((p) => p.status === 'paid');
        const paidPaise = paid.reduce((s, p) => s + p.amountPaise, 0);
        const refundPaise = cancellationRefundPaise(paidPaise, daysBetween(today(), enquiry.eventDate), eventCancellation);
        check?.({ quote, enquiry, refundPaise, today: today() });
        const now = clock();
        const shares = apportion(
          refundPaise,
          paid.map((p) => p.amountPaise),
        );
        // Asked of the gateway inside the transaction, with a key per payment: a failure undoes the
        // cancellation (staff try again), and a repeat after a lost answer is the same refund.
        for (const [i, payment] of paid.entries()) {
          const share = shares[i]!;
          if (share <= 0) continue;
          const refund = await gateway.refund({
            paymentId: payment.gatewayPaymentId!,
            amountPaise: share,
            idempotencyKey: `event-cancel-${payment.id}`,
            notes: { eventPaymentId: payment.id, reference: enquiry.reference },
          });
          await repo.setPayment(tx, payment.id, {
            refundedPaise: share,
            gatewayRefundId: refund.id,
            creditNoteNumber: await nextDocumentNumber(tx, `${gst.invoicePrefix}/CN`, now),
            creditNoteIssuedAt: now,
          });
        }
        const updated = await repo.setQuote(tx, quote.id, { status: 'cancelled', cancelledAt: now });
        const language = enquiry.language;
        const t = translator(messages, language);
        if (enquiry.email) {
          const values = {
            reference: enquiry.reference,
            date: formatDay(enquiry.eventDate, language),
            refund: formatRupees(refundPaise, language),
            paid: formatRupees(paidPaise, language),
          };
          await mailer.queue(
            { to: enquiry.email, subject: t('cancelledSubject', values), text: letter(language, { hello: enquiry.name }, [t('cancelledText', values)]) },
            tx,
          );
        }
        if (staff)
          await recordAudit(tx, staff, {
            action: 'event-quote.cancelled',
            entityType: 'event',
            entityId: enquiry.id,
            summary: `Cancelled the booking ${enquiry.reference}: ${formatRupees(refundPaise)} of ${formatRupees(paidPaise)} refunded`,
            before: { status: quote.status },
            after: { status: 'cancelled', refund: toRupees(refundPaise) },
          });
        return { updated, enquiry };
      });
      mailer.wake();
      return { ...(await toQuoteDto(result.updated, result.enquiry, await latestVersion(result.enquiry.id))), link: linkOf(result.updated.token) };
    },

    // ---- The customer's side: by link, or their own enquiry's latest quote ----
    async view(token: string): Promise<EventQuote> {
      return viewOf((await byToken(token)).id);
    },

    /** The latest quote of the customer's own enquiry and its link; another's enquiry is 404. */
    async mine(user: UserRow, enquiryId: string): Promise<{ quote: EventQuote | null; link: string | null }> {
      const enquiry = await findEnquiryForQuote(db, enquiryId);
      if (!enquiry || enquiry.userId !== user.id) throw notFound(wording(messages, 'enquiryNotFound'));
      const [latest] = await repo.listQuotesOf(db, enquiryId);
      if (!latest) return { quote: null, link: null };
      return { quote: await toQuoteDto(latest, enquiry, latest.version), link: quotePath(latest.token) };
    },

    async respond(token: string, answer: { accept: true } | { accept: false; note: string }): Promise<EventQuote> {
      const found = await byToken(token);
      await db.transaction(async (tx) => {
        const quote = (await repo.findQuote(tx, found.id, { forUpdate: true }))!;
        if (quote.status !== 'sent') throw conflict(wording(messages, 'notOpen'), 'INVALID_STATE');
        if (answer.accept) {
          await repo.setQuote(tx, quote.id, { status: 'accepted', respondedAt: clock() });
          await repo.paymentFor(tx, quote.id, 'advance', advancePaiseOf(quote));
        } else {
          await repo.setQuote(tx, quote.id, { status: 'change_requested', changeNote: answer.note, respondedAt: clock() });
        }
      });
      return viewOf(found.id);
    },

    /** Opens a gateway order for the advance, or the balance once the advance is paid. */
    async startPayment(token: string, kind: 'advance' | 'balance') {
      const quote = await byToken(token);
      if (quote.status !== 'accepted') throw conflict(wording(messages, 'notAccepted'), 'INVALID_STATE');
      const payments = await repo.paymentsOf(db, [quote.id]);
      const advance = payments.find((p) => p.kind === 'advance');
      if (kind === 'balance' && advance?.status !== 'paid') throw conflict(wording(messages, 'advanceFirst'), 'INVALID_STATE');
      const amountPaise = kind === 'advance' ? advancePaiseOf(quote) : quote.totalPaise - advancePaiseOf(quote);
      if (amountPaise <= 0) throw conflict(wording(messages, 'nothingToPay'), 'INVALID_STATE');
      const payment = await repo.paymentFor(db, quote.id, kind, amountPaise);
      if (payment.status === 'paid') throw conflict(wording(messages, 'alreadyPaid'), 'INVALID_STATE');
      const order = await gateway.createOrder({ amountPaise, receipt: `EVQ-${payment.id.slice(-12)}`, notes: { eventPaymentId: payment.id, kind } });
      await repo.setPayment(db, payment.id, { gatewayOrderId: order.id });
      return { kind, amount: toRupees(amountPaise), razorpayOrderId: order.id, keyId: gateway.keyId, provider: gateway.provider };
    },

    /** The browser's proof of a payment: the signature over the gateway order we stored for this link's quote. */
    async verifyPayment(token: string, body: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string }): Promise<EventQuote> {
      const quote = await byToken(token);
      const payment = await repo.findPaymentByGatewayOrder(db, body.razorpayOrderId);
      const valid =
        payment?.quoteId === quote.id &&
        gateway.verifyPaymentSignature({ orderId: body.razorpayOrderId, paymentId: body.razorpayPaymentId, signature: body.razorpaySignature });
      if (!valid) throw new AppError(400, wording(messages, 'verificationFailed'), 'PAYMENT_VERIFICATION_FAILED');
      await markPaid(body.razorpayOrderId, body.razorpayPaymentId);
      return viewOf(quote.id);
    },

    /** The simulated gateway's window for this link's own pending payment. */
    async simulate(token: string, razorpayOrderId: string) {
      if (gateway.provider !== 'simulated') throw notFound();
      const quote = await byToken(token);
      const payment = await repo.findPaymentByGatewayOrder(db, razorpayOrderId);
      if (payment?.quoteId !== quote.id) throw notFound(wording(messages, 'quoteNotFound'));
      if (payment.status === 'paid') throw conflict(wording(messages, 'alreadyPaid'), 'INVALID_STATE');
      return (gateway as SimulatedGateway).simulateSuccess(razorpayOrderId, 'upi');
    },

    /** A captured payment the gateway's webhook reports: null when the gateway order is not an event payment's. */
    async onCaptured(gatewayOrderId: string, paymentId: string): Promise<'confirmed' | 'already' | null> {
      if (!(await repo.findPaymentByGatewayOrder(db, gatewayOrderId))) return null;
      return (await markPaid(gatewayOrderId, paymentId)) ? 'confirmed' : 'already';
    },

    /** The daily balance reminders: once per accepted quote, from a few days before the balance is due. */
    async remindBalances(): Promise<number> {
      const day = today();
      let sent = 0;
      for (const quote of await repo.listAwaitingBalance(db)) {
        const enquiry = await findEnquiryForQuote(db, quote.enquiryId);
        if (!enquiry) continue;
        const due = addDays(enquiry.eventDate, -BALANCE_DUE_DAYS_BEFORE);
        if (daysBetween(day, due) > BALANCE_REMINDER_DAYS_AHEAD || day > enquiry.eventDate) continue;
        const payments = await repo.paymentsOf(db, [quote.id]);
        const advancePaid = payments.some((p) => p.kind === 'advance' && p.status === 'paid');
        const balancePaid = payments.some((p) => p.kind === 'balance' && p.status === 'paid');
        if (!advancePaid || balancePaid) continue;
        const language = enquiry.language;
        const t = translator(messages, language);
        const values = {
          date: formatDay(enquiry.eventDate, language),
          due: formatDay(due, language),
          reference: enquiry.reference,
          balance: formatRupees(quote.totalPaise - advancePaiseOf(quote), language),
          link: '{{quoteLink}}',
        };
        const secrets = { quoteLink: linkOf(quote.token, language) };
        const claimed = await db.transaction(async (tx) => {
          if (!(await repo.claimBalanceReminder(tx, quote.id, clock()))) return false;
          if (enquiry.email)
            await mailer.queue(
              { to: enquiry.email, subject: t('balanceSubject', values), text: letter(language, { hello: enquiry.name }, [t('balanceText', values)]), secrets },
              tx,
            );
          else await phone.queue({ to: enquiry.phone, text: t('balanceText', values), secrets }, tx);
          return true;
        });
        if (claimed) sent++;
      }
      if (sent > 0) mailer.wake();
      return sent;
    },
  };
}
export type EventQuoteService = ReturnType<typeof createEventQuoteService>;
