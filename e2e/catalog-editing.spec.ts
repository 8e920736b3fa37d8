import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * Staff keep the catalog: prices, stock, new products and a stock sheet, and shoppers see each change.
 * Other journeys shop the same catalog at the same time: what a journey changes, it puts back.
 */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}

/** Prices read in rupees: the shopper's country is India. */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "country-name", value: "India", url: baseURL ?? "" }]);
});

test("staff change a sale price and sell out a size; the product page shows both, and a bag holding that size is stopped before payment", async ({
  page,
  browser,
  baseURL,
}) => {
  // A seeded piece with more than one size, found through the public search.
  const search = await page.request.get("/api/variant/search?search=kurta&limit=48");
  const pieces = (await search.json()).data as {
    _id: string;
    item_code: string;
    size: { sizeName: string; inStock: boolean }[];
  }[];
  const piece = pieces.find((p) => p.size.filter((s) => s.inStock).length >= 2);
  if (!piece) throw new Error("the demo shop has a kurta in two sizes");
  const size = piece.size.find((s) => s.inStock)?.sizeName as string;

  // A customer on a phone puts that size in their bag before it sells out.
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await shopper.addCookies([{ name: "country-name", value: "India", url: baseURL ?? "" }]);
  const shop = await shopper.newPage();
  await registerShopper(shop, "Rukhsana", { via: "api" });
  await shop.goto(`/product-details/${piece._id}`);
  await waitForHydration(shop);
  // The size picker's: a sold-out size is also offered by the back-in-stock box below it.
  await shop
    .getByRole("group", { name: "Size", exact: true })
    .getByRole("radio", { name: new RegExp(`^${size}\\b`) })
    .check();
  await shop.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(shop).toHaveURL(/\/cart$/);

  await signIn(page, "/admin/products");
  await page.getByLabel("Search").fill(piece.item_code);
  await page.getByRole("button", { name: "Show products" }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(1);
  await page.getByRole("table").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Products");

  const group = page.getByRole("group", { name: new RegExp(`: ${piece.item_code}$`) });
  const before = {
    sale: await group.getByLabel("Sale price (₹)").inputValue(),
    stock: await group.getByLabel(`Stock of size ${size}`).inputValue(),
  };
  await group.getByLabel("Sale price (₹)").fill("1234");
  await group.getByLabel(`Stock of size ${size}`).fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Product saved.");

  // The product page shows both; the bag says the size sold out and holds back the order, before any payment.
  await shop.goto(`/product-details/${piece._id}`);
  await expect(shop.locator(".detail-prices__sale")).toContainText("₹1,234");
  await expect(
    shop.getByRole("group", { name: "Size", exact: true }).getByRole("radio", { name: new RegExp(`^${size}\\b`) }),
  ).toBeDisabled();
  await shop.goto("/cart");
  await expect(shop.locator(".bag-line")).toContainText(`Sold out in size ${size}.`);
  await expect(shop.getByRole("button", { name: "Place Order" })).toBeDisabled();
  await expect(shop.getByRole("alert").filter({ hasText: "Remove it to place your order" })).toBeVisible();
  await shop.goto("/shopping-cart");
  await expect(shop.locator(".checkout-panel__notice")).toContainText("A piece in your bag is sold out.");
  await shopper.close();

  await group.getByLabel("Sale price (₹)").fill(before.sale);
  await group.getByLabel(`Stock of size ${size}`).fill(before.stock);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Product saved.");
});

test("staff create a product, see their mistakes kept with a message, publish it and find it by search", async ({ page }) => {
  const name = `Madder Dabu Stole ${Date.now().toString(36)}`;
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, "/admin/products");
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();

  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Category").selectOption({ index: 1 });
  await page.getByLabel("Craft story").fill("Resist-printed with dabu mud, then dyed in madder.");
  // A stole's heading: a product is published only with the HSN code its invoice lines print.
  await page.getByLabel("HSN code").fill("6214");
  const first = page.getByRole("group", { name: /^Colourway 1/ });
  await first.getByLabel("Item code").fill(code);
  await first.getByLabel("Colour", { exact: true }).fill("Madder red");
  await first.getByLabel("Price (₹)", { exact: true }).fill("1500");
  // A sale price above the price is refused, with everything typed still there.
  await first.getByLabel("Sale price (₹)").fill("1800");
  await first.getByLabel("Stock of size Free").fill("6");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing was saved");
  await expect(first.getByText("The sale price cannot be more than the price.")).toBeVisible();
  await expect(page.getByLabel("Product name")).toHaveValue(name);

  await first.getByLabel("Sale price (₹)").fill("1350");
  // A photograph of the piece, as a shop owner's phone takes it, chosen before adding a colourway:
  // the picture is taken then, and Save must not take it a second time.
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#a3262a" } })
    .jpeg()
    .toBuffer();
  await first.getByLabel("Add a picture").setInputFiles({ name: "stole.jpg", mimeType: "image/jpeg", buffer: photo });
  await first.getByLabel("Its description (alt text)").fill("Madder stole, folded");
  await page.getByRole("button", { name: "Add colourway" }).click();
  const second = page.getByRole("group", { name: /^Colourway 2/ });
  await expect(second).toBeVisible();
  await expect(first.getByLabel("Sale price (₹)")).toHaveValue("1350");
  await expect(first.getByText("Main picture")).toBeVisible();
  // Leaving now would lose the unsaved product: the page asks first.
  await page.getByRole("link", { name: "← Products" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay and save" }).click();
  await expect(leave).toBeHidden();
  await second.getByLabel("Colour", { exact: true }).fill("Indigo");
  await second.getByLabel("Stock of size Free").fill("2");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole("status")).toContainText("Product created.");
  await expect(page.getByText("shoppers cannot see this product")).toBeVisible();
  await expect(page.getByRole("group", { name: /^Colourway 1/ }).getByText("Main picture")).toBeVisible();
  await expect(page.getByRole("group", { name: /^Colourway 1/ }).getByText("Picture 2")).toHaveCount(0);

  // A draft is nobody's to find.
  const before = await page.request.get(`/api/variant/search?search=${encodeURIComponent(name)}`);
  expect((await before.json()).data).toEqual([]);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator(".admin-status-bar")).toContainText("Active");
  const editorPage = page.url();
  await page.goto(`/product?q=${encodeURIComponent(name)}`);
  const cards = page.locator(".product-card");
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole("img", { name: "Madder stole, folded" })).toHaveAttribute("src", /\/media\/catalog\//);
  await cards.first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByText("How it was made").click();
  await expect(page.getByText("Resist-printed with dabu mud, then dyed in madder.")).toBeVisible();

  // Out of the other journeys' way again: archived, it is a 404 for shoppers at once.
  const productPage = page.url();
  await page.goto(editorPage);
  await expect(page.getByRole("button", { name: "Archive" })).toBeVisible();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.locator(".admin-status-bar")).toContainText("Archived");
  expect((await page.request.get(productPage)).status()).toBe(404);
});

