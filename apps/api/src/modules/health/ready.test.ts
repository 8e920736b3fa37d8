import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandler } from "#src/plugins/error-handler.ts";
import { createTestApp } from "#src/test/app.ts";
import { healthRoutes } from "./routes.ts";

describe("readiness after a start", () => {
  it("answers 503 with a retry time while the process warms up, and 200 once warm", async () => {
    let warming = true;
    const app = Fastify();
    await app.register(errorHandler);
    await app.register(healthRoutes, { pingDatabase: async () => {}, warmingUp: () => warming });
    const waiting = await app.inject("/api/ready");
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers["retry-after"]).toBe("1");
    expect(waiting.json()).toMatchObject({ status: false, code: "server.starting" });
    warming = false;
    expect((await app.inject("/api/ready")).json()).toEqual({ status: true, data: { database: "up" } });
    await app.close();
  });

  // PGlite cannot hold a table from another transaction: there the index is built before any check.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "answers 503 while the first search index is still being built, then 200",
    async () => {
      const t = await createTestApp();
      const db = t.database.db;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Another transaction holds the variants: the index's first read waits for it.
      const holding = db.transaction(async (tx) => {
        await tx.execute(sql`lock table variants in access exclusive mode`);
        await released;
      });
      try {
        const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
        const waiting = await fetch(`${address}/api/ready`);
        expect(waiting.status).toBe(503);
        expect(waiting.headers.get("retry-after")).toBe("1");
        expect(await waiting.json()).toMatchObject({ status: false, code: "server.starting" });
        release();
        await holding;
        await expect.poll(async () => (await fetch(`${address}/api/ready`)).status, { timeout: 30_000 }).toBe(200);
      } finally {
        release();
        await holding.catch(() => {});
        await t.close();
      }
    },
  );
});
