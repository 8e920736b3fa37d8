import { expect, test } from "@playwright/test";
import sharp from "sharp";

/**
 * Staff arrange the home page; a shopper who opens it next sees the change. Other journeys read the
 * same shop at the same time, so each journey changes what none of them reads and puts it back.
 */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

test("staff retitle the collection of the week, reorder its pieces and add a top strip message, and the home page shows them", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fhome-page");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Home page", level: 1 })).toBeVisible();

  const week = page.getByRole("form", { name: "Collection of the week" });
  const codes = week.getByLabel("Item codes, one per line, in the order shown");
  const original = (await codes.inputValue()).split("\n").filter(Boolean);
  const [first, second] = original;
  if (!first || !second) throw new Error("the demo week collection has two pieces");
  const title = `Indigo week ${Date.now().toString(36)}`;
  const saved = {
    tittle: await week.getByLabel("Title", { exact: true }).inputValue(),
    subTittle: await week.getByLabel("Subtitle").inputValue(),
  };
  await week.getByLabel("Title", { exact: true }).fill(title);
  // An unknown code is refused and nothing changes; the codes typed stay for correcting.
  await codes.fill(`${second}\nNOT-A-PIECE\n${first}`);
  await week.getByRole("button", { name: "Save collection of the week" }).click();
  await expect(week.getByRole("status")).toContainText("These item codes are not in the shop: NOT-A-PIECE.");
  await expect(codes).toHaveValue(`${second}\nNOT-A-PIECE\n${first}`);
  await codes.fill(`${second}\n${first}`);
  await week.getByRole("button", { name: "Save collection of the week" }).click();
  await expect(page.getByRole("form", { name: "Collection of the week" }).getByRole("status")).toContainText("Home page saved.");

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

  // Put the week's collection and the strip back as they were.
  const editor = (await (await page.request.get("/api/admin/home")).json()).data;
  const origin = { origin: baseURL ?? "" };
  const restored = await page.request.put("/api/admin/home/collections/week", {
    headers: origin,
    data: { ...saved, itemCodes: original },
  });
  expect(restored.status()).toBe(200);
  const items = editor.topMenu.filter((entry: { message: string }) => entry.message !== message);
  expect((await page.request.put("/api/admin/home/top-menu", { headers: origin, data: { items } })).status()).toBe(200);
});

test("staff add a category to a menu, and the shop's header lists it", async ({ page, browser, baseURL }) => {
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fcategories");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Categories and menus" })).toBeVisible();

  const suffix = Date.now().toString(36);
  const categories = page.getByRole("form", { name: "Categories" });
  const added = categories.getByRole("group", { name: "Add a category" });
  await added.getByLabel("Name").fill(`Kalamkari ${suffix}`);
  await added.getByLabel("Menu").selectOption({ label: "Women" });
  // Its picture, as a phone takes it: uploaded like a product's and shown instead of the drawn one.
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#1f2e5c" } })
    .jpeg()
    .toBuffer();
  await added.getByLabel("Upload a picture").setInputFiles({ name: "kalamkari.jpg", mimeType: "image/jpeg", buffer: photo });
  await categories.getByRole("button", { name: "Save categories" }).click();
  await expect(page.getByRole("form", { name: "Categories" }).getByRole("status")).toContainText("Saved.");
  // The list read again after the save: the form is drawn anew from it, so edits wait for it.
  await expect(categories.getByRole("group", { name: new RegExp(`^Kalamkari ${suffix}, `) })).toBeVisible();
  const listed = (await (await page.request.get("/api/category")).json()).data.find(
    (category: { name: string }) => category.name === `Kalamkari ${suffix}`,
  );
  expect(listed?.cateImg).toMatch(/^\/media\/catalog\/[0-9a-f]{24}-800\.webp$/);

  // A refused save keeps each row headed by what is saved, and takes the keyboard to the field to fix.
  const sarees = categories.getByRole("group", { name: /^Sarees, [1-9]\d* products?$/ });
  await sarees.getByLabel("Name").fill("");
  await categories.getByRole("button", { name: "Save categories" }).click();
  await expect(sarees.getByLabel("Name")).toBeFocused();
  await expect(sarees.getByLabel("Name")).toHaveValue("");
  await page.reload();

  const shopper = await browser.newPage();
  await shopper.goto("/");
  await expect(shopper.getByRole("link", { name: `Kalamkari ${suffix}` }).first()).toBeAttached();
  await shopper.close();

  // The new category has no products: it can go again.
  const editor = (await (await page.request.get("/api/admin/categories")).json()).data;
  const items = editor.categories.filter((category: { name: string }) => category.name !== `Kalamkari ${suffix}`);
  const removed = await page.request.put("/api/admin/categories/categories", {
    headers: { origin: baseURL ?? "" },
    data: { items },
  });
  expect(removed.status()).toBe(200);
});
