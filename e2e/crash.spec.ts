import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  bhujAddress,
  cookieFrom,
  freshDatabase,
  type ShopInstance,
  serverUrl,
  staffCommand,
  startShop,
} from "./shop-instances.ts";

// A worker killed outright (kill -9) while twenty customers place orders at once: after a restart,
// every order that was answered 2xx is there, its stock was taken once, and its mails go out once
// (issue 33's crash test). Cash on delivery: no upload, the order and its mails in one transaction.
// A mail the killed worker had written but not yet recorded is sent again after the restart, as the
// same message (one Message-ID, one file: decision 0049's amendment).
const SETUPS = [
  { name: "two workers on PostgreSQL", workers: 2, postgres: true, port: 4535 },
  { name: "the embedded database", workers: 1, postgres: false, port: 4536 },
] as const;
const CUSTOMERS = 20;
const STOCK = 40;

for (const setup of SETUPS) {
  test(`kill -9 while ${CUSTOMERS} customers order: nothing answered is lost or taken twice, on ${setup.name}`, async () => {
    test.skip(setup.postgres && !serverUrl, "needs a PostgreSQL server: DATABASE_URL or PG_TEST_URL (CI sets it)");
    // Up to the outbox's 3-minute claim on mails a killed process held, on top of the journey itself.
    test.setTimeout(480_000);
    const database = setup.postgres ? await freshDatabase("crash") : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-crash-"));
    const base = `http://127.0.0.1:${setup.port}`;
    const env = {
      DATABASE_URL: database?.url ?? "",
      WEB_CONCURRENCY: String(setup.workers),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      // What is tested is the crash, not the limits: the customers all come from here.
      RATE_LIMIT_ALLOWLIST: "127.0.0.1",
    };
    let shop: ShopInstance | undefined = await startShop(setup.port, env);
    try {
      const call = (url: string, init: RequestInit & { cookie?: string } = {}) => {
        const headers = new Headers(init.headers);
        headers.set("origin", base);
        if (init.cookie) headers.set("cookie", init.cookie);
        return fetch(base + url, { ...init, headers });
      };
      const post = (url: string, body: unknown, cookie?: string, method = "POST") =>
        call(url, { method, body: JSON.stringify(body), headers: { "content-type": "application/json" }, cookie });

      // The owner sets one size of one piece to a known stock.
      const staff = await signInOwner(post, database?.url);
      const search = await (await call("/api/variant/search?limit=1&search=saree")).json();
      const piece = search.data[0] as { _id: string; product: { _id: string } };
      const productUrl = `/api/admin/products/${piece.product._id}`;
      const editing = (await (await call(productUrl, { cookie: staff })).json()).data;
      const colourway = editing.variants.find((v: { _id: string }) => v._id === piece._id);
      const size = colourway.sizes[0].name as string;
      colourway.sizes[0].stock = STOCK;
      const { _id, ...product } = editing;
      expect((await post(productUrl, product, staff, "PUT")).status).toBe(200);

      // Twenty customers, each with a confirmed address, the piece in the bag and a delivery address.
      const customers: { email: string; cookie: string }[] = [];
      const addressIds: string[] = [];
      for (let n = 0; n < CUSTOMERS; n++) {
        const email = `crash-${n}-${Date.now()}@example.com`;
        const registered = await post("/api/users/", {
          name: `Customer ${n}`,
          email,
          number: "9876543210",
          password: "indigo-madder-resist",
        });
        expect(registered.status).toBe(201);
        const { token, data } = await registered.json();
        const cookie = `chhaap_session=${token}`;
        const link = await mailedLink(dataDir, email);
        expect((await post("/api/users/confirm-email", { token: new URL(link).searchParams.get("t") })).status).toBe(200);
        const added = await post(
          "/api/cart-item",
          { cartId: data.cartId, product_variant_id: piece._id, size, quantity: 1 },
          cookie,
        );
        expect(added.status).toBeLessThan(300);
        const address = await post("/api/address", bhujAddress(`Customer ${n}`, email), cookie);
        expect(address.status).toBe(201);
        customers.push({ email, cookie });
        addressIds.push((await address.json()).data._id);
      }

      // All at once; the fifth answer is the moment to kill a worker (all of the shop on the embedded
      // database), with the other orders still being placed.
      const serving = shop;
      const victim = setup.workers > 1 ? workerPids(serving.process.pid as number)[0] : serving.process.pid;
      let answers = 0;
      const attempts = customers.map((customer, n) =>
        post("/api/order", { addressId: addressIds[n], payment_method: "cash_on_delivery" }, customer.cookie).then(
          async (answer) => {
            answers += 1;
            if (answers === 5) process.kill(victim as number, "SIGKILL");
            return answer.ok ? ((await answer.json()).data.order_id as string) : null;
          },
          () => null,
        ),
      );
      const answered = (await Promise.all(attempts)).filter((number): number is string => number !== null);
      expect(answered.length).toBeGreaterThan(0);

      // Restart: the whole shop, on the same database and DATA_DIR.
      if (serving.process.exitCode === null) serving.process.kill("SIGTERM");
      await serving.exited;
      shop = undefined;
      shop = await startShop(setup.port, env);

      const placed: string[] = [];
      for (const customer of customers) {
        const list = (await (await call("/api/order", { cookie: customer.cookie })).json()).data as { order_id: string }[];
        placed.push(...list.map((order) => order.order_id));
      }
      // Every order answered is there; others may be too (committed, their answer lost with the worker).
      for (const number of answered) expect(placed).toContain(number);
      const after = (await (await call(productUrl, { cookie: staff })).json()).data;
      const stock = after.variants.find((v: { _id: string }) => v._id === piece._id).sizes[0].stock;
      expect(stock).toBe(STOCK - placed.length);

      // Each order's confirmation to its customer, and the shop's own copy, go out exactly once.
      const subjects = () => mailSubjects(dataDir);
      for (const number of placed) {
        await expect
          .poll(async () => (await subjects()).filter((s) => s === `Your Chhaap order ${number}`).length, { timeout: 240_000 })
          .toBeGreaterThan(0);
      }
      const sent = await subjects();
      for (const number of placed) {
        expect(sent.filter((s) => s === `Your Chhaap order ${number}`)).toHaveLength(1);
        expect(sent.filter((s) => s.startsWith(`New order ${number}:`))).toHaveLength(1);
      }
    } finally {
      if (shop && shop.process.exitCode === null) {
        shop.process.kill("SIGTERM");
        await shop.exited;
      }
      await database?.drop();
    }
  });
}

