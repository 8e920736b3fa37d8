import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/**
 * Browser journeys of what a browser remembers for its shopper, on a phone and on a desktop: the
 * pieces opened last, newest first, on the home page and (without the piece on screen) on product
 * pages, cleared on request; and the usual size of a garment type, chosen on the next piece of that
 * type (suits and kurtas share one size chart).
 */

interface SearchVariant {
  _id: string;
  product: { _id: string; name: string };
  size: { sizeName: string; inStock: boolean }[];
}

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

async function search(request: APIRequestContext, query: string): Promise<SearchVariant[]> {
  const response = await request.get(`/api/variant/search?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SearchVariant[] }).data;
}

/** One colourway each of three different products. */
async function threeProducts(request: APIRequestContext): Promise<SearchVariant[]> {
  const found: SearchVariant[] = [];
  for (const variant of await search(request, "limit=48")) {
    if (!found.some((known) => known.product._id === variant.product._id)) found.push(variant);
  }
  if (found.length < 3) throw new Error("the demo shop has fewer than three products");
  return found.slice(0, 3);
}

/**
 * A colourway of the category with size M and another size in stock (with one size left the page
 * chooses it by itself; other journeys on the same server sell sizes out).
 */
async function withSizeM(request: APIRequestContext, category: string): Promise<SearchVariant> {
  const found = (await search(request, `category=${category}&limit=48`)).find(
    (variant) =>
      variant.size.some((size) => size.sizeName === "M" && size.inStock) &&
      variant.size.filter((size) => size.inStock).length >= 2,
  );
  if (!found) throw new Error(`the demo shop has no ${category} in size M`);
  return found;
}

function recentlyViewed(page: Page) {
  return page.getByRole("region", { name: "Recently viewed" });
}

/** The row's links to product pages (a card may hold other controls too). */
function rowLinks(page: Page) {
  return recentlyViewed(page).locator('a[href^="/product-details/"]');
}

/** The colourway ids the row's cards open, in the row's order. */
async function rowIds(page: Page): Promise<string[]> {
  const hrefs = await rowLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace(/^\/product-details\//, "").replace(/\?.*$/, ""));
}

async function open(page: Page, variant: SearchVariant) {
  await page.goto(`/product-details/${variant._id}`);
  await waitForHydration(page);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the three pieces opened show newest first on the home page and, without the one on screen, on a product page", async ({
      page,
      request,
    }) => {
      const [first, second, third] = await threeProducts(request);
      if (!first || !second || !third) throw new Error("no product");

      // A first-time shopper has no row at all.
      await open(page, first);
      await expect(page.getByRole("heading", { name: "You may also like" })).toBeVisible();
      await expect(recentlyViewed(page)).toHaveCount(0);
      // Remembered once hydration has finished (waitForHydration sees it begin): on a loaded machine the
      // next page was opened before this one was recorded.
      await expect.poll(() => page.evaluate(() => localStorage.getItem("recently-viewed"))).toContain(first._id);

      await open(page, second);
      await expect(rowLinks(page)).toHaveCount(1);
      expect(await rowIds(page)).toEqual([first._id]);

      await open(page, third);
      await expect(rowLinks(page)).toHaveCount(2);
      expect(await rowIds(page)).toEqual([second._id, first._id]);
      await expect(recentlyViewed(page).getByRole("heading", { name: second.product.name })).toBeVisible();

      // A piece the shop no longer lists (here one it never had) is left out, and forgotten.
      const unlisted = "00000000-0000-4000-8000-000000000000";
      await page.evaluate((id) => {
        const stored: unknown = JSON.parse(localStorage.getItem("recently-viewed") ?? "[]");
        localStorage.setItem("recently-viewed", JSON.stringify([id, ...(Array.isArray(stored) ? stored : [])]));
      }, unlisted);

      await page.goto("/");
      await waitForHydration(page);
      const row = recentlyViewed(page);
      await row.scrollIntoViewIfNeeded();
      await expect(rowLinks(page)).toHaveCount(3);
      expect(await rowIds(page)).toEqual([third._id, second._id, first._id]);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("recently-viewed"))).not.toContain(unlisted);

      // Opening an older piece again brings it to the front.
      await rowLinks(page).nth(2).click();
      await expect(page).toHaveURL((url) => url.pathname === `/product-details/${first._id}`);
      await expect(rowLinks(page)).toHaveCount(2);
      expect(await rowIds(page)).toEqual([third._id, second._id]);

      // Clear empties the list, says so where focus was, and the home page has no row any more. The related
      // row just above fills as it nears the screen and moves this one down: a click aimed before it filled
      // landed on one of its cards.
      await recentlyViewed(page).scrollIntoViewIfNeeded();
      await expect(page.getByRole("region", { name: "You may also like" })).toHaveAttribute("aria-busy", "false");
      await recentlyViewed(page).getByRole("button", { name: "Clear" }).click();
      await expect(recentlyViewed(page)).toHaveCount(0);
      await expect(page.getByText("Your recently viewed pieces have been cleared.")).toBeFocused();
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
    });

    test("the size chosen on a suit is chosen for the shopper on a kurta measured on the same chart", async ({
      page,
      request,
    }) => {
      const suit = await withSizeM(request, "suits");
      const kurta = await withSizeM(request, "kurtas");

      await open(page, suit);
      await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
      await page.getByRole("radio", { name: "M", exact: true }).check();

      await open(page, kurta);
      const sizeM = page.getByRole("radio", { name: "M", exact: true });
      await expect(sizeM).toBeChecked();
      const note = page.getByRole("status").filter({ hasText: "Your usual size M is selected." });
      await expect(note).toHaveCount(1);
      await expect(page.locator(".usual-size")).toBeVisible();
      await expect(page.locator(".usual-size")).toContainText("Your usual size M is selected.");

      // Hiding the note keeps the size and puts focus on it.
      await page.getByRole("button", { name: "Hide this note" }).click();
      await expect(page.locator(".usual-size")).toHaveCount(0);
      await expect(sizeM).toBeChecked();
      await expect(sizeM).toBeFocused();

      // Another size chosen here becomes the usual one: the suit now opens with it.
      const other = kurta.size.find(
        (entry) =>
          entry.sizeName !== "M" && entry.inStock && suit.size.some((size) => size.sizeName === entry.sizeName && size.inStock),
      )?.sizeName;
      if (!other) throw new Error("the suit and the kurta share no other size in stock");
      await page.getByRole("radio", { name: other, exact: true }).check();
      await open(page, suit);
      await expect(page.getByRole("radio", { name: other, exact: true })).toBeChecked();
      await expect(page.locator(".usual-size")).toContainText(`Your usual size ${other} is selected.`);
    });
  });
}
