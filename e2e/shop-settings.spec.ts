import { expect, type Page, test } from "@playwright/test";

/** The owner keeps the shop's details and staff keep shipping charges; shoppers see each change at once. */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

/** Phones: the page fits 390 px without scrolling sideways; a picture of it is kept with the test's results. */
async function fitsAPhone(page: Page, file: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(file), fullPage: false });
}

test("the owner changes the shop's phone, a mistake is kept with its message, and the footer shows the new number", async ({
  page,
  browser,
}) => {
  await signIn(page, "/admin/settings/shop");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Shop settings" })).toBeVisible();
  const phone = page.getByLabel("Phone", { exact: true });
  const before = await phone.inputValue();

  await phone.fill("12");
  await page.getByLabel("UPI ID").fill("chhaap");
  await page.getByRole("button", { name: "Save shop settings" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing was saved");
  await expect(phone).toHaveValue("12");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#shop-upiId-error")).toContainText("name@bank");
  await fitsAPhone(page, "shop-settings-phone.png");
  await page.setViewportSize({ width: 1280, height: 800 });

  const number = `+91 98250 ${String(Date.now() % 100000).padStart(5, "1")}`;
  await phone.fill(number);
  await page.getByLabel("UPI ID").fill("chhaap@demo");
  await page.getByRole("button", { name: "Save shop settings" }).click();
  await expect(page.getByRole("status")).toContainText("Shop settings saved.");
  await expect(phone).toHaveValue(number);

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto("/contact-us");
  await expect(shop.locator("footer")).toContainText(number);
  await shopper.close();

  // Back as it was, for the other journeys.
  await phone.fill(before);
  await page.getByRole("button", { name: "Save shop settings" }).click();
  await expect(page.getByRole("status")).toContainText("Shop settings saved.");
});

test("staff change New Zealand's shipping charge and the shipping calculator shows it", async ({ page, browser }) => {
  const found = await page.request.get("/api/country?countryName=New%20Zealand");
  const countryId = (await found.json()).data[0]._id as string;

  await signIn(page, "/admin/shipping");
  const card = page.getByRole("region", { name: /New Zealand/ });
  const charge = card.getByLabel("Shipping charge per kg (₹)");
  const before = await charge.inputValue();

  await charge.fill("-4");
  await card.getByRole("button", { name: "Save charge" }).click();
  await expect(card.locator(".admin-field__error")).toContainText("0 or more");
  await expect(charge).toHaveValue("-4");
  await fitsAPhone(page, "shipping-phone.png");
  await page.setViewportSize({ width: 1280, height: 800 });

  await charge.fill("1875.5");
  await card.getByRole("button", { name: "Save charge" }).click();
  await expect(card.getByRole("status")).toContainText("Shipping charge saved.");

  const shopper = await browser.newContext();
  await shopper.addCookies([{ name: "country-name", value: "India", url: page.url() }]);
  const shop = await shopper.newPage();
  await shop.goto(`/shipping-charges?countryId=${countryId}`);
  await expect(shop.locator("main")).toContainText("₹1,875.50");
  await shopper.close();

  await charge.fill(before);
  await card.getByRole("button", { name: "Save charge" }).click();
  await expect(card.getByRole("status")).toContainText("Shipping charge saved.");
});
