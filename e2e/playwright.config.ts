import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser journeys run against the real server (`npm start`'s entry) on a fresh embedded database
// seeded with the demo shop. The API layer is tested on both PGlite and PostgreSQL by Vitest; the
// browser layer only needs one real database to prove the flows end to end.
const port = Number(process.env.E2E_PORT ?? 4417);
// The stand-in for the payment gateway (apps/api/src/test/razorpay-stand-in.ts): the shop pays online
// through it, so every journey's checkout offers "Pay online" as a shop with its keys does.
const gatewayPort = port + 1;
const gateway = {
  RAZORPAY_KEY_ID: "rzp_test_e2e",
  RAZORPAY_KEY_SECRET: "e2e-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "e2e-webhook-secret",
};
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "chhaap-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one folder per run

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  // One more try for a journey that fails: on a loaded two-core CI machine journeys have failed on
  // timing alone (two CI runs in a row lost one each). The list reports a journey that passes on its
  // second try as "flaky", so it stays visible; one that fails twice fails the run.
  retries: 1,
  // A limit for hangs, not a speed test: on the two-core CI machine, with the server drawing product
  // pictures on first request, a journey that registers and orders takes up to a minute.
  timeout: 90_000,
  // Same reason: a page that answers a click after 6 s here is slow, not broken.
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The trace of a journey's first failure, without its screencast: recording the screencast made
    // journeys two to three times slower on the two-core machine (a checkout journey 28 s untraced,
    // over its 90 s with screenshots, 34 s with DOM snapshots only), enough to fail them on time
    // alone. The retry runs untraced, at full speed.
    trace: { mode: "retain-on-first-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node ../scripts/start.mjs",
      url: `http://127.0.0.1:${port}/api/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      // PUBLIC_URL is the origin the browser uses: form posts are checked against it (React Router's and ours).
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        // Each journey signs up its own shopper from this one address; the API tests cover the limits.
        RATE_LIMIT_ALLOWLIST: "127.0.0.1",
        ...gateway,
        RAZORPAY_API_URL: `http://127.0.0.1:${gatewayPort}`,
      },
    },
    {
      command: "npx tsx ../apps/api/src/test/razorpay-stand-in-cli.ts",
      port: gatewayPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...gateway,
        STAND_IN_PORT: String(gatewayPort),
        STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/razorpay/webhook`,
      },
    },
  ],
});
