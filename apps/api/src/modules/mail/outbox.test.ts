import { hostname } from "node:os";
import { eq, inArray, like } from "drizzle-orm";
import { register } from "prom-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { saveAddress } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, seedDeliveryCountries, type TestApp } from "#src/test/app.ts";
import { createMemoryMailer, type Mailer, type MailIdentity, type MailMessage } from "./mailer.ts";
import { addMails, createMailOutbox, MAX_MAIL_ATTEMPTS } from "./outbox.ts";

const quiet = { error() {}, warn() {} };
let serial = 0;
/** A mail of this test's own: one recipient per mail, so tests never read each other's rows. */
function mail(subject = "Hello"): MailMessage {
  serial += 1;
  return { to: `outbox-${process.pid}-${serial}@example.com`, subject, text: "t", html: "<p>t</p>" };
}

async function rowsTo(t: TestApp, to: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
}

let t: TestApp;
let owner: StaffBrowser;
let failing = false;
const sent = createMemoryMailer();
/** Each recipient's sends, by the outbox mail they were. */
const sentAs = new Map<string, MailIdentity[]>();
// The app's own mailer fails while `failing` is set, for the staff screen's failed mails.
const appMailer: Mailer = {
  async sendMail(message, identity) {
    if (failing) throw new Error("550 mailbox unavailable");
    await sent.sendMail(message);
    if (identity) sentAs.set(message.to, [...(sentAs.get(message.to) ?? []), identity]);
  },
};

beforeAll(async () => {
  // The app sends only when a test asks it to (`deliverDue`): polling on its own, it once sent a mail
  // a test had written for a sender of its own, on a loaded machine.
  t = await createTestApp({ seed: false, mailer: appMailer, pollMailOutbox: false });
  await seedDeliveryCountries(t.database.db);
  owner = await signInNewStaff(t, {
    name: "Owner",
    email: "outbox-owner@example.com",
    password: "block-print-owner",
    role: "owner",
  });
});
afterAll(async () => t?.close());

