import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { ownerApi, signInAsOwner } from "./back-office-session.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * The accountant's month, on a phone and at a desk: a cash-on-delivery order to a state no other
 * journey ships to (Tripura, Meghalaya) is confirmed, so its invoice is issued; the owner opens GST
 * returns for this month, finds that state's B2C small row, and downloads the GSTR-1 JSON for the
 * offline tool. A member of staff without reports access gets the 403 page.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

const JOURNEYS = [
  {
    name: "on a phone",
    viewport: PHONE,
    buyer: "Bijoy Debbarma",
    phone: "9436112345",
    to: { addressLine1: "3 Palace Compound", city: "Agartala", state: "Tripura", zip: "799001" },
    row: "Tripura (16)",
    pos: "16",
  },
  {
    name: "at a desk",
    viewport: DESK,
    buyer: "Iba Lyngdoh",
    phone: "9436212345",
    to: { addressLine1: "12 Police Bazar", city: "Shillong", state: "Meghalaya", zip: "793001" },
    row: "Meghalaya (17)",
    pos: "17",
  },
] as const;

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

for (const journey of JOURNEYS) {
  test(`the owner opens this month's GST return ${journey.name}, sees a B2CS row and downloads the GSTR-1 JSON`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const shopper = await playwright.request.newContext({ baseURL: origin });
    const { cartId, email } = await registerShopper(shopper, journey.buyer, { via: "api", phone: journey.phone });
    const search = await shopper.get("/api/variant/search?limit=48&page=2");
    const candidates = ((await search.json()).data as SearchVariant[]).filter((v) => v.size.some((s) => s.inStock));
    const variant = candidates[Math.floor(Math.random() * candidates.length)];
    const size = variant?.size.find((s) => s.inStock)?.sizeName;
    if (!variant || !size) throw new Error("no piece in stock");
    const added = await shopper.post("/api/cart-item", {
      data: { cartId, product_variant_id: variant._id, size, quantity: 1 },
      headers: { origin },
    });
    expect(added.status(), await added.text()).toBe(201);
    const order = await shopper.post("/api/order", {
      data: {
        payment_method: "cash_on_delivery",
        shipping_address: {
          name: journey.buyer,
          phone: journey.phone,
          email,
          ...journey.to,
          country: "India",
          addressType: "home",
        },
      },
      headers: { origin },
    });
    expect(order.status(), await order.text()).toBe(201);
    const orderNumber = (await order.json()).data.order_id as string;
    await shopper.dispose();
    const owner = await ownerApi(playwright, origin);
    const confirmed = await owner.post(`/api/admin/orders/${orderNumber}/actions`, { data: { action: "confirm" } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await owner.dispose();

    const context = await browser.newContext({ viewport: journey.viewport, acceptDownloads: true });
    const page = await context.newPage();
    await signInAsOwner(page, "/admin/gst");
    await expect(page.getByRole("heading", { name: "GST returns", level: 1 })).toBeVisible();
    const month = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }).slice(0, 7);
    await expect(page.getByLabel("Return period")).toHaveValue(month);

    const b2cs = page.getByRole("region", { name: "B2C small (B2CS) (table)", exact: true });
    const state = b2cs.getByRole("row").filter({ has: page.getByRole("rowheader", { name: journey.row }) });
    await expect(state.first()).toBeVisible();
    await expect(state.first().getByRole("cell").first()).toHaveText("Inter-state");
    // Wide tables scroll inside their frames: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(journey.viewport.width);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download GSTR-1 JSON" }).click();
    const file = await download;
    const json = JSON.parse(await readFile((await file.path()) ?? "", "utf8"));
    expect(json.fp).toBe(`${month.slice(5, 7)}${month.slice(0, 4)}`);
    expect(json.b2cs).toEqual(
      expect.arrayContaining([expect.objectContaining({ sply_ty: "INTER", pos: journey.pos, typ: "OE" })]),
    );
    expect(json.doc_issue.doc_det[0].doc_num).toBe(1);
    await context.close();
  });
}

test("a member of staff without reports access gets the 403 page at /admin/gst", async ({ page, playwright, baseURL }) => {
  const owner = await ownerApi(playwright, baseURL ?? "");
  const email = `gst-counter-${Date.now()}@chhaap.shop`;
  const added = await owner.post("/api/admin/staff", { data: { name: "Tara Counter", email, role: "staff" } });
  expect(added.status(), await added.text()).toBe(201);
  const { oneTimePassword } = (await added.json()).data as { oneTimePassword: string };
  await owner.dispose();

  await page.goto("/admin/gst");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(oneTimePassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Current password").fill(oneTimePassword);
  await page.getByLabel("New password").fill("indigo-counter-ledger");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Tara Counter" })).toBeVisible();

  const refused = await page.goto("/admin/gst");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "GST returns", level: 1 })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "GST returns are for the shop's owner, and for staff the owner has given reports access. Ask the owner if you need them.",
  );
  await expect(page.getByRole("link", { name: "Download GSTR-1 JSON" })).toHaveCount(0);
  const json = await page.request.get(`/admin/gst/gstr1.json?period=${new Date().toISOString().slice(0, 7)}`);
  expect(json.status()).toBe(403);
});
