import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { recordPopups, shownPopup } from "./popups.ts";
import { registerShopper, SHOPPER_PASSWORD } from "./shoppers.ts";

/**
 * Browser journeys of the wishlist, on a phone and on a desktop: a guest saves a piece from a card
 * and one from its page, sees both on /wishlist, registers (the browser's list joins the account's
 * and is cleared), finds them again after a reload and in another browser logged in, moves one to
 * the bag in a size; and a customer asks to be told when a sold-out size is back (also without scripts).
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

function header(page: Page) {
  return page.locator("header.site-header");
}

function wishlistLink(page: Page, count: number) {
  return header(page).getByRole("link", { name: `Wishlist, pieces saved: ${count}` });
}

/** The colourway ids the wishlist's cards open, in the page's order. */
async function savedIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(".wishlist-entry .product-card__link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace(/^\/product-details\//, "").replace(/\?.*$/, ""));
}

/** The link to `page` (`stock-alerts/confirm`, `stock-alerts/unsubscribe`, `confirm-email`) mailed to `email` (DATA_DIR/outbox). */
async function mailedLink(email: string, page: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (see playwright.config.ts)");
  const outbox = path.join(dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(".eml"));
        for (const name of names) {
          // Quoted-printable: join soft line breaks and decode =XX before matching.
          const mail = (await readFile(path.join(outbox, name), "utf8"))
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
          if (!mail.includes(email)) continue;
          link = new RegExp(`https?://[^\\s"<>]+/${page}\\?(?:token|t)=[A-Za-z0-9._~%-]+`).exec(mail)?.[0];
          if (link) return link;
        }
        return null;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return link as string;
}

/** A colourway with exactly one size sold out (the alert needs no size chosen), searched page by page. */
async function oneSizeSoldOut(request: APIRequestContext): Promise<SearchVariant> {
  for (let page = 1; page <= 8; page++) {
    const found = (await search(request, `limit=48&page=${page}`)).find(
      (variant) => variant.size.filter((size) => !size.inStock).length === 1,
    );
    if (found) return found;
  }
  throw new Error("the demo shop has no colourway with one size sold out");
}

