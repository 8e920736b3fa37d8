import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

/**
 * Staff keep the size charts; a shopper opening the size guide next sees the change. Other journeys
 * read the same shop at the same time: this one changes the skirts' chart, which none of them reads,
 * and puts it back whatever happens.
 */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

interface Chart {
  _id: string;
  name: string;
  kind: string;
  measures: string[];
  rows: { label: string; inches: number[] }[];
  categoryIds: string[];
}

test("staff change a measurement, the product page's size guide shows it in inches and centimetres", async ({
  page,
  browser,
  baseURL,
}) => {
  // A skirt shoppers can open, found through the public search.
  const search = await page.request.get("/api/variant/search?search=skirt&limit=48");
  const skirts = ((await search.json()).data as { _id: string; category: { name: string } }[]).filter(
    (variant) => variant.category.name === "Skirts",
  );
  const skirt = skirts[0];
  if (!skirt) throw new Error("the demo shop has skirts");

  await page.goto("/admin/login?redirectTo=%2Fadmin");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const charts: Chart[] = (await (await page.request.get("/api/admin/size-charts")).json()).data.charts;
  const original = charts.find((chart) => chart.name === "Skirts");
  if (!original) throw new Error("the shop has a skirts chart");

  try {
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Size charts" }).click();
    await expect(page.getByRole("heading", { name: "Size charts", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Skirts", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Size chart: Skirts", level: 1 })).toBeVisible();
    await waitForHydration(page);

    const waist = page.getByLabel("Waist of size M, inches");
    await expect(waist).toHaveValue("30");
    // A measurement below zero is refused, with what was typed kept and a message beside the cell.
    await waist.fill("-30");
    await page.getByRole("button", { name: "Save size chart" }).click();
    await expect(page.getByRole("status")).toContainText("Nothing was saved");
    await expect(page.getByLabel("Waist of size M, inches")).toHaveValue("-30");
    await expect(page.getByLabel("Waist of size M, inches")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Waist of size M, inches").fill("30.75");
    await page.getByRole("button", { name: "Save size chart" }).click();
    await expect(page.getByRole("status")).toContainText("Size chart saved.");
    await expect(page.getByLabel("Waist of size M, inches")).toHaveValue("30.75");

    // A shopper who never signed in, on a phone.
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await shopper.newPage();
    await shop.goto(`/product-details/${skirt._id}`);
    await waitForHydration(shop);
    await shop.getByRole("button", { name: "Size guide" }).click();
    const guide = shop.getByRole("dialog", { name: "Size guide" });
    const sizeM = guide.getByRole("row").filter({ has: shop.getByRole("rowheader", { name: "M", exact: true }) });
    await expect(guide.getByRole("columnheader", { name: "Waist" })).toBeVisible();
    await expect(sizeM.getByRole("cell").first()).toHaveText("30.75");
    await guide.getByRole("tab", { name: "Cm" }).click();
    await expect(sizeM.getByRole("cell").first()).toHaveText("78");
    await shopper.close();
  } finally {
    // Put the chart back as it was.
    const { _id, name, kind, measures, rows, categoryIds } = original;
    const restored = await page.request.put(`/api/admin/size-charts/${_id}`, {
      headers: { origin: baseURL ?? "" },
      data: { name, kind, measures, rows, categoryIds },
    });
    expect(restored.status()).toBe(200);
  }
});
