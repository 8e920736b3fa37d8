import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * What a new shopper sees first, on a 390x844 phone and a 1366x900 desktop: the header's height and
 * what it holds, the logo, the product page's bottom bar, the profile form, order lines (also in
 * Urdu), the phone checkout's summary, the bag page's stability and the blog's one canonical address.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface SearchVariant {
  _id: string;
  product: { name: string };
  size: { sizeName: string; inStock: boolean }[];
}

/** Pieces of their own for these journeys: single-size and in stock, from the end of catalogue page 2. */
async function ownPieces(request: APIRequestContext): Promise<SearchVariant[]> {
  const body: { data: SearchVariant[] } = await (await request.get("/api/variant/search?limit=48&page=2")).json();
  const found = body.data.filter((v) => v.size.length === 1 && v.size[0]?.inStock).reverse();
  if (found.length < 3) throw new Error("the demo shop has too few single-size pieces in stock");
  return found;
}

/** A piece with several sizes in stock: BUY NOW needs a size first. */
async function sizedPiece(request: APIRequestContext): Promise<SearchVariant> {
  const body: { data: SearchVariant[] } = await (await request.get("/api/variant/search?limit=48")).json();
  const found = body.data.find((v) => v.size.filter((s) => s.inStock).length > 1);
  if (!found) throw new Error("no piece with several sizes");
  return found;
}

