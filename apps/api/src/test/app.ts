import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import { type App, buildApp } from "#src/app.ts";
import type { RazorpaySettings } from "#src/config.ts";
import type { Database, DatabaseHandle } from "#src/db/client.ts";
import { countries, shippingCharges, users } from "#src/db/schema.ts";
import type { SearchGate } from "#src/modules/catalog/search-gate.ts";
import type { Limiters } from "#src/modules/limits/limiters.ts";
import type { Mailer } from "#src/modules/mail/mailer.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { createTestDatabase } from "./database.ts";

/** The shop's origin in tests; cookie-authenticated writes must name it (plugins/origin-check.ts). */
export const TEST_PUBLIC_URL = "http://shop.test";

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** DATA_DIR of this app: mail lands in `${dataDir}/outbox`, uploads in `${dataDir}/uploads`. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** A clock the app reads instead of the real one. */
  now?: () => Date;
  mailer?: Mailer;
  redis?: Redis;
  /** Client addresses the routes' rate limits let through, for tests of what lies behind them. */
  rateLimitAllowList?: string[];
  /** The gate searches pass on their way to the database, for tests of its limits. */
  searchGate?: SearchGate;
  /** Where uploads go, given the app's database; DATA_DIR on disk when absent. */
  files?: (db: Database) => FileStore;
  /**
   * Another app's database, for a second instance of the same shop (that app's `close` closes it; this
   * one's leaves it open). Seeded or not as that app's was.
   */
  database?: DatabaseHandle;
  /** Where limits are counted, given the app's database; by default as the shop chooses (limits/limiters.ts). */
  limiters?: (db: Database) => Limiters;
  /** The gateway's keys (a stand-in's: test/razorpay-stand-in.ts): paying online is offered only with them. */
  razorpay?: RazorpaySettings;
  /** Whether the app sends due mails on its own every few seconds (on by default; app.ts). */
  pollMailOutbox?: boolean;
}

/** The real API over a fresh database of its own (seeded with the demo shop unless told otherwise). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ seeded: options.seed ?? true }));
  const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-test-"));
  const app = await buildApp({
    db: database.db,
    config: {
      dataDir,
      publicUrl: TEST_PUBLIC_URL,
      logLevel: "silent",
      trustProxy: false,
      sessionSecret: randomBytes(32).toString("hex"),
      razorpay: options.razorpay,
    },
    // Tests run the sweep of unpaid online orders themselves, on their own clock.
    expireUnpaidOrders: false,
    pollMailOutbox: options.pollMailOutbox,
    pingDatabase: database.ping,
    logger: false,
    publicCacheMs: 0,
    now: options.now,
    mailer: options.mailer,
    redis: options.redis,
    rateLimitAllowList: options.rateLimitAllowList,
    searchGate: options.searchGate,
    files: options.files?.(database.db),
    limiters: options.limiters?.(database.db),
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let customerSerial = 0;

export interface TestCustomer {
  userId: string;
  cartId: string;
  email: string;
  password: string;
  token: string;
  /** Headers of a logged-in browser: the session cookie and the shop's Origin. */
  browser: { cookie: string; origin: string };
  /** Headers of a non-browser client: `Authorization: Bearer`. */
  bearer: { authorization: string };
}

/**
 * Registers a fresh customer through the API (each test makes its own data). Every call comes from its
 * own client address, so registration's per-address rate limit never trips across tests.
 */
export async function registerCustomer(app: App, overrides: { name?: string; email?: string } = {}): Promise<TestCustomer> {
  customerSerial += 1;
  const email = overrides.email ?? `customer-${process.pid}-${customerSerial}-${randomBytes(3).toString("hex")}@example.com`;
  const password = "indigo-madder-resist";
  const res = await app.inject({
    method: "POST",
    url: "/api/users/",
    payload: { name: overrides.name ?? "Test Customer", email, number: "9876543210", password },
    remoteAddress: `10.77.${Math.floor(customerSerial / 250) % 250}.${(customerSerial % 250) + 1}`,
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: { _id: string; cartId: string }; token: string };
  return {
    userId: body.data._id,
    cartId: body.data.cartId,
    email,
    password,
    token: body.token,
    browser: { cookie: `chhaap_session=${body.token}`, origin: TEST_PUBLIC_URL },
    bearer: { authorization: `Bearer ${body.token}` },
  };
}

/**
 * Marks a registered customer's e-mail address confirmed, as opening the link mailed at registration
 * does: until then the address gets no order mail (mail/recipients.ts).
 */
export async function confirmEmailOf(t: TestApp, customer: { userId: string }): Promise<void> {
  await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, customer.userId));
}

/** Countries the shop delivers to, for tests that start from an empty database: India free, abroad per kg. */
export async function seedDeliveryCountries(db: DatabaseHandle["db"]): Promise<void> {
  const rows = await db
    .insert(countries)
    .values([
      { countryName: "India", isoCode: "IN", sortOrder: 0 },
      { countryName: "United Kingdom", isoCode: "GB", sortOrder: 1 },
      { countryName: "United Arab Emirates", isoCode: "AE", sortOrder: 2 },
    ])
    .returning({ id: countries.id, isoCode: countries.isoCode });
  await db
    .insert(shippingCharges)
    .values(rows.map((row) => ({ countryId: row.id, perKgPaise: row.isoCode === "IN" ? 0 : 90_000 })));
}
