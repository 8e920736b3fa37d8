import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { signInAsOwner } from "./back-office-session.ts";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * Browser journeys of the delivery promise by PIN code, on a phone and on a desktop: a PIN code on a
 * product page gives the dates the API computes (with scripts, without them, and remembered on the
 * next product page) or says what is wrong with it; at checkout the PIN code fills the town and state;
 * the owner turns cash on delivery off for a PIN code in the back office, and checkout then says so
 * with the owner's reason, also when the order was already on its way to being placed; the order
 * paid otherwise keeps the promised range on its page.
 */

interface SearchVariant {
  _id: string;
  product: { name: string };
  size: { sizeName: string; inStock: boolean }[];
}

interface Promise_ {
  town: string;
  state: string;
  earliest: string;
  latest: string;
  cashOnDelivery: { available: boolean; reason: string | null };
}

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

/**
 * Single-size pieces in stock, from the end of the first page: other journeys order from the start of
 * later pages, and these journeys order nothing, so no piece here sells out under them.
 */
async function singleSizeVariants(request: APIRequestContext): Promise<SearchVariant[]> {
  const response = await request.get("/api/variant/search?limit=48&page=1");
  const body: { data: SearchVariant[] } = await response.json();
  const found = body.data.filter((variant) => variant.size.length === 1 && variant.size[0]?.inStock).reverse();
  if (found.length < 6) throw new Error("the demo shop has too few single-size products in stock");
  return found;
}

