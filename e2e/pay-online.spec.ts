import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * Paying online, on a 390 px phone: the shopper chooses "Pay online" at checkout, pays on the payment
 * gateway's page (the tests' stand-in, started beside the shop by playwright.config.ts) and comes back
 * to a page that says the payment was received, their order confirmed and paid; a return link whose
 * signature was altered is not believed. A shopper who gives up on the gateway's page comes back to
 * "the payment did not go through", and "Try again" takes them back to pay. Without scripts the order
 * page's "Pay now" leads to the gateway, and an order not paid yet is cancelled at once from its page.
 */

const PHONE = { width: 390, height: 844 };
const ORDER_NUMBER = /CHP-[0-9A-Z]{4}-[0-9A-Z]{4}/;

interface SearchVariant {
  _id: string;
  product: { name: string };
  size: { sizeName: string; inStock: boolean }[];
}

/**
 * Two single-size pieces in stock from the start of catalogue page 4: the coupon journey takes its
 * pieces from that page's end, so parallel journeys never share stock.
 */
async function ownPieces(request: APIRequestContext): Promise<SearchVariant[]> {
  const body: { data: SearchVariant[] } = await (await request.get("/api/variant/search?limit=48&page=4")).json();
  const found = body.data.filter((v) => v.size.length === 1 && v.size[0]?.inStock);
  if (found.length < 5) throw new Error("the demo shop has too few single-size pieces in stock on page 4");
  return found.slice(0, 4);
}

