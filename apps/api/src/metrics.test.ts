import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#src/test/app.ts";
import { serveMetrics } from "./metrics.ts";
import { createShortLivedCache } from "./short-lived-cache.ts";

let t: TestApp;
let metrics: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Port 0: the system picks a free one, read back from the server.
  metrics = await serveMetrics({ port: 0, host: "127.0.0.1", cluster: false });
  port = (metrics.address() as { port: number }).port;
});
afterAll(async () => {
  metrics?.close();
  await t?.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  return res.text();
};

/** The value of one series in Prometheus text, or 0 when it is not there. */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics on its own port", () => {
  it("counts requests by route and status, with their latency, and the process's own figures", async () => {
    const series = 'chhaap_http_request_duration_seconds_count{method="GET",route="/api/country",status="200"}';
    const before = seriesValue(await scrape(), series);
    for (let n = 0; n < 3; n++) expect((await t.app.inject("/api/country")).statusCode).toBe(200);
    await t.app.inject("/api/no-such-route");
    const text = await scrape();
    expect(seriesValue(text, series)).toBe(before + 3);
    expect(text).toMatch(
      /chhaap_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/country",status="200"\}/,
    );
    // A path no route has is one series, not one per path a client makes up.
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain("no-such-route");
    for (const figure of ["nodejs_eventloop_lag_seconds", "process_resident_memory_bytes", "nodejs_heap_size_used_bytes"])
      expect(text).toContain(figure);
  });

  it("counts hits and misses of the named caches", async () => {
    const cache = createShortLivedCache<number>({ name: "test-cache", ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000 });
    await cache.get("a", async () => 1);
    await cache.get("a", async () => 1);
    await cache.get("a", async () => 1);
    const text = await scrape();
    expect(seriesValue(text, 'chhaap_cache_lookups_total{cache="test-cache",result="miss"}')).toBe(1);
    expect(seriesValue(text, 'chhaap_cache_lookups_total{cache="test-cache",result="hit"}')).toBe(2);
  });

  it("is not on the shop's port, and answers nothing else on its own", async () => {
    expect((await t.app.inject("/metrics")).statusCode).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});
