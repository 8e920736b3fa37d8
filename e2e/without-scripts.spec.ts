import { expect, test } from "@playwright/test";
import { registerShopper } from "./shoppers.ts";

/**
 * A logged-in shopper whose browser runs no scripts still shops: the product page's ADD TO CART, the
 * bag's coupon, a new address and a cash-on-delivery order are plain forms posting to route actions.
 */

interface SearchVariant {
  _id: string;
  product: { name: string };
  size: { sizeName: string; inStock: boolean }[];
  stock: { status: "in_stock" | "low_stock" | "out_of_stock" };
}

test.use({ javaScriptEnabled: false });

test("without scripts, a logged-in shopper adds to the bag, applies a coupon and orders cash on delivery", async ({ page }) => {
  // The browser's own request context shares its cookie jar: the session starts here.
  await registerShopper(page, "Meena Khatri", { phone: "9825098250", via: "api" });

  // A single-size piece in stock, from a page of the search the other journeys leave alone.
  const search: { data: SearchVariant[] } = await (await page.request.get("/api/variant/search?limit=48&page=4")).json();
  const piece = search.data.find(
    (variant) => variant.size.length === 1 && variant.size[0]?.inStock && variant.stock.status === "in_stock",
  );
  if (!piece) throw new Error("no single-size product in stock");

  // ADD TO CART posts the product page's form (its one size is chosen already) and lands on the bag.
  await page.goto(`/product-details/${piece._id}`);
  // No room held for related cards that will not come.
  await expect(page.getByRole("heading", { name: "You may also like" })).toBeVisible();
  await expect(page.locator(".related__space")).toBeHidden();
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator(".bag-line")).toContainText(piece.product.name);
  await expect(page.locator("header.site-header").getByRole("link", { name: /^Bag/ })).toHaveAccessibleName("Bag, item count: 1");

  // The coupon form answers with the page: the code kept with the bag, its discount, and what happened.
  const box = page.locator(".coupon-box");
  await box.getByLabel("Coupon code").fill("welcome10");
  await box.getByRole("button", { name: "Apply" }).click();
  await expect(box).toContainText("Coupon WELCOME10 applied.");
  await expect(page.getByRole("status").filter({ hasText: "Coupon code applied successfully." })).toBeVisible();
  await expect(page.locator(".price-details")).toContainText("Coupon discount");

  // Place Order goes on to checkout; the simpler cash-on-delivery page is a link away.
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await page.goto("/place-order");

  // No address yet: the new-address form is open and posts as a page too.
  const form = page.locator(".checkout-address-form");
  await expect(form.getByLabel("Full name")).toHaveValue("Meena Khatri");
  await form.getByLabel("Country").selectOption("India");
  await form.getByLabel("Address line 1").fill("9 Ajrakhpur Road");
  await form.getByLabel(/pin code/i).fill("370105");
  await form.getByLabel(/city/i).fill("Bhuj");
  await form.getByLabel("State").fill("Gujarat");
  await form.getByRole("button", { name: /save/i }).click();
  await expect(page.getByRole("combobox", { name: "Deliver to" })).toHaveValue(/.+/);
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await expect(page.locator(".order-summary")).toContainText("Coupon discount (WELCOME10)");

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/CHP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByRole("heading", { name: "Order placed successfully!" })).toBeVisible();
  await expect(page.locator(".order-lines")).toContainText(piece.product.name);
  await expect(page.locator(".order-totals")).toContainText("Cash on delivery");
  await expect(page.locator("header.site-header").getByRole("link", { name: /^Bag/ })).toHaveAccessibleName("Bag, item count: 0");
});
