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

    const waist = page.getByLabel("Waist of size M, inches", { exact: true });
    await expect(waist).toHaveValue("30");
    // A measurement below zero and one in hexadecimal are refused, and a size typed twice is told in
    // the same answer: what was typed is kept, each message names its size and column, and the focus
    // goes to the first box refused.
    await waist.fill("-30");
    const fourth = page.getByLabel("Size 4", { exact: true });
    const fourthLabel = await fourth.inputValue();
    await fourth.fill("m");
    const hipOfS = page.getByLabel("Hip of size S, inches", { exact: true });
    const hipOfSValue = await hipOfS.inputValue();
    await hipOfS.fill("0x20");
    await page.getByRole("button", { name: "Save size chart" }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText("Nothing was saved");
    await expect(status).toContainText("S, hip: Please enter inches");
    await expect(status).toContainText("M, waist: Please enter inches");
    await expect(status).toContainText("Size 4 (m): This size is already in the chart.");
    await expect(page.getByLabel("Waist of size M, inches", { exact: true })).toHaveValue("-30");
    await expect(page.getByLabel("Waist of size M, inches", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Hip of size S, inches", { exact: true })).toBeFocused();

    await page.getByLabel("Hip of size S, inches", { exact: true }).fill(hipOfSValue);
    await page.getByLabel("Size 4", { exact: true }).fill(fourthLabel);
    await page.getByLabel("Waist of size M, inches", { exact: true }).fill("30.75");
    await page.getByRole("button", { name: "Save size chart" }).click();
    await expect(page.getByRole("status")).toContainText("Size chart saved.");
    await expect(page.getByLabel("Waist of size M, inches", { exact: true })).toHaveValue("30.75");
    // The keyboard is left on the confirmation, not at the top of the page.
    await expect(page.getByRole("status").locator(".admin-message")).toBeFocused();

    // On a phone the grid scrolls sideways inside its frame; the page itself does not pan.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await page.context().storageState(),
    });
    const staffPhone = await phone.newPage();
    await staffPhone.goto(page.url());
    await expect(staffPhone.getByRole("heading", { name: "Size chart: Skirts", level: 1 })).toBeVisible();
    expect(await staffPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const grid = staffPhone.getByRole("region", { name: "Measurements, scrolls sideways" });
    expect(await grid.evaluate((frame) => frame.scrollWidth > frame.clientWidth)).toBe(true);
    await phone.close();

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
