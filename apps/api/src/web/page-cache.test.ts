import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { createPageCache, noteFailures, pageBody } from "./page-cache.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A request as the cookie plugin leaves it: `cookies` parsed from the header. */
function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  const cookies = Object.fromEntries(
    (headers.cookie ?? "")
      .split(";")
      .filter((pair) => pair.includes("="))
      .map((pair) => pair.split("=").map((part) => part.trim())),
  );
  return { method, url, headers: { "user-agent": CHROME, ...headers }, cookies } as unknown as FastifyRequest;
}

function rendered(body: string, headers: Record<string, string> = { "Surrogate-Control": "max-age=5" }, status = 200) {
  return {
    status,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers }),
    body: Buffer.from(body),
    nonce: "n0nce",
  };
}

const PAGE = '<script nonce="n0nce">boot()</script><p>Indigo saree · ₹4,200</p><script nonce="n0nce">more()</script>';

describe("page cache", () => {
  it("serves a kept page with the new response's nonce in place of the one it was rendered with", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const key = cache.keyFor(request("/product-details/a")) as string;
    cache.store(key, rendered(PAGE));
    const page = cache.get(key);
    expect(page && pageBody(page, "fresh").toString()).toBe(
      '<script nonce="fresh">boot()</script><p>Indigo saree · ₹4,200</p><script nonce="fresh">more()</script>',
    );
    expect(page?.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
  });

  it("renders for the shopper alone when logged in, when authorised, or for anything but GET", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    expect(cache.keyFor(request("/", { cookie: "country-name=IN; chhaap_session=abc" }))).toBeNull();
    expect(cache.keyFor(request("/", { authorization: "Bearer abc" }))).toBeNull();
    expect(cache.keyFor(request("/product-details/a", {}, "POST"))).toBeNull();
    expect(cache.keyFor(request("/", { cookie: "country-name=IN" }))).not.toBeNull();
  });

  it("keeps pages apart by URL, cookies (country, language) and crawler or shopper", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const keys = [
      cache.keyFor(request("/product-details/a")),
      cache.keyFor(request("/product-details/b")),
      cache.keyFor(request("/product-details/a", { cookie: "country-name=IN" })),
      cache.keyFor(request("/product-details/a", { cookie: "country-name=IN; lang=hi" })),
      cache.keyFor(request("/product-details/a", { "user-agent": GOOGLEBOT })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    const key = keys[2] as string;
    cache.store(key, rendered(PAGE));
    expect(cache.get(keys[0] as string)).toBeUndefined();
    expect(cache.get(cache.keyFor(request("/product-details/a", { cookie: "country-name=IN" })) as string)).toBeDefined();
  });

  it("keeps a first visit's page apart by the country the browser's languages point to, and only then", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const indian = cache.keyFor(request("/", { "accept-language": "en-IN,en;q=0.9" }));
    const british = cache.keyFor(request("/", { "accept-language": "en-GB,en;q=0.9" }));
    expect(indian).not.toBe(british);
    expect(cache.keyFor(request("/", { "accept-language": "hi" }))).toBe(indian);
    const chosen = (language: string) => cache.keyFor(request("/", { cookie: "country-name=UK", "accept-language": language }));
    expect(chosen("en-IN")).toBe(chosen("en-GB"));
  });

  it("keeps only successful pages that say they may be shared, without cookies of their own", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const key = "k";
    cache.store(key, rendered(PAGE, {}));
    expect(cache.get(key)).toBeUndefined();
    cache.store(key, rendered(PAGE, { "Surrogate-Control": "no-store" }));
    expect(cache.get(key)).toBeUndefined();
    cache.store(key, rendered(PAGE, { "Surrogate-Control": "max-age=5" }, 404));
    expect(cache.get(key)).toBeUndefined();
    cache.store(key, rendered(PAGE, { "Surrogate-Control": "max-age=5", "Set-Cookie": "chhaap_session=x" }));
    expect(cache.get(key)).toBeUndefined();
    cache.store(key, rendered(PAGE, { "Surrogate-Control": "max-age=5" }));
    expect(cache.get(key)).toBeDefined();
  });

  it("forgets a page when its max-age has passed", () => {
    let time = 1_000;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => time });
    cache.store("k", rendered(PAGE));
    time += 5_000;
    expect(cache.get("k")).toBeDefined();
    time += 1;
    expect(cache.get("k")).toBeUndefined();
  });

  it("drops the least recently served pages when over its byte budget", () => {
    const size = Buffer.byteLength(PAGE);
    const cache = createPageCache({ maxBytes: size * 2 });
    for (const key of ["a", "b", "c"]) cache.store(key, rendered(PAGE));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    // "b" was just served, so "c" is the one to go for "d".
    expect(cache.get("b")).toBeDefined();
    cache.store("d", rendered(PAGE));
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("b")).toBeDefined();
  });

  it("notes the API calls a page rendered without: thrown, 5xx or 429, not an ordinary 404", async () => {
    let failures = 0;
    const answering = (status: number) =>
      noteFailures(
        async () => new Response(null, { status }),
        () => failures++,
      );
    await answering(200)();
    await answering(404)();
    expect(failures).toBe(0);
    await answering(503)();
    await answering(429)();
    await expect(
      noteFailures(
        () => Promise.reject(new Error("database away")),
        () => failures++,
      )(),
    ).rejects.toThrow("database away");
    expect(failures).toBe(3);
  });
});
