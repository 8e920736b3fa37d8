import { STOCK_ALERTS_WAITING_MAX } from "@chhaap/contract/stock-alerts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, stockAlertOptOuts, stockAlerts, variantSizes, variants } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { cancel, placeOrder } from "#src/modules/after-sales/test-support.ts";
import { createVariant } from "#src/modules/cart/test-support.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import {
  confirmEmailOf,
  createTestApp,
  registerCustomer,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestCustomer,
} from "#src/test/app.ts";
import { purgeStaleAlerts, sendRestockMails } from "./stock-alert-sender.ts";

/** An instant given as India's wall-clock time: before the shop's cut-off a customer cancels at once. */
const india = (local: string) => new Date(`${local}+05:30`);
const clock = india("2026-11-28T10:00:00");

const mailer = createMemoryMailer();
let t: TestApp;
let staff: StaffBrowser;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ mailer, now: () => clock });
  staff = await signInNewStaff(t, { name: "Imran", email: "alerts-staff@shop.test", password: "alerts-staff-2026" }, () => clock);
});
afterAll(async () => t?.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

function guestEmail(): string {
  serial += 1;
  return `guest-${process.pid}-${serial}@example.com`;
}

function ask(body: Record<string, unknown>, customer?: TestCustomer) {
  return t.app.inject({
    method: "POST",
    url: "/api/stock-alerts",
    headers: customer?.browser,
    payload: body,
    remoteAddress: clientAddress(),
  });
}

function post(url: string, token: string) {
  return t.app.inject({ method: "POST", url, payload: { token }, remoteAddress: clientAddress() });
}

/** What the app's own sender does every few seconds, done now. */
function sendRestocks(outbox: MailOutbox = t.app.mailOutbox) {
  return sendRestockMails({ db: t.database.db, outbox, publicUrl: TEST_PUBLIC_URL, now: () => clock, log: t.app.log });
}

/** Races between transactions need two connections: PostgreSQL's pool, not PGlite's one. */
const onPostgres = process.env.DATABASE_URL !== undefined;

/** Resolves once a statement of this test's database waits for a row lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function alertsOf(variantId: string) {
  return t.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId));
}

async function mailsTo(email: string) {
  await t.app.mailOutbox.deliverDue();
  return mailer.messages.filter((m) => m.to === email);
}

async function backInStockMailsTo(email: string) {
  return (await mailsTo(email)).filter((m) => m.subject.includes(" is back in size "));
}

function setStock(variantId: string, size: string, quantity: number) {
  return t.database.db
    .update(variantSizes)
    .set({ quantity })
    .where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.sizeName, size)));
}

function tokenIn(text: string, page: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`/stock-alerts/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
}

/** A customer whose account address is confirmed: their alerts wait at once. */
async function confirmedCustomer(): Promise<TestCustomer> {
  const customer = await registerCustomer(t.app);
  await confirmEmailOf(t, customer);
  return customer;
}

describe("asking for a back-in-stock alert", () => {
  it("waits at once for a customer with a confirmed address, answers the same twice, and lists it as theirs alone", async () => {
    const asha = await confirmedCustomer();
    const ravi = await confirmedCustomer();
    const { variantId, productName } = await createVariant(t.database.db, { sizes: { S: 0, M: 2 } });
    const first = await ask({ variantId, size: "S", email: "someone-else@example.com" }, asha);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: true, data: { state: "waiting" } });
    expect((await ask({ variantId, size: "S" }, asha)).json().data).toEqual({ state: "waiting" });
    // The account's own address is used, whatever was typed; no link is mailed.
    const rows = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: asha.email, userId: asha.userId, confirmedAt: expect.any(Date) });
    expect(await mailsTo("someone-else@example.com")).toEqual([]);

    const listed = await t.app.inject({ url: "/api/stock-alerts", headers: asha.browser });
    expect(listed.json().data.items).toEqual([
      {
        id: rows[0]?.id,
        variantId,
        size: "S",
        confirmed: true,
        createdAt: clock.toISOString(),
        card: expect.objectContaining({ _id: variantId, product: { _id: expect.any(String), name: productName } }),
      },
    ]);
    expect((await t.app.inject({ url: "/api/stock-alerts", headers: ravi.browser })).json().data.items).toEqual([]);
    const othersDelete = await t.app.inject({ method: "DELETE", url: `/api/stock-alerts/${rows[0]?.id}`, headers: ravi.browser });
    expect(othersDelete.statusCode).toBe(404);
    expect(othersDelete.json()).toMatchObject({ code: "stock_alert.not_found" });
    const ownDelete = await t.app.inject({ method: "DELETE", url: `/api/stock-alerts/${rows[0]?.id}`, headers: asha.browser });
    expect(ownDelete.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/stock-alerts", headers: asha.browser })).json().data.items).toEqual([]);
    expect((await t.app.inject({ url: "/api/stock-alerts" })).statusCode).toBe(401);
  });

  it("shows a customer the alerts asked while signed out for their confirmed address", async () => {
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    expect((await ask({ variantId, size: "S", email })).json().data).toEqual({ state: "confirm_sent" });
    const customer = await registerCustomer(t.app, { email });
    expect((await t.app.inject({ url: "/api/stock-alerts", headers: customer.browser })).json().data.items).toEqual([]);
    await confirmEmailOf(t, customer);
    const items = (await t.app.inject({ url: "/api/stock-alerts", headers: customer.browser })).json().data.items;
    expect(items).toEqual([expect.objectContaining({ variantId, size: "S", confirmed: false })]);
    // Asking again from the account vouches for it.
    expect((await ask({ variantId, size: "S" }, customer)).json().data).toEqual({ state: "waiting" });
    const after = (await t.app.inject({ url: "/api/stock-alerts", headers: customer.browser })).json().data.items;
    expect(after).toEqual([expect.objectContaining({ variantId, confirmed: true })]);
  });

  it("refuses a size in stock (409), an unknown piece or size (404), a guest without a valid address (400)", async () => {
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0, M: 2 } });
    const inStock = await ask({ variantId, size: "M", email: guestEmail() });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toMatchObject({ status: false, code: "stock_alert.in_stock" });
    expect((await ask({ variantId: UNKNOWN, size: "S", email: guestEmail() })).json()).toMatchObject({
      code: "catalog.variant_not_found",
    });
    const size = await ask({ variantId, size: "XXL", email: guestEmail() });
    expect(size.statusCode).toBe(404);
    expect(size.json()).toMatchObject({ code: "stock_alert.size_unknown" });
    const noEmail = await ask({ variantId, size: "S" });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ code: "stock_alert.email_required" });
    for (const email of ["not-an-address", "Meera <m@example.com>", "a@b.c,d@e.f"]) {
      const res = await ask({ variantId, size: "S", email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation.field" });
    }
  });

  it(`lets one address wait for at most ${STOCK_ALERTS_WAITING_MAX} pieces`, async () => {
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await t.database.db.insert(stockAlerts).values(
      Array.from({ length: STOCK_ALERTS_WAITING_MAX }, (_, i) => ({
        variantId,
        sizeName: `Q${i}`,
        email,
        token: `filler-token-${serial}-${i}-abcdefgh`,
        confirmedAt: clock,
      })),
    );
    const refused = await ask({ variantId, size: "S", email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "stock_alert.too_many", params: { limit: STOCK_ALERTS_WAITING_MAX } });
  });

  it("counts only confirmed alerts toward the maximum, so alerts typed by others never lock an owner out", async () => {
    const customer = await confirmedCustomer();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await t.database.db.insert(stockAlerts).values(
      Array.from({ length: STOCK_ALERTS_WAITING_MAX }, (_, i) => ({
        variantId,
        sizeName: `U${i}`,
        email: customer.email,
        token: `unconfirmed-token-${serial}-${i}-abcdefgh`,
      })),
    );
    expect((await ask({ variantId, size: "S" }, customer)).json().data).toEqual({ state: "waiting" });
  });

  it("gives a signed-in customer with no confirmed address no hold on an address they type", async () => {
    const customer = await registerCustomer(t.app);
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    expect((await ask({ variantId, size: "S", email }, customer)).json().data).toEqual({ state: "confirm_sent" });
    expect(await alertsOf(variantId)).toEqual([expect.objectContaining({ email, userId: null })]);
    expect((await t.app.inject({ url: "/api/stock-alerts", headers: customer.browser })).json().data.items).toEqual([]);
  });

  it("answers a guest the same whether or not the address's owner is already waiting", async () => {
    const customer = await confirmedCustomer();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId, size: "S" }, customer);
    const before = await mailsTo(customer.email);
    expect((await ask({ variantId, size: "S", email: customer.email })).json().data).toEqual({ state: "confirm_sent" });
    expect(await mailsTo(customer.email)).toEqual(before);
  });

  it.skipIf(!onPostgres)(
    "refuses an alert for a size whose restock commits while it is asked (409), never a silent wait",
    async () => {
      const email = guestEmail();
      const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
      let commit: () => void = () => undefined;
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let restocked: () => void = () => undefined;
      const restockWritten = new Promise<void>((resolve) => {
        restocked = resolve;
      });
      const restock = t.database.db.transaction(async (tx) => {
        await tx.update(variantSizes).set({ quantity: 2 }).where(eq(variantSizes.variantId, variantId));
        restocked();
        await committing;
      });
      await restockWritten;
      const asking = ask({ variantId, size: "S", email });
      await someoneWaitsForALock();
      commit();
      await restock;
      const res = await asking;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: "stock_alert.in_stock" });
      expect(await alertsOf(variantId)).toEqual([]);
    },
  );
});

