import { ORDER_NUMBER_PATTERN } from "@chhaap/contract/orders";
import { asc, count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import * as t from "#src/db/schema.ts";
import { verifyPassword } from "#src/modules/accounts/password.ts";
import { listDeskOrders } from "#src/modules/admin/orders-desk/queries.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { NO_PASSWORD, seedOrderBook } from "./seed-orders.ts";

const NOW = new Date("2026-11-20T10:00:00Z");

describe("the synthetic order book (npm run seed -- --orders N)", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    expect(await seedOrderBook(database.db, { orders: 60, now: NOW })).toEqual({ customers: 3, orders: 60 });
  });

  afterAll(async () => {
    await database?.close();
  });

  test("each order adds up: its lines at their sale prices, plus shipping below the free-shipping total", async () => {
    const orders = await database.db.select().from(t.orders);
    const lines = await database.db.select().from(t.orderLines);
    expect(orders).toHaveLength(60);
    for (const order of orders) {
      expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
      const own = lines.filter((line) => line.orderId === order.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      const subtotal = own.reduce((sum, line) => sum + line.unitSalePricePaise * line.quantity, 0);
      expect(order.subtotalPaise).toBe(subtotal);
      expect(order.shippingPaise).toBe(subtotal >= 300_000 ? 0 : 15_000);
      expect(order.totalPaise).toBe(subtotal + order.shippingPaise - order.discountPaise);
      expect(order.discountPaise > 0).toBe(order.couponCode !== null);
    }
    expect(new Set(orders.map((order) => order.orderNumber)).size).toBe(60);
  });

  test("each timeline starts at placed, ends at the order's status, and lies in the past", async () => {
    const orders = await database.db.select().from(t.orders);
    const events = await database.db.select().from(t.orderStatusEvents).orderBy(asc(t.orderStatusEvents.createdAt));
    for (const order of orders) {
      const own = events.filter((event) => event.orderId === order.id);
      const steps = own.map((event) => event.status);
      expect(steps[0]).toBe("placed");
      expect(steps.at(-1)).toBe(order.status);
      if (order.paymentMethod === "cash_on_delivery") expect(steps).not.toContain("payment_pending");
      for (const event of own) expect(event.createdAt.getTime()).toBeLessThan(NOW.getTime());
      // A delivered order's return window counts from its "delivered" step; a parcel back undelivered says why.
      expect(order.deliveredAt).toEqual(order.status === "delivered" ? own.at(-1)?.createdAt : null);
      expect(order.rtoReason !== null).toBe(order.status === "returned_to_origin");
      if (order.status === "returned_to_origin") expect(steps.slice(-2)).toEqual(["shipped", "returned_to_origin"]);
    }
    expect(new Set(orders.map((order) => order.status)).size).toBeGreaterThan(2);
  });

  test("leaves fresh planner statistics on every table it wrote, its customers' too", async () => {
    const rows = await database.db
      .select({ table: sql<string>`relname` })
      .from(sql`pg_stat_user_tables`)
      .where(sql`last_analyze is not null`);
    const analysed = rows.map((row) => row.table);
    for (const table of ["users", "orders", "order_lines", "order_status_events"]) expect(analysed).toContain(table);
  });

  test("the orders desk pages them newest first", async () => {
    const page = await listDeskOrders(database.db, {}, 1, 25);
    expect(page.total).toBe(60);
    expect(page.rows).toHaveLength(25);
    const times = page.rows.map((row) => new Date(row.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test("its customers cannot log in, and a second run orders from the same ones", async () => {
    const customers = await database.db.select().from(t.users).where(like(t.users.email, "seed-customer-%"));
    expect(customers).toHaveLength(3);
    for (const customer of customers) {
      expect(customer.passwordHash).toBe(NO_PASSWORD);
      for (const tried of ["", NO_PASSWORD]) expect(await verifyPassword(tried, customer.passwordHash)).toBe(false);
    }

    await seedOrderBook(database.db, { orders: 60, now: NOW });
    const [users] = await database.db.select({ n: count() }).from(t.users).where(like(t.users.email, "seed-customer-%"));
    expect(users?.n).toBe(3);
    const all = await database.db.select({ userId: t.orders.userId, orderNumber: t.orders.orderNumber }).from(t.orders);
    expect(all).toHaveLength(120);
    expect(new Set(all.map((order) => order.userId))).toEqual(new Set(customers.map((customer) => customer.id)));
    expect(new Set(all.map((order) => order.orderNumber)).size).toBe(120);
  });
});

test("the same size on the same catalogue gives the same book", async () => {
  const books = [];
  for (let run = 0; run < 2; run++) {
    const database = await createTestDatabase({ seeded: true });
    try {
      await seedOrderBook(database.db, { orders: 30, now: NOW });
      books.push(
        await database.db
          .select({
            number: t.orders.orderNumber,
            status: t.orders.status,
            total: t.orders.totalPaise,
            at: t.orders.createdAt,
            customer: t.users.email,
          })
          .from(t.orders)
          .innerJoin(t.users, eq(t.users.id, t.orders.userId))
          .orderBy(asc(t.orders.createdAt)),
      );
    } finally {
      await database.close();
    }
  }
  expect(books[0]).toHaveLength(30);
  expect(books[1]).toEqual(books[0]);
});
