import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

// A second server of our own, so stopping it does not disturb the other journeys.
test("SIGTERM lets a request in flight finish, then the server exits cleanly", async () => {
  test.setTimeout(120_000);
  const port = 4519;
  const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-shutdown-"));
  const startScript = fileURLToPath(new URL("../scripts/start.mjs", import.meta.url));
  const server = spawn(process.execPath, [startScript], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" },
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

  // A never-seen image takes a render of tens of milliseconds: long enough to be in flight.
  const inFlight = fetch(`${base}/media/ajrakh/madder-shutdown-probe-${Date.now()}-1-1200.webp`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  server.kill("SIGTERM");
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  expect(await exited, log).toBe(0);
  expect(log).toContain("shutting down: draining requests");
});
