import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { ownerApi, signInAsOwner } from "./back-office-session.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * The accountant's month, on a phone: a cash-on-delivery order to Tripura (a state no other journey
 * ships to) is confirmed, so its invoice is issued; the owner opens GST returns for this month, finds
 * Tripura's B2C small row, and downloads the GSTR-1 JSON for the offline tool.
 */

const PHONE = { width: 390, height: 844 };

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

test("the owner opens this month's GST return on a phone, sees a B2CS row and downloads the GSTR-1 JSON", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const shopper = await playwright.request.newContext({ baseURL: origin });
  const { cartId, email } = await registerShopper(shopper, "Bijoy Debbarma", { via: "api", phone: "9436112345" });
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
        name: "Bijoy Debbarma",
        phone: "9436112345",
        email,
        addressLine1: "3 Palace Compound",
        city: "Agartala",
        state: "Tripura",
        zip: "799001",
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

  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  await signInAsOwner(page, "/admin/gst");
  await expect(page.getByRole("heading", { name: "GST returns", level: 1 })).toBeVisible();
  const month = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }).slice(0, 7);
  await expect(page.getByLabel("Return period")).toHaveValue(month);

  const b2cs = page.getByRole("region", { name: "B2C small (B2CS) (table)", exact: true });
  const tripura = b2cs.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Tripura (16)" }) });
  await expect(tripura.first()).toBeVisible();
  await expect(tripura.first().getByRole("cell").first()).toHaveText("Inter-state");
  // Wide tables scroll inside their frames: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download GSTR-1 JSON" }).click();
  const file = await download;
  const json = JSON.parse(await readFile((await file.path()) ?? "", "utf8"));
  expect(json.fp).toBe(`${month.slice(5, 7)}${month.slice(0, 4)}`);
  expect(json.b2cs).toEqual(expect.arrayContaining([expect.objectContaining({ sply_ty: "INTER", pos: "16", typ: "OE" })]));
  expect(json.doc_issue.doc_det[0].doc_num).toBe(1);
  await context.close();
});