describe("the mail outbox", () => {
  it("holds a mail if and only if the change that wrote it committed", async () => {
    const kept = mail();
    const dropped = mail();
    await t.database.db.transaction(async (tx) => addMails(tx, [kept], new Date()));
    await expect(
      t.database.db.transaction(async (tx) => {
        await addMails(tx, [dropped], new Date());
        throw new Error("the change fails after writing its mail");
      }),
    ).rejects.toThrow("the change fails");
    expect(await rowsTo(t, kept.to)).toHaveLength(1);
    expect(await rowsTo(t, dropped.to)).toHaveLength(0);
  });

  it("writes no order mail for an order refused inside its transaction", async () => {
    const customer = await registerCustomer(t.app);
    const addressId = await saveAddress(t.app, customer);
    // An empty bag is found under the cart's lock, inside the order's transaction: refused, rolled back.
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: customer.browser,
      payload: { addressId },
      remoteAddress: clientAddress(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("cart.empty");
    const rows = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, "%order%"));
    expect(rows.filter((r) => r.recipient === customer.email || r.text?.includes(customer.email))).toEqual([]);
  });

  it("retries a failing send after 30 s, then 2 min, and sends it once it goes through", async () => {
    let clock = Date.parse("2026-03-01T10:00:00Z");
    let failures = 2;
    const delivered = createMemoryMailer();
    const outbox = createMailOutbox({
      db: t.database.db,
      now: () => new Date(clock),
      log: quiet,
      mailer: {
        async sendMail(message) {
          if (failures-- > 0) throw new Error("421 try again later");
          await delivered.sendMail(message);
        },
      },
    });
    const m = mail("Retried");
    await outbox.add(t.database.db, [m]);
    await outbox.deliverDue();
    let [row] = await rowsTo(t, m.to);
    expect(row).toMatchObject({ state: "pending", attempts: 1, lastError: "421 try again later" });
    expect(row?.dueAt.getTime()).toBe(clock + 30_000);

    clock += 29_000;
    await outbox.deliverDue();
    expect((await rowsTo(t, m.to))[0]?.attempts).toBe(1);

    clock += 1_000;
    await outbox.deliverDue();
    [row] = await rowsTo(t, m.to);
    expect(row).toMatchObject({ state: "pending", attempts: 2 });
    expect(row?.dueAt.getTime()).toBe(clock + 2 * 60_000);

    clock += 2 * 60_000;
    await outbox.deliverDue();
    await outbox.deliverDue();
    [row] = await rowsTo(t, m.to);
    expect(row).toMatchObject({ state: "sent", attempts: 3, text: null, html: null });
    expect(delivered.messages.filter((d) => d.to === m.to)).toHaveLength(1);
    await outbox.stop();
  });

  it(`marks a mail failed, with the error, after ${MAX_MAIL_ATTEMPTS} failed tries`, async () => {
    let clock = Date.parse("2026-03-02T10:00:00Z");
    const outbox = createMailOutbox({
      db: t.database.db,
      now: () => new Date(clock),
      log: quiet,
      mailer: {
        async sendMail() {
          throw new Error("connection refused");
        },
      },
    });
    const m = mail();
    await outbox.add(t.database.db, [m]);
    for (let n = 0; n < MAX_MAIL_ATTEMPTS; n++) {
      await outbox.deliverDue();
      clock += 24 * 60 * 60_000;
    }
    await outbox.deliverDue();
    expect((await rowsTo(t, m.to))[0]).toMatchObject({
      state: "failed",
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: "connection refused",
    });
    await outbox.stop();
  });

  it("never lets two senders on one database send a mail twice", async () => {
    const mails = Array.from({ length: 40 }, () => mail("Once"));
    const [a, b] = [createMemoryMailer(), createMemoryMailer()];
    // Each send yields, so the two senders' claims interleave.
    const slow = (into: typeof a): Mailer => ({
      async sendMail(message) {
        await new Promise((resolve) => setImmediate(resolve));
        await into.sendMail(message);
      },
    });
    const senders = [a, b].map((into) =>
      createMailOutbox({ db: t.database.db, now: () => new Date(), log: quiet, mailer: slow(into) }),
    );
    await t.database.db.transaction(async (tx) => addMails(tx, mails, new Date()));
    await Promise.all(senders.map((s) => s.deliverDue()));
    const ours = new Set(mails.map((m) => m.to));
    const delivered = [...a.messages, ...b.messages].filter((m) => ours.has(m.to)).map((m) => m.to);
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
    await Promise.all(senders.map((s) => s.stop()));
  });

  it("sends again a mail whose sender died holding it, once its claim has run out", async () => {
    const m = mail();
    await addMails(t.database.db, [m], new Date());
    // A sender that claimed the mail and died: its claim ran out a minute ago.
    await t.database.db
      .update(mailOutbox)
      .set({ state: "sending", attempts: 1, dueAt: new Date(Date.now() - 60_000) })
      .where(eq(mailOutbox.recipient, m.to));
    await t.app.mailOutbox.deliverDue();
    const [row] = await rowsTo(t, m.to);
    expect(row).toMatchObject({ state: "sent", attempts: 2 });
    expect(sent.messages.filter((s) => s.to === m.to)).toHaveLength(1);
    // Sent as the message the dead sender was sending: the row's id and creation time name it (mailer.ts).
    expect(sentAs.get(m.to)).toEqual([{ id: row?.id, createdAt: row?.createdAt }]);
  });

  it("takes back at once the mails a process that died on this host was sending, and no one else's", async () => {
    const [dead, alive, elsewhere] = [mail(), mail(), mail()];
    await addMails(t.database.db, [dead, alive, elsewhere], new Date());
    // Claimed for three more minutes by: a pid no process has, a live process (this test's parent), another host.
    const holders = [
      [dead, `${hostname()}:99999999`],
      [alive, `${hostname()}:${process.ppid}`],
      [elsewhere, "another-host:1"],
    ] as const;
    for (const [m, claimedBy] of holders)
      await t.database.db
        .update(mailOutbox)
        .set({ state: "sending", attempts: 1, dueAt: new Date(Date.now() + 180_000), claimedBy })
        .where(eq(mailOutbox.recipient, m.to));
    const delivered = createMemoryMailer();
    const outbox = createMailOutbox({ db: t.database.db, mailer: delivered, now: () => new Date(), log: quiet });
    outbox.start();
    await vi.waitFor(async () => expect((await rowsTo(t, dead.to))[0]?.state).toBe("sent"), { timeout: 10_000 });
    await outbox.stop();
    expect(delivered.messages.map((m) => m.to)).toEqual([dead.to]);
    for (const m of [alive, elsewhere]) expect((await rowsTo(t, m.to))[0]?.state).toBe("sending");
    await t.database.db.delete(mailOutbox).where(inArray(mailOutbox.recipient, [alive.to, elsewhere.to]));
  });

  it("stops claiming when stopped, and waits for the send under way to be recorded", async () => {
    let release: () => void = () => {};
    let begin: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      begin = resolve;
    });
    const delivered = createMemoryMailer();
    const outbox = createMailOutbox({
      db: t.database.db,
      now: () => new Date(),
      log: quiet,
      mailer: {
        async sendMail(message) {
          begin();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          await delivered.sendMail(message);
        },
      },
    });
    const first = mail();
    await outbox.add(t.database.db, [first]);
    outbox.wake();
    await started;
    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    const later = mail();
    await outbox.add(t.database.db, [later]);
    outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await rowsTo(t, first.to))[0]?.state).toBe("sent");
    // The mail written after the stop waits in the outbox for the next sender.
    expect((await rowsTo(t, later.to))[0]).toMatchObject({ state: "pending", attempts: 0 });
    expect(delivered.messages.map((d) => d.to)).toEqual([first.to]);
  });
});

