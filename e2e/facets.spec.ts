import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/**
 * The product list's filters: size, colour and the rest, each value with its count, kept in the URL
 * (back button, shared links), removable one by one or all at once; a side column on a desktop, a
 * bottom sheet on a phone, a plain form without scripts. Counts are checked against the public search.
 */

const PHONE = { width: 390, height: 844 };

interface FacetCount {
  value: string;
  count: number;
}
interface SearchAnswer {
  totalPages: number;
  data: { _id: string; attributes: { color: string } }[];
  facets: { size: FacetCount[]; color: FacetCount[] };
}

async function search(request: APIRequestContext, params: string, limit = 12): Promise<SearchAnswer> {
  const response = await request.get(`/api/variant/search?facets=1&limit=${limit}&${params}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** How many pieces the search finds with these filters: every page of 48 read and counted. */
async function totalOf(request: APIRequestContext, params: string): Promise<number> {
  let total = 0;
  for (let page = 1; ; page++) {
    const answer = await search(request, `${params}&page=${page}`, 48);
    total += answer.data.length;
    if (page >= answer.totalPages) return total;
  }
}

function countOf(list: FacetCount[], value: string): number {
  return list.find((entry) => entry.value === value)?.count ?? 0;
}

/** A checkbox of the filter form, read as a screen reader reads it: "M, 12 pieces". */
function valueBox(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("checkbox", { name: new RegExp(`^${label}, \\d+ piece`) });
}

/** The count heading above the grid: "Products found: 37" (and the page, when there are several). */
async function expectResults(page: Page, total: number) {
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^Products found: ${total}\\b`) })).toBeVisible();
}

test("on a desktop, size and colour filters narrow the list with their counts, and the back button steps back", async ({
  page,
  request,
}) => {
  await page.goto("/product");
  await waitForHydration(page);
  const filters = page.getByRole("form", { name: "Filters" });

  // The sizes' counts are the search's, before anything is chosen.
  const everything = await search(request, "");
  const sizeM = countOf(everything.facets.size, "M");
  expect(sizeM).toBeGreaterThan(0);
  await expect(valueBox(filters, "M")).toHaveAccessibleName(`M, ${sizeM} pieces`);
  await expectResults(page, await totalOf(request, ""));

  await valueBox(filters, "M").check();
  await expect(page).toHaveURL((url) => url.searchParams.getAll("size").join() === "M");
  await expectResults(page, sizeM);
  expect(await totalOf(request, "size=M")).toBe(sizeM);

  // With M chosen, each colour says how many M pieces it has; choosing indigo shows exactly those.
  const withM = await search(request, "size=M");
  const indigoInM = countOf(withM.facets.color, "indigo");
  expect(indigoInM).toBeGreaterThan(0);
  await expect(valueBox(filters, "Indigo")).toHaveAccessibleName(`Indigo, ${indigoInM} pieces`);
  // Choosing M leaves the other sizes' counts standing (a shopper may add L).
  await expect(valueBox(filters, "L")).toHaveAccessibleName(`L, ${countOf(withM.facets.size, "L")} pieces`);
  await valueBox(filters, "Indigo").check();
  await expect(page).toHaveURL((url) => url.searchParams.get("size") === "M" && url.searchParams.get("color") === "indigo");
  await expectResults(page, indigoInM);
  expect(await totalOf(request, "size=M&color=indigo")).toBe(indigoInM);
  const pages = Math.ceil(indigoInM / 12);
  if (pages > 1) await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(String(pages));
  // Every card is an indigo piece.
  const colours = await page.locator(".product-grid .product-card__colour").allTextContents();
  expect(colours.length).toBe(Math.min(indigoInM, 12));
  for (const colour of colours) expect(colour).toMatch(/indigo|blue|navy/i);

  // Back: size M alone again, its boxes and results as they were.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get("size") === "M" && !url.searchParams.has("color"));
  await expect(valueBox(filters, "Indigo")).not.toBeChecked();
  await expect(valueBox(filters, "M")).toBeChecked();
  await expectResults(page, sizeM);

  // Forward again, then remove the size by its chip: indigo alone.
  await page.goForward();
  await expectResults(page, indigoInM);
  const chips = page.getByRole("navigation", { name: "Active filters" });
  await chips.getByRole("link", { name: "Remove filter: M" }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("size") && url.searchParams.get("color") === "indigo");
  const indigo = countOf(everything.facets.color, "indigo");
  await expectResults(page, indigo);
  await expect(valueBox(filters, "M")).not.toBeChecked();

  // Clear all: the whole shop again.
  await chips.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/product" && url.search === "");
  await expect(chips).toHaveCount(0);
  await expect(valueBox(filters, "Indigo")).not.toBeChecked();
});

