import { randomUUID } from "node:crypto";
import { emailKey } from "@chhaap/contract/email";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { analyzeTables } from "#src/db/analyze.ts";
import type { Database } from "#src/db/client.ts";
import {
  type AddressSnapshot,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from "#src/db/schema/orders.ts";
import * as t from "#src/db/schema.ts";
import { newOrderNumber } from "#src/modules/orders/order-number.ts";
import { mulberry32, pick } from "./seeded-random.ts";

export interface SeedOrdersOptions {
  orders: number;
  /** The newest order's time; the rest go back from it. */
  now?: Date;
  onProgress?: (written: number) => void;
}

/** Orders, and customers, written per statement. */
const ROWS_PER_BATCH = 1_000;
const ORDERS_PER_CUSTOMER = 25;
/** Pieces the lines are drawn from: enough variety for search and counts, read once. */
const PIECES_SAMPLED = 5_000;
const HOUR_MS = 3_600_000;
const SPREAD_MS = 2 * 365 * 24 * HOUR_MS;
const FREE_SHIPPING_PAISE = 300_000;
const SHIPPING_PAISE = 15_000;

/** A shop's orders are mostly delivered; the rest are on their way through the desk. */
const STATUS_SHARES: readonly [OrderStatus, number][] = [
  ["delivered", 0.68],
  ["shipped", 0.08],
  ["packed", 0.03],
  ["confirmed", 0.04],
  ["payment_pending", 0.05],
  ["placed", 0.04],
  ["cancelled", 0.06],
  // Cash-on-delivery parcels the courier brought back undelivered.
  ["returned_to_origin", 0.02],
];
/** The way through the desk, in order; cancelling and a return to origin leave it. */
const FLOW = ORDER_STATUSES.filter((status) => status !== "cancelled" && status !== "returned_to_origin");
const RTO_REASONS = ["refused", "not_reachable", "address_wrong"] as const;
const CARRIERS = ["Delhivery", "Blue Dart", "DTDC", "India Post"];
/** Coupons as the book applies them: a tenth of the goods (at most ₹500), or ₹200 off ₹2,000 or more. */
const COUPONS = [
  { code: "WELCOME10", off: (subtotal: number) => Math.min(Math.round(subtotal / 10), 50_000) },
  { code: "FESTIVE200", off: (subtotal: number) => (subtotal >= 200_000 ? 20_000 : 0) },
];
const COUPON_SHARE = 0.12;
/** A cancelled order was confirmed first this often (a sale undone), otherwise cancelled while placed. */
const CANCELLED_AFTER_CONFIRMING = 0.5;
const CITIES = [
  { city: "Bhuj", state: "Gujarat", zip: "370001", country: "India" },
  { city: "Ahmedabad", state: "Gujarat", zip: "380009", country: "India" },
  { city: "Surat", state: "Gujarat", zip: "395007", country: "India" },
  { city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" },
  { city: "Pune", state: "Maharashtra", zip: "411038", country: "India" },
  { city: "Jaipur", state: "Rajasthan", zip: "302001", country: "India" },
  { city: "Jodhpur", state: "Rajasthan", zip: "342001", country: "India" },
  { city: "Bengaluru", state: "Karnataka", zip: "560034", country: "India" },
  { city: "Chennai", state: "Tamil Nadu", zip: "600040", country: "India" },
  { city: "Hyderabad", state: "Telangana", zip: "500034", country: "India" },
  { city: "Kolkata", state: "West Bengal", zip: "700019", country: "India" },
  { city: "New Delhi", state: "Delhi", zip: "110017", country: "India" },
  { city: "Lucknow", state: "Uttar Pradesh", zip: "226010", country: "India" },
  { city: "Patna", state: "Bihar", zip: "800001", country: "India" },
  { city: "Guwahati", state: "Assam", zip: "781005", country: "India" },
  { city: "Kochi", state: "Kerala", zip: "682016", country: "India" },
  { city: "London", state: "England", zip: "E1 6AN", country: "United Kingdom" },
  { city: "Dubai", state: "Dubai", zip: "00000", country: "United Arab Emirates" },
];
const NAMES = ["Aarti Shah", "Meera Khatri", "Farida Khatri", "Nandini Rao", "Kavya Iyer", "Zoya Sheikh", "Priya Mehta"];

/**
 * A synthetic order book on top of a catalogue, for timing the back office at a busy shop's size
 * (`npm run seed -- --orders 100000`): customers, orders of one to three lines at the pieces' sale
 * prices, and each order's timeline up to its status, spread over the last two years. The same size
 * gives the same book on the same catalogue (ids and times aside). The customers cannot log in: their
 * password field holds none.
 */
export async function seedOrderBook(db: Database, options: SeedOrdersOptions): Promise<{ customers: number; orders: number }> {
  const pieces = await db
    .select({
      id: t.variants.id,
      productName: t.products.name,
      itemCode: t.variants.itemCode,
      colour: t.variants.colour,
      pricePaise: t.variants.pricePaise,
      salePricePaise: t.variants.salePricePaise,
      size: sql<string>`coalesce((select s.size_name from ${t.variantSizes} s where s.variant_id = ${t.variants.id}
        order by s.position limit 1), 'Free Size')`,
    })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    // Item codes, not ids (random), so the same catalogue gives the same pieces.
    .orderBy(asc(t.variants.itemCode), asc(t.variants.colour))
    .limit(PIECES_SAMPLED);
  if (pieces.length === 0) throw new Error("Orders need a catalogue: seed the demo shop first");

  // Seeded by the book's size and the orders already there: the same book on a fresh shop, and a second
  // run draws new order numbers rather than the first run's again.
  const [existing] = await db.select({ n: count() }).from(t.orders);
  const random = mulberry32(options.orders * 7_919 + (existing?.n ?? 0));
  const draw = (below: number) => Math.floor(random() * below);
  const now = (options.now ?? new Date()).getTime();
  const customers = await seedCustomers(db, Math.ceil(options.orders / ORDERS_PER_CUSTOMER));

  let written = 0;
  while (written < options.orders) {
    const batch = Math.min(ROWS_PER_BATCH, options.orders - written);
    const orders: (typeof t.orders.$inferInsert)[] = [];
    const lines: (typeof t.orderLines.$inferInsert)[] = [];
    const events: (typeof t.orderStatusEvents.$inferInsert)[] = [];
    for (let i = 0; i < batch; i++) {
      const serial = written + i;
      const id = randomUUID();
      const customer = pick(customers, random);
      const status = statusFor(random());
      const method = methodFor(status, random());
      const steps = timeline(status, method, random() < CANCELLED_AFTER_CONFIRMING);
      // Newest first by serial, a little apart, as orders come in; the newest one's last step is in the past.
      const createdAt = new Date(now - steps.length * HOUR_MS - (serial / options.orders) * SPREAD_MS - draw(600_000));
      const lastStepAt = new Date(createdAt.getTime() + (steps.length - 1) * HOUR_MS);
      const orderLines = Array.from({ length: 1 + draw(3) }, () => {
        const piece = pick(pieces, random);
        return {
          orderId: id,
          variantId: piece.id,
          productName: piece.productName,
          itemCode: piece.itemCode,
          colour: piece.colour,
          size: piece.size,
          quantity: 1 + (random() < 0.15 ? 1 : 0),
          unitPricePaise: piece.pricePaise,
          unitSalePricePaise: piece.salePricePaise,
        };
      });
      const subtotal = orderLines.reduce((sum, line) => sum + line.unitSalePricePaise * line.quantity, 0);
      const shipping = subtotal >= FREE_SHIPPING_PAISE ? 0 : SHIPPING_PAISE;
      const coupon = random() < COUPON_SHARE ? pick(COUPONS, random) : undefined;
      const discount = coupon?.off(subtotal) ?? 0;
      const shipped = steps.includes("shipped");
      orders.push({
        id,
        orderNumber: newOrderNumber(draw),
        userId: customer.id,
        status,
        paymentMethod: method,
        paymentStatus: paymentStatusFor(steps, method),
        subtotalPaise: subtotal,
        shippingPaise: shipping,
        discountPaise: discount,
        totalPaise: subtotal + shipping - discount,
        couponCode: discount > 0 ? (coupon?.code ?? null) : null,
        carrier: shipped ? (CARRIERS[draw(CARRIERS.length)] ?? null) : null,
        trackingNumber: shipped ? `TRK${String(serial).padStart(9, "0")}` : null,
        weightKg: orderLines.reduce((sum, line) => sum + line.quantity, 0) * 0.5,
        shippingAddress: addressOf(customer, serial),
        deliveredAt: status === "delivered" ? lastStepAt : null,
        rtoReason: status === "returned_to_origin" ? (RTO_REASONS[serial % RTO_REASONS.length] ?? "refused") : null,
        createdAt,
        updatedAt: lastStepAt,
      });
      lines.push(...orderLines);
      events.push(
        ...steps.map((step, n) => ({ orderId: id, status: step, createdAt: new Date(createdAt.getTime() + n * HOUR_MS) })),
      );
    }
    // Order numbers are drawn from 30^8: a clash is as good as impossible, and would stop the seed here.
    await db.transaction(async (tx) => {
      await tx.insert(t.orders).values(orders);
      await tx.insert(t.orderLines).values(lines);
      await tx.insert(t.orderStatusEvents).values(events);
    });
    written += batch;
    options.onProgress?.(written);
  }
  // Fresh statistics for everything written, the customers too: the desk's searches join them.
  await analyzeTables(db, [t.users, t.orders, t.orderLines, t.orderStatusEvents]);
  return { customers: customers.length, orders: written };
}

interface Customer {
  id: string;
  name: string;
  email: string;
}

/** What the customers' password field holds: nothing a password could match. */
export const NO_PASSWORD = "seeded: no password";

/** The e-mail of seeded customer `n` (from 1). */
export function seededCustomerEmail(n: number): string {
  return `seed-customer-${n}@example.com`;
}

/** Customers `seed-customer-1@example.com`…; those already there from an earlier run are reused. */
async function seedCustomers(db: Database, count: number): Promise<Customer[]> {
  const wanted = Array.from({ length: count }, (_, n) => {
    const email = seededCustomerEmail(n + 1);
    return { name: NAMES[n % NAMES.length] ?? "Seed Customer", email, emailKey: emailKey(email), number: phoneOf(n) };
  });
  const found = new Map<string, Customer>();
  for (let start = 0; start < wanted.length; start += ROWS_PER_BATCH) {
    const batch = wanted.slice(start, start + ROWS_PER_BATCH);
    await db
      .insert(t.users)
      // Seeded customers stand for accounts that confirmed their addresses long ago.
      .values(batch.map((each) => ({ ...each, passwordHash: NO_PASSWORD, emailConfirmedAt: new Date() })))
      .onConflictDoNothing({ target: t.users.emailKey });
    const rows = await db
      .select({ id: t.users.id, name: t.users.name, email: t.users.email, emailKey: t.users.emailKey })
      .from(t.users)
      .where(
        inArray(
          t.users.emailKey,
          batch.map((each) => each.emailKey),
        ),
      );
    for (const { emailKey: key, ...customer } of rows) found.set(key, customer);
  }
  // In the order they were asked for, whatever order the database answered in.
  return wanted.flatMap((each) => found.get(each.emailKey) ?? []);
}

function statusFor(roll: number): OrderStatus {
  let below = 0;
  for (const [status, share] of STATUS_SHARES) {
    below += share;
    if (roll < below) return status;
  }
  return "delivered";
}

/**
 * Waiting for a payment is a bank transfer's step, a placed order waiting to be confirmed cash on
 * delivery's; the rest split between transfers, online payments and cash on delivery.
 */
function methodFor(status: OrderStatus, roll: number): PaymentMethod {
  if (status === "payment_pending") return "bank_transfer";
  if (status === "placed" || status === "returned_to_origin") return "cash_on_delivery";
  if (roll < 0.4) return "bank_transfer";
  return roll < 0.6 ? "credit_card" : "cash_on_delivery";
}

/**
 * The steps an order went through to reach `status`: a bank transfer waits for its payment first; a
 * cancelled order was confirmed first when `confirmedFirst`.
 */
function timeline(status: OrderStatus, method: PaymentMethod, confirmedFirst: boolean): OrderStatus[] {
  if (status === "cancelled") return confirmedFirst ? ["placed", "confirmed", "cancelled"] : ["placed", "cancelled"];
  if (status === "returned_to_origin") return ["placed", "confirmed", "packed", "shipped", "returned_to_origin"];
  const flow = FLOW.filter((step) => step !== "payment_pending" || method === "bank_transfer");
  return flow.slice(0, flow.indexOf(status) + 1);
}

/** Paid in advance once confirmed (and refunded when cancelled after); cash on delivery at the door. */
function paymentStatusFor(steps: OrderStatus[], method: PaymentMethod): PaymentStatus {
  const status = steps.at(-1);
  if (!steps.includes("confirmed") || status === "returned_to_origin") return "pending";
  if (method === "cash_on_delivery") return status === "delivered" ? "paid" : "pending";
  return status === "cancelled" ? "refunded" : "paid";
}

function addressOf(customer: Customer, serial: number): AddressSnapshot {
  const place = CITIES[serial % CITIES.length] ?? { city: "Bhuj", state: "Gujarat", zip: "370001", country: "India" };
  return {
    name: customer.name,
    phone: phoneOf(serial),
    email: customer.email,
    addressLine1: `${1 + (serial % 200)} Ajrakhpur Road`,
    addressLine2: "",
    ...place,
    addressType: "home",
  };
}

function phoneOf(n: number): string {
  return `98${String(n % 100_000_000).padStart(8, "0")}`;
}
