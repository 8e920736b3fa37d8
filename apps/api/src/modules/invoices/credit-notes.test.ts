import { CREDIT_NOTE_MESSAGES, type CreditNote, creditNoteSlug } from "@chhaap/contract/credit-note";
import type { TaxInvoice } from "@chhaap/contract/invoice";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#src/db/client.ts";
import { coupons, creditNoteCounters, creditNotes, orderLines, orders, returnRequests } from "#src/db/schema.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";
import { type CreditNoteRequest, issueCreditNote, listCreditNotes } from "./credit-notes.ts";
import { FABRIC, type Piece, placeOrder, SHIRT, STOLE } from "./test-support.ts";

const OWNER = { name: "Salim Khatri", email: "credit-owner@shop.test", password: "credit-desk-owner-1", role: "owner" as const };
const MAHARASHTRA = { state: "Maharashtra", city: "Mumbai", zip: "400001" };

/** In paise, to keep float sums out of the comparisons. */
const paise = (rupees: number) => Math.round(rupees * 100);
const AMOUNTS = ["discount", "taxableValue", "cgst", "sgst", "igst", "amount"] as const;

describe("GST credit notes", () => {
  let t: TestApp;
  let owner: StaffBrowser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInNewStaff(t, OWNER);
  });
  afterAll(async () => t?.close());

  function issue(request: CreditNoteRequest, at = new Date()) {
    return t.database.db.transaction((tx) => issueCreditNote(tx, request, at));
  }

  async function orderOf(orderNumber: string) {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!order) throw new Error(`no order ${orderNumber}`);
    return order;
  }

  /** A confirmed (so invoiced) order of the given pieces, with its invoice as staff read it. */
  async function invoicedOrder(pieces: Piece[], address: Record<string, string> = {}, coupon?: string) {
    const placed = await placeOrder(t, pieces, address, coupon);
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${placed.orderNumber}/actions`,
      headers: owner,
      payload: { action: "confirm" },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const invoice = (await t.app.inject({ url: `/api/admin/orders/${placed.orderNumber}/invoice`, headers: owner })).json()
      .data as TaxInvoice;
    return { ...placed, order: await orderOf(placed.orderNumber), invoice };
  }

  async function staffNote(orderNumber: string, number: string): Promise<CreditNote> {
    const res = await t.app.inject({
      url: `/api/admin/orders/${orderNumber}/credit-notes/${creditNoteSlug(number)}`,
      headers: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** A customer's return request of `quantity` pieces of a line, already dealt with (the next may be opened). */
  async function returnRequest(order: { id: string; orderNumber: string; userId: string }, orderLineId: string, n: number) {
    const [row] = await t.database.db
      .insert(returnRequests)
      .values({
        number: `${order.orderNumber}-R${n}`,
        orderId: order.id,
        orderLineId,
        userId: order.userId,
        kind: "return",
        reason: "size",
        quantity: 1,
        state: "refunded",
      })
      .returning({ id: returnRequests.id });
    if (!row) throw new Error("return request not saved");
    return row.id;
  }

  it("reverse a cancelled order's whole invoice to the paisa, shipping and coupon included, with CGST and SGST as billed", async () => {
    const code = `CN${Date.now() % 100_000}`;
    await t.database.db.insert(coupons).values({ code, kind: "flat", value: 33_333 });
    const { orderNumber, order, invoice } = await invoicedOrder([STOLE, SHIRT, FABRIC], {}, code);
    expect(invoice.supply).toBe("intra-state");

    const issued = await issue({ orderId: order.id, cause: "cancellation" });
    expect(issued?.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(issued?.number.length).toBeLessThanOrEqual(16);
    expect(issued?.amountPaise).toBe(order.totalPaise);

    const note = await staffNote(orderNumber, issued?.number ?? "");
    expect(note).toMatchObject({
      kind: "credit-note",
      number: issued?.number,
      cause: "cancellation",
      reason: "Order cancelled",
      returnNumber: null,
      invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
      orderNumber,
    });
    for (const part of ["seller", "buyer", "placeOfSupply", "supply", "lines", "totals", "amountInWords"] as const)
      expect(note[part], part).toEqual(invoice[part]);

    // Asked again (a retried cancellation): the same note, not a second one.
    expect(await issue({ orderId: order.id, cause: "cancellation" }, new Date(Date.now() + 60_000))).toEqual(issued);
    expect(await listCreditNotes(t.database.db, order.id)).toEqual([
      {
        number: issued?.number,
        issuedAt: expect.any(Date),
        cause: "cancellation",
        amountPaise: order.totalPaise,
        returnRequestId: null,
      },
    ]);
  });

  it("reverse an order returned to origin in another state with IGST at the invoice's rates", async () => {
    const { orderNumber, order, invoice } = await invoicedOrder([SHIRT, STOLE], MAHARASHTRA);
    await t.database.db.update(orders).set({ rtoReason: "refused" }).where(eq(orders.id, order.id));
    const issued = await issue({ orderId: order.id, cause: "rto" });
    const note = await staffNote(orderNumber, issued?.number ?? "");
    expect(note).toMatchObject({
      cause: "rto",
      reason: "Returned to origin: undelivered (refused at the door)",
      supply: "inter-state",
      placeOfSupply: { name: "Maharashtra", code: "27" },
    });
    expect(note.lines).toEqual(invoice.lines);
    expect(note.totals).toEqual(invoice.totals);
    expect(note.totals.igst).toBeGreaterThan(0);
    expect(note.totals.cgst + note.totals.sgst).toBe(0);
    expect(issued?.amountPaise).toBe(paise(invoice.totals.amount));
  });

  it("credit returns of a line piece by piece, adding up exactly to the invoice line and never beyond it", async () => {
    // A coupon that does not divide evenly, so the line's discount, taxable value and tax are not multiples of 3.
    const code = `CR${Date.now() % 100_000}`;
    await t.database.db.insert(coupons).values({ code, kind: "flat", value: 10_001 });
    const { orderNumber, order, invoice } = await invoicedOrder([SHIRT, FABRIC, STOLE], {}, code);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const fabric = lines.find((line) => line.quantity === 3);
    const billed = invoice.lines.find((line) => line.hsn === FABRIC.hsnCode);
    if (!fabric || !billed) throw new Error("no fabric line");

    const notes: CreditNote[] = [];
    for (const n of [1, 2, 3]) {
      const returnRequestId = await returnRequest(order, fabric.id, n);
      const request = { orderId: order.id, cause: "return", returnRequestId, orderLineId: fabric.id, quantity: 1 } as const;
      const issued = await issue(request);
      // Once per request: asked again, the same note.
      expect(await issue(request)).toEqual(issued);
      const note = await staffNote(orderNumber, issued?.number ?? "");
      expect(note).toMatchObject({
        cause: "return",
        reason: `Goods returned: return ${orderNumber}-R${n}`,
        supply: "intra-state",
      });
      // One line, the fabric's, at the invoice's rate and price; no shipping.
      expect(note.lines).toHaveLength(1);
      const [line] = note.lines;
      expect(line).toMatchObject({
        description: billed.description,
        hsn: billed.hsn,
        rate: billed.rate,
        unitPrice: billed.unitPrice,
      });
      expect(line?.quantity).toBe(1);
      expect(paise(line?.taxableValue ?? 0) + paise(line?.cgst ?? 0) + paise(line?.sgst ?? 0)).toBe(paise(line?.amount ?? 0));
      expect(note.totals.amount).toBe(line?.amount);
      expect(issued?.amountPaise).toBe(paise(note.totals.amount));
      notes.push(note);
      // So far, never more than the invoice line.
      for (const amount of AMOUNTS) {
        const credited = notes.reduce((sum, each) => sum + paise(each.lines[0]?.[amount] ?? 0), 0);
        expect(credited, amount).toBeLessThanOrEqual(paise(billed[amount]));
        if (n === 3) expect(credited, amount).toBe(paise(billed[amount]));
      }
    }
    // The line is wholly credited: another piece, or the whole order on top, would credit more than was billed.
    const fourth = await returnRequest(order, fabric.id, 4);
    const counters = await t.database.db.select().from(creditNoteCounters);
    const refused: CreditNoteRequest[] = [
      { orderId: order.id, cause: "return", returnRequestId: fourth, orderLineId: fabric.id, quantity: 1 },
      { orderId: order.id, cause: "cancellation" },
    ];
    for (const request of refused)
      await expect(issue(request)).rejects.toMatchObject({ statusCode: 409, code: "credit_note.exceeds_invoice" });
    expect(await t.database.db.select().from(creditNoteCounters)).toEqual(counters);
    expect((await listCreditNotes(t.database.db, order.id)).map((note) => note.number)).toEqual(notes.map((note) => note.number));
  });

  it("are not issued for an order never invoiced: nothing was billed", async () => {
    const { orderNumber } = await placeOrder(t, [STOLE]);
    const order = await orderOf(orderNumber);
    const counters = await t.database.db.select().from(creditNoteCounters);
    expect(await issue({ orderId: order.id, cause: "cancellation" })).toBeNull();
    expect(await listCreditNotes(t.database.db, order.id)).toEqual([]);
    expect(await t.database.db.select().from(creditNoteCounters)).toEqual(counters);
  });

  it("are shown to their customer and staff, and to nobody else", async () => {
    const { customer, orderNumber, order } = await invoicedOrder([STOLE]);
    const issued = await issue({ orderId: order.id, cause: "cancellation" });
    const slug = creditNoteSlug(issued?.number ?? "");
    expect(slug).toMatch(/^CN-\d\d-\d\d-\d{6}$/);
    const path = `/api/order/${orderNumber}/credit-notes/${slug}`;

    const theirs = await t.app.inject({ url: path, headers: customer.browser });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data).toEqual(await staffNote(orderNumber, issued?.number ?? ""));
    // The order number as a shopper might type it.
    expect(
      (await t.app.inject({ url: path.replace(orderNumber, orderNumber.toLowerCase()), headers: customer.browser })).statusCode,
    ).toBe(200);

    const stranger = await registerCustomer(t.app);
    const notTheirs = await t.app.inject({ url: path, headers: stranger.browser });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe("order.not_found");
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);

    for (const unknown of ["CN-99-00-000001", "CN-26-27", "not-a-note"]) {
      const res = await t.app.inject({ url: `/api/order/${orderNumber}/credit-notes/${unknown}`, headers: customer.browser });
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json()).toMatchObject({ code: "credit_note.not_found", message: CREDIT_NOTE_MESSAGES.notFound });
      const desk = await t.app.inject({ url: `/api/admin/orders/${orderNumber}/credit-notes/${unknown}`, headers: owner });
      expect(desk.statusCode, unknown).toBe(404);
    }
    // Another order's note is not this order's.
    const other = await invoicedOrder([SHIRT]);
    const otherNote = await issue({ orderId: other.order.id, cause: "cancellation" });
    const crossed = await t.app.inject({
      url: `/api/order/${orderNumber}/credit-notes/${creditNoteSlug(otherNote?.number ?? "")}`,
      headers: customer.browser,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/orders/${orderNumber}/credit-notes/${slug}` })).statusCode).toBe(401);
  });
});

