import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

// A second server of our own, so stopping it does not disturb the other journeys.
test("SIGTERM lets requests in flight finish, pages with all their data, then the server exits cleanly", async () => {
  test.setTimeout(120_000);
  const port = 4519;
  const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-shutdown-"));
  const startScript = fileURLToPath(new URL("../scripts/start.mjs", import.meta.url));
  const server = spawn(process.execPath, [startScript], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "trace" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  for (const stream of [server.stdout, server.stderr]) {
    stream.on("data", (chunk) => {
      log += chunk;
    });
  }
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status, { timeout: 90_000, message: log })
    .toBe(200);

  const search = await (await fetch(`${base}/api/variant/search?limit=1&search=saree`)).json();
  const variant = search.data[0] as { _id: string; product: { name: string } };

  // A never-seen image takes a render of tens of milliseconds: long enough to be in flight. A product
  // page may be too; its loaders call the API in-process while it renders (apps/api/src/drain.test.ts
  // holds that moment still, which a real server cannot promise).
  const imagePath = `/media/ajrakh/madder-shutdown-probe-${Date.now()}-1-1200.webp`;
  const pagePath = `/product-details/${variant._id}`;
  const image = fetch(base + imagePath);
  const page = fetch(base + pagePath);
  // Signal once the server has both requests (a request still unread could meet a closing socket):
  // at `trace` the server logs each request as it arrives.
  await expect
    .poll(() => log.includes(`"url":"${imagePath}"`) && log.includes(`"url":"${pagePath}"`), { intervals: [1], timeout: 60_000 })
    .toBe(true);
  server.kill("SIGTERM");
  const imageRes = await image;
  expect(imageRes.status).toBe(200);
  expect((await imageRes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  const pageRes = await page;
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  expect(html).toContain(variant.product.name);
  // The header's categories come from their own API call, made while the page renders.
  expect(html).toMatch(/<nav[^>]*aria-label="Main"[\s\S]*Sarees/);
  expect(await exited, log).toBe(0);
  expect(log).toContain("shutting down: draining requests");
});
