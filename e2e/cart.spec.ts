import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { recordPopups, shownPopup } from "./popups.ts";
import { registerShopper } from "./shoppers.ts";

/** Browser journeys of the bag: the guest bag, Place Order for guests, the merge at registration. */

interface SearchVariant {
  _id: string;
  product: { name: string };
  size: { sizeName: string; inStock: boolean }[];
  stock: { status: "in_stock" | "low_stock" | "out_of_stock" };
}

/**
 * Products in stock with a single size (picked for the shopper), from the public API. Each journey
 * takes its own, so journeys running side by side never share a stock level.
 */
async function singleSizeVariants(request: APIRequestContext): Promise<SearchVariant[]> {
  const response = await request.get("/api/variant/search?limit=48&page=2");
  const body: { data: SearchVariant[] } = await response.json();
  // "in_stock" is five units or more: the journeys raise a line's quantity to 2 (a low-stock piece
  // with one unit left refused it with 409 and failed a run).
  const found = body.data.filter(
    (variant) => variant.size.length === 1 && variant.size[0]?.inStock && variant.stock.status === "in_stock",
  );
  if (found.length < 4) throw new Error("the demo shop has too few single-size products in stock");
  return found;
}

test.beforeEach(({ context }) => recordPopups(context));

function bagLink(page: Page) {
  return page.locator("header.site-header").getByRole("link", { name: /^Bag/ });
}

async function addToBag(page: Page, variant: SearchVariant) {
  await page.goto(`/product-details/${variant._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** A bag line by its product link (two colours of one product share a name). */
function line(page: Page, variant: SearchVariant) {
  return page.locator(".bag-line").filter({ has: page.locator(`a[href="/product-details/${variant._id}"]`) });
}

test("a guest fills the bag, changes a quantity, deletes a line and is asked to log in to order", async ({ page, request }) => {
  const [first, second] = (await singleSizeVariants(request)).slice(0, 2);
  if (!first || !second) throw new Error("no products");

  await addToBag(page, first);
  await expect(bagLink(page)).toHaveAccessibleName("Bag, item count: 1");
  const firstLine = line(page, first);
  await expect(firstLine).toBeVisible();
  // Minus disabled at 1; guest changes stay in browser storage.
  await expect(firstLine.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await firstLine.getByRole("button", { name: "Increase quantity" }).click();
  await expect(firstLine.locator(".bag-stepper__value")).toHaveText("2");
  await expect(firstLine.getByRole("button", { name: "Decrease quantity" })).toBeEnabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("guest-cart") ?? "[]") as { quantity: number }[]);
  expect(stored.map((entry) => entry.quantity)).toEqual([2]);

  await addToBag(page, second);
  await expect(bagLink(page)).toHaveAccessibleName("Bag, item count: 2");
  await line(page, second)
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(line(page, second)).toHaveCount(0);
  await expect(bagLink(page)).toHaveAccessibleName("Bag, item count: 1");

  // A guest's Place Order says why and goes to /login (coming back to the bag afterwards).
  await page.getByRole("button", { name: "Place Order" }).click();
  await shownPopup(page, "You need to log in to place an order.", "alert");
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/cart");
});

test("the bag page says at once whether a guest's bag is empty, with or without scripts", async ({ browser, page, request }) => {
  // No bag kept in this browser: the page the server writes says so, and a browser without scripts gets it too.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto("/cart");
  await expect(bare.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();
  await expect(bare.getByText("Loading your bag…")).toHaveCount(0);
  await noScripts.close();

  const [piece] = await singleSizeVariants(request);
  if (!piece) throw new Error("no products");
  const serverBag = async () => (await page.request.get("/cart")).text();
  const bagCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === "guest-bag")?.value;

  // A line in the bag: the server cannot see it, so it waits for the browser to read the bag.
  await addToBag(page, piece);
  await expect(line(page, piece)).toBeVisible();
  expect(await bagCookie()).toBe("1");
  expect(await serverBag()).toContain("Loading your bag…");

  // A bag kept from before the cookie existed still shows, and the cookie follows it.
  await page.context().clearCookies({ name: "guest-bag" });
  await page.reload();
  await expect(line(page, piece)).toBeVisible();
  await expect.poll(bagCookie).toBe("1");

  // The last line removed: empty again, said by the server.
  await line(page, piece)
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(page.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();
  expect(await bagCookie()).toBeUndefined();
  const html = await serverBag();
  expect(html).toContain("Your bag is empty");
  expect(html).not.toContain("Loading your bag…");
});

test("the guest bag joins the server bag on registering, and logged-in adds go to the server", async ({ page, request }) => {
  const [, , third, fourth] = await singleSizeVariants(request);
  if (!third || !fourth) throw new Error("no products");

  await addToBag(page, third);
  await line(page, third).getByRole("button", { name: "Increase quantity" }).click();
  await expect(line(page, third).locator(".bag-stepper__value")).toHaveText("2");

  await registerShopper(page, "Rekha Khatri", { phone: "9876501234", redirectTo: "/cart" });

  // Merged into the server bag (quantity kept), then the guest key is cleared.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("guest-cart"))).toBeNull();
  await expect(line(page, third).locator(".bag-stepper__value")).toHaveText("2");
  await expect(bagLink(page)).toHaveAccessibleName("Bag, item count: 1");
  await page.reload();
  await expect(line(page, third).locator(".bag-stepper__value")).toHaveText("2");

  // Logged in, ADD TO CART posts to the server bag; the same line again is the duplicate warning.
  await addToBag(page, fourth);
  await expect(line(page, fourth)).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName("Bag, item count: 2");
  await page.goto(`/product-details/${fourth._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await shownPopup(page, "This item is already in your bag.", "alert");

  // Quantity changes are saved to the server: they survive a reload.
  await page.goto("/cart");
  await waitForHydration(page);
  await line(page, fourth).getByRole("button", { name: "Increase quantity" }).click();
  await expect(line(page, fourth).locator(".bag-stepper__value")).toHaveText("2");
  await expect
    .poll(async () => {
      await page.reload();
      return line(page, fourth).locator(".bag-stepper__value").textContent();
    })
    .toBe("2");
});

test("an applied coupon stays with the bag through a reload and checkout, until it is removed", async ({ page, request }) => {
  const variants = await singleSizeVariants(request);
  const piece = variants.at(-1);
  if (!piece || variants.length < 5) throw new Error("too few products for separate journeys");
  await registerShopper(page, "Jaya Khatri", { phone: "9876501234", redirectTo: "/cart" });
  await addToBag(page, piece);

  const box = page.locator(".coupon-box");
  await box.getByLabel("Coupon code").fill("welcome10");
  await box.getByRole("button", { name: "Apply" }).click();
  await expect(box).toContainText("Coupon WELCOME10 applied.");
  const details = page.locator(".price-details");
  await expect(details).toContainText("Coupon discount");

  // A reload (or another device) still has it, and so does checkout.
  await page.reload();
  await expect(box).toContainText("Coupon WELCOME10 applied.");
  await expect(details).toContainText("Coupon discount");
  // Server-rendered after the reload: the button works once the page has hydrated.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.locator(".order-summary")).toContainText("Coupon discount (WELCOME10)");

  // Removed, it stays removed.
  await page.goto("/cart");
  await waitForHydration(page);
  await box.getByRole("button", { name: "Remove" }).click();
  await expect(box.getByLabel("Coupon code")).toBeVisible();
  await page.reload();
  await expect(box.getByLabel("Coupon code")).toBeVisible();
  await expect(details).not.toContainText("Coupon discount");
});
