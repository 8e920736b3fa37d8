import { randomBytes } from "node:crypto";
import { like } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { createLimiters } from "./limiters.ts";

/**
 * Two instances of the shop, as two machines (or two workers) behind a load balancer would run them,
 * asked in turn: the limits hold across both. With DATABASE_URL they count in that PostgreSQL database,
 * as the shop chooses by itself. On the embedded database the shop counts in memory (it runs one
 * process), so there the two instances are given the database store, to show the same on PGlite.
 */
const databaseStore = process.env.DATABASE_URL
  ? undefined
  : { limiters: (db: TestApp["database"]["db"]) => createLimiters({ db, store: "database" }) };

let serial = 0;
/** A client address no other test uses. */
function address() {
  serial += 1;
  return `10.61.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
}

function login(t: TestApp, email: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password }, remoteAddress });
}

const enquiry = {
  email: "asha.rao@example.com",
  full_Name: "Asha Rao",
  number: "+91 98250-41763",
  subject_Of_Enquiry: "Yardage for a boutique",
  your_Enquiry: "Could you print 60 metres of the star motif in indigo?",
};

function contact(t: TestApp, remoteAddress: string) {
  return t.app.inject({ method: "POST", url: "/api/contactUs", payload: enquiry, remoteAddress });
}

async function register(t: TestApp, email: string, password: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/users/",
    payload: { name: "Shared Limits", email, number: "9000000000", password },
    remoteAddress: address(),
  });
  expect(res.statusCode).toBe(201);
}

/** Five failed logins from one address, three through `a` and two through `b`: the sixth try is refused on either. */
async function expectLockoutShared(a: TestApp, b: TestApp, email: string, password: string) {
  const stranger = address();
  for (const [n, instance] of [a, a, a, b, b].entries()) {
    expect((await login(instance, email, `wrong-guess-${n}`, stranger)).statusCode).toBe(401);
  }
  expect((await login(a, email, password, stranger)).statusCode).toBe(429);
  expect((await login(b, email, password, stranger)).statusCode).toBe(429);
}

/** The contact form's five enquiries per address and 10 minutes, spent through both instances. */
async function expectContactLimitShared(a: TestApp, b: TestApp) {
  const client = address();
  const codes: number[] = [];
  for (const instance of [a, b, a, b, a, b, a]) codes.push((await contact(instance, client)).statusCode);
  expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429]);
}

describe("limits shared by two instances on one PostgreSQL database, without Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ seed: false, ...databaseStore });
    b = await createTestApp({ seed: false, database: a.database, ...databaseStore });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("locks an address out after five failed logins spread over both, on either, and only that address", async () => {
    const email = "shared-lock@example.com";
    await register(a, email, "kalamkari-brush");
    await expectLockoutShared(a, b, email, "kalamkari-brush");
    expect((await login(b, email, "kalamkari-brush", address())).statusCode).toBe(200);
    const rows = await a.database.db.select().from(rateLimits).where(like(rateLimits.key, "chhaap-limits:customer-sign-in%"));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("holds a route's limit per address (the contact form) across both", async () => {
    await expectContactLimitShared(a, b);
  });
});

describe("limits shared by two instances through Redis", () => {
  // Keys of this run only, under a prefix ioredis puts before each key it sends.
  const prefix = `chhaap-test-${randomBytes(6).toString("hex")}:`;
  const redis = new Redis(process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379", { keyPrefix: prefix, maxRetriesPerRequest: 1 });
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Each instance on a database of its own: only Redis joins them.
    a = await createTestApp({ seed: false, redis });
    b = await createTestApp({ seed: false, redis });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    redis.disconnect();
  });

  it("locks an address out after five failed logins spread over both, on either", async () => {
    // An address nobody registered is locked the same way, so the lock tells nothing; and it needs no account in both databases.
    await expectLockoutShared(a, b, "nobody-here@example.com", "any-password-at-all");
    expect(await redis.keys(`${prefix}chhaap-limits:customer-sign-in-tries:*`)).not.toEqual([]);
    expect(await a.database.db.select().from(rateLimits)).toEqual([]);
  });

  it("holds a route's limit per address (the contact form) across both", async () => {
    await expectContactLimitShared(a, b);
  });
});

describe("limits of the embedded shop, in memory", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // The embedded database's choice; given explicitly, so it runs the same with DATABASE_URL set.
    const memory = { limiters: (db: TestApp["database"]["db"]) => createLimiters({ db, store: "memory" }) };
    a = await createTestApp({ seed: false, ...memory });
    b = await createTestApp({ seed: false, database: a.database, ...memory });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("locks an address out after five failed logins, writing nothing to the database", async () => {
    const email = "memory-lock@example.com";
    await register(a, email, "kalamkari-brush");
    const stranger = address();
    for (let n = 0; n < 5; n++) expect((await login(a, email, `wrong-guess-${n}`, stranger)).statusCode).toBe(401);
    expect((await login(a, email, "kalamkari-brush", stranger)).statusCode).toBe(429);
    expect(await a.database.db.select().from(rateLimits)).toEqual([]);
    // A second process would count on its own: why the embedded shop runs one, and several workers need PostgreSQL or Redis.
    expect((await login(b, email, "kalamkari-brush", stranger)).statusCode).toBe(200);
  });
});

describe("a limit store that cannot be reached", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Redis gone away: every count fails.
    const unreachable = new Redis({
      host: "127.0.0.1",
      port: 1,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    unreachable.on("error", () => {});
    t = await createTestApp({ seed: false, limiters: (db) => createLimiters({ db, redis: unreachable }) });
  });
  afterAll(async () => t?.close());

  it("lets the routes' limited requests through uncounted, so the shop keeps serving", async () => {
    const res = await contact(t, address());
    expect(res.statusCode).toBe(201);
  });
});
