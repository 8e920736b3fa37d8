import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { recordPopups, shownPopup } from "./popups.ts";

/** Browser journeys of the product list, product page and SEO files. */

/** Amounts as shown on cards ("$68.54", "₹1,790.00"), as numbers. */
async function salePrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".product-grid .price--sale").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, "")));
}

test.beforeEach(({ context }) => recordPopups(context));

async function chooseOption(select: Locator, label: string, page: Page, urlCheck: (url: URL) => boolean) {
  await waitForHydration(page);
  await select.selectOption({ label });
  await expect(page).toHaveURL(urlCheck);
}

interface SearchVariant {
  _id: string;
  stock: { status: string };
  size: { sizeName: string; inStock: boolean }[];
}

/** A suit in stock with at least two sizes to pick from, read from the public API. */
async function sizedVariant(request: APIRequestContext): Promise<SearchVariant> {
  const response = await request.get("/api/variant/search?search=suit&limit=48");
  const body: { data: SearchVariant[] } = await response.json();
  const found = body.data.find(
    (variant) => variant.stock.status !== "out_of_stock" && variant.size.filter((size) => size.inStock).length >= 2,
  );
  if (!found) throw new Error("the demo shop has no suit with two sizes in stock");
  return found;
}

test("searching from the header lists matching products; a keyboard suggestion opens its product", async ({ page }) => {
  await page.goto("/");
  const input = page.getByRole("combobox", { name: "Search products" });
  const openSearch = async () => {
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open search", exact: true }).click();
    await expect(input).toBeVisible();
  };
  await openSearch();
  await input.fill("saree"); // one input event, one answer: see the same journey in shell.spec.ts
  await input.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/product" && url.searchParams.get("q") === "saree");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Ajrakh Print Saree Online");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("SAREE");
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();

  await openSearch();
  await input.fill("saree");
  const first = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first();
  await expect(first).toBeVisible();
  await input.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const name = (await first.locator(".search-box__option-name").textContent()) ?? "";
  await input.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/product-details/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test.describe("in rupees", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "country-name", value: "India", url: baseURL ?? "" }]);
  });

  test("the list sorts by price, pages through the URL and filters by price", async ({ page }) => {
    await page.goto("/product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Ajrakh Print Clothing Online");

    const unsorted = await salePrices(page);
    await chooseOption(page.getByLabel("Sort by"), "Low to high", page, (url) => url.searchParams.get("sort") === "price-asc");
    await expect.poll(() => salePrices(page)).not.toEqual(unsorted);
    const ascending = await salePrices(page);
    expect(ascending.length).toBe(12);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("sort") === "price-asc");
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => salePrices(page)).not.toEqual(ascending);
    const pageTwo = await salePrices(page);
    expect(Math.min(...pageTwo)).toBeGreaterThanOrEqual(Math.max(...ascending));

    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.has("page"));
    await expect(pagination.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    // A shared link reloads the same list.
    await page.goto("/product?sort=price-asc&page=2");
    expect(await salePrices(page)).toEqual(pageTwo);

    await chooseOption(
      page.getByLabel("Price"),
      "₹1,000 – ₹2,000",
      page,
      (url) => url.searchParams.get("minPrice") === "1000" && url.searchParams.get("maxPrice") === "2000",
    );
    // A new filter starts again at page 1.
    await expect(page).toHaveURL((url) => !url.searchParams.has("page"));
    // The URL changes a moment before React draws the new list: wait for the prices to follow.
    await expect
      .poll(async () => {
        const filtered = await salePrices(page);
        return filtered.length > 0 && filtered.every((price) => price >= 1000 && price <= 2000);
      })
      .toBe(true);
  });

  test("a list with no matches offers a way on", async ({ page }) => {
    await page.goto("/product?q=qqqzzzxx&sort=price-asc");
    await expect(page.getByRole("heading", { name: "No products found for “qqqzzzxx”" })).toBeVisible();
    // Not an offer to buy "Qqqzzzxx".
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “qqqzzzxx”");
    await expect(page).toHaveTitle("No products found for “qqqzzzxx” · Chhaap");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL((url) => url.search === "?q=qqqzzzxx");
    await page.getByRole("navigation", { name: "Popular categories" }).getByRole("link", { name: "Sarees", exact: true }).click();
    await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  });
});