test("a stock sheet with a bad row changes nothing; corrected, every change is applied", async ({ page }) => {
  const search = await page.request.get("/api/variant/search?search=dupatta&limit=2");
  const [one, two] = (await search.json()).data as { _id: string; item_code: string; size: { sizeName: string }[] }[];
  if (!one || !two) throw new Error("the demo shop has two dupattas");
  const sizeOne = one.size[0]?.sizeName as string;
  const sizeTwo = two.size[0]?.sizeName as string;
  const sheet = (stockTwo: string) =>
    [
      "item_code,product,colour,size,stock,price,sale_price",
      `${one.item_code},,,${sizeOne},9,,`,
      `${two.item_code},,,${sizeTwo},${stockTwo},,`,
    ].join("\n");

  await signIn(page, "/admin/catalog/import");
  const upload = (text: string) =>
    page.getByLabel(/^CSV file/).setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

  await upload(sheet("-3"));
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing was changed");
  await expect(page.getByRole("table", { name: /Rows with errors/ })).toContainText("Stock cannot be negative.");
  await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);

  await upload(sheet("4"));
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByRole("table", { name: /Changes the file would make/ })).toBeVisible();
  await page.getByRole("button", { name: /^Apply \d+ change/ }).click();
  await expect(page.getByRole("status")).toContainText("Import applied.");
  await expect(page.getByRole("table", { name: /Changes applied/ })).toContainText(one.item_code);

  const after = await (await page.request.get(`/api/admin/products?search=${one.item_code}`)).json();
  expect(after.data).toHaveLength(1);
  const editor = await (await page.request.get(`/api/admin/products/${after.data[0]._id}`)).json();
  const variant = editor.data.variants.find((v: { itemCode: string }) => v.itemCode === one.item_code);
  expect(variant.sizes.find((s: { name: string }) => s.name === sizeOne).stock).toBe(9);

  // The export is a download of the same columns.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(file, "utf8");
  expect(text.split("\n")[0]).toBe("item_code,product,colour,size,stock,price,sale_price");
  expect(text).toContain(`${one.item_code},`);
});