describe("the credit note series", () => {
  let t: TestApp;
  let owner: StaffBrowser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInNewStaff(t, OWNER);
  });
  afterAll(async () => t?.close());

  async function invoicedOrderId(): Promise<string> {
    const { orderNumber } = await placeOrder(t, [FABRIC]);
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderNumber}/actions`,
      headers: owner,
      payload: { action: "confirm" },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [order] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    return order?.id ?? "";
  }

  function cancel(orderId: string, at: Date) {
    return t.database.db.transaction((tx) => issueCreditNote(tx, { orderId, cause: "cancellation" }, at));
  }

  it("starts a new series on 1 April in India: 31 March 23:59 IST is the old year, midnight the new", async () => {
    const march = await cancel(await invoicedOrderId(), new Date("2033-03-31T23:59:59+05:30"));
    const april = await cancel(await invoicedOrderId(), new Date("2033-04-01T00:00:00+05:30"));
    expect(march?.number).toBe("CN/32-33/000001");
    expect(april?.number).toBe("CN/33-34/000001");
    const years = await t.database.db
      .select({ financialYear: creditNotes.financialYear, sequence: creditNotes.sequence })
      .from(creditNotes);
    expect(years).toEqual(
      expect.arrayContaining([
        { financialYear: "2032-33", sequence: 1 },
        { financialYear: "2033-34", sequence: 1 },
      ]),
    );
  });

  it("gives a number back when the issuing transaction rolls back: no gap", async () => {
    const at = new Date("2034-06-01T12:00:00+05:30");
    const first = await cancel(await invoicedOrderId(), at);
    const rolledBack = await invoicedOrderId();
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueCreditNote(tx, { orderId: rolledBack, cause: "cancellation" }, at);
        throw new Error("the cancellation failed after the note");
      }),
    ).rejects.toThrow("the cancellation failed");
    expect(await listCreditNotes(t.database.db, rolledBack)).toEqual([]);
    const next = await cancel(await invoicedOrderId(), at);
    expect([first?.number, next?.number]).toEqual(["CN/34-35/000001", "CN/34-35/000002"]);
  });

  // Real concurrency needs PostgreSQL: PGlite runs one transaction at a time.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "numbers 8 notes issued at once in parallel transactions 1..8, without gaps or repeats",
    async () => {
      const orderIds = [];
      for (let i = 0; i < 8; i++) orderIds.push(await invoicedOrderId());
      const at = new Date("2035-07-01T10:00:00+05:30");
      // A pool of its own with a connection for each, and every transaction open before any takes a number.
      if (t.database.driver !== "postgres") throw new Error("PostgreSQL only");
      const wide = await openDatabase({ databaseUrl: String(t.database.pool.options.connectionString), maxConnections: 8 });
      let arrived = 0;
      let allOpen: () => void = () => {};
      const everyoneIn = new Promise<void>((resolve) => {
        allOpen = resolve;
      });
      const issued = await Promise.all(
        orderIds.map((orderId) =>
          wide.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            if (++arrived === orderIds.length) allOpen();
            await everyoneIn;
            return issueCreditNote(tx, { orderId, cause: "cancellation" }, at);
          }),
        ),
      ).finally(() => wide.close());
      expect(issued.map((note) => note?.number).sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => `CN/35-36/${String(i + 1).padStart(6, "0")}`),
      );
      const [counter] = await t.database.db
        .select()
        .from(creditNoteCounters)
        .where(eq(creditNoteCounters.financialYear, "2035-36"));
      expect(counter?.lastNumber).toBe(8);
    },
  );
});
