import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { REPORT_SECTIONS, type Report, type RtoRow } from "@chhaap/contract/admin/reports";
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#src/db/schema.ts";
import { seedOrderBook } from "#src/db/seed/seed-orders.ts";
import { deskStep, moveOrder, placeOrder } from "#src/modules/admin/returns/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createSearchMisses } from "#src/modules/catalog/search-misses.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

/**
 * The reports against a synthetic order book, each figure checked against SQL written here from the
 * definitions (decision 0053), not the app's queries: a counted order is one with a `confirmed` step.
 */

// The order book ends at 11:30 on 28 November 2026 in India, whenever the test runs; the periods
// asked for are fixed days (presets are resolved in periods.test.ts).
const NOW = new Date("2026-11-28T06:00:00Z");
const ORDERS = 1_500;

let app: TestApp;
let owner: StaffBrowser;
let clerk: StaffBrowser;
let bookkeeper: StaffBrowser;

/** The instant a day in India begins. */
const midnight = (day: string) => `${day}T00:00:00+05:30`;
const nextDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result: unknown = await app.database.db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}
const num = (value: unknown) => Number(value ?? 0);
const rupees = (paise: unknown) => num(paise) / 100;

/** What the definitions give for the days from `from` to `to` (in India), computed here. */
async function expected(from: string, to: string) {
  const a = midnight(from);
  const b = midnight(nextDay(to));
  const counted = sql`(select o.* from orders o where exists (
    select 1 from order_status_events e where e.order_id = o.id and e.status = 'confirmed'))`;
  const [totals] = await rows(sql`
    select count(*) as orders, sum(subtotal_paise) as gross, sum(discount_paise) as discounts,
      count(*) filter (where payment_method = 'cash_on_delivery') as cod,
      count(*) filter (where status = 'returned_to_origin') as rto,
      count(*) filter (where status in ('delivered', 'returned_to_origin')) as outcomes,
      (select sum(l.quantity) from order_lines l join ${counted} c on c.id = l.order_id
        where c.created_at >= ${a}::timestamptz and c.created_at < ${b}::timestamptz) as units
    from ${counted} c where c.created_at >= ${a}::timestamptz and c.created_at < ${b}::timestamptz`);
  const [undone] = await rows(sql`
    select sum(c.subtotal_paise - c.discount_paise) as amount from ${counted} c
    where (select min(e.created_at) from order_status_events e where e.order_id = c.id and e.status = c.status
             and e.status in ('cancelled', 'returned_to_origin')) between ${a}::timestamptz and ${b}::timestamptz - interval '1 microsecond'`);
  const [credited] = await rows(sql`
    select sum((document -> 'totals' ->> 'amount')::numeric * 100) as amount from credit_notes
    where cause = 'return' and issued_at >= ${a}::timestamptz and issued_at < ${b}::timestamptz`);
  const [customers] = await rows(sql`
    with firsts as (select user_id, min(created_at) as first from ${counted} c group by user_id),
    buyers as (select user_id, sum(c.subtotal_paise - c.discount_paise) as sales from ${counted} c
      where c.created_at >= ${a}::timestamptz and c.created_at < ${b}::timestamptz group by user_id)
    select count(*) filter (where f.first >= ${a}::timestamptz) as new, count(*) filter (where f.first < ${a}::timestamptz) as returning,
      sum(sales) filter (where f.first >= ${a}::timestamptz) as new_sales, sum(sales) filter (where f.first < ${a}::timestamptz) as returning_sales
    from buyers join firsts f using (user_id)`);
  const byDay = await rows(sql`
    select (((c.created_at + interval '5 hours 30 minutes') at time zone 'UTC')::date)::text as day, count(*) as orders,
      sum(c.subtotal_paise - c.discount_paise) as sales
    from ${counted} c where c.created_at >= ${a}::timestamptz and c.created_at < ${b}::timestamptz group by 1`);
  const byMethod = await rows(sql`
    select c.payment_method as key, count(*) as orders, sum(c.subtotal_paise - c.discount_paise) as sales
    from ${counted} c where c.created_at >= ${a}::timestamptz and c.created_at < ${b}::timestamptz group by 1`);
  const byProduct = await rows(sql`
    select v.product_id::text as key, count(distinct c.id) as orders, sum(l.quantity) as units
    from ${counted} c join order_lines l on l.order_id = c.id join variants v on v.id = l.variant_id
    where c.created_at >= ${a}::timestamptz and c.created_at < ${b}::timestamptz group by 1`);
  const gross = num(totals?.gross);
  const discounts = num(totals?.discounts);
  return {
    orders: num(totals?.orders),
    units: num(totals?.units),
    gross,
    discounts,
    cancellations: num(undone?.amount),
    returns: Math.round(num(credited?.amount)),
    net: gross - discounts - num(undone?.amount) - Math.round(num(credited?.amount)),
    cod: num(totals?.cod),
    rto: num(totals?.rto),
    outcomes: num(totals?.outcomes),
    newCustomers: num(customers?.new),
    returningCustomers: num(customers?.returning),
    newCustomerSales: num(customers?.new_sales),
    returningCustomerSales: num(customers?.returning_sales),
    byDay: new Map(byDay.map((row) => [String(row.day), { orders: num(row.orders), sales: num(row.sales) }])),
    byMethod: new Map(byMethod.map((row) => [String(row.key), { orders: num(row.orders), sales: num(row.sales) }])),
    byProduct: new Map(byProduct.map((row) => [String(row.key), { orders: num(row.orders), units: num(row.units) }])),
  };
}

