import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callApi, fetchSharedList } from "./api.server.ts";

const item = z.object({ _id: z.string(), name: z.string() });

/** An API that answers every path with one list, counting the calls; `staffEdit` moves the shop's generation on. */
function fakeApi(answer: { status?: number; cacheControl?: string; body?: unknown }) {
  const calls: string[] = [];
  const cookies: (string | undefined)[] = [];
  let generation = 0;
  const context = {
    publicAnswersGeneration: () => generation,
    async api(path: string, init?: { headers?: Record<string, string> }) {
      calls.push(path);
      cookies.push(init?.headers?.cookie);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const headers = answer.cacheControl ? { "cache-control": answer.cacheControl } : undefined;
      const body = answer.body ?? { status: true, data: [{ _id: "1", name: "Sarees" }] };
      return new Response(JSON.stringify(body), { status: answer.status ?? 200, headers });
    },
  } as unknown as AppLoadContext;
  return {
    context,
    calls,
    cookies,
    staffEdit: () => {
      generation += 1;
    },
  };
}

describe("fetchSharedList", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks as nobody in particular: the shopper's cookies are not sent", async () => {
    const { context, cookies } = fakeApi({ cacheControl: "public, max-age=60" });
    await fetchSharedList(context, "/api/category?anonymous=1", item);
    expect(cookies).toEqual([""]);
  });

  it("stops waiting for a request that never ends after 10 s, and asks again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const calls: string[] = [];
    const context = {
      publicAnswersGeneration: () => 0,
      api(path: string) {
        calls.push(path);
        return new Promise<Response>(() => {});
      },
    } as unknown as AppLoadContext;
    const first = fetchSharedList(context, "/api/category?hanging=1", item);
    await vi.advanceTimersByTimeAsync(9_999);
    void fetchSharedList(context, "/api/category?hanging=1", item);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(await first).toEqual([]);
    void fetchSharedList(context, "/api/category?hanging=1", item);
    expect(calls).toHaveLength(2);
  });

  it("asks once for an answer marked public, however many pages want it at once or after", async () => {
    const { context, calls } = fakeApi({ cacheControl: "public, max-age=60" });
    const lists = await Promise.all([1, 2, 3].map(() => fetchSharedList(context, "/api/category?shared=1", item)));
    expect(lists).toEqual([1, 2, 3].map(() => [{ _id: "1", name: "Sarees" }]));
    expect(await fetchSharedList(context, "/api/category?shared=1", item)).toEqual([{ _id: "1", name: "Sarees" }]);
    expect(calls).toHaveLength(1);
  });

  it("asks again once staff have changed what shoppers see", async () => {
    const { context, calls, staffEdit } = fakeApi({ cacheControl: "public, max-age=60" });
    await fetchSharedList(context, "/api/category?edited=1", item);
    await fetchSharedList(context, "/api/category?edited=1", item);
    expect(calls).toHaveLength(1);
    staffEdit();
    await fetchSharedList(context, "/api/category?edited=1", item);
    expect(calls).toHaveLength(2);
  });

  it("asks every time for an answer not marked public", async () => {
    const { context, calls } = fakeApi({ cacheControl: "private, max-age=60" });
    await fetchSharedList(context, "/api/category?private=1", item);
    await fetchSharedList(context, "/api/category?private=1", item);
    expect(calls).toHaveLength(2);
  });

  it("keeps no failure: an error or a body of the wrong shape is asked again", async () => {
    const failing = fakeApi({ status: 503, cacheControl: "public, max-age=60" });
    expect(await fetchSharedList(failing.context, "/api/category?failing=1", item)).toEqual([]);
    expect(await fetchSharedList(failing.context, "/api/category?failing=1", item)).toEqual([]);
    expect(failing.calls).toHaveLength(2);

    const wrong = fakeApi({ cacheControl: "public, max-age=60", body: { status: true, data: [{ id: 1 }] } });
    expect(await fetchSharedList(wrong.context, "/api/category?wrong=1", item)).toEqual([]);
    expect(await fetchSharedList(wrong.context, "/api/category?wrong=1", item)).toEqual([]);
    expect(wrong.calls).toHaveLength(2);
  });
});

describe("callApi", () => {
  function answering(status: number, body: unknown) {
    return {
      async api() {
        return new Response(JSON.stringify(body), { status });
      },
    } as unknown as AppLoadContext;
  }

  it("reads a refusal's message, code, params and per-field messages (a refusal has no data)", async () => {
    const context = answering(400, {
      status: false,
      message: "Please enter a valid email address.",
      code: "validation.field",
      params: { field: "email" },
      errors: { email: "Please enter a valid email address." },
    });
    const result = await callApi(context, "/api/newsletter", { method: "POST", json: { email: "x" } });
    expect(result.status).toBe(400);
    expect(result.answer).toEqual({
      ok: false,
      message: "Please enter a valid email address.",
      error: { code: "validation.field", params: { field: "email" } },
      fieldErrors: { email: "Please enter a valid email address." },
    });
  });

  it("passes on no error code this build does not know, so the page falls back to its own words", async () => {
    const context = answering(409, { status: false, message: "Something new.", code: "cart.something_new" });
    const result = await callApi(context, "/api/cart-item", { method: "POST", json: {} });
    expect(result.answer).toMatchObject({ ok: false, message: "Something new.", error: null });
  });

  it("reads a call that never got an answer as 502 without a body", async () => {
    const context = {
      async api() {
        throw new Error("connection reset");
      },
    } as unknown as AppLoadContext;
    const result = await callApi(context, "/api/cart-item", { method: "POST", json: {} });
    expect(result).toMatchObject({ status: 502, body: null, answer: { ok: false, message: null } });
  });
});
