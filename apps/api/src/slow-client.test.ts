import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "#src/app.ts";
import { createTestDatabase } from "#src/test/database.ts";
import type { DatabaseHandle } from "./db/client.ts";

/** A client that sends its request slower than anyone honest does, over a real socket. */
let app: App;
let database: DatabaseHandle;
let port: number;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: { dataDir: "/tmp", publicUrl: "http://shop.test", logLevel: "silent", trustProxy: false, sessionSecret: "s".repeat(40) },
    pingDatabase: database.ping,
    logger: false,
    requestTimeoutMs: 1_000,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("a request body trickled in", () => {
  it("is cut off with 408 in the envelope once the request time limit has passed", async () => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.on("close", () => resolve(Date.now() - started));
    });
    socket.write("POST /api/newsletter HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{");
    const trickle = setInterval(() => socket.write(" "), 200);
    const after = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('{"status":false,"message":"The request took too long to arrive. Please try again."}');
    expect(after).toBeGreaterThanOrEqual(900);
    expect(after).toBeLessThan(4_000);
  });
});