test("a shared link reopens the same filtered list, and a list with nothing left offers to clear the filters", async ({
  page,
  request,
}) => {
  await page.goto("/product?size=M&color=indigo&inStock=1");
  const filters = page.getByRole("form", { name: "Filters" });
  await expect(valueBox(filters, "M")).toBeChecked();
  await expect(valueBox(filters, "Indigo")).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^In stock only, \d+ piece/ })).toBeChecked();
  await expectResults(page, await totalOf(request, "size=M&color=indigo&inStock=1"));

  // Sold-out-only and matchless values stay listed while chosen, with their count.
  await page.goto("/product?q=qqqzzzxx&color=pink");
  // Said by the list's one status element, which held the count before.
  await expect(page.locator(".results").getByRole("status")).toHaveText("No products found for “qqqzzzxx”");
  await expect(page.getByRole("heading", { name: "No products found for “qqqzzzxx”" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Pink, 0 pieces" })).toBeChecked();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL((url) => url.search === "?q=qqqzzzxx");

  // A list entered by its category (the menu's link) keeps it when its other filters are cleared.
  await page.goto("/product?category=sarees&size=M");
  await page.getByRole("navigation", { name: "Active filters" }).getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL((url) => url.search === "?category=sarees");
});

test("on a phone the filters open in a bottom sheet whose button shows the results", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  const request = context.request;
  await page.goto("/product");
  await waitForHydration(page);

  // The side column stays out of the way on a phone; the Filters button opens the sheet.
  await expect(page.getByRole("form", { name: "Filters" })).toBeHidden();
  // Its name gains the number of filters on: "Filters 2".
  const open = page.getByRole("button", { name: /^Filters( \d+)?$/ });
  await open.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  // Focus moved into the sheet; the page behind is inert.
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  await valueBox(sheet, "M").check();
  await expect(page).toHaveURL((url) => url.searchParams.get("size") === "M");
  const sizeM = await totalOf(request, "size=M");
  const show = sheet.getByRole("button", { name: `Show ${sizeM} results` });
  await expect(show).toBeVisible();
  // The page behind the sheet is inert: the sheet says the count to screen readers itself.
  await expect(sheet.getByRole("status")).toHaveText(`Products found: ${sizeM}`);
  // The button stays in view at the bottom of the sheet.
  const box = await show.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);

  await valueBox(sheet, "Indigo").check();
  await expect(page).toHaveURL((url) => url.searchParams.get("size") === "M" && url.searchParams.get("color") === "indigo");
  const both = await totalOf(request, "size=M&color=indigo");
  await sheet.getByRole("button", { name: new RegExp(`^Show ${both} results?$`) }).click();
  await expect(sheet).toBeHidden();
  await expectResults(page, both);
  await expect(open).toContainText("2");

  // Escape closes the sheet and gives focus back to its button.
  await open.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  // The chips fit the phone and remove one filter each.
  await page.getByRole("link", { name: "Remove filter: Indigo" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("size") === "M" && !url.searchParams.has("color"));
  await expectResults(page, sizeM);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain form: ticked boxes and Apply give the shareable list", async ({ page, request }) => {
    await page.goto("/product");
    const filters = page.getByRole("form", { name: "Filters" });
    await valueBox(filters, "M").check();
    await valueBox(filters, "Indigo").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL((url) => url.search === "?size=M&color=indigo");
    await expectResults(page, await totalOf(request, "size=M&color=indigo"));
    await expect(valueBox(filters, "M")).toBeChecked();

    // A chip is a link: removing one works too.
    await page.getByRole("link", { name: "Remove filter: M" }).click();
    await expect(page).toHaveURL((url) => url.search === "?color=indigo");
  });

  test("on a phone the Filters link opens the form in place", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: PHONE, baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/product");
    const filters = page.getByRole("form", { name: "Filters" });
    await expect(filters).toBeHidden();
    await page.getByRole("link", { name: "Filters", exact: true }).click();
    await expect(filters).toBeVisible();
    await valueBox(filters, "M").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL((url) => url.search === "?size=M");
    await context.close();
  });
});
