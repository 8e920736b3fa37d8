import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "#src/app.ts";
import { createTestDatabase } from "#src/test/database.ts";
import type { DatabaseHandle } from "./db/client.ts";

/** Clients that speak HTTP slowly or badly, over a real socket: they get the shop's envelope, never the framework's. */
let app: App;
let database: DatabaseHandle;
let port: number;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: {
      dataDir: "/tmp",
      publicUrl: "http://shop.test",
      logLevel: "silent",
      trustProxy: false,
      sessionSecret: "s".repeat(40),
    },
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
    socket.write(
      "POST /api/newsletter HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    const trickle = setInterval(() => socket.write(" "), 200);
    const after = await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(
      '{"status":false,"message":"The request took too long to arrive. Please try again.","code":"request.timeout"}',
    );
    expect(after).toBeGreaterThanOrEqual(900);
    expect(after).toBeLessThan(4_000);
  });
});

/** Sends raw bytes and answers everything the server wrote back before closing (or after a pause). */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", () => resolve(answer));
    socket.setTimeout(2_000, () => socket.destroy());
    socket.write(raw);
  });
}

function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
}

describe("requests that fail before routing", () => {
  it("answers a URL that is not valid percent-encoding with the envelope", async () => {
    const answer = await exchange("GET /api/variant/%zz HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(answer)).toEqual({ status: false, message: "That address is not a valid URL.", code: "request.bad_url" });
  });

  it("answers headers too large with 431 in the envelope", async () => {
    const answer = await exchange(`GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(answer)).toEqual({
      status: false,
      message: "The request's headers are too large.",
      code: "request.headers_too_large",
    });
  });

  it("answers a malformed Content-Length with 400 in the envelope", async () => {
    const answer = await exchange("POST /api/newsletter HTTP/1.1\r\nHost: shop.test\r\nContent-Length: ten\r\n\r\n{}");
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(answer)).toEqual({ status: false, message: "The request could not be understood.", code: "request.malformed" });
  });
});