/** What the API promises for a PIN code and these pieces. */
async function promiseOf(request: APIRequestContext, pin: string, variantIds: string[]): Promise<Promise_> {
  const query = new URLSearchParams(variantIds.map((id) => ["variant", id]));
  const response = await request.get(`/api/delivery/pin/${pin}?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as Promise_;
}

/** The promised days as the shop writes them in English: weekday, day and month of each end. */
function datesText(promise: Promise_): string {
  const format = new Intl.DateTimeFormat("en", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const from = new Date(`${promise.earliest}T00:00:00Z`);
  const to = new Date(`${promise.latest}T00:00:00Z`);
  return to > from ? format.formatRange(from, to) : format.format(from);
}

async function shopperInIndia(browser: Browser, viewport: { width: number; height: number }, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const baseURL = test.info().project.use.baseURL ?? "";
  // The header's country choice: PIN codes are for shoppers in India.
  await context.addCookies([{ name: "country-name", value: "India", url: baseURL }]);
  return context;
}

function deliveryCheck(page: Page) {
  return page.getByRole("region", { name: "Check delivery" });
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test("a PIN code on a product page gives the API's dates and cash on delivery; unknown and malformed PIN codes say so", async ({
      browser,
      request,
    }) => {
      const found = await singleSizeVariants(request);
      const [first, second] = name === "phone" ? found.slice(0, 2) : found.slice(2, 4);
      if (!first || !second) throw new Error("no product");
      const context = await shopperInIndia(browser, viewport);
      const page = await context.newPage();
      await page.goto(`/product-details/${first._id}`);
      await waitForHydration(page);
      const check = deliveryCheck(page);
      const pin = check.getByLabel("Your PIN code");
      await expect(pin).toHaveAttribute("inputmode", "numeric");
      await expect(pin).toHaveAttribute("autocomplete", "postal-code");

      // Six digits are checked as typed, in place.
      const delhi = await promiseOf(request, "110001", [first._id]);
      await pin.fill("110001");
      await expect(check.getByTestId("delivery-dates")).toHaveText(`Get it by ${datesText(delhi)}`);
      await expect(check.getByTestId("delivery-cod")).toHaveText("Cash on delivery available");
      await expect(page).toHaveURL(`/product-details/${first._id}`);

      await pin.fill("111111");
      await check.getByRole("button", { name: "Check" }).click();
      await expect(check.getByTestId("delivery-problem")).toHaveText("We could not find PIN code 111111. Please check it.");
      await pin.fill("012345");
      await check.getByRole("button", { name: "Check" }).click();
      await expect(check.getByTestId("delivery-problem")).toHaveText(
        "Please enter a 6-digit PIN code (it does not start with 0).",
      );
      await expect(pin).toHaveAttribute("aria-invalid", "true");

      // The last PIN code that was found is remembered on the next product page, checked for that piece.
      await page.goto(`/product-details/${second._id}`);
      await expect(deliveryCheck(page).getByLabel("Your PIN code")).toHaveValue("110001");
      const forSecond = await promiseOf(request, "110001", [second._id]);
      await expect(deliveryCheck(page).getByTestId("delivery-dates")).toHaveText(`Get it by ${datesText(forSecond)}`);

      // A shared link's PIN code, then another typed: when the page reloads its data (after a heart, a
      // review), the check typed stays.
      await page.goto(`/product-details/${first._id}?pin=110001`);
      await waitForHydration(page);
      await expect(deliveryCheck(page).getByTestId("delivery-dates")).toHaveText(`Get it by ${datesText(delhi)}`);
      const mumbai = await promiseOf(request, "400001", [first._id]);
      await deliveryCheck(page).getByLabel("Your PIN code").fill("400001");
      await expect(deliveryCheck(page).getByText(/^Delivering to Mumbai/)).toBeVisible();
      await page.evaluate(() =>
        (window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } }).__reactRouterDataRouter.revalidate(),
      );
      await expect(deliveryCheck(page).getByTestId("delivery-dates")).toHaveText(`Get it by ${datesText(mumbai)}`);
      await expect(deliveryCheck(page).getByText(/^Delivering to Mumbai/)).toBeVisible();
      await context.close();

      // Without scripts the form asks the page itself.
      const plain = await shopperInIndia(browser, viewport, { javaScriptEnabled: false });
      const noScript = await plain.newPage();
      await noScript.goto(`/product-details/${first._id}`);
      await deliveryCheck(noScript).getByLabel("Your PIN code").fill("110001");
      await deliveryCheck(noScript).getByRole("button", { name: "Check" }).click();
      await expect(noScript).toHaveURL(`/product-details/${first._id}?pin=110001`);
      await expect(deliveryCheck(noScript).getByTestId("delivery-dates")).toHaveText(`Get it by ${datesText(delhi)}`);
      await plain.close();
    });

    test("checkout fills town and state from the PIN code; cash on delivery turned off there is refused with the owner's reason", async ({
      browser,
      request,
    }) => {
      // A PIN code of this journey's own: the other viewport's journey runs alongside.
      const pinCode = name === "phone" ? "560001" : "600001";
      const reason = `Our courier takes no cash at ${pinCode} (${name})`;
      const piece = (await singleSizeVariants(request))[name === "phone" ? 4 : 5];
      if (!piece) throw new Error("no product");
      const context = await shopperInIndia(browser, viewport);
      const page = await context.newPage();
      await registerShopper(page, "Meera Nair", { phone: "9845098450" });
      await page.goto(`/product-details/${piece._id}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "ADD TO CART" }).first().click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.goto("/shopping-cart");
      await waitForHydration(page);

      // The new address: the PIN code fills the town and chooses the state.
      const promised = await promiseOf(request, pinCode, [piece._id]);
      const form = page.locator(".checkout-address-form");
      await form.getByLabel("Country").selectOption("India");
      await form.getByLabel("Address line 1").fill("7 Temple Street");
      await form.getByLabel(/pin code/i).fill(pinCode);
      await expect(form.getByLabel(/city/i)).toHaveValue(promised.town);
      await expect(form.getByLabel("State")).toHaveValue(promised.state);
      await expect(form.getByTestId("delivery-dates")).toHaveText(`Get it by ${datesText(promised)}`);
      // A PIN code the registry does not know takes away the town and state the last one filled.
      await form.getByLabel(/pin code/i).fill("999999");
      await expect(form.getByTestId("delivery-problem")).toHaveText("We could not find PIN code 999999. Please check it.");
      await expect(form.getByLabel(/city/i)).toHaveValue("");
      await expect(form.getByLabel("State")).toHaveValue("");
      await form.getByLabel(/pin code/i).fill(pinCode);
      await expect(form.getByLabel(/city/i)).toHaveValue(promised.town);
      // A town the shopper writes stays when the PIN code changes; the state follows the PIN code.
      await form.getByLabel(/city/i).fill("Old Town");
      const place = form.getByText(/^Delivering to /);
      await form.getByLabel(/pin code/i).fill("110001");
      await expect(place).toContainText("Delhi");
      await expect(form.getByLabel("State")).toHaveValue("Delhi");
      await form.getByLabel(/pin code/i).fill(pinCode);
      await expect(place).toContainText(promised.state);
      await expect(form.getByLabel("State")).toHaveValue(promised.state);
      await expect(form.getByLabel(/city/i)).toHaveValue("Old Town");
      await form.getByRole("button", { name: /save/i }).click();
      await expect(page.getByRole("radio", { name: /7 Temple Street/ })).toBeChecked();
      const delivery = page.getByTestId("checkout-delivery");
      await expect(delivery.getByTestId("delivery-dates")).toHaveText(`Get it by ${datesText(promised)}`);
      await expect(delivery.getByTestId("delivery-cod")).toHaveText("Cash on delivery available");

      // Cash on delivery chosen; meanwhile the owner turns it off for this PIN code: the order is refused,
      // said beside the payment choice, and the payment step stays as it was.
      await page.getByRole("button", { name: "Next Step" }).click();
      await page.getByRole("radio", { name: /Cash on delivery/ }).check();
      const ownerContext = await browser.newContext({ viewport });
      const desk = await ownerContext.newPage();
      await signInAsOwner(desk, "/admin/settings/delivery");
      const exclusions = desk.getByRole("region", { name: "Cash on delivery exclusions" });
      await exclusions.getByLabel("Exclude").selectOption("pin");
      await exclusions.getByLabel("PIN code or district").fill(pinCode);
      await exclusions.getByLabel("Reason shown to shoppers").fill(reason);
      await exclusions.getByRole("button", { name: "Add exclusion" }).click();
      await expect(exclusions.getByRole("row", { name: new RegExp(pinCode) })).toContainText(reason);

      try {
        await page.getByRole("button", { name: "Place Order" }).click();
        await expect(page.getByTestId("cod-unavailable")).toContainText(reason);
        await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
        await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toHaveCount(0);

        // Back at checkout, the address's promise says it before the payment step.
        await page.reload();
        await expect(page.getByTestId("checkout-delivery").getByTestId("delivery-cod")).toHaveText(
          `Cash on delivery is not available here: ${reason}`,
        );
        // Next Step is a script's button: pressed before hydration, nothing happens (the desktop's first try failed so).
        await waitForHydration(page);
        await page.getByRole("button", { name: "Next Step" }).click();
        await expect(page.getByTestId("cod-unavailable")).toHaveText(`Cash on delivery is not available here: ${reason}`);

        // Paid by transfer instead, the order keeps the range promised at its PIN code.
        const atOrder = await promiseOf(request, pinCode, [piece._id]);
        const utr = `${String(Date.now()).slice(-11)}${name === "phone" ? 1 : 2}`;
        await page.getByLabel("Transaction / reference ID").fill(`UTR ${utr}`);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByRole("heading", { name: "We have received your order" })).toBeVisible();
        const orderNumber = (await page.locator(".checkout-confirmed__number strong").textContent())?.trim() ?? "";
        await page.goto(`/orders/${orderNumber}`);
        await expect(page.getByText(`Expected delivery ${datesText(atOrder)}`)).toBeVisible();
      } finally {
        // The exclusion goes, from the page: the list is empty of it again.
        await exclusions.getByRole("button", { name: `Remove ${pinCode}` }).click();
        await expect(exclusions.getByRole("row", { name: new RegExp(pinCode) })).toHaveCount(0);
        await ownerContext.close();
        await context.close();
      }
    });
  });
}

