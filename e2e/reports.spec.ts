import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * The owner's numbers, on a phone and at a desk: cash-on-delivery orders delivered to one state that
 * no other journey ships to (so its row is this journey's alone while others place orders beside it)
 * are confirmed; the owner opens this month's report, finds them in the figures and the state
 * breakdown, switches period (the URL keeps it) and downloads the breakdown as CSV. A CSV the API
 * refuses leads back to the report saying why. A member of staff without reports access is told so.
 */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

/** Where a journey's orders go: a state with its capital's PIN code. */
interface Destination {
  state: string;
  city: string;
  zip: string;
}

/** A new customer's cash-on-delivery order of one piece, placed as checkout does; its number and merchandise after discount. */
async function placeOrder(
  request: APIRequestContext,
  origin: string,
  to: Destination,
): Promise<{ orderNumber: string; net: number }> {
  const headers = { origin };
  const { cartId, email } = await registerShopper(request, "Lalremruati Sailo", { via: "api", phone: "9436012345" });
  const search = await request.get("/api/variant/search?limit=48&page=3");
  // Any of them, so that journeys running side by side do not all buy the same few pieces.
  const candidates = ((await search.json()).data as SearchVariant[])
    .filter((v) => v.size.some((s) => s.inStock))
    .sort(() => Math.random() - 0.5);
  // Another journey may buy a size's last piece after the search: the next piece is as good.
  let added = false;
  for (const variant of candidates) {
    const size = variant.size.find((s) => s.inStock)?.sizeName;
    const answer = await request.post("/api/cart-item", {
      data: { cartId, product_variant_id: variant._id, size, quantity: 1 },
      headers,
    });
    if (answer.status() === 409 && (await answer.json()).code === "cart.out_of_stock") continue;
    expect(answer.status(), await answer.text()).toBe(201);
    added = true;
    break;
  }
  if (!added) throw new Error("no piece in stock");
  const order = await request.post("/api/order", {
    data: {
      payment_method: "cash_on_delivery",
      shipping_address: {
        name: "Lalremruati Sailo",
        phone: "9436012345",
        email,
        addressLine1: "12 Main Road",
        city: to.city,
        state: to.state,
        zip: to.zip,
        country: "India",
        addressType: "home",
      },
    },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderNumber = (await order.json()).data.order_id as string;
  const { data } = await (await request.get(`/api/order/${orderNumber}`)).json();
  return { orderNumber, net: (Math.round(data.subtotal * 100) - Math.round(data.discount * 100)) / 100 };
}

/** Two orders to `to`, confirmed by the owner as the desk's "Confirm" does; their net sales together. */
async function confirmedOrders(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  origin: string,
  to: Destination,
): Promise<number> {
  const placed = [];
  for (let n = 0; n < 2; n++) {
    const shopper = await playwright.request.newContext({ baseURL: origin });
    placed.push(await placeOrder(shopper, origin, to));
    await shopper.dispose();
  }
  const owner = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await owner.post("/api/staff/session", { data: OWNER })).status()).toBe(200);
  for (const { orderNumber } of placed) {
    const answer = await owner.post(`/api/admin/orders/${orderNumber}/actions`, { data: { action: "confirm" } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await owner.dispose();
  return placed.reduce((paise, order) => paise + Math.round(order.net * 100), 0) / 100;
}

/** Rupees as the report writes them: Indian grouping, paise only when there are any. */
function inr(rupees: number): string {
  const digits = Number.isInteger(rupees) ? 0 : 2;
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rupees);
}

/** Signs in at the staff sign-in page the back office sent the browser to. */
async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The state breakdown's row for `state`. */
function stateRow(page: Page, state: string) {
  return page
    .getByRole("region", { name: "Net sales by delivery state", exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: state, exact: true }) });
}

const JOURNEYS = [
  { name: "on a phone", viewport: PHONE, to: { state: "Mizoram", city: "Aizawl", zip: "796001" } },
  { name: "at a desk", viewport: DESK, to: { state: "Nagaland", city: "Kohima", zip: "797001" } },
] as const;

for (const journey of JOURNEYS) {
  test(`the owner reads this month's report ${journey.name}, switches period and downloads a breakdown as CSV`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const net = await confirmedOrders(playwright, origin, journey.to);
    const context = await browser.newContext({ viewport: journey.viewport });
    const page = await context.newPage();
    // The page hydrates as the server drew it (the same rupees and days in the browser's Intl).
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    // The nav leads there; this month is the report's default.
    await page.goto("/admin");
    await signIn(page, OWNER.email, OWNER.password);
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reports" })).toHaveAttribute(
      "href",
      "/admin/reports",
    );
    // Loaded as a document, so the page hydrates from the server's HTML.
    await page.goto("/admin/reports");
    await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    const periods = page.getByRole("navigation", { name: "Report period" });
    await expect(periods.getByRole("link", { name: "This month" })).toHaveAttribute("aria-current", "page");
    const orders = page
      .locator(".report-figure")
      .filter({ hasText: /^Orders/ })
      .locator(".report-figure__value");
    expect(Number((await orders.textContent())?.replaceAll(",", ""))).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("img", { name: /^Net sales by day/ })).toBeVisible();
    const row = stateRow(page, journey.to.state);
    await expect(row.getByRole("cell").nth(0)).toHaveText(inr(net));
    await expect(row.getByRole("cell").nth(2)).toHaveText("2");
    // The change is read in words, not as an arrow; nothing went to this state the month before.
    await expect(row.getByRole("cell").nth(5)).toMatchAriaSnapshot('- cell "none in the previous period"');
    // Each table's scrolling frame is a group named by its table, focusable; the landmarks are the sections.
    const frame = page.getByRole("group", { name: "Net sales by delivery state", exact: true });
    await frame.focus();
    await expect(frame).toBeFocused();
    await expect(page.getByRole("region", { name: /\(table\)$/ })).toHaveCount(0);
    // Wide tables scroll inside their frames: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(journey.viewport.width);

    // Last month: while it loads the figures on screen are marked as being replaced; then the URL
    // says so, and this journey's orders are not in it.
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/admin\/reports\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await periods.getByRole("link", { name: "Last month" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveText("Loading the report for the period chosen…");
    await expect(page.locator(".report-body")).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page).toHaveURL(/\?period=last-month$/);
    await expect(periods.getByRole("link", { name: "Last month" })).toHaveAttribute("aria-current", "page");
    // A fresh shop: every order of this run was placed this month.
    await expect(page.getByText("No orders in this period yet.")).toBeVisible();
    await expect(stateRow(page, journey.to.state)).toHaveCount(0);

    // Today, as a custom range: the orders are back, and the form's dates are in the URL.
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    await page.getByLabel("From", { exact: true }).fill(today);
    await page.getByLabel("To", { exact: true }).fill(today);
    await page.getByRole("button", { name: "Show these dates" }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${today}&to=${today}$`));
    await expect(stateRow(page, journey.to.state).getByRole("cell").nth(2)).toHaveText("2");

    // The state breakdown as CSV, for the same days.
    const download = page.waitForEvent("download");
    await page
      .getByRole("region", { name: "Net sales by delivery state", exact: true })
      .getByRole("link", { name: "Download CSV" })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`chhaap-delivery-state-${today}-to-${today}.csv`);
    const lines = (await readFile((await file.path()) ?? "", "utf8")).split(/\r?\n/);
    expect(lines[0]).toBe("key,name,net_sales,previous_net_sales,orders,previous_orders,units,previous_units,share_percent");
    // Two orders of one piece each, today; nothing to Mizoram (or Nagaland) the day before.
    expect(lines.find((line) => line.startsWith(`${journey.to.state},`))).toMatch(
      new RegExp(`^${journey.to.state},${journey.to.state},${net},0,2,0,2,0,[\\d.]+$`),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("without scripts the owner still picks a period: presets are links, custom days a plain form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/admin/reports");
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await page.getByRole("navigation", { name: "Report period" }).getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\?period=7-days$/);
  await page.getByLabel("From", { exact: true }).fill("2026-03-25");
  await page.getByLabel("To", { exact: true }).fill("2026-04-05");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page).toHaveURL(/\?period=custom&from=2026-03-25&to=2026-04-05$/);
  await expect(page.getByText("Wed, 25 Mar 2026 to Sun, 5 Apr 2026 (12 days)")).toBeVisible();
  // Days typed the wrong way round: the API's word, beside the form to put them right.
  await page.getByLabel("From", { exact: true }).fill("2026-04-05");
  await page.getByLabel("To", { exact: true }).fill("2026-03-25");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page.getByRole("alert")).toHaveText("The last day must be on or after the first day.");
  for (const field of ["From", "To"]) {
    const input = page.getByLabel(field, { exact: true });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("The last day must be on or after the first day.");
  }

  // A CSV the API refuses is never saved: the browser is back on the report, which says why.
  await page.goto("/admin/reports/export.csv?section=summary&period=custom&from=2026-04-05&to=2026-03-25");
  await expect(page).toHaveURL(/\/admin\/reports\?period=custom&from=2026-04-05&to=2026-03-25&download=invalid$/);
  await expect(page.getByRole("alert")).toHaveText("The last day must be on or after the first day.");
  await page.goto("/admin/reports/export.csv?section=everything&period=7-days");
  await expect(page).toHaveURL(/\/admin\/reports\?period=7-days&download=invalid$/);
  await expect(page.getByRole("alert")).toHaveText(
    "That CSV could not be made: the report has no such section. Use one of the Download CSV links below.",
  );
  await expect(page.getByText("compared with the period before")).toBeVisible();
  await context.close();
});

test("a member of staff without reports access is told so, and is not offered reports", async ({ page, playwright, baseURL }) => {
  const origin = baseURL ?? "";
  const owner = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await owner.post("/api/staff/session", { data: OWNER })).status()).toBe(200);
  const email = `counter-${Date.now()}@chhaap.shop`;
  const added = await owner.post("/api/admin/staff", { data: { name: "Salim Counter", email, role: "staff" } });
  expect(added.status(), await added.text()).toBe(201);
  const { oneTimePassword } = (await added.json()).data as { oneTimePassword: string };
  await owner.dispose();

  await page.goto("/admin/reports");
  await signIn(page, email, oneTimePassword);
  await page.getByLabel("Current password").fill(oneTimePassword);
  await page.getByLabel("New password").fill("indigo-counter-table");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Salim Counter" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Reports" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "GST returns" })).toHaveCount(0);

  const refused = await page.goto("/admin/reports");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText(
    "Reports are for the shop's owner, and for staff the owner has given reports access. Ask the owner if you need them.",
  );
  const csv = await page.request.get("/admin/reports/export.csv?section=summary");
  expect(csv.status()).toBe(403);
});