async function report(query: string, who: StaffBrowser = owner): Promise<Report> {
  const answer = await app.app.inject({ url: `/api/admin/reports?${query}`, headers: who });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** Takes back a delivered order's first line as a return, credited and refunded on `day` at noon in India. */
async function returnOn(day: string, sequence: number): Promise<number> {
  const db = app.database.db;
  const [order] = await db
    .select({ id: t.orders.id, userId: t.orders.userId, orderNumber: t.orders.orderNumber, createdAt: t.orders.createdAt })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.status, "delivered"),
        sql`${t.orders.createdAt} < ${midnight(day)}::timestamptz`,
        sql`not exists (select 1 from invoices i where i.order_id = ${t.orders.id})`,
      ),
    )
    .orderBy(sql`${t.orders.createdAt} desc`)
    .limit(1);
  if (!order) throw new Error("no delivered order to return");
  const [line] = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id)).limit(1);
  if (!line) throw new Error("no line");
  const at = new Date(`${day}T12:00:00+05:30`);
  const amountPaise = line.unitSalePricePaise;
  const [invoice] = await db
    .insert(t.invoices)
    .values({
      orderId: order.id,
      number: `CH/TEST/${sequence}`,
      financialYear: "test",
      sequence: sequence + 1,
      issuedAt: order.createdAt,
      document: {},
    })
    .returning({ id: t.invoices.id });
  const [request] = await db
    .insert(t.returnRequests)
    .values({
      number: `${order.orderNumber}-R1`,
      orderId: order.id,
      orderLineId: line.id,
      userId: order.userId,
      kind: "return",
      reason: "size",
      quantity: 1,
      state: "refunded",
      receivedAt: at,
      refundPaise: amountPaise,
      refundedOn: day,
    })
    .returning({ id: t.returnRequests.id });
  if (!invoice || !request) throw new Error("not inserted");
  await db.insert(t.creditNotes).values({
    orderId: order.id,
    invoiceId: invoice.id,
    returnRequestId: request.id,
    cause: "return",
    number: `CN/TEST/${sequence}`,
    financialYear: "test",
    sequence: sequence + 1,
    issuedAt: at,
    document: { totals: { amount: amountPaise / 100 } },
  });
  return amountPaise;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  await seedOrderBook(db, { orders: ORDERS, now: NOW });
  owner = await signInNewStaff(app, {
    name: "Owner",
    email: "reports-owner@shop.test",
    password: "reports-owner-2026",
    role: "owner",
  });
  clerk = await signInNewStaff(app, { name: "Clerk", email: "reports-clerk@shop.test", password: "reports-clerk-2026" });
  bookkeeper = await signInNewStaff(app, { name: "Keeper", email: "reports-keeper@shop.test", password: "reports-keeper-2026" });
  await db.update(t.staff).set({ reportsAccess: true }).where(eq(t.staff.email, "reports-keeper@shop.test"));
  // Returns credited inside each period checked, one across the financial year's turn.
  for (const [n, day] of ["2026-11-10", "2026-11-20", "2026-04-02", "2026-10-15"].entries()) await returnOn(day, n);
  await db.insert(t.searchMisses).values([
    { day: "2026-11-27", term: "kalamkari dupatta", searches: 7 },
    { day: "2026-11-02", term: "kalamkari dupatta", searches: 2 },
    { day: "2026-10-20", term: "kalamkari dupatta", searches: 4 },
    { day: "2026-11-03", term: "=cmd|' /C calc'!A0", searches: 3 },
  ]);
}, 120_000);
afterAll(async () => app?.close());

