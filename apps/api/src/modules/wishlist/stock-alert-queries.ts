import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { products, stockAlertOptOuts, stockAlerts, users, variantSizes, variants } from "#src/db/schema.ts";

type Db = Database | Transaction;

/** The stock of one size of a listed colourway, and its product's name; undefined for an unknown colourway. */
export async function findListedVariantSizes(db: Db, variantId: string) {
  const rows = await db
    .select({ productName: products.name, sizeName: variantSizes.sizeName, quantity: variantSizes.quantity })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(variantSizes, eq(variantSizes.variantId, variants.id))
    .where(and(eq(variants.id, variantId), eq(variants.listed, true)));
  if (rows.length === 0) return undefined;
  const sizes = new Map<string, number>();
  for (const row of rows) if (row.sizeName !== null) sizes.set(row.sizeName, row.quantity ?? 0);
  return { productName: rows[0]?.productName ?? "", sizes };
}

/** The account's address when its owner has confirmed it (accounts/): then no link is needed. */
export async function findConfirmedAccountEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.emailKey })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailConfirmedAt)));
  return row?.email;
}

export function findWaitingAlert(db: Db, key: { variantId: string; sizeName: string; email: string }) {
  return db
    .select({ id: stockAlerts.id, confirmedAt: stockAlerts.confirmedAt, userId: stockAlerts.userId })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.variantId, key.variantId),
        eq(stockAlerts.sizeName, key.sizeName),
        eq(stockAlerts.email, key.email),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .then((rows) => rows[0]);
}

/**
 * Confirmed alerts waiting for the address: only its owner confirms, so whoever types the address
 * cannot fill its quota with alerts it never asked for.
 */
export async function countWaitingAlerts(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt), isNotNull(stockAlerts.confirmedAt)));
  return row?.n ?? 0;
}

/**
 * Alerts never confirmed, asked for the address since `since`: the confirmation mails it got. Ended ones
 * count too, so that ending an alert (its link's unsubscribe) does not make room for more mails.
 */
export async function countUnconfirmedSince(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.confirmedAt), gte(stockAlerts.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * The size's stock, its row locked until the asking transaction ends: a restock committing meanwhile is
 * either seen here, or waits for the new alert to commit and then marks it restocked (the trigger).
 */
export async function lockSizeStock(db: Db, variantId: string, sizeName: string): Promise<number | undefined> {
  const [row] = await db
    .select({ quantity: variantSizes.quantity })
    .from(variantSizes)
    .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.sizeName, sizeName)))
    .for("share");
  return row?.quantity;
}

export async function isOptedOut(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: stockAlertOptOuts.email })
    .from(stockAlertOptOuts)
    .where(eq(stockAlertOptOuts.email, email));
  return rows.length > 0;
}

/** A new waiting alert; false when the same one was written meanwhile (the waiting index's conflict). */
export async function insertAlert(
  db: Db,
  alert: {
    variantId: string;
    sizeName: string;
    email: string;
    userId: string | null;
    locale: string;
    token: string;
    confirmedAt: Date | null;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await db.insert(stockAlerts).values(alert).onConflictDoNothing().returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** A waiting alert the customer now vouches for: confirmed by their account, and theirs. */
export async function confirmAlertFor(db: Db, id: string, userId: string, at: Date): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ userId, confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(stockAlerts.id, id));
}

/**
 * The waiting alert a mailed link names, confirmed (once: a second click keeps the first time). An ended
 * one (mailed, or its address unsubscribed) is not found: it will never be mailed.
 */
export async function confirmAlertByToken(db: Db, token: string, at: Date) {
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(stockAlerts.token, token), isNull(stockAlerts.notifiedAt)))
    .returning({ variantId: stockAlerts.variantId, sizeName: stockAlerts.sizeName, email: stockAlerts.email });
  return row;
}

export async function findAlertEmailByToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db.select({ email: stockAlerts.email }).from(stockAlerts).where(eq(stockAlerts.token, token));
  return row?.email;
}

export async function findProductName(db: Db, variantId: string): Promise<string> {
  const [row] = await db
    .select({ name: products.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  return row?.name ?? "";
}

/**
 * The address gets no more back-in-stock mails: its waiting alerts go, except the link's own, which is
 * ended (done, like a notified one) so that opening the link again finds it and answers the same.
 */
export async function optOut(db: Db, email: string, token: string, at: Date): Promise<void> {
  await db.insert(stockAlertOptOuts).values({ email, createdAt: at }).onConflictDoNothing();
  await db
    .update(stockAlerts)
    .set({ notifiedAt: at })
    .where(and(eq(stockAlerts.token, token), isNull(stockAlerts.notifiedAt)));
  await db.delete(stockAlerts).where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)));
}

