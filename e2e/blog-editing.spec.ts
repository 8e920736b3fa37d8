import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "./hydration.ts";

/** Staff write a blog post in the rich-text editor, publish it, and move it to a new address. */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test("staff write a post with a heading and bold text, publish it, and its old address follows a new slug", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Indigo Vats of Ajrakhpur ${stamp}`;
  const slug = `indigo-vats-of-ajrakhpur-${stamp}`;

  await signIn(page, "/admin/blog");
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { name: "New blog post" })).toBeVisible();
  // Typed before React takes over the form, words could be lost to the hydrating editor.
  await waitForHydration(page);

  await page.getByLabel("Title", { exact: true }).fill(title);
  // The slug follows the title while it has not been typed by hand.
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Category").selectOption({ index: 1 });

  // The rich-text editor, by keyboard and its toolbar.
  const body = page.getByRole("textbox", { name: "Post", exact: true });
  await expect(body).toBeVisible();
  await body.click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.type("Keeping the vat alive");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Indigo is ");
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("fermented");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(", never boiled.");
  await expect(body.locator("h2")).toHaveText("Keeping the vat alive");
  await expect(body.locator("strong")).toHaveText("fermented");

  await page.getByLabel("Status").selectOption("published");
  const cover = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#1f2e5c" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Cover picture", { exact: true })
    .setInputFiles({ name: "vat.jpg", mimeType: "image/jpeg", buffer: cover });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole("status")).toContainText("Blog post created.");
  await expect(page.locator(".admin-status-bar")).toContainText("Published");

  // A shopper who never signed in sees it on the blog and reads it.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto("/blog/");
  await expect(shop.getByRole("link", { name: title }).first()).toBeVisible();
  const answer = await shop.goto(`/blog-details/${slug}`);
  expect(answer?.status()).toBe(200);
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(shop.getByRole("heading", { name: "Keeping the vat alive" })).toBeVisible();
  await expect(shop.locator("strong", { hasText: "fermented" })).toBeVisible();

  // A new slug: the old address leads to the new one for good.
  await page.getByLabel("Slug").fill(`${slug}-at-home`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Blog post saved.");
  await expect(page.getByText(`Earlier addresses that lead here: /blog-details/${slug}`)).toBeVisible();

  const moved = await shop.request.get(`/blog-details/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog-details/${slug}-at-home`);
  await shop.goto(`/blog-details/${slug}`);
  await expect(shop).toHaveURL(new RegExp(`/blog-details/${slug}-at-home$`));
  await expect(shop.getByRole("heading", { name: "Keeping the vat alive" })).toBeVisible();
  await shopper.close();
});
