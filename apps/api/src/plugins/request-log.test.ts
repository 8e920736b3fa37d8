import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "#src/app.ts";
import type { DatabaseHandle } from "#src/db/client.ts";
import { createTestDatabase } from "#src/test/database.ts";

let app: App;
let database: DatabaseHandle;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: {
      dataDir: "/nonexistent",
      publicUrl: "http://shop.test",
      logLevel: "info",
      trustProxy: false,
      sessionSecret: randomBytes(32).toString("hex"),
    },
    pingDatabase: database.ping,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    publicCacheMs: 0,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function requestLines() {
  return lines.filter((line) => line.msg === "request");
}

describe("request log", () => {
  it("writes one line for a request that changes or fails, with its path but not its query", async () => {
    lines.length = 0;
    const res = await app.inject({ method: "POST", url: "/api/users/login?token=secret-in-query", payload: {} });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      method: "POST",
      url: "/api/users/login",
      statusCode: res.statusCode,
      reqId: res.headers["x-request-id"],
    });
    expect(typeof line?.ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("secret-in-query");
  });

  it("keeps successful reads at debug: none at the default level, one line at debug", async () => {
    lines.length = 0;
    expect((await app.inject("/api/health")).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
    app.log.level = "debug";
    try {
      await app.inject("/api/health?probe=1");
    } finally {
      app.log.level = "info";
    }
    expect(requestLines()).toEqual([expect.objectContaining({ method: "GET", url: "/api/health", statusCode: 200, level: 20 })]);
  });

  it("logs a refusal at warn", async () => {
    lines.length = 0;
    const res = await app.inject("/api/users/00000000-0000-4000-8000-000000000000");
    expect([401, 403]).toContain(res.statusCode);
    expect(requestLines()).toEqual([expect.objectContaining({ statusCode: res.statusCode, level: 40 })]);
  });
});
