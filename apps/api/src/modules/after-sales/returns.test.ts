import { readdir } from "node:fs/promises";
import path from "node:path";
import { AFTER_SALE_MESSAGES, quantityTooManyMessage } from "@chhaap/contract/after-sales";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { returnEvents, returnPhotos, returnRequests } from "#src/db/schema.ts";
import { stockOf } from "#src/modules/cart/test-support.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";
import { askForReturn, markDelivered, type PlacedOrder, picture, placeOrder } from "./test-support.ts";

/** An instant given as India's wall-clock time. */
const india = (local: string) => new Date(`${local}+05:30`);

const mailer = createMemoryMailer();
let t: TestApp;
// The app's clock: the last minute of 15 December 2026 in India unless a test moves it.
const clock = india("2026-12-15T23:59:00");
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ mailer, now: () => clock });
  png = await picture("png");
});
afterAll(async () => t?.close());

/** An order delivered on 1 December 2026 in India (14 days before the clock's day), by cash on delivery unless told. */
async function deliveredOrder(options: Parameters<typeof placeOrder>[1] = {}): Promise<PlacedOrder> {
  const placed = await placeOrder(t, options);
  await markDelivered(t, placed.orderId, india("2026-12-01T18:00:00"));
  return placed;
}

async function requestsOfLine(lineId: string) {
  return t.database.db.select().from(returnRequests).where(eq(returnRequests.orderLineId, lineId));
}

/** The keys of the return photos in the app's file store (DATA_DIR on disk in tests). */
async function storedPhotoKeys(): Promise<string[]> {
  const names = await readdir(path.join(t.dataDir, "uploads/returns")).catch(() => []);
  return names.map((name) => `uploads/returns/${name}`);
}

async function detail(placed: PlacedOrder) {
  return (await t.app.inject({ url: `/api/order/${placed.orderNumber}`, headers: placed.customer.browser })).json().data;
}

const upi = { refund_to: "upi", upi_id: "asha.khatri@okaxis" };