/** The owner's staff cookie: the embedded demo shop's own, or one added on the command line. */
async function signInOwner(
  post: (url: string, body: unknown, cookie?: string, method?: string) => Promise<Response>,
  databaseUrl: string | undefined,
): Promise<string> {
  if (!databaseUrl) {
    const signedIn = await post("/api/staff/session", { email: "owner@chhaap.shop", password: "chhaap-owner-2026" });
    expect(signedIn.status).toBe(200);
    return cookieFrom(signedIn, "chhaap_staff");
  }
  await staffCommand(
    databaseUrl,
    ["add", "--email", "owner@crash.example", "--name", "Owner", "--role", "owner", "--password-stdin"],
    "first-password-2026\n",
  );
  const signedIn = await post("/api/staff/session", { email: "owner@crash.example", password: "first-password-2026" });
  const changed = await post(
    "/api/staff/password",
    { currentPassword: "first-password-2026", newPassword: "second-password-2026" },
    cookieFrom(signedIn, "chhaap_staff"),
    "PUT",
  );
  expect(changed.status).toBe(200);
  return cookieFrom(changed, "chhaap_staff");
}

function workerPids(primary: number): number[] {
  return execFileSync("ps", ["-o", "pid=", "--ppid", String(primary)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.trim())
    .map(Number);
}

/** Mails sent without SMTP_URL are .eml files in DATA_DIR/outbox, as written. */
async function mailFiles(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(".eml"));
  return Promise.all(names.map((name) => readFile(path.join(outbox, name), "utf8")));
}

/** Each mail's subject, its folded lines joined and its encoded words (RFC 2047, "=?UTF-8?Q?...?=") decoded. */
async function mailSubjects(dataDir: string): Promise<string[]> {
  return (await mailFiles(dataDir)).map((mail) => {
    const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? "";
    return header
      .replace(/\r?\n[ \t]+/g, " ")
      .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              "latin1",
            ).toString("utf8"),
      )
      .trim();
  });
}

async function mailedLink(dataDir: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const raw of await mailFiles(dataDir)) {
        // Quoted-printable: join soft line breaks and decode =XX before matching.
        const mail = raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        if (mail.includes(email)) link = /https?:\/\/[^\s"<>]+\/confirm-email\?t=[A-Za-z0-9._~-]+/.exec(mail)?.[0];
        if (link) return link;
      }
      return null;
    })
    .not.toBeNull();
  return link as string;
}
