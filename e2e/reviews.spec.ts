import { type APIRequestContext, expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { recordPopups, shownPopup } from "./popups.ts";
import { registerShopper } from "./shoppers.ts";

/** Browser journeys of writing, editing and deleting a review on the product page, and moderating it. */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

test.beforeEach(({ context }) => recordPopups(context));

interface Piece {
  _id: string;
  size: string;
}

/**
 * A variant in stock nobody has reviewed yet (the demo shop reviews a few dozen), read from the public API.
 * Each journey (and each repeat, `--repeat-each`) takes its own page of the catalogue, so parallel runs never share one.
 */
async function unreviewedVariant(request: APIRequestContext, catalogPage: number): Promise<Piece> {
  const page = catalogPage + 2 * test.info().repeatEachIndex;
  const search = await request.get(`/api/variant/search?limit=12&page=${page}`);
  const { data }: { data: { _id: string; size: { sizeName: string; inStock: boolean }[] }[] } = await search.json();
  for (const { _id, size } of data) {
    const inStock = size.find((s) => s.inStock);
    const reviews: { data: unknown[] } = await (await request.get(`/api/review?varient=${_id}`)).json();
    if (inStock && reviews.data.length === 0) return { _id, size: inStock.sizeName };
  }
  throw new Error(`every variant on catalogue page ${page} already has reviews`);
}

/**
 * The logged-in shopper of `shopper` orders the piece cash on delivery, and the owner takes the order
 * through the desk to delivered: from then on the shopper has received it.
 */
async function receivePiece(
  shopper: APIRequestContext,
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  baseURL: string,
  piece: Piece,
) {
  const headers = { origin: baseURL };
  const { cartId } = (await (await shopper.get("/api/users/session")).json()).data as { cartId: string };
  const added = await shopper.post("/api/cart-item", {
    data: { cartId, product_variant_id: piece._id, size: piece.size, quantity: 1 },
    headers,
  });
  expect(added.status(), await added.text()).toBe(201);
  const address = await shopper.post("/api/address", {
    data: {
      name: "Nandini Rao",
      phone: "9825012345",
      email: "nandini@example.com",
      addressLine1: "14 Khatri Street",
      city: "Bhuj",
      state: "Gujarat",
      zip: "370001",
      country: "India",
      addressType: "home",
    },
    headers,
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = (await address.json()).data._id as string;
  const order = await shopper.post("/api/order", { data: { payment_method: "cash_on_delivery", addressId }, headers });
  expect(order.status(), await order.text()).toBe(201);
  const orderNumber = (await order.json()).data.order_id as string;

  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post("/api/staff/session", { data: OWNER, headers })).status()).toBe(200);
  const steps = [
    { action: "confirm" },
    { action: "pack" },
    { action: "ship", carrier: "India Post", trackingNumber: "EK123456789IN" },
    { action: "deliver" },
  ];
  for (const step of steps) {
    const moved = await staff.post(`/api/admin/orders/${orderNumber}/actions`, { data: step, headers });
    expect(moved.status(), `${step.action}: ${await moved.text()}`).toBe(200);
  }
  await staff.dispose();
}

test("a customer writes, edits and deletes a review of a piece they received; the list and summary follow", async ({
  page,
  baseURL,
  playwright,
}) => {
  if (!baseURL) throw new Error("baseURL is not configured");
  await registerShopper(page, "Nandini", { via: "api" });
  const piece = await unreviewedVariant(page.request, 3);
  const variantId = piece._id;
  await page.goto(`/product-details/${variantId}`);

  const reviews = page.locator("section#reviews");
  await expect(reviews.getByText("No reviews yet.")).toBeVisible();
  // Not received yet: the page says why there is no form.
  await expect(reviews.getByText("Only customers who received this piece can review it.")).toBeVisible();
  await expect(reviews.getByRole("button", { name: "WRITE REVIEW" })).toHaveCount(0);
  await receivePiece(page.request, playwright, baseURL, piece);
  await page.reload();
  const toggle = reviews.getByRole("button", { name: "WRITE REVIEW" });
  const form = reviews.getByRole("form", { name: "Write your review" });
  await waitForHydration(page);
  await toggle.click();
  await expect(form).toBeVisible();
  await expect(reviews.getByRole("button", { name: "Hide REVIEW" })).toHaveAttribute("aria-expanded", "true");

  // Nothing is sent without a rating and text.
  await form.getByRole("button", { name: "Submit Review" }).click();
  await shownPopup(page, "All fields are required!", "alert");

  // The stars are a radio group: Tab reaches it, arrows choose.
  await reviews.getByRole("radio", { name: "1 star" }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(reviews.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByRole("textbox", { name: "Your review" }).fill("The indigo is deep and even; <b>soft</b> after one wash.");
  await form.getByRole("button", { name: "Submit Review" }).click();

  await shownPopup(page, "Review submitted!", "status");
  await expect(form).toBeHidden();
  await expect(reviews.getByRole("button", { name: "WRITE REVIEW" })).toHaveAttribute("aria-expanded", "false");
  await expect(reviews.getByRole("button", { name: "WRITE REVIEW" })).toBeFocused();
  const item = reviews.getByRole("listitem").filter({ hasText: "Nandini" });
  await expect(item.getByText("Verified buyer")).toBeVisible();
  // Shopper text is text: the tags show as typed.
  await expect(item.getByText("The indigo is deep and even; <b>soft</b> after one wash.")).toBeVisible();
  await expect(reviews.getByText("Based on 1 customer review")).toBeVisible();
  await expect(reviews.locator(".reviews__average")).toHaveText("4.0");
  await expect(page.getByRole("link", { name: /^Rated [\d.]+ out of 5 Reviews: 1$/ })).toBeVisible();

  // Edit: the same form, prefilled, in update mode.
  await item.getByRole("button", { name: "Edit" }).click();
  const editForm = reviews.getByRole("form", { name: "Edit your review" });
  const text = editForm.getByRole("textbox", { name: "Your review" });
  await expect(text).toBeFocused();
  await expect(text).toHaveValue("The indigo is deep and even; <b>soft</b> after one wash.");
  await expect(editForm.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await editForm.getByRole("radio", { name: "2 stars" }).check();
  await text.fill("Colour ran a little in the first wash.");
  await editForm.getByRole("button", { name: "Update Review" }).click();
  await shownPopup(page, "Review updated!", "status");
  await expect(item.getByText("Colour ran a little in the first wash.")).toBeVisible();
  await expect(reviews.locator(".reviews__average")).toHaveText("2.0");

  // Delete, after an accessible confirmation; "Keep it" first leaves it alone.
  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your review?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete review" }).click();
  await shownPopup(page, "Review deleted.", "status");
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);
  await expect(reviews.getByRole("button", { name: "WRITE REVIEW" })).toBeFocused();
  await expect(reviews.getByText("No reviews yet.")).toBeVisible();
});

test("a guest is asked to log in and come back to the reviews", async ({ page, request }) => {
  const { _id: variantId } = await unreviewedVariant(request, 3);
  await page.goto(`/product-details/${variantId}`);
  const reviews = page.locator("section#reviews");
  await expect(reviews.getByText("Login required", { exact: true })).toBeVisible();
  await expect(reviews.getByRole("button", { name: "WRITE REVIEW" })).toHaveCount(0);
  const login = reviews.getByRole("link", { name: "Log in to write a review" });
  const href = new URL((await login.getAttribute("href")) ?? "", "http://shop.test");
  expect(href.pathname).toBe("/login");
  expect(href.searchParams.get("redirectTo")).toBe(`/product-details/${variantId}#reviews`);
});

test("staff hide a review from the shop and show it again, then delete it, on a phone and by keyboard", async ({
  browser,
  page,
  baseURL,
  playwright,
}) => {
  if (!baseURL) throw new Error("baseURL is not configured");
  await registerShopper(page, "Zoya", { via: "api" });
  const piece = await unreviewedVariant(page.request, 4);
  await receivePiece(page.request, playwright, baseURL, piece);
  const text = `Madder held its colour through ten washes ${Date.now()}.`;
  const posted = await page.request.post("/api/review", {
    data: { varient: piece._id, rating: 5, review: text },
    headers: { origin: baseURL },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const desk = await phone.newPage();
  await desk.goto("/admin/login?redirectTo=%2Fadmin");
  await desk.getByLabel("Email").fill(OWNER.email);
  await desk.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await desk.getByRole("button", { name: "Sign in" }).click();
  await desk.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reviews" }).click();
  await expect(desk.getByRole("heading", { name: "Reviews" })).toBeVisible();
  await waitForHydration(desk);
  const row = desk.locator("tbody tr").filter({ hasText: text });
  await expect(row.getByText("Verified buyer")).toBeVisible();
  // Nothing is wider than the phone.
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The piece's link opens its shop page and Back returns, both without reloading, although the back
  // office's pages and the shop's are served from different sets of routes (apps/api/src/web/route-views.ts).
  await desk.evaluate(() => Object.assign(window, { sameDocument: true }));
  const productName = (await row.getByRole("link").first().textContent()) ?? "";
  await row.getByRole("link", { name: productName }).click();
  await expect(desk).toHaveURL(new RegExp(`/product-details/${piece._id}$`));
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText(productName);
  await desk.goBack();
  await expect(row.getByText("Verified buyer")).toBeVisible();
  expect(await desk.evaluate(() => "sameDocument" in window)).toBe(true);

  await row.getByRole("button", { name: "Hide: Zoya's review" }).focus();
  await desk.keyboard.press("Enter");
  await expect(desk.getByRole("status")).toHaveText("Review hidden: shoppers no longer see it.");
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
  const shown = async () => (await (await page.request.get(`/api/review?varient=${piece._id}`)).json()).data.length;
  expect(await shown()).toBe(0);
  await page.goto(`/product-details/${piece._id}`);
  await expect(page.locator("section#reviews").getByText("The shop has hidden your review of this piece.")).toBeVisible();

  await row.getByRole("button", { name: "Show again: Zoya's review" }).click();
  await expect(desk.getByRole("status")).toHaveText("Review shown again.");
  expect(await shown()).toBe(1);

  await row.getByRole("button", { name: "Delete: Zoya's review" }).focus();
  await desk.keyboard.press("Enter");
  const dialog = desk.getByRole("dialog", { name: "Delete this review?" });
  await expect(dialog).toBeVisible();
  await desk.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: "Delete: Zoya's review" }).click();
  await dialog.getByRole("button", { name: "Delete review" }).click();
  await expect(desk.getByRole("status")).toHaveText("Review deleted.");
  await expect(desk.getByRole("status")).toBeFocused();
  await expect(desk.locator("tbody tr").filter({ hasText: text })).toHaveCount(0);
  expect(await shown()).toBe(0);
  await phone.close();
});
