import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "#src/app.ts";
import type { DatabaseHandle } from "#src/db/client.ts";
import { registerCustomer, TEST_PUBLIC_URL } from "#src/test/app.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { databaseSessionKeys, retireOlderSessionKeys, rotateSessionKeys } from "./session-keys.ts";
import { clientAddress } from "./test-support.ts";

// Instances of the shop as two machines run them: one database, each its own DATA_DIR, no SESSION_SECRET.
let database: DatabaseHandle;
let clock = Date.now();
const dataDirs: string[] = [];
const instances: App[] = [];

async function instance(): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-instance-"));
  dataDirs.push(dataDir);
  const app = await buildApp({
    db: database.db,
    config: { dataDir, publicUrl: TEST_PUBLIC_URL, logLevel: "silent", trustProxy: false },
    pingDatabase: database.ping,
    logger: false,
    publicCacheMs: 0,
    now: () => new Date(clock),
  });
  await app.ready();
  instances.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const profileStatus = async (app: App, userId: string, token: string) =>
  (await app.inject({ url: `/api/users/${userId}`, headers: { authorization: `Bearer ${token}` } })).statusCode;

async function logIn(app: App, customer: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { email: customer.email, password: customer.password },
    remoteAddress: clientAddress(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe("session signing keys in the database (SESSION_SECRET unset)", () => {
  it("a customer logged in through one instance is logged in on the other", async () => {
    const [a, b] = [await instance(), await instance()];
    const customer = await registerCustomer(a);
    expect(await profileStatus(b, customer.userId, customer.token)).toBe(200);
    expect(await profileStatus(a, customer.userId, await logIn(b, customer))).toBe(200);
  });

  it("after a rotation the new key signs and nobody is logged out; retiring the older key ends what it signed", async () => {
    const a = await instance();
    const customer = await registerCustomer(a);
    const before = customer.token;

    await rotateSessionKeys(database.db);
    const c = await instance();
    const after = await logIn(c, customer);
    // A has not read the new key yet: a token it does not know sends it to read the keys again.
    clock += 11_000;
    expect(await profileStatus(a, customer.userId, after)).toBe(200);
    expect(await profileStatus(c, customer.userId, before)).toBe(200);

    expect(await retireOlderSessionKeys(database.db, new Date(clock))).toBeGreaterThan(0);
    const d = await instance();
    expect(await profileStatus(d, customer.userId, before)).toBe(401);
    expect(await profileStatus(d, customer.userId, after)).toBe(200);
  });

  it("a token signed with no key of the shop's does not make every request read the keys", async () => {
    const keys = await databaseSessionKeys(database.db, { dataDir: dataDirs[0] as string, now: () => clock });
    try {
      clock += 11_000;
      await rotateSessionKeys(database.db);
      expect(await keys.reload()).toBe(true);
      await rotateSessionKeys(database.db);
      // Within ten seconds of the last read, a miss does not read again.
      expect(await keys.reload()).toBe(false);
    } finally {
      keys.close();
    }
  });
});

describe("the first key of an upgraded shop", () => {
  it("is the secret the shop kept in DATA_DIR/session-secret, so nobody is logged out by the upgrade", async () => {
    const fresh = await createTestDatabase({ seeded: false });
    const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-upgraded-"));
    try {
      writeFileSync(path.join(dataDir, "session-secret"), `${"k".repeat(64)}\n`);
      // Three workers starting at once: one key is made, and all of them sign with it.
      const together = await Promise.all([1, 2, 3].map(() => databaseSessionKeys(fresh.db, { dataDir, now: () => clock })));
      for (const keys of together) {
        expect(keys.accepted()).toEqual(["k".repeat(64)]);
        expect(keys.signing()).toBe("k".repeat(64));
        keys.close();
      }
      // A later start reads it rather than making another.
      const again = await databaseSessionKeys(fresh.db, { dataDir: tmpdir(), now: () => clock });
      expect(again.accepted()).toEqual(["k".repeat(64)]);
      again.close();
    } finally {
      await fresh.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
