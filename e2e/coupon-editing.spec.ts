import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * Staff make a coupon, a shopper orders with it, staff see it used once and disable it, and the
 * shopper's next try is refused.
 */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

interface SearchVariant {
  _id: string;
  product: { name: string };
  size: { sizeName: string; inStock: boolean }[];
  stock: { status: "in_stock" | "low_stock" | "out_of_stock" };
}

// Each step acts once the page has hydrated: before that a click posts the form as a plain page,
// and a retried click could apply the coupon or place the order a second time on a slow machine.
async function addToBag(page: Page, variantId: string) {
  await page.goto(`/product-details/${variantId}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
}

async function applyCoupon(page: Page, code: string, outcome: string) {
  const box = page.locator(".coupon-box");
  await waitForHydration(page);
  await box.getByLabel("Coupon code").fill(code);
  await box.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(outcome).first()).toBeVisible();
}

test("staff create a coupon, a shopper orders with it, staff see it used once and disable it", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

  // Staff: a mistake is kept with its message beside the field, then the coupon is made.
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent("/admin/coupons")}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Coupons" }).click();
  await page.getByRole("link", { name: "New coupon" }).click();
  await expect(page.getByRole("heading", { name: "New coupon" })).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Type").selectOption("flat");
  await page.getByLabel("Discount", { exact: true }).fill("0");
  await page.getByLabel("Uses in all").fill("50");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing was saved");
  await expect(page.getByLabel("Discount", { exact: true })).toHaveAccessibleDescription(
    /Please enter the amount off in rupees, more than 0\./,
  );
  await expect(page.getByLabel("Code", { exact: true })).toHaveValue(code);
  await expect(page.getByLabel("Uses in all")).toHaveValue("50");
  await page.getByLabel("Discount", { exact: true }).fill("150");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole("status")).toContainText("Coupon created.");
  const couponPage = new URL(page.url()).pathname;

  // A shopper registers, fills the bag and applies the code in small letters.
  const shopper = await browser.newContext();
  await shopper.addCookies([{ name: "country-name", value: "India", url: baseURL ?? "" }]);
  const shop = await shopper.newPage();
  await registerShopper(shop, "Kesar Ahir", { phone: "9825098250", via: "api" });
  // Single-size pieces from a page of the search the other journeys take from the other end of.
  const search: { data: SearchVariant[] } = await (await shop.request.get("/api/variant/search?limit=48&page=4")).json();
  const pieces = search.data.filter((v) => v.size.length === 1 && v.size[0]?.inStock && v.stock.status === "in_stock");
  const [first, second] = pieces.slice(-2).reverse();
  if (!first || !second) throw new Error("too few single-size products in stock");
  await addToBag(shop, first._id);
  await applyCoupon(shop, code.toLowerCase(), `Coupon ${code} applied.`);
  await expect(shop.locator(".price-details")).toContainText("Coupon discount");

  // Cash on delivery to an Indian address.
  await shop.goto("/place-order");
  const form = shop.locator(".checkout-address-form");
  // Choosing India turns the state into a list once the page has hydrated.
  await waitForHydration(shop);
  await form.getByLabel("Country").selectOption("India");
  await form.getByLabel("Address line 1").fill("3 Dhamadka Road");
  await form.getByLabel(/pin code/i).fill("370105");
  await form.getByLabel(/city/i).fill("Bhuj");
  await form.getByLabel("State").selectOption("Gujarat");
  await form.getByRole("button", { name: /save/i }).click();
  await expect(shop.getByRole("combobox", { name: "Deliver to" })).toHaveValue(/.+/);
  await expect(shop.locator(".order-summary")).toContainText(`Coupon discount (${code})`);
  await waitForHydration(shop);
  await shop.getByRole("button", { name: "Place Order" }).click();
  await expect(shop).toHaveURL(/\/order-confirmation\/CHP-/);

  // Staff find it used once, and disable it.
  await page.goto("/admin/coupons");
  await page.getByLabel("Search").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Show coupons" }).click();
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: code }) });
  await expect(row).toContainText("Used once");
  await expect(row).toContainText("Active");
  await row.getByRole("link", { name: code }).click();
  await expect(page).toHaveURL(new RegExp(`${couponPage}$`));
  await expect(page.locator(".admin-status-bar")).toContainText("Times used: 1 of 50");
  await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Disable coupon" }).click();
  await expect(page.getByRole("status")).toContainText("Coupon disabled");
  await expect(page.locator(".admin-status-bar")).toContainText("Disabled");
  await expect(page.getByRole("button", { name: "Enable coupon" })).toBeVisible();

  // The shopper's next try is refused.
  await addToBag(shop, second._id);
  await applyCoupon(shop, code, "Invalid Coupon Code");
  await expect(shop.locator(".price-details")).not.toContainText("Coupon discount");
  await shopper.close();
});