describe("the mail outbox's metrics", () => {
  it("reads the outbox's depth by state when scraped, and counts sends by outcome", async () => {
    await t.app.mailOutbox.deliverDue();
    const depth = await register.getSingleMetricAsString("chhaap_mail_outbox");
    const counts = await t.database.db.select({ state: mailOutbox.state }).from(mailOutbox);
    const sentRows = counts.filter((c) => c.state === "sent").length;
    expect(depth).toContain(`chhaap_mail_outbox{state="sent"} ${sentRows}`);
    expect(await register.getSingleMetricAsString("chhaap_mail_sends_total")).toMatch(
      /chhaap_mail_sends_total\{outcome="sent"\} [1-9]/,
    );
  });
});

describe("the mail outbox in the back office", () => {
  it("lists a failed mail with its error and counts per state, and sends it again", async () => {
    failing = true;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contactUs",
      payload: {
        email: "visitor@example.com",
        full_Name: "Visitor",
        number: "9876543210",
        subject_Of_Enquiry: "Outbox check",
        your_Enquiry: "Does a failed mail show up?",
      },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailOutbox.deliverDue();
    // Past every retry: the row is failed now.
    await t.database.db
      .update(mailOutbox)
      .set({ state: "failed", attempts: MAX_MAIL_ATTEMPTS })
      .where(eq(mailOutbox.subject, "Website enquiry: Outbox check"));

    const list = await t.app.inject({ url: "/api/admin/mail?state=failed", headers: owner });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.counts.failed).toBeGreaterThanOrEqual(1);
    const failed = body.data.mails.find((m: { subject: string }) => m.subject === "Website enquiry: Outbox check");
    expect(failed).toMatchObject({ state: "failed", recipient: "care@chhaap.shop", lastError: "550 mailbox unavailable" });
    expect(failed).not.toHaveProperty("text");

    failing = false;
    const again = await t.app.inject({ method: "POST", url: `/api/admin/mail/${failed._id}/send-again`, headers: owner });
    expect(again.statusCode).toBe(200);
    await t.app.mailOutbox.deliverDue();
    expect(sent.messages.filter((m) => m.subject === "Website enquiry: Outbox check")).toHaveLength(1);
    const twice = await t.app.inject({ method: "POST", url: `/api/admin/mail/${failed._id}/send-again`, headers: owner });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("admin.mail_not_failed");
    const unknown = await t.app.inject({ method: "POST", url: "/api/admin/mail/not-an-id/send-again", headers: owner });
    expect(unknown.statusCode).toBe(404);

    const activity = await t.app.inject({ url: `/api/admin/activity?recordType=mail&recordId=${failed._id}`, headers: owner });
    expect(activity.json().data[0]).toMatchObject({ action: "mail.send-again", recordType: "mail" });
  });

  it("is for staff only: a customer's session is refused, and so is no session", async () => {
    const customer = await registerCustomer(t.app);
    for (const headers of [customer.browser, customer.bearer, {}]) {
      const list = await t.app.inject({ url: "/api/admin/mail", headers });
      expect([401, 403]).toContain(list.statusCode);
      const again = await t.app.inject({
        method: "POST",
        url: "/api/admin/mail/00000000-0000-4000-8000-000000000000/send-again",
        headers,
      });
      expect([401, 403]).toContain(again.statusCode);
    }
    expect((await t.app.inject({ url: "/api/admin/mail", headers: customer.browser })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/mail" })).statusCode).toBe(401);
  });
});