async function addToBag(page: Page, variant: SearchVariant) {
  await page.goto(`/product-details/${variant._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Checkout's '+ Add New Address' form, open while none is saved: an address in Bhuj (India, the shopper's country). */
async function fillNewAddress(page: Page) {
  const form = page.locator(".checkout-address-form");
  await expect(form).toBeVisible();
  await form.getByLabel("Country").selectOption("India");
  await form.getByLabel("Address line 1").fill("14 Khatri Chowk");
  await form.getByLabel(/pin code/i).fill("370105");
  await form.getByLabel(/city/i).fill("Bhuj");
  await form.getByLabel("State").selectOption("Gujarat");
  await form.getByRole("button", { name: /save/i }).click();
  await expect(form).toHaveCount(0);
}

/** The page is no wider than the phone. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** An amount as a page prints it (₹1,234.00), in rupees. */
function rupees(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

/** A shopper in India, on a phone: prices in rupees, as the gateway charges them. */
test.beforeEach(async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: "country-name", value: "India", url: baseURL ?? "" }]);
});

test("a shopper pays online on the gateway's page and comes back to a confirmed, paid order", async ({ page }) => {
  const [piece] = await ownPieces(page.request);
  if (!piece) throw new Error("no piece");
  await registerShopper(page, "Ruksana Khatri", { phone: "9825011111" });
  await addToBag(page, piece);

  // /place-order: cash on delivery stays the first choice; paying online is offered beside it.
  await page.goto("/place-order");
  await waitForHydration(page);
  await fillNewAddress(page);
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  const online = page.getByRole("radio", { name: /Pay online \(UPI, cards, net banking\)/ });
  await online.check();
  await expect(page.getByText("You pay on Razorpay's secure page.")).toBeVisible();
  const total = rupees(await page.locator(".order-summary__total dd").textContent());
  expect(total).toBeGreaterThan(0);
  await expectFitsPhone(page);
  await page.screenshot({ path: "test-results/pay-online-place-order-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Place order and pay" }).click();

  // The gateway's page, for the order's exact amount.
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/pay/"));
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  await expect(pay).toBeVisible();
  expect(rupees(await pay.textContent())).toBe(total);
  await pay.click();

  // Back at the shop: the gateway's signed answer was checked, and the order is paid.
  await expect(page).toHaveURL(/\/orders\/CHP-[0-9A-Z]{4}-[0-9A-Z]{4}\/payment\?/);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText("Payment received, your order is confirmed.")).toBeVisible();
  const orderNumber = new URL(page.url()).pathname.split("/")[2] ?? "";
  expect(orderNumber).toMatch(ORDER_NUMBER);
  await expect(page.locator(".payment-result__order")).toContainText(orderNumber);
  await expectFitsPhone(page);
  await page.screenshot({ path: "test-results/pay-online-paid-phone.png", fullPage: true });
  const returnUrl = new URL(page.url());

  await page.getByRole("link", { name: "View order" }).click();
  await expect(page).toHaveURL(`/orders/${orderNumber}`);
  await expect(page.locator(".order-detail__head .status-badge")).toHaveText("Confirmed");
  await expect(page.getByText("Paid online. Your order is confirmed.")).toBeVisible();
  await expect(page.locator(".order-totals")).toContainText("Online (UPI, card or net banking)");
  await expect(page.locator(".order-totals")).toContainText("Paid");
  await page.screenshot({ path: "test-results/pay-online-order-paid-phone.png", fullPage: true });

  // A return link whose signature was altered is not believed, and says so.
  const signature = returnUrl.searchParams.get("razorpay_signature") ?? "";
  returnUrl.searchParams.set("razorpay_signature", `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`);
  await page.goto(returnUrl.pathname + returnUrl.search);
  await expect(page.getByRole("heading", { name: "Payment not confirmed" })).toBeVisible();
  await expect(page.getByText("We could not confirm this payment.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View order" })).toHaveAttribute("href", `/orders/${orderNumber}`);
});

test("a shopper who gives up on the gateway's page is told nothing was charged, and Try again takes them back to pay", async ({
  page,
}) => {
  const [, piece] = await ownPieces(page.request);
  if (!piece) throw new Error("no piece");
  await registerShopper(page, "Salim Node", { phone: "9825022222" });
  await addToBag(page, piece);

  // The step-by-step checkout offers paying online beside the transfer and cash on delivery.
  await page.goto("/shopping-cart");
  await waitForHydration(page);
  await fillNewAddress(page);
  await page.getByRole("button", { name: "Next Step" }).click();
  await expect(page.getByRole("radio", { name: /Bank transfer or UPI/ })).toBeChecked();
  await page.getByRole("radio", { name: /Pay online/ }).check();
  // Nothing to upload: the gateway's page takes the payment.
  await expect(page.getByLabel("Payment screenshot", { exact: true })).toHaveCount(0);
  await page.screenshot({ path: "test-results/pay-online-checkout-step-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Place order and pay" }).click();

  await expect(page).toHaveURL((url) => url.pathname.startsWith("/pay/"));
  await page.getByRole("link", { name: "Cancel payment" }).click();

  await expect(page).toHaveURL(/\/orders\/CHP-[0-9A-Z]{4}-[0-9A-Z]{4}\/payment\?/);
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await expect(page.getByText("The payment did not go through. Nothing was charged.")).toBeVisible();
  await expect(page.getByText(/Your order is kept for you until/)).toBeVisible();
  const returnUrl = new URL(page.url());
  const orderNumber = returnUrl.pathname.split("/")[2] ?? "";
  await expectFitsPhone(page);
  await page.screenshot({ path: "test-results/pay-online-failed-phone.png", fullPage: true });

  // The order waits for its payment: the list and the order page say so, with the time to pay by.
  await page.goto("/orders");
  await expect(page.locator(".order-card").filter({ hasText: orderNumber }).locator(".status-badge")).toHaveText(
    "Awaiting payment",
  );
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByText(/^Awaiting payment — please pay by /)).toBeVisible();
  await expect(page.getByText("We will give a delivery date once your payment is verified.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Order status timeline" })).toContainText("Awaiting payment");
  await page.screenshot({ path: "test-results/pay-online-awaiting-phone.png", fullPage: true });

  // In Urdu the return page reads right to left, in the shopper's words.
  await page.context().addCookies([{ name: "lang", value: "ur", url: returnUrl.origin }]);
  await page.goto(returnUrl.pathname + returnUrl.search);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "ادائیگی مکمل نہیں ہوئی" })).toBeVisible();
  await expectFitsPhone(page);
  await page.screenshot({ path: "test-results/pay-online-failed-urdu-phone.png", fullPage: true });
  await page.context().addCookies([{ name: "lang", value: "en", url: returnUrl.origin }]);

  // Back on the return page, "Try again" opens the gateway's page for the order again.
  await page.goto(returnUrl.pathname + returnUrl.search);
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/pay/"));
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByText("Paid online. Your order is confirmed.")).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the order placed to pay online waits on its page, whose Pay now leads to the gateway", async ({ page }) => {
    const [, , piece] = await ownPieces(page.request);
    if (!piece) throw new Error("no piece");
    await registerShopper(page, "Meher Khatri", { phone: "9825033333", via: "api" });
    await page.goto(`/product-details/${piece._id}`);
    await page.getByRole("button", { name: "ADD TO CART" }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto("/place-order");
    await fillNewAddress(page);
    await page.getByRole("radio", { name: /Pay online/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();

    // A form may not be sent on to another site: the order's page says what to do.
    await expect(page).toHaveURL(/\/orders\/CHP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(page.getByText(/^Awaiting payment — please pay by /)).toBeVisible();
    await page.getByRole("link", { name: "Pay now" }).click();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  });

  test("an order not paid yet is cancelled at once from its page, and its Pay now is gone", async ({ page }) => {
    const [, , , piece] = await ownPieces(page.request);
    if (!piece) throw new Error("no piece");
    await registerShopper(page, "Zubeda Khatri", { phone: "9825044444", via: "api" });
    await page.goto(`/product-details/${piece._id}`);
    await page.getByRole("button", { name: "ADD TO CART" }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto("/place-order");
    await fillNewAddress(page);
    await page.getByRole("radio", { name: /Pay online/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/orders\/CHP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(page.getByRole("link", { name: "Pay now" })).toBeVisible();
    await page.getByText("Cancel this order").click();
    await page.getByRole("radio", { name: "I changed my mind" }).check();
    await page.getByRole("button", { name: "Cancel order" }).click();

    await expect(page.getByText("Your order is cancelled. If you paid for it, we will refund you.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Order status timeline" })).toContainText("Cancelled");
    await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
    await expectFitsPhone(page);
    await page.screenshot({ path: "test-results/pay-online-cancelled-unpaid-phone.png", fullPage: true });
  });
});