test.beforeEach(({ context }) => recordPopups(context));

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a guest's saved pieces follow them into their account, and one moves to the bag in a size", async ({
      page,
      browser,
      request,
    }) => {
      // A card's heart on the product list.
      await page.goto("/product");
      await waitForHydration(page);
      const card = page.locator(".product-card").first();
      const cardHref = (await card.locator(".product-card__link").getAttribute("href")) ?? "";
      const fromCard = cardHref.replace(/^\/product-details\//, "").replace(/\?.*$/, "");
      const cardHeart = card.getByRole("button", { name: /^Save to wishlist: / });
      await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
      await cardHeart.click();
      // The name stays: aria-pressed says it is saved.
      await expect(cardHeart).toHaveAttribute("aria-pressed", "true");
      await shownPopup(page, "Saved to your wishlist.", "status");
      await expect(wishlistLink(page, 1)).toBeVisible();

      // The product page's heart, on another piece with a size in stock.
      const other = (await search(request, "limit=48")).find(
        (variant) => variant._id !== fromCard && variant.size.some((size) => size.inStock),
      );
      if (!other) throw new Error("the demo shop has no second piece in stock");
      await page.goto(`/product-details/${other._id}`);
      await waitForHydration(page);
      const pageHeart = page.getByRole("button", { name: "Save to wishlist", exact: true });
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      await expect(wishlistLink(page, 2)).toBeVisible();

      await wishlistLink(page, 2).click();
      await expect(page).toHaveURL((url) => url.pathname === "/wishlist");
      await expect(page.getByRole("heading", { name: "My wishlist", level: 1 })).toBeVisible();
      await expect(page.locator(".wishlist-entry")).toHaveCount(2);
      expect(await savedIds(page)).toEqual([other._id, fromCard]);
      await expect(page.getByText("Saved in this browser only.")).toBeVisible();

      // Registering merges the browser's list into the account's and clears it.
      const shopper = await registerShopper(page, "Wishlist Shopper", { redirectTo: "/wishlist" });
      await expect(page.getByText("Saved in this browser only.")).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem("wishlist"))).toBeNull();
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator(".wishlist-entry")).toHaveCount(2);
      expect(new Set(await savedIds(page))).toEqual(new Set([other._id, fromCard]));
      await expect(wishlistLink(page, 2)).toBeVisible();

      // Another browser, logged in, sees the same list: it is on the server now.
      const elsewhere = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
      const second = await elsewhere.newPage();
      await second.goto(`/login?${new URLSearchParams({ redirectTo: "/wishlist" })}`);
      await waitForHydration(second);
      await second.getByLabel("Email", { exact: true }).fill(shopper.email);
      await second.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
      await second.getByRole("button", { name: "Get Login" }).click();
      await expect(second).toHaveURL((url) => url.pathname === "/wishlist");
      await expect(second.locator(".wishlist-entry")).toHaveCount(2);
      await elsewhere.close();

      // Move to bag asks for a size among those in stock.
      const size = other.size.find((entry) => entry.inStock)?.sizeName ?? "";
      const entry = page.locator(".wishlist-entry").filter({ has: page.locator(`a[href^="/product-details/${other._id}"]`) });
      const sizes = entry.getByLabel("Size", { exact: true });
      const offered = await sizes.locator("option:not([disabled])").allTextContents();
      expect(offered).toEqual(other.size.filter((entry) => entry.inStock).map((entry) => entry.sizeName));
      await sizes.selectOption(size);
      await entry.getByRole("button", { name: `Move ${other.product.name} to your bag` }).click();
      await shownPopup(page, "Moved to your bag.", "status");
      await expect(page.locator(".wishlist-entry")).toHaveCount(1);
      expect(await savedIds(page)).toEqual([fromCard]);
      // Focus is not lost with the entry: it goes to the remaining entry's Remove.
      await expect(page.locator(".wishlist-entry").getByRole("button", { name: /^Remove .+ from your wishlist$/ })).toBeFocused();
      await expect(wishlistLink(page, 1)).toBeVisible();
      await expect(header(page).getByRole("link", { name: "Bag, item count: 1" })).toBeVisible();
      await page.goto("/cart");
      await expect(page.locator(".bag-line")).toHaveCount(1);
      await expect(page.locator(".bag-line")).toContainText(other.product.name);
    });

    test("a customer asks to be told when a sold-out size is back, and sees the alert on their wishlist", async ({
      page,
      request,
    }) => {
      let soldOut: SearchVariant | undefined;
      for (let p = 1; p <= 8 && !soldOut; p++) {
        soldOut = (await search(request, `limit=48&page=${p}`)).find((variant) => variant.size.some((size) => !size.inStock));
      }
      if (!soldOut) throw new Error("the demo shop has no sold-out size");
      const size = soldOut.size.find((entry) => !entry.inStock)?.sizeName ?? "";
      const shopper = await registerShopper(page, "Alert Shopper");
      // Only a confirmed account's address is the customer's own: its alerts are listed on their wishlist.
      const confirmEmail = new URL(await mailedLink(shopper.email, "confirm-email"));
      await page.goto(`${confirmEmail.pathname}${confirmEmail.search}`);
      await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
      await expect(page.getByText("Thank you: your e-mail address is confirmed.").first()).toBeVisible();
      await page.goto(`/product-details/${soldOut._id}`);
      await waitForHydration(page);
      const section = page.getByRole("region", { name: "Sold out in your size?" });
      await expect(section).toBeVisible();
      // A customer gives no address: their account's is used.
      await expect(section.getByLabel("Your e-mail address")).toHaveCount(0);

      // A quick second tap while the first is on its way is ignored: the account ends up as the heart shows.
      const heart = page.getByRole("button", { name: "Save to wishlist", exact: true });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/wishlist.data*", async (route) => {
        await held;
        await route.continue();
      });
      await heart.click();
      await expect(heart).toHaveAttribute("aria-disabled", "true");
      await heart.click({ force: true });
      release();
      await shownPopup(page, "Saved to your wishlist.", "status");
      await expect(heart).not.toHaveAttribute("aria-disabled");
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await page.unroute("**/wishlist.data*");

      // The saved pieces failed to come: asked again when the tab is shown again.
      let failing = true;
      await page.route("**/wishlist/ids", (route) => (failing ? route.fulfill({ status: 503, body: "" }) : route.continue()));
      await page.reload();
      await waitForHydration(page);
      await expect(header(page).getByRole("link", { name: "Wishlist", exact: true })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      failing = false;
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(wishlistLink(page, 1)).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "true");

      const several = soldOut.size.filter((entry) => !entry.inStock).length > 1;
      if (several) await section.getByRole("radio", { name: size, exact: true }).check();
      await section.getByRole("button", { name: "Tell me when it's back" }).click();
      // A confirmed account's alert waits at once: no link to confirm it.
      await expect(section.getByRole("status")).toHaveText(`We will e-mail you when size ${size} is back.`);

      await page.goto("/wishlist");
      const alerts = page.getByRole("region", { name: "Back-in-stock alerts" });
      await expect(alerts.getByRole("listitem")).toHaveCount(1);
      await expect(alerts).toContainText(soldOut.product.name);
      await expect(alerts).toContainText(`Size: ${size}`);
      await waitForHydration(page);
      await alerts.getByRole("button", { name: `Remove the alert for ${soldOut.product.name}, size ${size}` }).click();
      await shownPopup(page, "Alert removed.", "status");
      await expect(page.getByRole("region", { name: "Back-in-stock alerts" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "My wishlist", level: 1 })).toBeFocused();
    });

    test("a guest moves a saved piece to their browser's bag in a size", async ({ page, request }) => {
      const piece = (await search(request, "limit=48")).find((variant) => variant.size.filter((size) => size.inStock).length > 1);
      if (!piece) throw new Error("the demo shop has no piece with two sizes in stock");
      await page.goto(`/product-details/${piece._id}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Save to wishlist", exact: true }).click();
      await page.goto("/wishlist");
      await waitForHydration(page);
      const move = page.getByRole("button", { name: `Move ${piece.product.name} to your bag` });
      const size = piece.size.find((entry) => entry.inStock)?.sizeName ?? "";
      await page.getByLabel("Size", { exact: true }).selectOption(size);
      await move.click();
      await shownPopup(page, "Moved to your bag.", "status");
      await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeFocused();
      await expect(header(page).getByRole("link", { name: "Bag, item count: 1" })).toBeVisible();
      const bag = await page.evaluate(() => JSON.parse(window.localStorage.getItem("guest-cart") ?? "[]") as { size: string }[]);
      expect(bag).toMatchObject([{ size, product_variant_id: { _id: piece._id } }]);
    });

    test("a guest's alert waits for the mailed link's button, and its other link stops every such mail", async ({
      page,
      request,
    }) => {
      const piece = await oneSizeSoldOut(request);
      const email = `alert-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
      await page.goto(`/product-details/${piece._id}`);
      await waitForHydration(page);
      const section = page.getByRole("region", { name: "Sold out in your size?" });
      await section.getByLabel("Your e-mail address").fill(email);
      await section.getByRole("button", { name: "Tell me when it's back" }).click();
      await expect(section.getByRole("status")).toHaveText(
        "Please check your inbox: open the link we sent you to confirm the alert.",
      );

      const size = piece.size.find((entry) => !entry.inStock)?.sizeName ?? "";
      const opened = await page.goto(await mailedLink(email, "stock-alerts/confirm"));
      // The token in the address goes to no other site as the Referer.
      expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
      await page.getByRole("button", { name: "Confirm the alert" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Confirmed:" })).toHaveText(
        `Confirmed: we will e-mail you when ${piece.product.name} in size ${size} is back.`,
      );

      await page.goto(await mailedLink(email, "stock-alerts/unsubscribe"));
      await page.getByRole("button", { name: "Stop these e-mails" }).click();
      await expect(page.getByRole("status").filter({ hasText: "will get no more back-in-stock e-mails." })).toBeVisible();
    });

    test("without scripts, a refused alert shows its form again with what was typed, and a guest's heart waits", async ({
      browser,
      request,
    }) => {
      const piece = await oneSizeSoldOut(request);
      const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await page.goto(`/product-details/${piece._id}`);
      // A guest's list is in the browser: before scripts its heart posts nothing (no trip to /login).
      const heart = page.getByRole("button", { name: "Save to wishlist", exact: true });
      await expect(heart).toHaveAttribute("type", "button");
      await expect(heart).toHaveAttribute("aria-disabled", "true");

      // The browser takes this address; the shop does not (no top-level domain).
      const section = page.getByRole("region", { name: "Sold out in your size?" });
      await section.getByLabel("Your e-mail address").fill("meera@localhost");
      await section.getByRole("button", { name: "Tell me when it's back" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/stock-alerts");
      await expect(page.getByRole("alert").filter({ hasText: "valid email address" })).toBeVisible();
      const again = page.getByRole("region", { name: "Sold out in your size?" });
      const size = piece.size.find((entry) => !entry.inStock)?.sizeName ?? "";
      await expect(again).toContainText(`Size ${size} is sold out.`);
      const email = again.getByLabel("Your e-mail address");
      await expect(email).toHaveValue("meera@localhost");
      await email.fill(`alert-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`);
      await again.getByRole("button", { name: "Tell me when it's back" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Please check your inbox" })).toBeVisible();
      await context.close();
    });

    test("a mailed link's page does nothing until its button is pressed, and says when the link is not valid", async ({
      page,
    }) => {
      await page.goto("/stock-alerts/confirm?token=not-a-real-token-but-long-enough");
      await expect(page.getByRole("heading", { name: "Confirm your back-in-stock alert" })).toBeVisible();
      await page.getByRole("button", { name: "Confirm the alert" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "This link is not valid any more." })).toBeVisible();

      await page.goto("/stock-alerts/unsubscribe");
      await expect(page.getByRole("alert").filter({ hasText: "This link is incomplete." })).toBeVisible();
    });

    test("a mailed link's button works without scripts (its page sends the shop's origin with the form)", async ({ browser }) => {
      // The link pages keep their token from other sites' Referer; a policy of no-referrer also made the
      // browser send `Origin: null` with the button's form post, which the shop refused (403).
      const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      for (const [link, button] of [
        ["/stock-alerts/confirm", "Confirm the alert"],
        ["/stock-alerts/unsubscribe", "Stop these e-mails"],
      ] as const) {
        await page.goto(`${link}?token=not-a-real-token-but-long-enough`);
        await page.getByRole("button", { name: button }).click();
        await expect(page.getByRole("alert").filter({ hasText: "This link is not valid any more." })).toBeVisible();
      }
      await context.close();
    });
  });
}

test.describe("on a narrow phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the header with its four icons fits 360 px: the page does not scroll sideways", async ({ page }) => {
    for (const address of ["/", "/wishlist"]) {
      await page.goto(address);
      await waitForHydration(page);
      await expect(wishlistLink(page, 0)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await header(page).screenshot({ path: test.info().outputPath("header-360.png") });
  });
});