test("the owner's delivery settings refuse days out of order beside their fields and keep what was typed", async ({ page }) => {
  await signInAsOwner(page, "/admin/settings/delivery");
  await waitForHydration(page);
  const metro = page.getByRole("group", { name: "Metro cities" });
  await metro.getByLabel("Least days").fill("5");
  await metro.getByLabel("Most days").fill("3");
  await page.getByLabel("Daily cut-off (India time)").fill("14:30");
  await page.getByRole("button", { name: "Save delivery settings" }).click();
  await expect(page.getByText("Nothing was saved: please correct the fields marked below.")).toBeVisible();
  await expect(metro.getByLabel("Most days")).toHaveAccessibleDescription(/The most days cannot be fewer than the least\./);
  await expect(metro.getByLabel("Most days")).toHaveAttribute("aria-invalid", "true");
  await expect(metro.getByLabel("Least days")).toHaveValue("5");
  await expect(page.getByLabel("Daily cut-off (India time)")).toHaveValue("14:30");
});

test("the owner adds cash-on-delivery exclusions one after another, the form empty again after each", async ({ page }) => {
  await signInAsOwner(page, "/admin/settings/delivery");
  await waitForHydration(page);
  const exclusions = page.getByRole("region", { name: "Cash on delivery exclusions" });
  const pins = ["682001", "682011"];
  try {
    for (const pin of pins) {
      await exclusions.getByLabel("PIN code or district").fill(pin);
      await exclusions.getByLabel("Reason shown to shoppers").fill(`No cash at ${pin}`);
      await exclusions.getByRole("button", { name: "Add exclusion" }).click();
      await expect(exclusions.getByRole("row", { name: new RegExp(pin) })).toContainText(`No cash at ${pin}`);
      await expect(exclusions.getByLabel("PIN code or district")).toHaveValue("");
      await expect(exclusions.getByLabel("Reason shown to shoppers")).toHaveValue("");
    }
  } finally {
    for (const pin of pins) {
      const remove = exclusions.getByRole("button", { name: `Remove ${pin}` });
      if ((await remove.count()) === 0) continue;
      await remove.click();
      await expect(exclusions.getByRole("row", { name: new RegExp(pin) })).toHaveCount(0);
    }
  }
});