describe("a guest's alert (double opt-in)", () => {
  it("is mailed a confirmation link once, is never notified unconfirmed, and is mailed once confirmed", async () => {
    const email = guestEmail();
    const { variantId, productName } = await createVariant(t.database.db, { sizes: { S: 0, M: 2 } });
    const asked = await ask({ variantId, size: "S", email: email.toUpperCase(), locale: "de" });
    expect(asked.json().data).toEqual({ state: "confirm_sent" });
    expect((await ask({ variantId, size: "S", email })).json().data).toEqual({ state: "confirm_sent" });
    const [confirmation, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe(`Bestätigen Sie Ihre Benachrichtigung für ${productName}`);
    expect(confirmation?.html).toContain('<html lang="de">');
    const token = tokenIn(confirmation?.text ?? "", "confirm");

    await setStock(variantId, "S", 3);
    expect(await sendRestocks()).toBe(0);
    expect(await backInStockMailsTo(email)).toEqual([]);

    const confirmed = await post("/api/stock-alerts/confirm", token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ variantId, size: "S", productName });
    // Confirmed while the size is in: the restock it missed is mailed now.
    await sendRestocks();
    const [mail, ...others] = (await mailsTo(email)).filter((m) => m !== confirmation);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`${productName} ist in Größe S wieder da`);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/product-details/${variantId}`);
    expect(tokenIn(mail?.text ?? "", "unsubscribe")).toBe(token);

    const unknown = await post("/api/stock-alerts/confirm", "x".repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "stock_alert.token_unknown" });
  });
  it("mails one address at most five confirmation links a day while none is opened", async () => {
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 } });
    for (const size of ["A", "B", "C", "D", "E"])
      expect((await ask({ variantId, size, email })).json().data).toEqual({ state: "confirm_sent" });
    const sixth = await ask({ variantId, size: "F", email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "request.rate_limited" });
    const links = await mailsTo(email);
    expect(links).toHaveLength(5);
    // Opening one shows the address is read by someone who wants them: room for one more.
    await post("/api/stock-alerts/confirm", tokenIn(links[0]?.text ?? "", "confirm"));
    expect((await ask({ variantId, size: "F", email })).json().data).toEqual({ state: "confirm_sent" });
  });

  it("mails no confirmation link to an address that unsubscribed, answering as usual, until its owner asks signed in", async () => {
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { A: 0, B: 0, C: 0 } });
    await ask({ variantId, size: "A", email });
    const [link] = await mailsTo(email);
    expect((await post("/api/stock-alerts/unsubscribe", tokenIn(link?.text ?? "", "confirm"))).statusCode).toBe(200);

    const typed = await ask({ variantId, size: "B", email });
    expect(typed.json().data).toEqual({ state: "confirm_sent" });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await alertsOf(variantId)).toEqual([expect.objectContaining({ sizeName: "A", notifiedAt: expect.any(Date) })]);

    const owner = await registerCustomer(t.app, { email });
    await confirmEmailOf(t, owner);
    expect((await ask({ variantId, size: "C" }, owner)).json().data).toEqual({ state: "waiting" });
    expect(await t.database.db.select().from(stockAlertOptOuts).where(eq(stockAlertOptOuts.email, email))).toEqual([]);
  });

  it("does not confirm an ended alert's link (404), and keeps the address's unsubscribe", async () => {
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId, size: "S", email });
    const token = tokenIn((await mailsTo(email))[0]?.text ?? "", "confirm");
    expect((await post("/api/stock-alerts/confirm", token)).statusCode).toBe(200);
    expect((await post("/api/stock-alerts/unsubscribe", token)).statusCode).toBe(200);
    const reopened = await post("/api/stock-alerts/confirm", token);
    expect(reopened.statusCode).toBe(404);
    expect(reopened.json()).toMatchObject({ code: "stock_alert.token_unknown" });
    expect(await t.database.db.select().from(stockAlertOptOuts).where(eq(stockAlertOptOuts.email, email))).toHaveLength(1);
  });

  it("forgets an alert whose link was not opened within a week, one for a size gone, and keeps confirmed ones", async () => {
    const customer = await confirmedCustomer();
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0, M: 0, L: 0 } });
    await ask({ variantId, size: "S", email });
    await ask({ variantId, size: "M" }, customer);
    await ask({ variantId, size: "L" }, customer);
    await t.database.db.delete(variantSizes).where(and(eq(variantSizes.variantId, variantId), eq(variantSizes.sizeName, "L")));
    const weekLater = new Date(clock.getTime() + 7 * 86_400_000 + 1000);
    await purgeStaleAlerts({ db: t.database.db, now: () => weekLater });
    expect(await alertsOf(variantId)).toEqual([expect.objectContaining({ email: customer.email, sizeName: "M" })]);
  });

  it("mails no more confirmation links shop-wide once an hour's cap is reached (429)", async () => {
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    const typed = await t.database.db
      .insert(stockAlerts)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          variantId,
          sizeName: "S",
          email: `typed-${serial}-${i}@example.com`,
          token: `typed-token-${serial}-${i}-abcdefgh`,
          createdAt: clock,
        })),
      )
      .returning({ id: stockAlerts.id });
    try {
      const email = guestEmail();
      const refused = await ask({ variantId, size: "S", email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: "request.rate_limited" });
      expect(await mailsTo(email)).toEqual([]);
      // A customer whose address is confirmed needs no mail, so still waits.
      const customer = await confirmedCustomer();
      expect((await ask({ variantId, size: "S" }, customer)).json().data).toEqual({ state: "waiting" });
    } finally {
      await t.database.db.delete(stockAlerts).where(
        inArray(
          stockAlerts.id,
          typed.map((row) => row.id),
        ),
      );
    }
  });
});

describe("the back-in-stock sender", () => {
  it("mails once per restock by the catalogue editor; a second restock mails only after asking again", async () => {
    const customer = await confirmedCustomer();
    const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
    serial += 1;
    const code = `ALERT-${process.pid}-${serial}`;
    const body = {
      name: `Madder Ajrakh Kurta ${code}`,
      categoryId: category?.id,
      status: "active",
      description: "Hand block printed with madder.",
      details: "Cotton.",
      craftStory: "",
      careGuide: "",
      tags: [],
      hsnCode: "6211",
      gstRate: null,
      metaTitle: "",
      metaDescription: "",
      ogTitle: "",
      ogDescription: "",
      variants: [
        {
          itemCode: code,
          colour: "Madder red",
          material: "Cotton",
          weightKg: 0.4,
          lengthCm: 100,
          widthCm: 50,
          heightCm: 1,
          price: 2400,
          salePrice: 2100,
          sizes: [
            { name: "M", stock: 0 },
            { name: "L", stock: 1 },
          ],
        },
      ],
    };
    const created = await t.app.inject({ method: "POST", url: "/api/admin/products", headers: staff, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().data._id as string;
    const product = (await t.app.inject({ url: `/api/admin/products/${productId}`, headers: staff })).json().data;
    const variantId = product.variants[0]._id as string;
    const saveStock = async (m: number) => {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/admin/products/${productId}`,
        headers: staff,
        payload: {
          ...body,
          variants: [
            {
              ...body.variants[0],
              _id: variantId,
              sizes: [
                { name: "M", stock: m },
                { name: "L", stock: 1 },
              ],
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    expect((await ask({ variantId, size: "M" }, customer)).json().data).toEqual({ state: "waiting" });
    await saveStock(2);
    // The app's own sender may take it first: either way, one mail.
    await sendRestocks();
    expect(await sendRestocks()).toBe(0);
    expect(await backInStockMailsTo(customer.email)).toHaveLength(1);

    // Sold out and back again: the alert was used up, so nothing more.
    await saveStock(0);
    await saveStock(4);
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toHaveLength(1);

    // Asked again in between: one more mail.
    await saveStock(0);
    expect((await ask({ variantId, size: "M" }, customer)).json().data).toEqual({ state: "waiting" });
    await saveStock(1);
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toHaveLength(2);
  });

  it("mails when a cancelled order puts the last pieces back", async () => {
    const customer = await confirmedCustomer();
    const { customer: buyer, orderNumber, variantId } = await placeOrder(t, { sizes: { M: 2 }, quantity: 2 });
    expect((await ask({ variantId, size: "M" }, customer)).json().data).toEqual({ state: "waiting" });
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toEqual([]);
    const cancelled = await cancel(t, buyer, orderNumber, { reason: "changed_mind" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toHaveLength(1);
  });

  it("never mails an address that unsubscribed, and removes its waiting alerts", async () => {
    const email = guestEmail();
    const first = await createVariant(t.database.db, { sizes: { S: 0 } });
    const second = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId: first.variantId, size: "S", email });
    await ask({ variantId: second.variantId, size: "S", email });
    const tokens = (await mailsTo(email)).map((m) => tokenIn(m.text, "confirm"));
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect((await post("/api/stock-alerts/confirm", token)).statusCode).toBe(200);

    const gone = await post("/api/stock-alerts/unsubscribe", tokens[0] ?? "");
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data.email).toMatch(/^gu•••@example\.com$/);
    expect(await t.database.db.select().from(stockAlertOptOuts).where(eq(stockAlertOptOuts.email, email))).toHaveLength(1);
    const waiting = await t.database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)));
    expect(waiting).toEqual([]);
    // Opening the link again answers the same.
    const again = await post("/api/stock-alerts/unsubscribe", tokens[0] ?? "");
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(gone.json().data);

    await setStock(first.variantId, "S", 2);
    await setStock(second.variantId, "S", 2);
    await sendRestocks();
    expect(await backInStockMailsTo(email)).toEqual([]);
  });

  it("skips an opted-out address even with an alert waiting, and its alert goes", async () => {
    const email = guestEmail();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId, size: "S", email });
    await post("/api/stock-alerts/confirm", tokenIn((await mailsTo(email))[0]?.text ?? "", "confirm"));
    // Opted out some other way meanwhile (another alert's link, in another tab).
    await t.database.db.insert(stockAlertOptOuts).values({ email });
    await setStock(variantId, "S", 1);
    await sendRestocks();
    expect(await backInStockMailsTo(email)).toEqual([]);
    expect(await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toEqual([]);
  });

  it("sends nothing when the size sold out again before the mail went, and waits for the next restock", async () => {
    const customer = await confirmedCustomer();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId, size: "S" }, customer);
    // Back and gone again in one transaction, so no sender can see the stock in between.
    await t.database.db.transaction(async (tx) => {
      await tx.update(variantSizes).set({ quantity: 1 }).where(eq(variantSizes.variantId, variantId));
      await tx.update(variantSizes).set({ quantity: 0 }).where(eq(variantSizes.variantId, variantId));
    });
    expect(await sendRestocks()).toBe(0);
    const [alert] = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId));
    expect(alert).toMatchObject({ restockedAt: null, notifiedAt: null });
    expect(await backInStockMailsTo(customer.email)).toEqual([]);

    await setStock(variantId, "S", 3);
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toHaveLength(1);
  });

  it.skipIf(!onPostgres)("mails a restock that commits while the sender is clearing the alert's earlier mark", async () => {
    const customer = await confirmedCustomer();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId, size: "S" }, customer);
    // Marked by an earlier restock that sold out again: the sender has claimed it and is clearing the mark.
    await t.database.db.update(stockAlerts).set({ restockedAt: clock }).where(eq(stockAlerts.variantId, variantId));
    let commit: () => void = () => undefined;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let claimed: () => void = () => undefined;
    const claimWritten = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const sender = t.database.db.transaction(async (tx) => {
      await tx.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId)).for("update");
      await tx.update(stockAlerts).set({ restockedAt: null }).where(eq(stockAlerts.variantId, variantId));
      claimed();
      await committing;
    });
    await claimWritten;
    // Started now (a query runs once awaited): its trigger waits for the sender's lock.
    const restock = setStock(variantId, "S", 2).execute();
    await someoneWaitsForALock();
    commit();
    await sender;
    await restock;
    expect(await alertsOf(variantId)).toEqual([expect.objectContaining({ restockedAt: expect.any(Date) })]);
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toHaveLength(1);
  });

  it("keeps the alert of a piece taken off sale, and mails it once the piece is listed again", async () => {
    const customer = await confirmedCustomer();
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId, size: "S" }, customer);
    await t.database.db.update(variants).set({ listed: false }).where(eq(variants.id, variantId));
    await setStock(variantId, "S", 2);
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toEqual([]);
    expect(await alertsOf(variantId)).toEqual([expect.objectContaining({ restockedAt: expect.any(Date), notifiedAt: null })]);
    await t.database.db.update(variants).set({ listed: true }).where(eq(variants.id, variantId));
    await sendRestocks();
    expect(await backInStockMailsTo(customer.email)).toHaveLength(1);
  });

  it("ends an alert whose mail cannot be written and still mails the others", async () => {
    const [broken, fine] = await Promise.all([confirmedCustomer(), confirmedCustomer()]);
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    await ask({ variantId, size: "S" }, broken);
    await ask({ variantId, size: "S" }, fine);
    const real = t.app.mailOutbox;
    // A mail the database refuses (the statement fails inside the batch's transaction).
    const outbox: MailOutbox = {
      ...real,
      add: async (tx, messages) => {
        if (messages.some((m) => m.to === broken.email)) await tx.execute(sql`select 1 / 0`);
        await real.add(tx, messages);
      },
    };
    await setStock(variantId, "S", 2);
    expect(await sendRestocks(outbox)).toBe(1);
    expect(await backInStockMailsTo(fine.email)).toHaveLength(1);
    expect(await backInStockMailsTo(broken.email)).toEqual([]);
    expect(await sendRestocks()).toBe(0);
    expect(await alertsOf(variantId)).toEqual([
      expect.objectContaining({ notifiedAt: expect.any(Date) }),
      expect.objectContaining({ notifiedAt: expect.any(Date) }),
    ]);
  });

  it("mails one alert once when two senders run at once", async () => {
    const customers = await Promise.all([confirmedCustomer(), confirmedCustomer(), confirmedCustomer()]);
    const { variantId } = await createVariant(t.database.db, { sizes: { S: 0 } });
    for (const customer of customers) await ask({ variantId, size: "S" }, customer);
    await setStock(variantId, "S", 5);
    const [a, b] = await Promise.all([sendRestocks(), sendRestocks()]);
    expect((a ?? 0) + (b ?? 0)).toBeLessThanOrEqual(3);
    for (const customer of customers) expect(await backInStockMailsTo(customer.email)).toHaveLength(1);
  });
});
