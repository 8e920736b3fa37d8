import { expect, test } from "@playwright/test";

/** Staff arrange the home page; a shopper who opens it next sees the change. */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

test("staff retitle the collection of the month, reorder its pieces and add a top strip message, and the home page shows them", async ({
  page,
  browser,
}) => {
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fhome-page");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Home page", level: 1 })).toBeVisible();

  const month = page.getByRole("form", { name: "Collection of the month" });
  const codes = month.getByLabel("Item codes, one per line, in the order shown");
  const [first, second] = ((await codes.inputValue()) ?? "").split("\n");
  if (!first || !second) throw new Error("the demo month collection has two pieces");
  const title = `Indigo month ${Date.now().toString(36)}`;
  await month.getByLabel("Title", { exact: true }).fill(title);
  // An unknown code is refused and nothing changes; the codes typed stay for correcting.
  await codes.fill(`${second}\nNOT-A-PIECE\n${first}`);
  await month.getByRole("button", { name: "Save collection of the month" }).click();
  await expect(month.getByRole("status")).toContainText("These item codes are not in the shop: NOT-A-PIECE.");
  await expect(codes).toHaveValue(`${second}\nNOT-A-PIECE\n${first}`);
  await codes.fill(`${second}\n${first}`);
  await month.getByRole("button", { name: "Save collection of the month" }).click();
  await expect(page.getByRole("form", { name: "Collection of the month" }).getByRole("status")).toContainText("Home page saved.");

  const strip = page.getByRole("form", { name: "Top strip messages" });
  const message = `Block-print week ${Date.now().toString(36)}`;
  await strip.getByRole("group", { name: "Add an entry to top strip messages" }).getByLabel("Message").fill(message);
  await strip.getByRole("button", { name: "Save top strip messages" }).click();
  await expect(page.getByRole("form", { name: "Top strip messages" }).getByRole("status")).toContainText("Home page saved.");

  const shopper = await browser.newPage();
  await shopper.goto("/");
  await expect(shopper.getByRole("heading", { name: title })).toBeVisible();
  await expect(shopper.getByText(message).first()).toBeAttached();
  await shopper.close();
});

test("staff add a menu with a new category, and the shop's header lists it", async ({ page, browser }) => {
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fcategories");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Categories and menus" })).toBeVisible();

  const suffix = Date.now().toString(36);
  const menus = page.getByRole("form", { name: "Header menus" });
  await menus.getByRole("group", { name: "Add a menu" }).getByLabel("Name").fill(`Festive ${suffix}`);
  await menus.getByRole("button", { name: "Save header menus" }).click();
  await expect(page.getByRole("form", { name: "Header menus" }).getByRole("status")).toContainText("Saved.");

  const categories = page.getByRole("form", { name: "Categories" });
  const added = categories.getByRole("group", { name: "Add a category" });
  await added.getByLabel("Name").fill(`Kalamkari ${suffix}`);
  await added.getByLabel("Menu").selectOption({ label: `Festive ${suffix}` });
  await categories.getByRole("button", { name: "Save categories" }).click();
  await expect(page.getByRole("form", { name: "Categories" }).getByRole("status")).toContainText("Saved.");

  const shopper = await browser.newPage();
  await shopper.goto("/");
  await expect(shopper.getByRole("link", { name: `Kalamkari ${suffix}` }).first()).toBeAttached();
  await shopper.close();
});
