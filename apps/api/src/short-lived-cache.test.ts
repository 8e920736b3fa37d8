import { describe, expect, it } from "vitest";
import { approximateBytes, createShortLivedCache, rememberFor } from "./short-lived-cache.ts";

describe("short-lived cache", () => {
  it("computes once per key until the entry is older than its time to live", async () => {
    let time = 1;
    let calls = 0;
    const cache = createShortLivedCache<number>({ ttlMs: 1000, maxEntries: 10, maxBytes: 10_000, now: () => time });
    const compute = async () => ++calls;
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("a", compute)).toBe(1);
    time = 1001;
    expect(await cache.get("a", compute)).toBe(1);
    time = 1002;
    expect(await cache.get("a", compute)).toBe(2);
  });

  it("shares one computation between concurrent misses", async () => {
    let calls = 0;
    const cache = createShortLivedCache<number>({ ttlMs: 1000, maxEntries: 10, maxBytes: 10_000 });
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    expect(await Promise.all([cache.get("k", compute), cache.get("k", compute)])).toEqual([1, 1]);
  });

  it("forgets failures and drops the least recently used entry when full", async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 1000, maxEntries: 2, maxBytes: 10_000 });
    await expect(cache.get("x", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cache.get("x", async () => "back")).toBe("back");
    await cache.get("y", async () => "y");
    await cache.get("z", async () => "z");
    expect(await cache.get("x", async () => "recomputed")).toBe("recomputed");
    expect(await cache.get("z", async () => "not used")).toBe("z");
  });

  it("keeps within its byte budget, and answers what it cannot keep", async () => {
    const big = "a".repeat(1_000);
    const cache = createShortLivedCache<string>({ ttlMs: 1000, maxEntries: 100, maxBytes: approximateBytes(big) * 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => big);
    expect(await cache.get("a", async () => "recomputed")).toBe("recomputed");
    expect(await cache.get("c", async () => "not used")).toBe(big);
    const huge = "h".repeat(10_000);
    expect(await cache.get("huge", async () => huge)).toBe(huge);
    expect(await cache.get("huge", async () => "not kept")).toBe("not kept");
  });

  it("keeps nothing with a time to live of 0, and keeps null answers otherwise", async () => {
    let calls = 0;
    const never = rememberFor(0, async () => ++calls);
    await never();
    await never();
    expect(calls).toBe(2);
    let reads = 0;
    const empty = rememberFor(1000, async () => {
      reads++;
      return null;
    });
    expect(await empty()).toBeNull();
    expect(await empty()).toBeNull();
    expect(reads).toBe(1);
  });
});
