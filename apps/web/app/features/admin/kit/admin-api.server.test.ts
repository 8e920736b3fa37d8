import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadAdmin, loadAdminList, readAdmin, refusedStatus } from "./admin-api.server.ts";

const coupon = z.object({ _id: z.string(), code: z.string() });

/** An API that answers every path with `body` and `status`, as the Fastify app would in-process. */
function apiAnswering(status: number, body: unknown): AppLoadContext {
  return {
    async api() {
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  } as unknown as AppLoadContext;
}

/** The status of the error response `load` throws. */
async function thrownStatus(load: Promise<unknown>): Promise<number> {
  const thrown: unknown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  if (!thrown || typeof thrown !== "object" || !("init" in thrown)) throw new Error("no response was thrown");
  const { init } = thrown as { init: ResponseInit | null };
  return init?.status ?? 200;
}

describe("loadAdmin", () => {
  it("gives the data parsed with the contract's schema, and the page count", async () => {
    const context = apiAnswering(200, { status: true, data: { _id: "c1", code: "DIWALI", extra: 1 }, totalPages: 3 });
    const loaded = await loadAdmin(context, "/api/admin/coupons/c1", coupon);
    expect(loaded.data).toEqual({ _id: "c1", code: "DIWALI" });
    expect(loaded.totalPages).toBe(3);
  });

  it("answers 502 when a 200 does not match the contract: the API's fault, not the page's", async () => {
    const context = apiAnswering(200, { status: true, data: { _id: "c1" } });
    expect(await thrownStatus(loadAdmin(context, "/api/admin/coupons/c1", coupon))).toBe(502);
  });

  it("keeps the API's refusal: 404 for no such record, 401 signed out, 403 not allowed", async () => {
    for (const status of [404, 401, 403]) {
      const context = apiAnswering(status, { status: false, message: "No.", code: "not_found" });
      expect(await thrownStatus(loadAdmin(context, "/api/admin/coupons/c1", coupon)), String(status)).toBe(status);
    }
  });
});

describe("readAdmin", () => {
  it("hands a refusal back with its status and message, for a list to show beside its filters", async () => {
    const context = apiAnswering(400, { status: false, message: "The date could not be read.", code: "validation" });
    expect(await readAdmin(context, "/api/admin/orders?from=x", coupon)).toEqual({
      ok: false,
      status: 400,
      message: "The date could not be read.",
    });
  });
});

describe("refusedStatus", () => {
  it("keeps the API's status, and makes no answer at all a 502", () => {
    expect(refusedStatus(409)).toBe(409);
    expect(refusedStatus(0)).toBe(502);
  });
});

describe("loadAdminList", () => {
  it("shows no rows and the API's word when it refuses a filter, and the error page for anything else", async () => {
    const refused = apiAnswering(400, { status: false, message: "The date could not be read.", code: "validation" });
    expect(await loadAdminList(refused, "/api/admin/orders?from=x", z.array(coupon), [])).toEqual({
      data: [],
      totalPages: 0,
      problem: "The date could not be read.",
    });
    const forbidden = apiAnswering(403, { status: false, message: "Not yours.", code: "forbidden" });
    expect(await thrownStatus(loadAdminList(forbidden, "/api/admin/orders", z.array(coupon), []))).toBe(403);
  });
});
