import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { drainConnections } from "./drain.ts";

describe("drainConnections", () => {
  it("lets a request in flight finish its in-process calls before the app closes", async () => {
    const app = Fastify();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get("/inner", async () => ({ ok: true }));
    // Like a page render: it calls the API in-process after the shutdown has begun.
    app.get("/page", async () => {
      entered();
      await gate;
      return { inner: (await app.inject("/inner")).statusCode };
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });

    const answer = fetch(`${address}/page`);
    await inHandler;
    const closed = drainConnections(app).then(() => app.close());
    release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ inner: 200 });
    await closed;
    await expect(fetch(`${address}/inner`)).rejects.toThrow();
  });
});
