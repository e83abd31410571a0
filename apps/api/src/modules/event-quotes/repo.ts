// Queries on event materials, recipes, quotes and their payments.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { eventMaterials, eventPayments, eventQuotes, eventRecipeMaterials, eventRecipes } from '../../db/schema';

export type MaterialRow = typeof eventMaterials.$inferSelect;
export type RecipeRow = typeof eventRecipes.$inferSelect;
export type QuoteRow = typeof eventQuotes.$inferSelect;
export type PaymentRow = typeof eventPayments.$inferSelect;
export type RecipePart = { recipeId: string; material: MaterialRow; quantityMilli: number };

export const listMaterials = (db: DbOrTx) => db.select().from(eventMaterials).orderBy(asc(eventMaterials.name));

export async function findMaterialByName(db: DbOrTx, name: string) {
  const [row] = await db.select().from(eventMaterials).where(eq(eventMaterials.name, name));
  return row;
}

export async function insertMaterial(db: DbOrTx, values: Omit<typeof eventMaterials.$inferInsert, 'id'>): Promise<MaterialRow> {
  const [row] = await db
    .insert(eventMaterials)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function updateMaterial(db: DbOrTx, id: string, values: { costPaise?: number; markupPercent?: number; updatedAt: Date }) {
  const [row] = await db.update(eventMaterials).set(values).where(eq(eventMaterials.id, id)).returning();
  return row;
}

export const listRecipes = (db: DbOrTx) => db.select().from(eventRecipes).orderBy(asc(eventRecipes.name));

export async function findRecipeByName(db: DbOrTx, name: string) {
  const [row] = await db.select().from(eventRecipes).where(eq(eventRecipes.name, name));
  return row;
}

export async function findRecipe(db: DbOrTx, id: string) {
  const [row] = await db.select().from(eventRecipes).where(eq(eventRecipes.id, id));
  return row;
}

/** The materials of these recipes, each with its material as it is now. */
export async function partsOf(db: DbOrTx, recipeIds: string[]): Promise<RecipePart[]> {
  if (recipeIds.length === 0) return [];
  const rows = await db
    .select({ recipeId: eventRecipeMaterials.recipeId, quantityMilli: eventRecipeMaterials.quantityMilli, material: eventMaterials })
    .from(eventRecipeMaterials)
    .innerJoin(eventMaterials, eq(eventMaterials.id, eventRecipeMaterials.materialId))
    .where(inArray(eventRecipeMaterials.recipeId, recipeIds))
    .orderBy(asc(eventMaterials.name));
  return rows;
}

export async function countMaterials(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await db.select({ id: eventMaterials.id }).from(eventMaterials).where(inArray(eventMaterials.id, ids))).length;
}

export async function saveRecipe(
  db: DbOrTx,
  id: string | null,
  values: { name: string; nameHi: string; hsnCode: string; gstRate: number; updatedAt: Date },
  parts: { materialId: string; quantityMilli: number }[],
): Promise<RecipeRow | undefined> {
  let row: RecipeRow | undefined;
  if (id) {
    [row] = await db.update(eventRecipes).set(values).where(eq(eventRecipes.id, id)).returning();
    if (!row) return undefined;
    await db.delete(eventRecipeMaterials).where(eq(eventRecipeMaterials.recipeId, id));
  } else {
    [row] = await db
      .insert(eventRecipes)
      .values({ id: newId(), ...values })
      .returning();
  }
  await db.insert(eventRecipeMaterials).values(parts.map((p) => ({ recipeId: row!.id, ...p })));
  return row;
}

export const listQuotesOf = (db: DbOrTx, enquiryId: string) =>
  db.select().from(eventQuotes).where(eq(eventQuotes.enquiryId, enquiryId)).orderBy(desc(eventQuotes.version));

export async function findQuote(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(eventQuotes).where(eq(eventQuotes.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findQuoteByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(eventQuotes).where(eq(eventQuotes.token, token));
  return row;
}

export async function insertQuote(db: DbOrTx, values: Omit<typeof eventQuotes.$inferInsert, 'id'>): Promise<QuoteRow> {
  const [row] = await db
    .insert(eventQuotes)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

/** The versions still open to an answer give way to a new one. */
export async function supersedeOpen(db: DbOrTx, enquiryId: string) {
  await db
    .update(eventQuotes)
    .set({ status: 'superseded' })
    .where(and(eq(eventQuotes.enquiryId, enquiryId), inArray(eventQuotes.status, ['sent', 'change_requested'])));
}

export async function setQuote(db: DbOrTx, id: string, values: Partial<Pick<QuoteRow, 'status' | 'changeNote' | 'respondedAt' | 'cancelledAt'>>) {
  const [row] = await db.update(eventQuotes).set(values).where(eq(eventQuotes.id, id)).returning();
  return row!;
}

export const paymentsOf = (db: DbOrTx, quoteIds: string[]) =>
  quoteIds.length === 0
    ? Promise.resolve([])
    : db.select().from(eventPayments).where(inArray(eventPayments.quoteId, quoteIds)).orderBy(asc(eventPayments.createdAt));

export async function findPaymentByGatewayOrder(db: DbOrTx, gatewayOrderId: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(eventPayments).where(eq(eventPayments.gatewayOrderId, gatewayOrderId));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The quote's payment of this kind, made (pending, for this amount) when first asked for. */
export async function paymentFor(db: DbOrTx, quoteId: string, kind: PaymentRow['kind'], amountPaise: number): Promise<PaymentRow> {
  await db.insert(eventPayments).values({ id: newId(), quoteId, kind, amountPaise }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(eventPayments)
    .where(and(eq(eventPayments.quoteId, quoteId), eq(eventPayments.kind, kind)));
  return row!;
}

export async function setPayment(db: DbOrTx, id: string, values: Partial<Omit<PaymentRow, 'id' | 'quoteId' | 'kind'>>) {
  const [row] = await db.update(eventPayments).set(values).where(eq(eventPayments.id, id)).returning();
  return row!;
}

/** Every accepted quote (a booking), with its payments read apart. */
export const listAccepted = (db: DbOrTx) => db.select().from(eventQuotes).where(eq(eventQuotes.status, 'accepted'));

export async function countSent(db: DbOrTx): Promise<number> {
  return db.$count(eventQuotes, eq(eventQuotes.status, 'sent'));
}

/** Accepted quotes whose balance reminder has not gone yet. */
export const listAwaitingBalance = (db: DbOrTx) =>
  db
    .select()
    .from(eventQuotes)
    .where(and(eq(eventQuotes.status, 'accepted'), isNull(eventQuotes.balanceRemindedAt)));

/** The send-once claim: true for the one caller that marks the quote reminded. */
export async function claimBalanceReminder(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(eventQuotes)
    .set({ balanceRemindedAt: at })
    .where(and(eq(eventQuotes.id, id), isNull(eventQuotes.balanceRemindedAt)))
    .returning({ id: eventQuotes.id });
  return rows.length === 1;
}