test("the price filter is labelled in the currency the cards show and filters on the rupee sale price", async ({ page }) => {
  // A new visitor sees US dollars; the ranges stay the shop's rupee bands.
  await page.goto("/product");
  const filter = page.getByLabel("Price");
  const labels = await filter.locator("option").allTextContents();
  expect(labels.join("|")).not.toContain("₹");
  const band = labels.find((label) => /^\$\d+ – \$\d+$/.test(label));
  if (!band) throw new Error(`no dollar band among ${labels.join(", ")}`);
  await chooseOption(filter, band, page, (url) => url.searchParams.has("minPrice") || url.searchParams.has("maxPrice"));
  await expect(page.locator(".product-grid .price--sale").first()).toContainText("$");
});

test("the product page asks for a size, shows the size guide and adds to the bag", async ({ page, request }) => {
  const variant = await sizedVariant(request);
  await page.goto(`/product-details/${variant._id}`);
  const addToCart = page.getByRole("button", { name: "ADD TO CART" });
  await waitForHydration(page);
  await addToCart.click();
  await shownPopup(page, "Please select a size.", "alert");

  await page.getByRole("button", { name: "Size guide" }).click();
  const guide = page.getByRole("dialog", { name: "Size guide" });
  await expect(guide).toBeVisible();
  const inches = guide.getByRole("tab", { name: "In" });
  const centimetres = guide.getByRole("tab", { name: "Cm" });
  await expect(inches).toHaveAttribute("aria-selected", "true");
  await expect(guide.getByRole("table")).toContainText("inches");
  await centimetres.click();
  await expect(centimetres).toHaveAttribute("aria-selected", "true");
  await expect(guide.getByRole("table")).toContainText("centimetres");
  await centimetres.press("ArrowLeft");
  await expect(inches).toBeFocused();
  await expect(inches).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(guide).toBeHidden();

  const size = variant.size.find((entry) => entry.inStock)?.sizeName ?? "";
  await page.getByRole("radio", { name: size, exact: true }).check();
  await addToCart.click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("link", { name: "Bag, item count: 1" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("guest-cart") ?? "[]"));
  expect(stored).toEqual([
    expect.objectContaining({ size, quantity: 1, product_variant_id: expect.objectContaining({ _id: variant._id }) }),
  ]);
});

