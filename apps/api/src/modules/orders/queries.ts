import { emailKey } from "@chhaap/contract/email";
import { normaliseTransferReference, readTransferReference } from "@chhaap/contract/transfer-reference";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import {
  type AddressSnapshot,
  addresses,
  countries,
  currencies,
  invoices,
  type OrderStatus,
  orderLines,
  orderStatusEvents,
  orders,
  paymentProofs,
  shippingCharges,
  statusEventOrder,
  users,
  variantImages,
} from "#src/db/schema.ts";

type Db = Database | Transaction;

export async function findOwnAddress(db: Db, userId: string, id: string): Promise<AddressSnapshot | undefined> {
  const [row] = await db
    .select({
      name: addresses.name,
      phone: addresses.phone,
      email: addresses.email,
      addressLine1: addresses.addressLine1,
      addressLine2: addresses.addressLine2,
      city: addresses.city,
      state: addresses.state,
      zip: addresses.zip,
      country: addresses.country,
      addressType: addresses.addressType,
    })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** The per-kg charge of a country named by an address (its name or ISO code, any case), or by id. */
export async function findShippingRate(db: Db, country: { name: string } | { id: string }) {
  const where =
    "id" in country
      ? eq(countries.id, country.id)
      : sql`lower(${countries.countryName}) = ${country.name.trim().toLowerCase()} or lower(${countries.isoCode}) = ${country.name.trim().toLowerCase()}`;
  const [row] = await db
    .select({ countryName: countries.countryName, isoCode: countries.isoCode, perKgPaise: shippingCharges.perKgPaise })
    .from(countries)
    .innerJoin(shippingCharges, eq(shippingCharges.countryId, countries.id))
    .where(where)
    .limit(1);
  return row;
}

export async function findActiveCurrency(db: Db, code: string) {
  const [row] = await db
    .select({ code: currencies.currencyName, rate: currencies.currencyRate })
    .from(currencies)
    .where(and(eq(sql`upper(${currencies.currencyName})`, code.trim().toUpperCase()), eq(currencies.status, true)))
    .limit(1);
  return row;
}

export async function findUserContact(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findOrderByKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.idempotencyRequestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

export type NewOrder = typeof orders.$inferInsert;

/** Stores the order unless its number is taken (then undefined: the caller draws another number). */
export async function insertOrder(tx: Transaction, order: NewOrder): Promise<string | undefined> {
  const [row] = await tx
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.orderNumber })
    .returning({ id: orders.id });
  return row?.id;
}

export async function insertOrderLines(tx: Transaction, lines: (typeof orderLines.$inferInsert)[]): Promise<void> {
  await tx.insert(orderLines).values(lines);
}

export async function insertStatusEvents(tx: Transaction, events: (typeof orderStatusEvents.$inferInsert)[]): Promise<void> {
  await tx.insert(orderStatusEvents).values(events);
}

/**
 * A customer's new evidence for a payment staff turned down: the payment waits for checking again.
 * Conditional, so it applies only while the order is waiting for it (and only once per rejection).
 */
export async function reopenRejectedPayment(tx: Transaction, orderId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ paymentStatus: "pending", paymentRejection: null, updatedAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "payment_pending"),
        eq(orders.paymentMethod, "bank_transfer"),
        eq(orders.paymentStatus, "failed"),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Stores a payment's evidence; a typed reference is kept as typed and, beside it, as the bank prints
 * it with its kind, which is what the desk compares across orders and statements match on.
 */
export async function insertPaymentProof(
  tx: Transaction,
  proof: Omit<typeof paymentProofs.$inferInsert, "reference" | "referenceKind">,
): Promise<void> {
  const read = proof.paymentId ? readTransferReference(proof.paymentId) : undefined;
  const reference = proof.paymentId
    ? { reference: normaliseTransferReference(proof.paymentId), referenceKind: read?.ok ? read.kind : null }
    : {};
  await tx.insert(paymentProofs).values({ ...proof, ...reference });
}

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  subtotalPaise: orders.subtotalPaise,
  shippingPaise: orders.shippingPaise,
  discountPaise: orders.discountPaise,
  totalPaise: orders.totalPaise,
  weightKg: orders.weightKg,
  currencyCode: orders.currencyCode,
  currencyRate: orders.currencyRate,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
  couponCode: orders.couponCode,
  locationLat: orders.locationLat,
  locationLng: orders.locationLng,
  deliveryEarliest: orders.deliveryEarliest,
  deliveryEstimate: orders.deliveryEstimate,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  paymentRejection: orders.paymentRejection,
  cancelReason: orders.cancelReason,
  deliveredAt: orders.deliveredAt,
  cancelRequestedAt: orders.cancelRequestedAt,
  cancelRequestReason: orders.cancelRequestReason,
  cancelDeclinedAt: orders.cancelDeclinedAt,
  cancelDeclineReason: orders.cancelDeclineReason,
  refundDueOn: orders.refundDueOn,
  createdAt: orders.createdAt,
};