describe("report figures", () => {
  // This month so far, a past quarter, and days across the financial year's turn (31 March).
  // Returns are credited in the first and the third.
  const periods = [
    { query: "period=custom&from=2026-11-01&to=2026-11-28", from: "2026-11-01", to: "2026-11-28" },
    { query: "period=custom&from=2026-07-01&to=2026-09-30", from: "2026-07-01", to: "2026-09-30" },
    { query: "period=custom&from=2026-03-25&to=2026-04-05", from: "2026-03-25", to: "2026-04-05" },
  ];

  it.each(periods)("equal the definitions computed independently: $query", async ({ query, from, to }) => {
    const got = await report(query);
    const want = await expected(from, to);
    expect(got.period.current).toEqual({ from, to, days: got.days.length });
    expect(want.orders).toBeGreaterThan(5);
    // Each period has sales undone in it, so that the deductions are checked too.
    expect(want.cancellations).toBeGreaterThan(0);
    expect(want.discounts).toBeGreaterThan(0);
    const { summary } = got;
    expect(summary.orders.current).toBe(want.orders);
    expect(summary.units.current).toBe(want.units);
    expect(summary.grossSales.current).toBe(want.gross / 100);
    expect(summary.discounts.current).toBe(want.discounts / 100);
    expect(summary.cancellations.current).toBe(want.cancellations / 100);
    expect(summary.returns.current).toBe(want.returns / 100);
    expect(summary.netSales.current).toBe(want.net / 100);
    expect(summary.averageOrderValue.current).toBe(Math.round((want.gross - want.discounts) / want.orders) / 100);
    expect(summary.newCustomers.current).toBe(want.newCustomers);
    expect(summary.returningCustomers.current).toBe(want.returningCustomers);
    expect(want.returningCustomers).toBeGreaterThan(0);
    expect(got.customers.new.netSales.current).toBe(want.newCustomerSales / 100);
    expect(got.customers.returning.netSales.current).toBe(want.returningCustomerSales / 100);
    expect(summary.codShare.current).toBe(Math.round((want.cod * 1000) / want.orders) / 10);
    expect(summary.rtoRate.current).toBe(want.outcomes === 0 ? null : Math.round((want.rto * 1000) / want.outcomes) / 10);
    expect(got.rto.all.returnedToOrigin.current).toBe(want.rto);
    expect(got.rto.all.outcomes.current).toBe(want.outcomes);
    for (const rows of [got.rto.byState, got.rto.byPinPrefix, got.rto.byCarrier])
      expect(rows.reduce((sum, row) => sum + row.returnedToOrigin.current, 0)).toBe(want.rto);

    // Every day of the period, with the orders placed on it (sales before what undid them).
    expect(got.days.map((day) => day.date)[0]).toBe(from);
    expect(got.days.at(-1)?.date).toBe(to);
    for (const day of got.days) expect(day.orders.current).toBe(want.byDay.get(day.date)?.orders ?? 0);
    expect(got.days.reduce((sum, day) => sum + Math.round(day.netSales.current * 100), 0)).toBe(want.net);

    for (const row of got.breakdowns["payment-method"]) expect(row.orders.current).toBe(want.byMethod.get(row.key)?.orders ?? 0);
    for (const row of got.breakdowns.product) expect(row.orders.current).toBe(want.byProduct.get(row.key)?.orders ?? 0);
    for (const row of got.breakdowns.product) expect(row.units.current).toBe(want.byProduct.get(row.key)?.units ?? 0);
    // Each breakdown shares out the same net sales (the coupon shared by line, rounded once per row).
    for (const rows of Object.values(got.breakdowns)) {
      if (rows.length === 50) continue;
      const total = rows.reduce((sum, row) => sum + Math.round(row.netSales.current * 100), 0);
      expect(Math.abs(total - want.net)).toBeLessThanOrEqual(rows.length);
    }
  });

  it("compare with as many days just before", async () => {
    const got = await report("period=custom&from=2026-03-25&to=2026-04-05");
    expect(got.period.previous).toEqual({ from: "2026-03-13", to: "2026-03-24", days: 12 });
    const before = await expected("2026-03-13", "2026-03-24");
    expect(got.summary.orders.previous).toBe(before.orders);
    expect(got.summary.netSales.previous).toBe(before.net / 100);
    expect(got.days[0]?.previousDate).toBe("2026-03-13");
    expect(got.days[0]?.orders.previous).toBe(before.byDay.get("2026-03-13")?.orders ?? 0);
  });

  it("list searches that found nothing and coupons used", async () => {
    const got = await report("period=custom&from=2026-11-01&to=2026-11-28");
    expect(got.searchMisses).toEqual([
      { term: "kalamkari dupatta", searches: { current: 9, previous: 4 } },
      { term: "=cmd|' /C calc'!A0", searches: { current: 3, previous: 0 } },
    ]);
    const used = await rows(sql`
      select coupon_code, count(*) as orders, sum(discount_paise) as discount, sum(subtotal_paise - discount_paise) as sales from orders o
      where o.created_at >= ${midnight("2026-11-01")}::timestamptz and o.created_at < ${midnight("2026-11-29")}::timestamptz
        and coupon_code is not null
        and exists (select 1 from order_status_events e where e.order_id = o.id and e.status = 'confirmed')
      group by 1`);
    expect(used.length).toBeGreaterThan(0);
    for (const coupon of used) {
      const row = got.coupons.find((each) => each.code === coupon.coupon_code);
      expect(row?.orders.current).toBe(num(coupon.orders));
      expect(row?.discount.current).toBe(rupees(coupon.discount));
      expect(row?.netSales.current).toBe(rupees(coupon.sales));
    }
  });
});

