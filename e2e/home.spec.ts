import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/** Text as React writes it into HTML. */
function asHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

async function firstOf<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0] as T;
}

async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box.x;
}

test("the server's HTML already holds every block of the home page", async ({ page }) => {
  const headings = [
    "Our Collection",
    (await firstOf<{ tittle: string }>(page, "/api/product-of-month")).tittle,
    (await firstOf<{ tittle: string }>(page, "/api/trending-product")).tittle,
    "Find your print",
    (await firstOf<{ heading: string }>(page, "/api/home-coll-detail")).heading,
    (await firstOf<{ tittle: string }>(page, "/api/product-of-week")).tittle,
    (await firstOf<{ tittle: string }>(page, "/api/most-sealing-product")).tittle,
    (await firstOf<{ tittle: string }>(page, "/api/most-like-product")).tittle,
    "Customer stories",
    (await firstOf<{ title: string }>(page, "/api/about")).title,
    (await firstOf<{ tittle: string }>(page, "/api/special-product")).tittle,
  ];
  const response = await page.request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const heading of headings) expect(html, heading).toContain(`>${asHtml(heading)}</h2>`);
  // The feature strip; the buttons to the list and to the special piece.
  expect(html).toContain("Made in India");
  expect(html).toContain('href="/product"');
  expect(html).toMatch(/href="\/product-details\/[^"?]+"/);
  expect(html).toMatch(/href="\/product\?q=[^"&]+&amp;d=productSQ&amp;uniId=\d+"/);
  expect(html).toContain('aria-roledescription="carousel"');
  // The video player loads only when asked for.
  expect(html).not.toContain("<iframe");
});

for (const { name, viewport } of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
]) {
  test(`on a ${name} the product rows below the first screen fill as they come near it, axe clean`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const week = await firstOf<{ tittle: string; varient: unknown[] }>(page, "/api/product-of-week");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/product-of-week") asked.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    const heading = page.getByRole("heading", { name: week.tittle, level: 2 });
    // Far below the first screen: nobody has asked for its cards yet.
    await expect(heading).toBeAttached();
    expect(asked).toEqual([]);

    await heading.scrollIntoViewIfNeeded();
    const row = page.getByRole("region", { name: week.tittle });
    await expect(row.getByRole("group", { name: /^\d+ of \d+$/ })).toHaveCount(week.varient.length);
    const card = row.getByRole("article").first();
    await expect(card.getByRole("link")).toHaveAttribute("href", /^\/product-details\//);
    await expect(card.getByRole("button", { name: /^Save to wishlist: / })).toBeVisible();
    expect(asked).toHaveLength(1);

    // Every row filled, the page is still clean for axe.
    for (const path of ["/api/trending-product", "/api/most-sealing-product", "/api/most-like-product"]) {
      const { tittle } = await firstOf<{ tittle: string }>(page, path);
      // The row draws its heading again inside the carousel when its cards come: a scroll that
      // meets the old heading as it goes is tried again on the new one.
      await expect(async () => {
        await page.getByRole("heading", { name: tittle, level: 2 }).scrollIntoViewIfNeeded({ timeout: 2_000 });
      }).toPass();
      await expect(page.getByRole("region", { name: tittle }).getByRole("article").first()).toBeVisible();
    }
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("without scripts the product rows are their headings and a link on to the pieces", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const selling = await firstOf<{ tittle: string }>(page, "/api/most-sealing-product");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: selling.tittle, level: 2 })).toBeVisible();
  // No room held for cards that will not come.
  for (const space of await page.locator(".home-row__space").all()) await expect(space).toBeHidden();
  const more = page.locator('a[aria-describedby="most-selling-title"]');
  await expect(more).toHaveAccessibleName("View more");
  await expect(more).toHaveAccessibleDescription(selling.tittle);
  await more.click();
  await expect(page).toHaveURL("/product");
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  await context.close();
});

test("a carousel moves with its next button and with the arrow keys", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Products of the Month" });
  const firstSlide = carousel.getByRole("group", { name: /^1 of \d+$/ });
  await firstSlide.scrollIntoViewIfNeeded();
  const start = await leftOf(firstSlide);

  // Server HTML shows the buttons before React takes them over: press once the page has hydrated.
  await waitForHydration(page);
  await carousel.getByRole("button", { name: "Next slides" }).click();
  await expect.poll(() => leftOf(firstSlide)).toBeLessThan(start - 100);
  await expect(carousel.getByRole("button", { name: "Previous slides" })).toBeEnabled();

  // Keyboard: with focus inside the carousel, the left arrow brings the first slide back, the right one moves on.
  await carousel.getByRole("button", { name: "Previous slides" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => leftOf(firstSlide)).toBeCloseTo(start, 0);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => leftOf(firstSlide)).toBeLessThan(start - 100);
});

test("the video plays in a dialog that Escape closes, taking the player with it", async ({ page }) => {
  const video = await firstOf<{ url: string }>(page, "/api/iframe");
  const id = new URL(video.url).searchParams.get("v") ?? "";
  expect(id).toMatch(/^[\w-]{11}$/);

  await page.goto("/");
  const play = page.getByRole("button", { name: /^Play video 1 of \d+$/ });
  const dialog = page.getByRole("dialog", { name: "Video" });
  await expect(page.locator("iframe")).toHaveCount(0);
  await waitForHydration(page);
  await play.click();
  await expect(dialog).toBeVisible();
  const player = dialog.locator("iframe");
  await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
  await expect(dialog.getByRole("button", { name: "Close video" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(play).toBeFocused();
});

test("a tag link searches the product list", async ({ page }) => {
  const tag = await firstOf<{ tag: string; taglink: string }>(page, "/api/product-tag");
  await page.goto("/");
  await page.getByRole("navigation", { name: "Find your print" }).getByRole("link", { name: tag.tag, exact: true }).click();
  await expect(page).toHaveURL(`/product?q=${encodeURIComponent(tag.taglink)}`);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page never scrolls sideways", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Customer stories" })).toBeAttached();
    const widths = await page.evaluate(() => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      viewport: window.innerWidth,
      // Names what sticks out, should it fail.
      wide: [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName}.${element.className}`)
        .slice(0, 10),
    }));
    expect(widths.scroll, widths.wide.join("\n")).toBeLessThanOrEqual(widths.viewport);
  });
});