export function listOrdersOfUser(db: Db, userId: string) {
  return db.select(orderColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}
export type OrderRow = Awaited<ReturnType<typeof listOrdersOfUser>>[number];

export async function findOrder(db: Db, where: { id: string } | { number: string }): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where("id" in where ? eq(orders.id, where.id) : eq(orders.orderNumber, where.number));
  return row;
}

/** Track order (ours): the order with this number whose account or delivery e-mail is `email`. */
export async function findOrderForTracking(db: Db, orderNumber: string, email: string): Promise<OrderRow | undefined> {
  const address = emailKey(email);
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        sql`(${users.emailKey} = ${address} or lower(${orders.shippingAddress}->>'email') = ${address})`,
      ),
    );
  return row;
}

export function listOrderLines(db: Db, orderIds: string[]) {
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      variantId: orderLines.variantId,
      productName: orderLines.productName,
      itemCode: orderLines.itemCode,
      colour: orderLines.colour,
      size: orderLines.size,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      unitSalePricePaise: orderLines.unitSalePricePaise,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.productName), asc(orderLines.size), asc(orderLines.id));
}

/** The first image of each variant (order lines show one picture). */
export async function firstImages(db: Db, variantIds: string[]): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([variantImages.variantId], { variantId: variantImages.variantId, url: variantImages.url })
    .from(variantImages)
    .where(inArray(variantImages.variantId, variantIds))
    .orderBy(asc(variantImages.variantId), asc(variantImages.position), asc(variantImages.id));
  return new Map(rows.map((r) => [r.variantId, r.url]));
}

export function listStatusEvents(db: Db, orderId: string) {
  return db
    .select({
      status: orderStatusEvents.status,
      actor: orderStatusEvents.actor,
      note: orderStatusEvents.note,
      createdAt: orderStatusEvents.createdAt,
    })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(...statusEventOrder());
}

export async function findPaymentProof(db: Db, orderId: string) {
  const [row] = await db
    .select({ storageKey: paymentProofs.storageKey, paymentId: paymentProofs.paymentId })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(desc(paymentProofs.createdAt))
    .limit(1);
  return row;
}

/** Who may see a stored payment screenshot: the owner of its order. */
export async function findPaymentProofOwner(db: Db, storageKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(eq(paymentProofs.storageKey, storageKey));
  return row?.userId;
}

/** The number of the order's GST invoice, once it has one. */
export async function findInvoiceNumber(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row?.number ?? null;
}

// ---------------------------------------------------------------- the customer's cancellation

/**
 * Cancels an order the customer may still cancel, in one conditional update: 409 for the second of
 * two tabs. A paid order owes its money back by `refundDueOn`.
 */
export async function cancelOwnOrder(
  tx: Transaction,
  orderId: string,
  change: { from: readonly OrderStatus[]; reason: string; refundDueOn: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      status: "cancelled",
      cancelReason: change.reason,
      refundDueOn: sql`case when ${orders.paymentStatus} = 'paid' then ${change.refundDueOn}::date else null end`,
      updatedAt: change.at,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...change.from])))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records the customer's request to cancel after the cut-off, once, while the order is not yet packed. */
export async function recordCancelRequest(
  db: Db,
  orderId: string,
  request: { from: readonly OrderStatus[]; reason: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ cancelRequestedAt: request.at, cancelRequestReason: request.reason, updatedAt: request.at })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...request.from]),
        isNull(orders.cancelRequestedAt),
        isNull(orders.cancelDeclinedAt),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The pieces of an order's lines, to give back to stock when it is cancelled (catalog/stock.ts). */
export async function listOrderPieces(db: Db, orderId: string): Promise<{ variantId: string; size: string; quantity: number }[]> {
  const lines = await db
    .select({ variantId: orderLines.variantId, size: orderLines.size, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.flatMap((line) => (line.variantId ? [{ ...line, variantId: line.variantId }] : []));
}

/** How many of the customer's orders came back to the shop undelivered. */
export async function countReturnsToOrigin(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "returned_to_origin")));
  return row?.n ?? 0;
}
