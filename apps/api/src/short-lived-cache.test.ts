import { describe, expect, it } from "vitest";
import { createShortLivedCache } from "./short-lived-cache.ts";

describe("short-lived cache", () => {
  it("computes once per key until the entry expires", async () => {
    let time = 0;
    let calls = 0;
    const cache = createShortLivedCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const compute = async () => ++calls;
    expect(await cache.get("a", compute)).toBe(1);
    expect(await cache.get("a", compute)).toBe(1);
    time = 999;
    expect(await cache.get("a", compute)).toBe(1);
    time = 1000;
    expect(await cache.get("a", compute)).toBe(2);
  });

  it("shares one computation between concurrent misses", async () => {
    let calls = 0;
    const cache = createShortLivedCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    expect(await Promise.all([cache.get("k", compute), cache.get("k", compute)])).toEqual([1, 1]);
  });

  it("forgets failures and evicts the oldest entry when full", async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get("x", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cache.get("x", async () => "back")).toBe("back");
    await cache.get("y", async () => "y");
    await cache.get("z", async () => "z");
    expect(await cache.get("x", async () => "recomputed")).toBe("recomputed");
    expect(await cache.get("z", async () => "not used")).toBe("z");
  });
});
