import { type APIRequestContext, expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { recordPopups, shownPopup } from "./popups.ts";
import { registerShopper } from "./shoppers.ts";

/** Browser journeys of writing, editing and deleting a review on the product page. */

test.beforeEach(({ context }) => recordPopups(context));

/**
 * A variant nobody has reviewed yet (the demo shop reviews a few dozen), read from the public API. Each repeat
 * of a journey (`--repeat-each`) takes its own page of the catalogue, so parallel runs never share one.
 */
async function unreviewedVariant(request: APIRequestContext): Promise<string> {
  const page = 3 + test.info().repeatEachIndex;
  const search = await request.get(`/api/variant/search?limit=12&page=${page}`);
  const { data }: { data: { _id: string }[] } = await search.json();
  for (const { _id } of data) {
    const reviews: { data: unknown[] } = await (await request.get(`/api/review?varient=${_id}`)).json();
    if (reviews.data.length === 0) return _id;
  }
  throw new Error(`every variant on catalogue page ${page} already has reviews`);
}

test("a customer writes, edits and deletes a review; the list and summary follow", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("baseURL is not configured");
  await registerShopper(page, baseURL, "Nandini");
  const variantId = await unreviewedVariant(page.request);
  await page.goto(`/product-details/${variantId}`);

  const reviews = page.locator("section#reviews");
  await expect(reviews.getByText("No reviews yet.")).toBeVisible();
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
  const variantId = await unreviewedVariant(request);
  await page.goto(`/product-details/${variantId}`);
  const reviews = page.locator("section#reviews");
  await expect(reviews.getByText("Login required", { exact: true })).toBeVisible();
  await expect(reviews.getByRole("button", { name: "WRITE REVIEW" })).toHaveCount(0);
  const login = reviews.getByRole("link", { name: "Log in to write a review" });
  const href = new URL((await login.getAttribute("href")) ?? "", "http://shop.test");
  expect(href.pathname).toBe("/login");
  expect(href.searchParams.get("redirectTo")).toBe(`/product-details/${variantId}#reviews`);
});