describe("asking to return or exchange a delivered piece", () => {
  it("stores a return with its photos and history, mails the customer and shows the refund destination masked", async () => {
    const placed = await deliveredOrder();
    const res = await askForReturn(
      t,
      placed.customer,
      placed.orderNumber,
      { line: placed.lineId, kind: "return", quantity: "1", reason: "damaged", note: "Torn at the hem", ...upi },
      [png, await picture("jpeg")],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(AFTER_SALE_MESSAGES.requested);
    const created = res.json().data;
    expect(created).toMatchObject({
      number: `${placed.orderNumber}-R1`,
      line_id: placed.lineId,
      kind: "return",
      quantity: 1,
      reason: "damaged",
      reason_label: "Arrived damaged",
      note: "Torn at the hem",
      state: "requested",
      state_label: "Requested",
      exchange_size: null,
      refund_to: "UPI ••••@okaxis",
      history: [{ state: "requested", label: "Requested" }],
    });
    expect(created.photos).toHaveLength(2);

    // The photo is the owner's alone: re-encoded, private, and nobody else's to see.
    const photo = await t.app.inject({ url: created.photos[0].url, headers: placed.customer.browser });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["cache-control"]).toBe("private, no-store");
    const stranger = await registerCustomer(t.app);
    expect((await t.app.inject({ url: created.photos[0].url, headers: stranger.browser })).statusCode).toBe(404);
    expect((await t.app.inject({ url: created.photos[0].url })).statusCode).toBe(404);

    const order = await detail(placed);
    expect(order.return_requests).toEqual([created]);
    expect(order.return_window).toEqual({ last_day: "2026-12-15", open: true });
    expect(order.line_returns).toEqual([
      { line_id: placed.lineId, quantity_left: 1, exchange_sizes: [], blocked: "request_open" },
    ]);
    await t.app.mailOutbox.deliverDue();
    const mail = mailer.messages.find((m) => m.to === placed.customer.email && m.subject.includes("return request"));
    expect(mail?.subject).toBe(`Your Chhaap order ${placed.orderNumber}: we have your return request ${placed.orderNumber}-R1`);
  });

  it("counts the window in India's days: day 14 is allowed, day 15 refused with the last day named", async () => {
    // Delivered at 01:30 on 1 December in India, still 30 November in UTC: day 14 is 15 December.
    const lastDay = await placeOrder(t);
    await markDelivered(t, lastDay.orderId, new Date("2026-11-30T20:00:00Z"));
    const allowed = await askForReturn(t, lastDay.customer, lastDay.orderNumber, {
      line: lastDay.lineId,
      kind: "return",
      quantity: "1",
      reason: "changed_mind",
      ...upi,
    });
    expect(allowed.statusCode).toBe(201);

    // Delivered at 23:30 on 30 November in India: 15 December is day 15.
    const late = await placeOrder(t);
    await markDelivered(t, late.orderId, india("2026-11-30T23:30:00"));
    const refused = await askForReturn(t, late.customer, late.orderNumber, {
      line: late.lineId,
      kind: "return",
      quantity: "1",
      reason: "changed_mind",
      ...upi,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "return.window_closed", params: { lastDay: "2026-12-14" } });
    expect(await requestsOfLine(late.lineId)).toHaveLength(0);
    expect((await detail(late)).line_returns[0]).toMatchObject({ blocked: "window_closed", exchange_sizes: [] });
  });

  it("is for the customer's own delivered order and its own lines: 404 for anyone else's, 409 before delivery", async () => {
    const placed = await placeOrder(t);
    const fields = { line: placed.lineId, kind: "return", quantity: "1", reason: "size", ...upi };
    const early = await askForReturn(t, placed.customer, placed.orderNumber, fields);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("return.not_delivered");
    expect((await detail(placed)).line_returns[0].blocked).toBe("not_delivered");

    await markDelivered(t, placed.orderId, india("2026-12-10T12:00:00"));
    const stranger = await registerCustomer(t.app);
    const foreign = await askForReturn(t, stranger, placed.orderNumber, fields, [png]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("order.not_found");
    const other = await deliveredOrder();
    const foreignLine = await askForReturn(t, placed.customer, placed.orderNumber, { ...fields, line: other.lineId });
    expect(foreignLine.statusCode).toBe(404);
    expect(foreignLine.json().code).toBe("return.line_not_found");
    expect(await requestsOfLine(placed.lineId)).toHaveLength(0);
    expect(await requestsOfLine(other.lineId)).toHaveLength(0);
  });

  it("keeps one open request per line and never more pieces than the line holds", async () => {
    const placed = await deliveredOrder({ quantity: 3 });
    const ask = (quantity: number) =>
      askForReturn(t, placed.customer, placed.orderNumber, {
        line: placed.lineId,
        kind: "return",
        quantity: String(quantity),
        reason: "size",
        ...upi,
      });
    const tooMany = await ask(4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ quantity: quantityTooManyMessage(3) });

    expect((await ask(2)).statusCode).toBe(201);
    const second = await ask(1);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "return.request_open", message: AFTER_SALE_MESSAGES.requestOpen });

    // Turned down, its pieces may be asked for again; refunded, they are spoken for.
    await t.database.db.update(returnRequests).set({ state: "rejected" }).where(eq(returnRequests.orderLineId, placed.lineId));
    expect((await detail(placed)).line_returns[0]).toMatchObject({ quantity_left: 3, blocked: null });
    const again = await ask(2);
    expect(again.json().data.number).toBe(`${placed.orderNumber}-R2`);
    await t.database.db
      .update(returnRequests)
      .set({ state: "refunded" })
      .where(eq(returnRequests.number, `${placed.orderNumber}-R2`));
    expect((await ask(2)).json().errors).toEqual({ quantity: quantityTooManyMessage(1) });
    expect((await ask(1)).statusCode).toBe(201);
    await t.database.db.update(returnRequests).set({ state: "refunded" }).where(eq(returnRequests.orderLineId, placed.lineId));
    const none = await ask(1);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe("return.nothing_left");
    expect((await detail(placed)).line_returns[0]).toMatchObject({ quantity_left: 0, blocked: "all_requested" });
  });

  // PGlite serialises transactions, so there this checks the logic; on PostgreSQL the two race.
  it("answers two submits of the same line at once with one 201 and one 409", async () => {
    const placed = await deliveredOrder();
    const knownPhotoKeys = new Set(await storedPhotoKeys());
    const fields = { line: placed.lineId, kind: "exchange", quantity: "1", reason: "size", size: "L" };
    const answers = await Promise.all([
      askForReturn(t, placed.customer, placed.orderNumber, fields, [png]),
      askForReturn(t, placed.customer, placed.orderNumber, fields, [png]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await requestsOfLine(placed.lineId);
    expect(stored).toHaveLength(1);
    // The refused submit's photo was not kept, in the database or in the store.
    const photos = await t.database.db
      .select()
      .from(returnPhotos)
      .where(eq(returnPhotos.returnRequestId, stored[0]?.id ?? ""));
    expect(photos).toHaveLength(1);
    const kept = await storedPhotoKeys();
    expect(kept).toContain(photos[0]?.storageKey);
    expect(kept.filter((key) => !knownPhotoKeys.has(key))).toHaveLength(1);
  });

  it("exchanges only for another size of the same colourway that is in stock now, without taking it yet", async () => {
    const placed = await deliveredOrder({ sizes: { S: 0, M: 5, L: 1, XL: 3 } });
    expect((await detail(placed)).line_returns[0]).toMatchObject({ exchange_sizes: ["L", "XL"], blocked: null });
    const exchange = (fields: Record<string, string>) =>
      askForReturn(t, placed.customer, placed.orderNumber, { line: placed.lineId, kind: "exchange", reason: "size", ...fields });

    const noSize = await exchange({ quantity: "1" });
    expect(noSize.json().errors).toEqual({ size: AFTER_SALE_MESSAGES.sizeRequired });
    for (const size of ["S", "M", "XXL"]) {
      const refused = await exchange({ quantity: "1", size });
      expect(refused.statusCode, size).toBe(400);
      expect(refused.json().errors).toEqual({ size: AFTER_SALE_MESSAGES.sizeUnavailable });
    }
    // One L is left: two pieces cannot be exchanged for it.
    expect((await exchange({ quantity: "2", size: "L" })).json().errors).toEqual({ size: AFTER_SALE_MESSAGES.sizeUnavailable });

    const res = await exchange({ quantity: "2", size: "xl" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: "exchange", exchange_size: "XL", refund_to: null });
    const [stored] = await requestsOfLine(placed.lineId);
    expect(stored).toMatchObject({ exchangeVariantId: placed.variantId, exchangeSize: "XL", refundTo: null });
    // Staff take the new size's pieces when they approve.
    expect(await stockOf(t.database.db, placed.variantId, "XL")).toBe(3);
  });

  it("asks a cash-on-delivery return where the refund goes, checks it field by field, and asks a prepaid one nothing", async () => {
    const cod = await deliveredOrder();
    const base = { line: cod.lineId, kind: "return", quantity: "1", reason: "not_as_pictured" };
    const missing = await askForReturn(t, cod.customer, cod.orderNumber, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ refund_to: AFTER_SALE_MESSAGES.refundToRequired });
    const badUpi = await askForReturn(t, cod.customer, cod.orderNumber, { ...base, refund_to: "upi", upi_id: "asha@" });
    expect(badUpi.json().errors).toEqual({ upi_id: AFTER_SALE_MESSAGES.upiInvalid });
    const badBank = await askForReturn(t, cod.customer, cod.orderNumber, {
      ...base,
      refund_to: "bank",
      account_name: "Asha Khatri",
      account_number: "0011 2233 4443 21",
      ifsc: "SBIN1234567",
    });
    expect(badBank.statusCode).toBe(400);
    expect(badBank.json().errors).toEqual({ ifsc: AFTER_SALE_MESSAGES.ifscInvalid });
    expect(await requestsOfLine(cod.lineId)).toHaveLength(0);

    const bank = await askForReturn(t, cod.customer, cod.orderNumber, {
      ...base,
      refund_to: "bank",
      account_name: "Asha Khatri",
      account_number: "0011 2233 4443 21",
      ifsc: "sbin0001234",
    });
    expect(bank.statusCode).toBe(201);
    expect(bank.json().data.refund_to).toBe("A/c ••••4321 (SBIN0001234)");
    const [stored] = await requestsOfLine(cod.lineId);
    expect(stored?.refundTo).toEqual({
      kind: "bank",
      accountName: "Asha Khatri",
      accountNumber: "00112233444321",
      ifsc: "SBIN0001234",
    });

    // A bank transfer is refunded the way it came: a destination sent anyway is not kept.
    const prepaid = await deliveredOrder({ method: "bank_transfer" });
    const res = await askForReturn(t, prepaid.customer, prepaid.orderNumber, { ...base, line: prepaid.lineId, ...upi });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.refund_to).toBeNull();
  });

  it("takes up to 3 photos that are pictures of at most 5 MB, and keeps nothing of a refused request", async () => {
    const placed = await deliveredOrder();
    const fields = { line: placed.lineId, kind: "return", quantity: "1", reason: "damaged", ...upi };
    const before = await storedPhotoKeys();
    const four = await askForReturn(t, placed.customer, placed.orderNumber, fields, [png, png, png, png]);
    expect(four.statusCode).toBe(400);
    expect(four.json().code).toBe("return.too_many_photos");
    const notPicture = await askForReturn(t, placed.customer, placed.orderNumber, fields, [
      png,
      Buffer.from("%PDF-1.4 not a photo"),
    ]);
    expect(notPicture.statusCode).toBe(415);
    expect(notPicture.json().code).toBe("return.photo_not_image");
    const huge = await askForReturn(t, placed.customer, placed.orderNumber, fields, [Buffer.alloc(5 * 1024 * 1024 + 1, 1)]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("return.photo_too_large");
    expect(await requestsOfLine(placed.lineId)).toHaveLength(0);
    expect(await storedPhotoKeys()).toEqual(before);

    const three = await askForReturn(t, placed.customer, placed.orderNumber, fields, [png, png, png]);
    expect(three.statusCode).toBe(201);
    expect(three.json().data.photos).toHaveLength(3);
    const [stored] = await requestsOfLine(placed.lineId);
    const events = await t.database.db
      .select()
      .from(returnEvents)
      .where(eq(returnEvents.returnRequestId, stored?.id ?? ""));
    expect(events).toMatchObject([{ state: "requested", actor: null }]);
  });
});
