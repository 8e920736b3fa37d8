import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { recordPopups, shownPopup } from "./popups.ts";

/**
 * The words and numbers a new shopper reads: notification titles, the bag's totals, colour names
 * and stars on cards, where stoles are listed, and the shop's own words in Hindi and Urdu.
 */

test.beforeEach(({ context }) => recordPopups(context));

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

async function speakLanguage(page: Page, baseURL: string | undefined, code: string) {
  await page.context().addCookies([{ name: "lang", value: code, url: baseURL ?? "" }]);
}

test("a guest's bag: totals say what they count, and the log-in notice is titled Error", async ({ page, request }) => {
  const body: { data: SearchVariant[] } = await (await request.get("/api/variant/search?limit=48&page=2")).json();
  const piece = body.data.find((v) => v.size.length === 1 && v.size[0]?.inStock);
  if (!piece) throw new Error("no single-size piece in stock");
  await page.goto(`/product-details/${piece._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  const details = page.locator(".price-details");
  await expect(details).toContainText("Pieces: 1");
  await expect(details).toContainText("Total at list price");
  await expect(details).not.toContainText("Bag total");

  await page.getByRole("button", { name: "Place Order" }).click();
  const notice = await shownPopup(page, "You need to log in to place an order.", "alert");
  expect(notice).toContain("Error");
  expect(notice).not.toContain("Danger");
});

test("cards name their colour and show the stars of reviewed pieces; stoles are accessories", async ({ page }) => {
  await page.goto("/");
  const liked = page.locator("section").filter({ has: page.getByRole("heading", { name: "Most Liked" }) });
  // The row's cards come as it nears the screen.
  await liked.scrollIntoViewIfNeeded();
  await expect(liked.getByRole("img", { name: /^Rated \d(\.\d)? out of 5$/ }).first()).toBeAttached();

  await page.goto("/product?q=Sarees");
  const colours = await page.locator(".product-grid .product-card__colour").allTextContents();
  expect(colours.length).toBeGreaterThan(0);
  for (const colour of colours) expect(colour.trim()).not.toBe("");

  const nav = page.getByRole("navigation", { name: "Main" });
  const accessories = nav.getByRole("button", { name: "Accessories" });
  await waitForHydration(page);
  await accessories.click();
  await expect(nav.getByRole("link", { name: "Stoles" })).toBeVisible();
  await nav.getByRole("button", { name: "Men", exact: true }).click();
  await expect(nav.getByRole("link", { name: "Men's Shirts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Stoles" })).toBeHidden();
  // A menu entry opens its category, not a search for its name.
  await nav.getByRole("link", { name: "Men's Shirts" }).click();
  await expect(page).toHaveURL("/product?category=mens-shirts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Ajrakh Print Men's Shirts Online");
});

test("in Hindi the menu, the scrolling strip and the home headings are Hindi too", async ({ page, baseURL }) => {
  await speakLanguage(page, baseURL, "hi");
  await page.goto("/");
  const nav = page.locator("nav.main-nav");
  await expect(nav.getByRole("button", { name: "महिलाएँ" })).toBeVisible();
  await expect(page.locator(".top-strip__list").first()).toContainText("हर ऑर्डर पर पूरे भारत में मुफ़्त शिपिंग");
  await expect(page.getByRole("heading", { name: "इस महीने की चीज़ें" })).toBeVisible();
  // Links name the category by its slug; the page is headed with its Hindi name.
  await expect(page.locator('a[href="/product?category=sarees"]').first()).toHaveText("साड़ियाँ");
  await page.goto("/product?category=sarees");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("साड़ियाँ");
});

test("in Urdu the scrolling strip and the category names are Urdu", async ({ page, baseURL }) => {
  await speakLanguage(page, baseURL, "ur");
  await page.goto("/");
  await expect(page.locator(".top-strip__list").first()).toContainText("پورے بھارت میں کیش آن ڈیلیوری دستیاب");
  await expect(page.getByRole("contentinfo")).toContainText("ساڑھیاں");
});