describe("the daily summary", () => {
  it("follows the order as the desk moves it: a sale once confirmed, undone on cancelling", async () => {
    const before = (await report("period=today")).summary;
    const order = await placeOrder(app, { quantity: 2 });
    expect((await report("period=today")).summary.orders.current).toBe(before.orders.current);

    await moveOrder(app, owner, order, "confirmed");
    const sold = (await report("period=today")).summary;
    expect(sold.orders.current).toBe(before.orders.current + 1);
    expect(sold.units.current).toBe(before.units.current + 2);
    expect(sold.grossSales.current).toBe(before.grossSales.current + 3000);
    expect(sold.netSales.current).toBe(before.netSales.current + 3000);

    const cancelled = await deskStep(app, owner, order.orderNumber, { action: "cancel", reason: "Customer changed their mind" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const undone = (await report("period=today")).summary;
    expect(undone.orders.current).toBe(sold.orders.current);
    expect(undone.cancellations.current).toBe(sold.cancellations.current + 3000);
    expect(undone.netSales.current).toBe(before.netSales.current);
  });
});

describe("the migration's backfill", () => {
  it("gives the same summary from the same orders as the triggers kept", async () => {
    const migration = readFileSync(new URL("../../../../drizzle/0036_reports.sql", import.meta.url), "utf8");
    const statements = migration.split("--> statement-breakpoint").map((statement) => statement.trim());
    const backfill = statements.find((statement) => statement.startsWith("WITH steps AS"));
    const firstOrders = statements.find((statement) => statement.startsWith("INSERT INTO report_customers"));
    if (!backfill || !firstOrders) throw new Error("no backfill statements in migration 0036");
    const differing = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table kept on commit drop as select * from report_days`);
      await tx.execute(sql`delete from report_days`);
      await tx.execute(sql.raw(backfill));
      const result: unknown = await tx.execute(sql`select
        (select count(*) from (select * from kept except select * from report_days) a) +
        (select count(*) from (select * from report_days except select * from kept) b) as n,
        (select count(*) from kept) as kept`);
      await tx.execute(sql`delete from report_days`);
      await tx.execute(sql`insert into report_days select * from kept`);
      await tx.execute(sql`create temp table customers_kept on commit drop as select * from report_customers`);
      await tx.execute(sql`delete from report_customers`);
      await tx.execute(sql.raw(firstOrders));
      const customers: unknown = await tx.execute(sql`select
        (select count(*) from (select * from customers_kept except select * from report_customers) a) +
        (select count(*) from (select * from report_customers except select * from customers_kept) b) as n,
        (select count(*) from customers_kept) as kept`);
      return [result, customers].map((each) => (each as { rows: { n: unknown; kept: unknown }[] }).rows[0]);
    });
    for (const counts of differing) {
      expect(num(counts?.kept)).toBeGreaterThan(20);
      expect(num(counts?.n)).toBe(0);
    }
  });
});

/** A row of an RTO table by key, or nothing counted. */
function rtoOf(rows: RtoRow[], key: string) {
  const row = rows.find((each) => each.key === key);
  return { outcomes: row?.outcomes.current ?? 0, rto: row?.returnedToOrigin.current ?? 0 };
}

// After the backfill's check: a deleted product is keyed by its id in the summary kept at the time, and by
// its name when summed again from its orders.
describe("the daily summary, step by step", () => {
  it("counts returns to origin by state, PIN code prefix and carrier; a postcode abroad is outside India", async () => {
    const before = await report("period=today");
    const delivered = await placeOrder(app);
    const back = await placeOrder(app);
    const abroad = await placeOrder(app);
    // As an order to London is stored: its postcode is not a PIN code.
    await app.database.db
      .update(t.orders)
      .set({
        shippingAddress: sql`${t.orders.shippingAddress} || '{"country": "United Kingdom", "state": "London", "zip": "E16 1AA"}'::jsonb`,
      })
      .where(eq(t.orders.id, abroad.orderId));
    await moveOrder(app, owner, delivered, "delivered");
    for (const order of [back, abroad]) {
      await moveOrder(app, owner, order, "shipped");
      const rto = await deskStep(app, owner, order.orderNumber, { action: "return-to-origin", reason: "refused" });
      expect(rto.statusCode, rto.body).toBe(200);
    }
    const after = await report("period=today");
    const change = (rows: (got: Report) => RtoRow[], key: string) => {
      const [was, now] = [rtoOf(rows(before), key), rtoOf(rows(after), key)];
      return { outcomes: now.outcomes - was.outcomes, rto: now.rto - was.rto };
    };
    expect(change((got) => [got.rto.all], "all")).toEqual({ outcomes: 3, rto: 2 });
    expect(change((got) => got.rto.byState, "Gujarat")).toEqual({ outcomes: 2, rto: 1 });
    expect(change((got) => got.rto.byState, "London")).toEqual({ outcomes: 1, rto: 1 });
    expect(change((got) => got.rto.byPinPrefix, "370")).toEqual({ outcomes: 2, rto: 1 });
    expect(change((got) => got.rto.byPinPrefix, "Outside India")).toEqual({ outcomes: 1, rto: 1 });
    expect(after.rto.byPinPrefix.map((row) => row.key)).not.toContain("E16");
    expect(change((got) => got.rto.byCarrier, "India Post")).toEqual({ outcomes: 3, rto: 2 });
    // A return to origin undoes the sale, on its day.
    expect(after.summary.cancellations.current).toBe(before.summary.cancellations.current + 2 * 3000);
    expect(after.summary.netSales.current).toBe(before.summary.netSales.current + 3000);
  });

  it("shows a refund beside the cancellation, and the refund's own cancelled step deducts nothing more", async () => {
    const order = await placeOrder(app, { method: "bank_transfer" });
    await moveOrder(app, owner, order, "confirmed");
    const cancel = await deskStep(app, owner, order.orderNumber, { action: "cancel", reason: "Out of stock" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = (await report("period=today")).summary;
    const refund = await deskStep(app, owner, order.orderNumber, { action: "refund", method: "upi", reference: "UPI 7781" });
    expect(refund.statusCode, refund.body).toBe(200);
    const steps = await rows(
      sql`select count(*) as n from order_status_events where order_id = ${order.orderId} and status = 'cancelled'`,
    );
    expect(num(steps[0]?.n)).toBe(2);
    const refunded = (await report("period=today")).summary;
    expect(refunded.refunds.current).toBe(cancelled.refunds.current + order.totalPaise / 100);
    expect(refunded.cancellations.current).toBe(cancelled.cancellations.current);
    expect(refunded.netSales.current).toBe(cancelled.netSales.current);
  });

  it("files a product's sales and their undoing under its category of today, and names a deleted product", async () => {
    const db = app.database.db;
    const order = await placeOrder(app);
    const [variant] = await db
      .select({ productId: t.variants.productId, categoryId: t.products.categoryId })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(eq(t.variants.id, order.variantId));
    if (!variant) throw new Error("no variant");
    const before = await report("period=today");
    await moveOrder(app, owner, order, "confirmed");
    // Sold under one category, moved to another, then cancelled: both under the new one.
    const [moved] = await db
      .insert(t.categories)
      .values({ name: "Dupattas (moved)", slug: "dupattas-moved", imageKey: "ajrakh" })
      .returning({ id: t.categories.id });
    if (!moved) throw new Error("no category");
    await db.update(t.products).set({ categoryId: moved.id }).where(eq(t.products.id, variant.productId));
    const cancel = await deskStep(app, owner, order.orderNumber, { action: "cancel", reason: "Customer changed their mind" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await report("period=today");
    const category = (got: Report, key: string) => got.breakdowns.category.find((row) => row.key === key);
    expect(category(after, moved.id)).toMatchObject({
      label: "Dupattas (moved)",
      netSales: { current: 0 },
      units: { current: 2 },
      orders: { current: 1 },
    });
    expect(category(after, variant.categoryId)?.netSales.current).toBe(category(before, variant.categoryId)?.netSales.current);

    await db.delete(t.variants).where(eq(t.variants.id, order.variantId));
    await db.delete(t.products).where(eq(t.products.id, variant.productId));
    const gone = await report("period=today");
    expect(gone.breakdowns.product.find((row) => row.key === variant.productId)?.label).toBe("Deleted product");
    expect(category(gone, "deleted")).toMatchObject({ label: "Deleted products", units: { current: 2 } });
  });
});

describe("the CSV downloads", () => {
  it("hold the same rows as the report, named by section and period", async () => {
    const json = await report("period=custom&from=2026-07-01&to=2026-09-30");
    const answer = await app.app.inject({
      url: "/api/admin/reports/csv?section=payment-method&period=custom&from=2026-07-01&to=2026-09-30",
      headers: owner,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(
      'attachment; filename="chhaap-payment-method-2026-07-01-to-2026-09-30.csv"',
    );
    const [header, ...lines] = parse(answer.body) as string[][];
    expect(header?.slice(0, 4)).toEqual(["key", "name", "net_sales", "previous_net_sales"]);
    expect(
      lines.map(([key, , net, previous, orders]) => ({
        key,
        net: Number(net),
        previous: Number(previous),
        orders: Number(orders),
      })),
    ).toEqual(
      json.breakdowns["payment-method"].map((row) => ({
        key: row.key,
        net: row.netSales.current,
        previous: row.netSales.previous,
        orders: row.orders.current,
      })),
    );

    const summary = parse(
      (
        await app.app.inject({
          url: "/api/admin/reports/csv?section=summary&period=custom&from=2026-07-01&to=2026-09-30",
          headers: owner,
        })
      ).body,
    ) as string[][];
    expect(summary.find((row) => row[0] === "net_sales")).toEqual([
      "net_sales",
      String(json.summary.netSales.current),
      String(json.summary.netSales.previous),
    ]);
  });

  it("serve every section, and neutralise cells a spreadsheet would run as a formula", async () => {
    for (const section of REPORT_SECTIONS) {
      const answer = await app.app.inject({
        url: `/api/admin/reports/csv?section=${section}&period=custom&from=2026-11-01&to=2026-11-28`,
        headers: owner,
      });
      expect(answer.statusCode, section).toBe(200);
    }
    const misses = await app.app.inject({
      url: "/api/admin/reports/csv?section=search-misses&period=custom&from=2026-11-01&to=2026-11-28",
      headers: owner,
    });
    const cells = parse(misses.body) as string[][];
    expect(cells).toContainEqual(["'=cmd|' /C calc'!A0", "3", "0"]);
  });
});

describe("access and bad queries", () => {
  it("lets the owner and staff given reports access in, and no other staff", async () => {
    await report("period=7-days", bookkeeper);
    for (const url of ["/api/admin/reports", "/api/admin/reports/csv?section=summary"]) {
      const refused = await app.app.inject({ url, headers: clerk });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status).toBe(false);
      expect((await app.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it("refuses impossible periods with a message", async () => {
    for (const query of [
      "period=custom&from=2026-04-05&to=2026-03-25",
      "period=custom&from=2024-01-01&to=2026-03-25",
      "period=custom&from=2026-02-30&to=2026-03-25",
      "period=custom&from=2026-03-25",
      "period=yesterday",
    ]) {
      const answer = await app.app.inject({ url: `/api/admin/reports?${query}`, headers: owner });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().status).toBe(false);
    }
    const section = await app.app.inject({ url: "/api/admin/reports/csv?section=everything", headers: owner });
    expect(section.statusCode).toBe(400);
  });

  it("answers an empty period with zeros, and no rates", async () => {
    const got = await report("period=custom&from=2001-01-01&to=2001-01-31");
    expect(got.summary.orders).toEqual({ current: 0, previous: 0 });
    expect(got.summary.netSales).toEqual({ current: 0, previous: 0 });
    expect(got.summary.codShare).toEqual({ current: null, previous: null });
    expect(got.days).toHaveLength(31);
    expect(got.breakdowns.product).toEqual([]);
  });
});

describe("searches that find nothing", () => {
  it("are counted by day and term, and added to what other instances wrote", async () => {
    const misses = createSearchMisses(app.database.db, { flushEveryMs: 60_000 });
    const term = `no such print ${randomUUID().slice(0, 8)}`;
    const at = new Date("2026-11-27T20:00:00Z"); // 01:30 on 28 November in India
    misses.record(term, at);
    misses.record(term, at);
    misses.record("x", at);
    await misses.flush();
    misses.record(term, at);
    await misses.close();
    const stored = await app.database.db.select().from(t.searchMisses).where(eq(t.searchMisses.term, term));
    expect(stored).toEqual([{ day: "2026-11-28", term, searches: 3 }]);
  });
});
