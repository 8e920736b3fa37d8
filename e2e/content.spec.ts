import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/** Browser journeys of the blog, the policy pages, contact and the shipping calculator. */

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test("blog list: the filter narrows to a category and Continue reading opens the post", async ({ page }) => {
  await page.goto("/blog/");
  await expect(page.getByRole("heading", { level: 1, name: "The Chhaap Journal" })).toBeVisible();
  const cards = page.locator(".blog-grid .blog-card");
  await expect(cards).toHaveCount(4);
  // The first post's picture is a phone's largest paint: asked for at once, the others when near the screen.
  const pictures = cards.locator("img.blog-card__image");
  await expect(pictures.first()).toHaveAttribute("loading", "eager");
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");

  const filter = page.getByLabel("Category Filter");
  await waitForHydration(page);
  await filter.selectOption({ label: "Natural Dyes" });
  await expect(page).toHaveURL(/[?&]category=natural-dyes/);
  await expect(page.getByRole("heading", { level: 1, name: "Natural Dyes" })).toBeVisible();
  await expect(cards).toHaveCount(4);

  const first = cards.first();
  const title = (await first.locator(".blog-card__title").textContent())?.trim() ?? "";
  await first.getByRole("link", { name: /Continue reading/ }).click();
  await expect(page).toHaveURL(/\/blog-details\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator(".prose h2").first()).toBeVisible();
});

test("blog post: opened by its URL, a trending image swaps the post and scrolls to the top", async ({ page }) => {
  await page.goto("/blog-details/what-is-ajrakh");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("What Is Ajrakh?");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  const trending = page.locator(".trending .blog-card");
  await expect(trending.first()).toBeVisible();
  await expect(trending.locator(".blog-card__title", { hasText: "What Is Ajrakh?" })).toHaveCount(0);
  const target = trending.nth(1);
  const title = (await target.locator(".blog-card__title").textContent())?.trim() ?? "";
  await target.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);

  await target.locator(".blog-card__image-link").click();
  await expect(page).toHaveURL(/\/blog-details\/(?!what-is-ajrakh)[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect.poll(() => scrollY(page)).toBeLessThan(50);
});

test("an unknown post is the designed 404", async ({ page }) => {
  const response = await page.goto("/blog-details/no-such-story");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page has wandered off" })).toBeVisible();
});

const POLICY_PAGES = [
  ["How to Order", "/how-to-order"],
  ["Payment Options", "/payment-options"],
  ["FAQ", "/faq"],
  ["Refund Policy", "/refund-policy"],
  ["Return Policy", "/return-policy"],
  ["Privacy Policy", "/privacy-policy"],
  ["Terms and Conditions", "/terms-and-conditions"],
  ["Contact Us", "/contact-us"],
] as const;

test("every policy page is reachable from the side menu, which marks the open one", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  const menu = page.getByRole("navigation", { name: "Shop policies" });
  for (const [name, path] of POLICY_PAGES) {
    await menu.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
  }
  await page.goto("/return-policy");
  await expect(page).toHaveTitle(/Return and Exchange Policy/);
  await expect(page.locator("main")).toContainText("within 14 days of delivery");
  await page.goto("/faq");
  const question = page.getByText("Will the colour bleed when I wash it?");
  await question.click();
  await expect(page.getByText("Wash the piece on its own in cold water")).toBeVisible();
});

test("contact: a validation error keeps what was typed, a valid enquiry is sent and the form cleared", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 2, name: "Trade sales" })).toBeVisible();
  const name = page.getByLabel("Full Name");
  const email = page.getByLabel("Email", { exact: true });
  await name.fill("Asha Rao");
  await email.fill("asha@");
  await page.getByLabel("Your Enquiry").fill("Do you ship to Oslo?");
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Please enter your phone number.")).toBeVisible();
  await expect(name).toHaveValue("Asha Rao");
  await expect(email).toHaveValue("asha@");
  await expect(page.getByLabel("Your Enquiry")).toHaveValue("Do you ship to Oslo?");

  await email.fill("asha.rao@example.com");
  await page.getByLabel("Phone Number").fill("+47 22 33 44 55");
  await page.getByLabel("Subject of Enquiry").fill("Shipping to Norway");
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.locator(".contact-form__success")).toHaveText("Your enquiry has been submitted successfully!");
  await expect(name).toHaveValue("");
  await expect(page.getByLabel("Your Enquiry")).toHaveValue("");
});

test("shipping calculator: ten rows priced per kg in INR with the display currency beside, and free shipping within India", async ({
  page,
}) => {
  // A new visitor's display currency is the US dollar.
  await page.goto("/shipping-charges");
  await expect(page.locator(".shipping-table")).toHaveCount(0);
  await page.getByLabel("Country", { exact: true }).selectOption({ label: "United Kingdom" });
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/countryId=/);
  const rows = page.locator(".shipping-table tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(page.locator(".shipping-table thead")).toContainText("About, in USD");
  // Whole rupees without paise; the dollar amount beside them.
  await expect(rows.first()).toContainText("₹900");
  await expect(rows.first()).not.toContainText("₹900.00");
  await expect(rows.first().locator(".shipping-table__approx")).toHaveText(/^\$\d+\.\d\d$/);
  await expect(rows.last()).toContainText("10 kg");
  await expect(rows.last()).toContainText("₹9,000");

  await page.getByLabel("Country", { exact: true }).selectOption({ label: "India" });
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("Free shipping within India")).toBeVisible();
  await expect(page.locator(".shipping-table")).toHaveCount(0);
});
