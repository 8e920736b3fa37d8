import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * After the order, on a phone: a customer asks for another size of a delivered piece and sees each
 * step as staff approve it, receive the piece back and ship the replacement; a cash-on-delivery
 * parcel comes back undelivered and the desk counts it against the customer.
 */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };
const PHONE = { width: 390, height: 844 };

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

/** A new customer's cash-on-delivery order of one piece that has another size in stock, placed as checkout does. */
async function placeCashOnDelivery(
  page: Page,
  baseURL: string,
): Promise<{ orderNumber: string; size: string; otherSize: string }> {
  const headers = { origin: baseURL };
  const { cartId, email } = await registerShopper(page, "Meera Khatri", { via: "api", phone: "9825098250" });
  const search = await page.request.get("/api/variant/search?limit=48");
  // Any of them, so that journeys running side by side do not all buy the same few pieces.
  const candidates = ((await search.json()).data as SearchVariant[]).filter((v) => v.size.filter((s) => s.inStock).length >= 2);
  const variant = candidates[Math.floor(Math.random() * candidates.length)];
  if (!variant) throw new Error("no piece with two sizes in stock");
  const [size, otherSize] = variant.size.filter((s) => s.inStock).map((s) => s.sizeName) as [string, string];
  const added = await page.request.post("/api/cart-item", {
    data: { cartId, product_variant_id: variant._id, size, quantity: 1 },
    headers,
  });
  expect(added.status()).toBe(201);
  const order = await page.request.post("/api/order", {
    data: {
      payment_method: "cash_on_delivery",
      shipping_address: {
        name: "Meera Khatri",
        phone: "9825098250",
        email,
        addressLine1: "7 Ajrakhpur Road",
        city: "Bhuj",
        state: "Gujarat",
        zip: "370105",
        country: "India",
        addressType: "home",
      },
    },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
  return { orderNumber: (await order.json()).data.order_id as string, size, otherSize };
}

/** The owner's API session, for the desk's steps a journey is not about. */
async function ownerApi(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, baseURL: string) {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await api.post("/api/staff/session", { data: OWNER });
  expect(signedIn.status()).toBe(200);
  return api;
}

async function deskSteps(api: APIRequestContext, orderNumber: string, steps: Record<string, string>[]) {
  for (const step of steps) {
    const answer = await api.post(`/api/admin/orders/${orderNumber}/actions`, { data: step });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

const TO_SHIPPED: Record<string, string>[] = [
  { action: "confirm" },
  { action: "pack" },
  { action: "ship", carrier: "Delhivery", trackingNumber: "DL 2211 4455" },
];

/** The owner, signed in on a phone-sized window. */
async function ownerOnPhone(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  return page;
}

/** Presses a step's button and, when it asks, fills its dialog and confirms. */
async function takeStep(
  page: Page,
  label: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void> = async () => {},
) {
  await page.getByRole("button", { name: label, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: label });
  if (await dialog.isVisible()) {
    await fill(dialog);
    await dialog.getByRole("button", { name: label, exact: true }).click();
  }
}

test.use({ viewport: PHONE });

test("a customer exchanges a delivered piece for another size; staff approve, receive it and ship the replacement; the customer sees each step", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { orderNumber, size, otherSize } = await placeCashOnDelivery(page, origin);
  const api = await ownerApi(playwright, origin);
  await deskSteps(api, orderNumber, [...TO_SHIPPED, { action: "deliver" }]);

  // The customer, on their phone, asks for the other size from the order page.
  await page.goto(`/orders/${orderNumber}`);
  await page.getByRole("link", { name: "Return or exchange" }).click();
  await expect(page.getByRole("heading", { name: "Return or exchange" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("radio", { name: /^Exchange/ }).check();
  await page.getByLabel("Size you want instead").selectOption(otherSize);
  await page.getByRole("radio", { name: "The size does not fit" }).check();
  await page.getByRole("button", { name: "Send request" }).click();
  const requestNumber = `${orderNumber}-R1`;
  await expect(page.getByText(`We have your request ${requestNumber}`)).toBeVisible();
  await expect(page.getByText("Requested", { exact: true }).first()).toBeVisible();

  // Staff work it from the returns queue, on a phone too.
  const desk = await ownerOnPhone(browser, "/admin/returns");
  await desk.getByRole("link", { name: requestNumber }).click();
  await expect(desk.getByRole("heading", { name: new RegExp(requestNumber) })).toBeVisible();
  await waitForHydration(desk);
  await takeStep(desk, "Approve");
  await expect(desk.getByRole("button", { name: "Book pickup" })).toBeVisible();

  await page.reload();
  await expect(page.getByText("Approved", { exact: true }).first()).toBeVisible();

  await takeStep(desk, "Book pickup", async (dialog) => {
    await dialog.getByLabel("Carrier").fill("Delhivery");
    await dialog.getByLabel("Pickup AWB number").fill("DL 9000 1234");
  });
  await takeStep(desk, "Mark as received", async (dialog) => {
    await dialog.getByLabel("Condition").selectOption({ label: "Fit to sell: back in stock" });
  });
  await takeStep(desk, "Mark replacement packed");
  await takeStep(desk, "Mark replacement shipped", async (dialog) => {
    await dialog.getByLabel("Carrier").fill("Delhivery");
    await dialog.getByLabel("Tracking or AWB number").fill("DL 9000 5678");
  });
  await takeStep(desk, "Mark replacement delivered");
  await expect(desk.getByText("Replacement delivered").first()).toBeVisible();

  // The customer's order page tells the whole story, newest step last.
  await page.reload();
  await expect(page.getByText("Replacement delivered", { exact: true }).first()).toBeVisible();
  for (const state of ["Pickup booked", "Received at the shop", "Replacement shipped"])
    await expect(page.getByText(state, { exact: true }).first()).toBeVisible();
  const newSize = page.locator("dl div", { has: page.getByText("New size", { exact: true }) }).getByRole("definition");
  await expect(newSize).toHaveText(otherSize);
  // A new size, not a refund: the piece came back whole and nothing is owed.
  expect(size).not.toBe(otherSize);
  await desk.context().close();
  await api.dispose();
});

test("a cash-on-delivery parcel comes back undelivered: it is returned to origin and the desk counts it against the customer", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { orderNumber } = await placeCashOnDelivery(page, origin);
  const api = await ownerApi(playwright, origin);
  await deskSteps(api, orderNumber, TO_SHIPPED);

  const desk = await ownerOnPhone(browser, `/admin/orders/${orderNumber}`);
  await expect(desk.getByText("No parcel of this customer")).toBeVisible();
  await waitForHydration(desk);
  await desk.getByRole("button", { name: "Returned to origin", exact: true }).click();
  const dialog = desk.getByRole("dialog", { name: "Returned to origin" });
  await dialog.getByLabel("Why it came back").selectOption({ label: "Refused at the door" });
  await dialog.getByRole("button", { name: "Returned to origin", exact: true }).click();
  await expect(desk.getByText("Came back undelivered: Refused at the door.")).toBeVisible();
  // The customer's count, with this order listed under it.
  await expect(desk.getByRole("heading", { name: "This customer's parcels: 1" })).toBeVisible();
  await expect(desk.getByRole("link", { name: orderNumber }).first()).toBeVisible();

  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByText("Returned to the shop undelivered").first()).toBeVisible();
  await desk.context().close();
  await api.dispose();
});
