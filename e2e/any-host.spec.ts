import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/**
 * A shop owner opens the shop on a phone over Wi-Fi, by the machine's LAN address, or by a second
 * name: forms must work on whatever address the shop is reached by when PUBLIC_URL is unset, and
 * with PUBLIC_URL set, other addresses lead to it.
 */

const DEMO = { email: "demo@chhaap.shop", password: "ajrakh-demo-2026" };

async function logInThroughTheForm(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email", { exact: true }).fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Get Login" }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.locator("header.site-header").getByRole("link", { name: "Profile" })).toBeVisible();
}

/** This machine's first non-loopback IPv4 address, as a phone on the same network would use it. */
function lanAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === "IPv4" && !address.internal) return address.address;
  }
  return undefined;
}

/**
 * The bag's checkout opens and shows its first step. By a name other than localhost over http the
 * page is not a secure context, where browsers leave out APIs such as crypto.randomUUID.
 */
async function openCheckout(page: Page, base: string, nth: number) {
  // Asked by the page: only the browser resolves the second name.
  const { data }: { data: { _id: string; size: { inStock: boolean }[] }[] } = await page.evaluate(async () =>
    (await fetch("/api/variant/search?limit=48&page=2")).json(),
  );
  // Each address adds another piece: the same customer's bag may already hold the last of one.
  const piece = data.filter((variant) => variant.size.length === 1 && variant.size[0]?.inStock)[nth];
  if (!piece) throw new Error("the demo shop has no single-size piece in stock on that page");
  await page.goto(`${base}/product-details/${piece._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(`${base}/cart`);
  await page.goto(`${base}/shopping-cart`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Next Step" })).toBeVisible();
  expect(await page.evaluate(() => window.isSecureContext)).toBe(base.includes("127.0.0.1"));
}

// One shop without PUBLIC_URL for the three addresses, each its own test (in order: each adds another
// piece to the same bag): on a loaded two-core machine one login and checkout took up to 54 s, and the
// three in one test ran past its budget.
test.describe("without PUBLIC_URL", () => {
  test.describe.configure({ mode: "serial" });
  const port = 4521;
  const lan = lanAddress();
  const addresses = [
    { by: "127.0.0.1", base: `http://127.0.0.1:${port}` },
    { by: "another name", base: `http://shop.lan:${port}` },
    ...(lan ? [{ by: "the LAN address", base: `http://${lan}:${port}` }] : []),
  ];
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;

  test.beforeAll(async () => {
    // A new data folder: the shop seeds its demo catalog first.
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-any-host-"));
    const startScript = fileURLToPath(new URL("../scripts/start.mjs", import.meta.url));
    const started = spawn(process.execPath, [startScript], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "0.0.0.0",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PUBLIC_URL: "",
        LOG_LEVEL: "warn",
        RATE_LIMIT_ALLOWLIST: "",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server = started;
    let log = "";
    started.stderr.on("data", (chunk) => {
      log += chunk;
    });
    // A second name for this machine, resolved by the browser alone (no DNS, no hosts file).
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP shop.lan 127.0.0.1"],
    });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status, {
        timeout: 170_000,
        message: log,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    await browser?.close();
    server?.kill("SIGTERM");
  });

  for (const [nth, { by, base }] of addresses.entries()) {
    test(`logging in and opening the checkout work by ${by}`, async () => {
      if (!browser) throw new Error("the browser did not start");
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await logInThroughTheForm(page, base);
        await openCheckout(page, base, nth);
      } finally {
        await context.close();
      }
    });
  }
});

test("with PUBLIC_URL set, a page asked for by another host is redirected to the shop's address", async ({
  request,
  baseURL,
}) => {
  const canonical = new URL(baseURL ?? "");
  const other = `http://localhost:${canonical.port}`;
  const res = await request.get(`${other}/login?redirectTo=%2Forders`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(`${canonical.origin}/login?redirectTo=%2Forders`);
});
