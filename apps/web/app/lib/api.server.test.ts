import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fetchSharedList } from "./api.server.ts";

const item = z.object({ _id: z.string(), name: z.string() });

/** An API that answers every path with one list, counting the calls. */
function fakeApi(answer: { status?: number; cacheControl?: string; body?: unknown }) {
  const calls: string[] = [];
  const context = {
    async api(path: string) {
      calls.push(path);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const headers = answer.cacheControl ? { "cache-control": answer.cacheControl } : undefined;
      const body = answer.body ?? { status: true, data: [{ _id: "1", name: "Sarees" }] };
      return new Response(JSON.stringify(body), { status: answer.status ?? 200, headers });
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

describe("fetchSharedList", () => {
  it("asks once for an answer marked public, however many pages want it at once or after", async () => {
    const { context, calls } = fakeApi({ cacheControl: "public, max-age=60" });
    const lists = await Promise.all([1, 2, 3].map(() => fetchSharedList(context, "/api/category?shared=1", item)));
    expect(lists).toEqual([1, 2, 3].map(() => [{ _id: "1", name: "Sarees" }]));
    expect(await fetchSharedList(context, "/api/category?shared=1", item)).toEqual([{ _id: "1", name: "Sarees" }]);
    expect(calls).toHaveLength(1);
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