/** The address's owner asked again, and proved it reads it: mails may go to it once more. */
export async function optBackIn(db: Db, email: string): Promise<void> {
  await db.delete(stockAlertOptOuts).where(eq(stockAlertOptOuts.email, email));
}

/** Alerts asked while signed out for the account's (confirmed) address become the account's to see and remove. */
export async function attachAlertsOfAddress(db: Db, userId: string, email: string): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ userId })
    .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.userId), isNull(stockAlerts.notifiedAt)));
}

export function listWaitingAlertsOf(db: Db, userId: string) {
  return db
    .select({
      id: stockAlerts.id,
      variantId: stockAlerts.variantId,
      size: stockAlerts.sizeName,
      confirmedAt: stockAlerts.confirmedAt,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(desc(stockAlerts.createdAt), stockAlerts.id);
}

export async function deleteWaitingAlertOf(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- the sender

/**
 * Confirmed alerts whose size came back, not yet told, of a listed colourway, locked for this
 * transaction: rows another sender holds are skipped, never waited for, so two senders never take one
 * alert. An alert of a colourway taken off sale keeps its mark and is mailed once it is listed again.
 */
export function claimRestockedAlerts(tx: Transaction, limit: number) {
  return tx
    .select({
      id: stockAlerts.id,
      variantId: stockAlerts.variantId,
      sizeName: stockAlerts.sizeName,
      email: stockAlerts.email,
      locale: stockAlerts.locale,
      token: stockAlerts.token,
    })
    .from(stockAlerts)
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .where(
      and(
        isNotNull(stockAlerts.restockedAt),
        isNull(stockAlerts.notifiedAt),
        isNotNull(stockAlerts.confirmedAt),
        eq(variants.listed, true),
      ),
    )
    .orderBy(asc(stockAlerts.restockedAt), stockAlerts.id)
    .limit(limit)
    .for("update", { of: stockAlerts, skipLocked: true });
}

/** Stock and names of the claimed alerts' colourways: whether each size is still there to buy. */
export function findRestockFacts(db: Db, variantIds: readonly string[]) {
  return db
    .select({
      variantId: variants.id,
      listed: variants.listed,
      productName: products.name,
      sizeName: variantSizes.sizeName,
      quantity: variantSizes.quantity,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(variantSizes, eq(variantSizes.variantId, variants.id))
    .where(inArray(variants.id, [...variantIds]));
}

export async function findOptedOut(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: stockAlertOptOuts.email })
    .from(stockAlertOptOuts)
    .where(inArray(stockAlertOptOuts.email, [...emails]));
  return new Set(rows.map((row) => row.email));
}

export async function markNotified(db: Db, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(stockAlerts)
    .set({ notifiedAt: at })
    .where(inArray(stockAlerts.id, [...ids]));
}

/** Sold out again before the mail went: the alert waits for the next restock. */
export async function clearRestocked(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(stockAlerts)
    .set({ restockedAt: null })
    .where(inArray(stockAlerts.id, [...ids]));
}

export async function deleteAlerts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(stockAlerts).where(inArray(stockAlerts.id, [...ids]));
}

/**
 * Rows no longer of use: alerts nobody confirmed (the link was not wanted), alerts ended long ago (their
 * links stop working), and waiting alerts for a size the colourway no longer has (renamed or removed).
 */
export async function deleteStaleAlerts(db: Db, cutoffs: { unconfirmed: Date; ended: Date }): Promise<number> {
  const rows = await db
    .delete(stockAlerts)
    .where(
      or(
        and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.createdAt, cutoffs.unconfirmed)),
        lt(stockAlerts.notifiedAt, cutoffs.ended),
        and(
          isNull(stockAlerts.notifiedAt),
          sql`not exists (select 1 from ${variantSizes} where ${variantSizes.variantId} = ${stockAlerts.variantId} and ${variantSizes.sizeName} = ${stockAlerts.sizeName})`,
        ),
      ),
    )
    .returning({ id: stockAlerts.id });
  return rows.length;
}

/** Confirmation mails the whole shop sent since `since`: the alerts asked unconfirmed since then. */
export async function countShopUnconfirmedSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(and(isNull(stockAlerts.confirmedAt), gte(stockAlerts.createdAt, since)));
  return row?.n ?? 0;
}

/** Asks for one address one after another (the daily cap is counted, then written). */
export async function lockAddress(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-alert:${email}`}))`);
}