test("related pieces arrive as the shopper scrolls to them and open another piece, whose page replaces this one's", async ({
  page,
  request,
}) => {
  // A reviewed piece: its reviews stream in after the page's first part, which once left this page's
  // reviews and related row standing under the next piece's.
  const found: { data: { _id: string; rating: { count: number } }[] } = await (
    await request.get("/api/variant/search?search=ajrakh&limit=48")
  ).json();
  const reviewed = found.data.find((variant) => variant.rating.count > 0);
  if (!reviewed) throw new Error("the demo shop has no reviewed ajrakh piece");
  // The server's page carries the row's heading and a link to the category, not the cards.
  const html = await (await request.get(`/product-details/${reviewed._id}`)).text();
  expect(html).toMatch(/<a href="\/product\?q=[^"]+" data-discover="true">More in /);

  await page.goto(`/product-details/${reviewed._id}`);
  await waitForHydration(page);
  const related = page.getByRole("region", { name: "You may also like" });
  await related.scrollIntoViewIfNeeded();
  const cards = related.getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator(".price--sale")).toContainText("$");
  const first = cards.first().getByRole("link").first();
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/product-details\//);
  expect(href).not.toContain(reviewed._id);
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === href.split("?")[0]);
  await expect(page.getByRole("region", { name: "Customer Reviews" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "You may also like" })).toHaveCount(1);
  const next = page.getByRole("region", { name: "You may also like" });
  await next.scrollIntoViewIfNeeded();
  await expect(next.getByRole("listitem").first()).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 900 },
  { width: 1280, height: 900 },
]) {
  test(`the related row holds its place while its cards come, so nothing below it jumps (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const found: { data: { _id: string }[] } = await (await request.get("/api/variant/search?search=saree&limit=12")).json();
    const piece = found.data[3];
    if (!piece) throw new Error("the demo shop has too few sarees");
    // The row's answer waits until the place it holds has been measured.
    let asked!: () => void;
    const askedFor = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/variant\/[^/]+\/related$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(`/product-details/${piece._id}`);
    await waitForHydration(page);
    const related = page.getByRole("region", { name: "You may also like" });
    const below = related.getByRole("link", { name: /^More in / });
    await below.scrollIntoViewIfNeeded();
    await askedFor;
    await expect(related).toHaveAttribute("aria-busy", "true");
    const top = () => below.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    const waiting = await top();
    release();
    await expect(related).toHaveAttribute("aria-busy", "false");
    await expect(related.getByRole("listitem")).toHaveCount(8);
    const filled = await top();
    // Without the held place the link moves down by the whole row (about 1,500 px on a phone).
    expect(Math.abs(filled - waiting), `the link moved from ${waiting} to ${filled}`).toBeLessThan(64);
  });
}

test("an unknown product answers 404 with the designed page", async ({ page, request }) => {
  expect((await request.get("/product-details/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
  const response = await page.goto("/product-details/not-a-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page has wandered off");
});

test("switching the country reprices the list", async ({ page }) => {
  await page.goto("/product?q=saree");
  const firstPrice = page.locator(".product-grid .price--sale").first();
  await expect(firstPrice).toContainText("$");
  const select = page.getByLabel("Country and currency");
  // The server writes the chosen country alone; the list comes with the render after hydration.
  const pounds = select.locator("option").filter({ hasText: /·\s*GBP$/ });
  await expect(pounds, "the demo shop prices the United Kingdom in pounds").not.toHaveCount(0);
  const choice = await pounds.first().getAttribute("value");
  await select.selectOption(choice ?? "");
  await expect(firstPrice).toContainText("£");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "saree");
});

test("search engines get JSON-LD, a canonical URL and a sitemap", async ({ request }) => {
  const variant = await sizedVariant(request);
  const response = await request.get(`/product-details/${variant._id}?d=anything`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const nonce = response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  const script = html.match(/<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/);
  expect(script?.[1]).toBe(nonce);
  const product = JSON.parse(script?.[2] ?? "{}");
  expect(product).toMatchObject({
    "@type": "Product",
    brand: { name: "Chhaap" },
    offers: { priceCurrency: "INR", availability: "https://schema.org/InStock" },
  });
  expect(product.image[0]).toMatch(/^https?:\/\//);
  // Absolute URLs use the shop's configured public origin, which need not be the address the test calls.
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/product-details/${variant._id}"/>`));
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/product-details/${variant._id}</loc>`));
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/product\?category=sarees<\/loc>/);
  // The files a larger shop's sitemap index names answer for this one too: its pages, then its products.
  const pages = await (await request.get("/sitemaps/pages.xml")).text();
  expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/product\?category=sarees<\/loc>/);
  expect(pages).not.toContain("/product-details/");
  const products = await (await request.get("/sitemaps/products-1.xml")).text();
  expect(products).toMatch(new RegExp(`<loc>https?://[^<]+/product-details/${variant._id}</loc>`));
  expect((await request.get("/sitemaps/products-2.xml")).status()).toBe(404);
  expect((await request.get("/sitemaps/everything.xml")).status()).toBe(404);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /shopping-cart");
  expect(robots).toContain("Disallow: /wishlist");
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
