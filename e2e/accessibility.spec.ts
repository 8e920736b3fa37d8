import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/**
 * The pages of issue 37 checked by axe (WCAG 2.1 A and AA rules) on a phone and a desktop, with their
 * new parts showing: the product list with filters chosen (the phone's filter sheet open), a product
 * page with its PIN code check answered, a wishlist holding a piece, the mailed link pages, and the
 * home page with recently viewed pieces.
 */

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

async function expectNoViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const found = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`accessibility on a ${name}`, () => {
    test.use({ viewport });

    test("the product list with filters, a product page with its delivery check, the wishlist, and the home page", async ({
      page,
      request,
    }) => {
      const search = await request.get("/api/variant/search?limit=3&facets=1");
      expect(search.status()).toBe(200);
      const body = (await search.json()) as { data: { _id: string }[]; facets: { size: { value: string }[] } };
      const size = body.facets.size[0]?.value;
      const [first, second] = body.data;
      if (!first || !second || !size) throw new Error("the demo shop has too few pieces");

      await page.goto(`/product?size=${encodeURIComponent(size)}&inStock=1`);
      await waitForHydration(page);
      await expectNoViolations(page, "the product list with filters chosen");
      if (name === "phone") {
        await page
          .getByRole("button", { name: /filter/i })
          .first()
          .click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoViolations(page, "the filter sheet");
        await page.keyboard.press("Escape");
      }

      await page.goto(`/product-details/${first._id}?pin=370001`);
      await waitForHydration(page);
      await expectNoViolations(page, "a product page with the PIN code check answered");
      await page
        .getByRole("button", { name: /save to wishlist/i })
        .first()
        .click();

      await page.goto(`/product-details/${second._id}`);
      await waitForHydration(page);
      await page.goto("/wishlist");
      await waitForHydration(page);
      await expect(page.locator('main a[href^="/product-details/"]').first()).toBeVisible();
      await expectNoViolations(page, "the wishlist");

      await page.goto("/");
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: "Recently viewed" })).toBeVisible();
      await expectNoViolations(page, "the home page with recently viewed pieces");

      await page.goto("/stock-alerts/confirm?token=not-a-token");
      await waitForHydration(page);
      await expectNoViolations(page, "a mailed link's page");
    });
  });
}