async function addToBag(page: Page, variant: SearchVariant) {
  await page.goto(`/product-details/${variant._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Cash on delivery through /place-order, with a new Indian address; answers the order number. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto("/place-order");
  const form = page.locator(".checkout-address-form");
  await expect(form).toBeVisible();
  // Choosing India turns the state into a list once the page has hydrated (a new address starts in the
  // header's country).
  await waitForHydration(page);
  await form.getByLabel("Full name").fill("Zainab Khatri");
  await form.getByLabel("Phone").fill("9825098250");
  await form.getByLabel("Address line 1").fill("14 Khatri Chowk");
  await form.getByLabel("Address line 2").fill("Near the step-well");
  await form.getByLabel(/pin code/i).fill("370105");
  await form.getByLabel("Country").selectOption("India");
  await form.getByLabel("State").selectOption("Gujarat");
  await form.getByLabel(/city/i).fill("Bhuj");
  await form.getByRole("button", { name: /save/i }).click();
  await expect(page.getByRole("combobox", { name: "Deliver to" })).toHaveValue(/.+/);
  // The saved address, written out in the select, is wider than a phone: the page must not be.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/CHP-/);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

/** Each order line: its picture sits at the line's start, beside (not above or below) a name wider than a word. */
async function expectLinesSideBySide(page: Page, rtl = false) {
  const lines = page.locator(".order-line");
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.all()) {
    const image = await line.locator(".order-line__image").boundingBox();
    const name = await line.locator(".order-line__name").boundingBox();
    const box = await line.boundingBox();
    if (!image || !name || !box) throw new Error("an order line is not drawn");
    expect(name.width, "the name has room for more than a word").toBeGreaterThan(150);
    // Same row: the name starts before the picture ends.
    expect(name.y).toBeLessThan(image.y + image.height);
    if (rtl) expect(image.x + image.width).toBeGreaterThan(box.x + box.width - 8);
    else expect(image.x).toBeLessThan(box.x + 8);
  }
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the header is one announcement line and the masthead; the drawer holds the links and selectors", async ({ page }) => {
    await page.goto("/");
    const main = await page.locator("main").boundingBox();
    expect(main?.y ?? 999).toBeLessThanOrEqual(130);
    await expect(page.locator(".top-bar")).toBeHidden();
    await expect(page.getByRole("region", { name: "Announcements" })).toBeVisible();

    const drawer = page.getByRole("dialog", { name: "Menu" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Order Tracking" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Shipping Charges" })).toBeVisible();
    await expect(drawer.getByLabel("Country and currency")).toBeVisible();
    await drawer.getByLabel("Language").selectOption("hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("no page is wider than the phone in the longer languages", async ({ page, baseURL }) => {
    for (const code of ["de", "fr", "hi", "ur"]) {
      await page.context().addCookies([{ name: "lang", value: code, url: baseURL ?? "" }]);
      for (const path of ["/", "/product"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", code);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${code} ${path}`).toBeLessThanOrEqual(PHONE.width);
      }
    }
  });

  test("the back-to-top button never covers BUY NOW; a missing size is said beside the sizes, with focus there", async ({
    page,
    request,
  }) => {
    const piece = await sizedPiece(request);
    await page.goto(`/product-details/${piece._id}`);
    const buyNow = page.getByRole("button", { name: "BUY NOW" });
    await buyNow.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const toTop = page.getByRole("button", { name: "Back to top" });
    await expect(toTop).toBeVisible();
    const bar = await page.locator(".buy-bar").boundingBox();
    const button = await toTop.boundingBox();
    if (!bar || !button) throw new Error("bar or button not drawn");
    expect(button.y + button.height, "the button ends above the bar").toBeLessThanOrEqual(bar.y);

    await waitForHydration(page);
    await buyNow.click();
    await expect(page.locator(".size-picker__error")).toHaveText("Please select a size.");
    // The size picker's group, not the back-in-stock box's ("Sold-out size to wait for").
    const sizes = page.getByRole("group", { name: "Size", exact: true });
    await expect(sizes).toHaveAccessibleDescription("Please select a size.");
    // Focus lands on the first size that can be chosen (a sold-out size is disabled).
    const firstOnSale = sizes.getByRole("radio", { disabled: false }).first();
    await expect(firstOnSale).toBeFocused();
    // Focus is there, so the keyboard chooses it (a pointer may meet the sticky buy bar on a phone).
    await page.keyboard.press("Space");
    await expect(firstOnSale).toBeChecked();
    await expect(page.locator(".size-picker__error")).toHaveCount(0);
  });

  test("the profile form's inputs stay inside their card, and a name of one long word stays on the phone", async ({ page }) => {
    await registerShopper(page, `Zainab${"a".repeat(60)}`, { via: "api" });
    await page.goto("/user-profile");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const card = await page.locator(".profile-form").boundingBox();
    if (!card) throw new Error("no profile form");
    for (const input of await page.locator(".profile-form .auth-field__control").all()) {
      const box = await input.boundingBox();
      if (!box) continue;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    }
  });

  test("order lines keep picture and name side by side (English and Urdu); checkout starts with a folded summary", async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    if (!baseURL) throw new Error("baseURL is not configured");
    const [first, second] = await ownPieces(request);
    if (!first || !second) throw new Error("no pieces");
    await registerShopper(page, "Zainab", { via: "api" });
    await addToBag(page, first);
    await addToBag(page, second);

    // The bag's checkout: the summary comes before the address, folded to its total.
    await page.goto("/shopping-cart");
    const summary = page.locator(".order-summary");
    const toggle = summary.getByRole("button", { name: /Order summary/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const summaryBox = await summary.boundingBox();
    const delivery = await page.locator(".checkout-main").boundingBox();
    expect(summaryBox?.y ?? 999).toBeLessThan(delivery?.y ?? 0);
    await expect(summary.locator(".summary-item").first()).toBeHidden();
    await waitForHydration(page);
    await toggle.click();
    await expect(summary.locator(".summary-item").first()).toBeVisible();

    const orderNumber = await placeOrder(page);
    await expectLinesSideBySide(page);
    await page.goto(`/orders/${orderNumber}`);
    await expectLinesSideBySide(page);
    await context.addCookies([{ name: "lang", value: "ur", url: baseURL }]);
    await page.goto("/orders");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectLinesSideBySide(page, true);
    // The English address on an Urdu page lines up at the right like the Urdu around it.
    await page.goto(`/orders/${orderNumber}`);
    const gaps = await page.locator(".order-address__body span[dir=auto]").evaluateAll((spans) =>
      spans.map((span) => {
        const text = document.createRange();
        text.selectNodeContents(span);
        return span.getBoundingClientRect().right - text.getBoundingClientRect().right;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeLessThan(2);
  });

  test("the home page and product pages do not move when the web fonts arrive", async ({ browser, request }) => {
    const pieces = (await ownPieces(request)).slice(0, 3);
    for (const url of ["/", ...pieces.map((piece) => `/product-details/${piece._id}`)]) {
      // A new context each time: a font the browser holds already would be drawn at once.
      const context = await browser.newContext({ viewport: PHONE });
      try {
        const page = await context.newPage();
        let arrive = () => {};
        const fontsHeld = new Promise<void>((resolve) => {
          arrive = resolve;
        });
        await page.route(/\.woff2?(\?|$)/, async (route) => {
          await fontsHeld;
          await route.continue();
        });
        await page.goto(url, { waitUntil: "domcontentloaded" });
        const blocks = "main h1, .hero__art, .product-detail, .product-detail__gallery, .breadcrumb, .price";
        const tops = () =>
          page
            .locator(blocks)
            .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
        await expect(page.locator("main h1")).toBeVisible();
        const before = await tops();
        // The page was drawn in the fallback faces: the web fonts it asked for are still on their way.
        await expect.poll(() => page.evaluate(() => [...document.fonts].some((font) => font.status === "loading"))).toBe(true);
        arrive();
        await page.waitForFunction(() => [...document.fonts].every((font) => font.status !== "loading"));
        await page.waitForFunction(() => document.fonts.check('600 16px "Fraunces Variable"'));
        const after = await tops();
        expect(after, `${url}: what moved when the fonts arrived`).toEqual(before);
      } finally {
        // A failed check must not leave a page waiting for fonts that never come.
        await context.close();
      }
    }
  });

  test("the bag page does not move when the bag arrives", async ({ page, request }) => {
    const [, , piece] = await ownPieces(request);
    if (!piece) throw new Error("no piece");
    await page.goto(`/product-details/${piece._id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "ADD TO CART" }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // A slow phone link, so the bag arrives well after the first paint.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    });
    await page.goto("/cart");
    await expect(page.locator(".bag-lines")).toBeVisible();
    await page.waitForTimeout(1_000);
    const shifted = await page.evaluate(() =>
      ((window as unknown as { layoutShifts: number[] }).layoutShifts ?? []).reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.05);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the main navigation fits one line, and the logo's छाप is drawn without a Devanagari font", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet" || request.resourceType() === "font") stylesheets.push(request.url());
    });
    await page.goto("/");
    const links = page.getByRole("navigation", { name: "Main" }).locator(".main-nav__list > li");
    const tops = new Set<number>();
    for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())?.y ?? -1));
    expect([...tops]).toHaveLength(1);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" })).toBeVisible();

    const logoFont = await page.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('500 16px "Chhaap Logo"', "छाप");
      return document.fonts.check('500 16px "Chhaap Logo"', "छाप");
    });
    expect(logoFont).toBe(true);
    expect(stylesheets.filter((url) => /devanagari|fonts-hindi/i.test(url))).toEqual([]);
  });

  test("Hindi and Urdu pages draw with the device's own Noto faces when it has them, and fetch them when not", async ({
    page,
    baseURL,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    // The local names are those of the pages' stylesheets (styles/fonts-hindi.css, fonts-urdu.css).
    for (const [code, family, localNames, text, file] of [
      ["hi", "Noto Sans Devanagari", "Noto Sans Devanagari Regular,NotoSansDevanagari-Regular", "हिन्दी", /noto-sans-devanagari/],
      ["ur", "Noto Nastaliq Urdu", "Noto Nastaliq Urdu Regular,NotoNastaliqUrdu-Regular", "اردو", /noto-nastaliq-urdu/],
    ] as const) {
      fonts.length = 0;
      await page.context().addCookies([{ name: "lang", value: code, url: baseURL ?? "" }]);
      await page.goto("/");
      const { installed, drawn } = await page.evaluate(
        async ({ family, localNames, text }) => {
          // What this machine has: a face made only of its local fonts loads, or fails.
          const probe = new FontFace(
            "probe",
            localNames
              .split(",")
              .map((name) => `local("${name}")`)
              .join(", "),
          );
          const installed = await probe.load().then(
            () => true,
            () => false,
          );
          await document.fonts.load(`16px "${family}"`, text);
          return { installed, drawn: document.fonts.check(`16px "${family}"`, text) };
        },
        { family, localNames, text },
      );
      expect(drawn, `${family} is ready on the ${code} page`).toBe(true);
      // The device's face is used at once; only a device without it fetches the shop's copy.
      expect(fonts.some((url) => file.test(url))).toBe(!installed);
    }
  });

  test("the blog declares one canonical address", async ({ page }) => {
    for (const path of ["/blog/", "/blog"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // After the page has come alive too.
      await page.waitForLoadState("networkidle");
      const canonical = await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
      expect(canonical).toHaveLength(1);
      expect(canonical[0]).toMatch(/\/blog\/$/);
    }
  });
});
