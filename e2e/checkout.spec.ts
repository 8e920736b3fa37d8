import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "./hydration.ts";
import { recordPopups, shownPopup } from "./popups.ts";
import { registerShopper, SHOPPER_PASSWORD } from "./shoppers.ts";

/**
 * Browser journeys of checkout and orders: the bank-transfer wizard with a payment screenshot and the
 * order number as its one reference, cash on delivery in the checkout (Indian addresses only) and
 * through /place-order, international addresses taken as typed, the order list and detail, tracking by
 * e-mail and number, and a guest's BUY NOW that survives login and orders that one item only.
 */

interface SearchVariant {
  _id: string;
  product: { name: string };
  size: { sizeName: string; inStock: boolean }[];
}

/** Single-size products in stock; each journey takes its own so parallel journeys never share stock. */
async function singleSizeVariants(request: APIRequestContext): Promise<SearchVariant[]> {
  const response = await request.get("/api/variant/search?limit=48&page=3");
  const body: { data: SearchVariant[] } = await response.json();
  const found = body.data.filter((variant) => variant.size.length === 1 && variant.size[0]?.inStock);
  if (found.length < 4) throw new Error("the demo shop has too few single-size products in stock");
  return found;
}

/** Two pieces of different products among `candidates`: the journeys tell bag lines apart by name. */
function twoProducts(candidates: SearchVariant[]): [SearchVariant, SearchVariant] {
  const [first] = candidates;
  const second = candidates.find((variant) => variant.product.name !== first?.product.name);
  if (!first || !second) throw new Error("too few different products for separate journeys");
  return [first, second];
}

test.beforeEach(({ context }) => recordPopups(context));

/** The journeys' shopper, registered afresh each time through the Register page; the address form starts from this name and phone. */
const HANSA = { name: "Hansa Ahir", phone: "9825098250" };

async function addToBag(page: Page, variant: SearchVariant) {
  await page.goto(`/product-details/${variant._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "ADD TO CART" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
}

/**
 * The '+ Add New Address' form of checkout and /place-order, open when none is saved: name, e-mail and
 * phone come from the account; line 2 is left empty (optional).
 */
async function fillNewAddress(page: Page) {
  const form = page.locator(".checkout-address-form");
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Hansa Ahir");
  await expect(form.getByLabel("Phone")).toHaveValue("9825098250");
  await form.getByLabel("Country").selectOption("India");
  await form.getByLabel("Address line 1").fill("14 Khatri Chowk");
  await form.getByLabel(/pin code/i).fill("370105");
  await form.getByLabel(/city/i).fill("Bhuj");
  // An Indian state comes from the list, chosen by the PIN code's first digits.
  await expect(form.getByLabel("State")).toHaveValue("Gujarat");
  await form.getByRole("button", { name: /save/i }).click();
  await expect(
    page.getByRole("radio", { name: /14 Khatri Chowk/ }).or(page.getByRole("combobox", { name: "Deliver to" })),
  ).toBeVisible();
}

test("bank-transfer checkout with a payment screenshot, then the order in the list, its detail and tracking", async ({
  page,
  request,
}) => {
  const [product] = await singleSizeVariants(request);
  if (!product) throw new Error("no product");
  const { email } = await registerShopper(page, HANSA.name, { phone: HANSA.phone });
  await addToBag(page, product);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);

  // Step 1: no address yet, so Next Step warns; a new address is saved and chosen.
  await page.getByRole("button", { name: "Next Step" }).click();
  await shownPopup(page, "Address Warning!", "alert");
  await fillNewAddress(page);
  await expect(page.getByRole("radio", { name: /14 Khatri Chowk/ })).toBeChecked();
  await expect(page.locator(".order-summary")).toContainText("Delivery charges (India)");
  await expect(page.locator(".order-summary")).toContainText("KG (With Packing)");
  await page.getByRole("button", { name: "Next Step" }).click();

  // Step 2: the shop's bank details and a UPI link for the exact amount, quoting the order's number;
  // cash on delivery is offered beside it for this Indian address. Evidence is required.
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Bank transfer or UPI/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).not.toBeChecked();
  await expect(page.getByText("IFSC", { exact: true })).toBeVisible();
  const reference = (await page.locator(".pay-amount__reference strong").textContent())?.trim() ?? "";
  expect(reference).toMatch(/^CHP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.locator(".pay-amount__reference")).toContainText("Payment reference (your order number)");
  await expect(page.getByRole("link", { name: /with a UPI app/ })).toHaveAttribute(
    "href",
    new RegExp(`^upi://pay\\?pa=.+&am=\\d+\\.\\d{2}&cu=INR&tn=${reference}$`),
  );
  await expect(page.getByText(/PAY-/)).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await shownPopup(page, "Validation Failed", "alert");
  const screenshot = await sharp({ create: { width: 60, height: 90, channels: 3, background: { r: 31, g: 46, b: 92 } } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Payment screenshot", { exact: true })
    .setInputFiles({ name: "payment.png", mimeType: "image/png", buffer: screenshot });
  await expect(page.getByRole("img", { name: "Preview of your payment screenshot" })).toBeVisible();
  await expect(page.locator(".drop-zone")).toContainText("payment.png");
  await page.getByRole("button", { name: "Submit" }).click();

  // Step 3: received (the payment is not verified yet), with the number the transfer quoted; the bag is empty.
  await expect(page.getByRole("heading", { name: "We have received your order" })).toBeVisible();
  await expect(page.getByText("We will verify your payment, then confirm your order")).toBeVisible();
  const numberText = await page.locator(".checkout-confirmed__number strong").textContent();
  const orderNumber = numberText?.trim() ?? "";
  expect(orderNumber).toBe(reference);
  await expect(page.locator("header.site-header").getByRole("link", { name: /^Bag/ })).toHaveAccessibleName("Bag, item count: 0");

  // The order list shows it; its detail has the lines and the timeline.
  await page.goto("/orders");
  const card = page.locator(".order-card").filter({ hasText: orderNumber });
  await expect(card).toContainText(product.product.name);
  await expect(card).toContainText("Payment pending verification");
  await card.getByRole("link", { name: /View order/ }).click();
  await expect(page).toHaveURL(`/orders/${orderNumber}`);
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Order status timeline" })).toContainText("Order placed");
  await expect(page.locator(".order-totals")).toContainText("Bank transfer");

  // Track order: e-mail plus number shows the timeline; a wrong pair gets the one friendly answer.
  await page.goto("/track-order");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByRole("list", { name: "Order status timeline" })).toContainText("Payment pending verification");
  await page.getByLabel("E-mail", { exact: true }).fill("someone-else@example.com");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("We could not find an order with that e-mail and order number.")).toBeVisible();
});

test("cash on delivery through /place-order ends on the order confirmation", async ({ page, request }) => {
  const [, product] = await singleSizeVariants(request);
  if (!product) throw new Error("no product");
  await registerShopper(page, HANSA.name, { phone: HANSA.phone });
  await addToBag(page, product);
  await page.goto("/place-order");
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Credit card/i })).toHaveCount(0);
  await fillNewAddress(page);
  await expect(page.getByRole("combobox", { name: "Deliver to" })).toHaveValue(/.+/);
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/CHP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByRole("heading", { name: "Order placed successfully!" })).toBeVisible();
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.locator(".order-lines")).toContainText(product.product.name);
  await expect(page.locator(".order-totals")).toContainText("Cash on delivery");
});

test("a guest's BUY NOW survives login and orders only that item; the rest of the bag stays", async ({ page, request }) => {
  // Pieces 2 to 4; the BUY NOW journey takes the last three.
  const [inBag, bought] = twoProducts((await singleSizeVariants(request)).slice(2, 5));
  // A customer with one item in the server bag, now browsing logged out.
  const { email } = await registerShopper(page, HANSA.name, { phone: HANSA.phone });
  await addToBag(page, inBag);
  await page.context().clearCookies();

  await page.goto(`/product-details/${bought._id}`);
  // Before or after the scripts load alike: BUY NOW posts to the page, which sends a guest to log in.
  await page.getByRole("button", { name: "BUY NOW" }).first().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText("You need to be logged in to access this page.").first()).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Get Login" }).click();

  // Back at checkout, once the guest bag has joined the server bag: this one item only.
  await expect(page).toHaveURL(/\/shopping-cart\?line=/);
  await expect(page.getByRole("status").filter({ hasText: "only this item is ordered" })).toBeVisible();
  const summary = page.locator(".order-summary");
  await expect(summary).toContainText(bought.product.name);
  await expect(summary).not.toContainText(inBag.product.name);

  await fillNewAddress(page);
  await page.getByRole("button", { name: "Next Step" }).click();
  // The UPI QR code carries the exact amount; a transaction reference is evidence enough.
  await expect(page.getByRole("img", { name: /^UPI QR code for ₹/ })).toBeVisible();
  // A reference a digit short is caught at the field, and nothing is placed.
  const reference = page.getByLabel("Transaction / reference ID");
  await reference.fill("4185 2026 112");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(reference).toHaveAttribute("aria-invalid", "true");
  await expect(reference).toHaveAccessibleDescription(/12 digits/);
  await expect(reference).toBeFocused();
  await expect(page.getByRole("heading", { name: "We have received your order" })).toHaveCount(0);
  await reference.fill("UTR 4185 2026 1122");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "We have received your order" })).toBeVisible();

  // The other item is still in the bag.
  await expect(page.locator("header.site-header").getByRole("link", { name: /^Bag/ })).toHaveAccessibleName("Bag, item count: 1");
  await page.goto("/cart");
  await expect(page.locator("main")).toContainText(inBag.product.name);
  await expect(page.locator("main")).not.toContainText(bought.product.name);
});

test("a logged-in BUY NOW checks out that item alone, with the way back to the whole bag", async ({ page, request }) => {
  const variants = await singleSizeVariants(request);
  if (variants.length < 8) throw new Error("too few products for separate journeys");
  const [bought, inBag] = twoProducts(variants.slice(-3).reverse());
  await registerShopper(page, HANSA.name, { phone: HANSA.phone });
  await addToBag(page, inBag);

  await page.goto(`/product-details/${bought._id}`);
  // Before or after the scripts load alike: BUY NOW posts to the page, which moves to that line's checkout.
  await page.getByRole("button", { name: "BUY NOW" }).first().click();
  await expect(page).toHaveURL(/\/shopping-cart\?line=/);
  const summary = page.locator(".order-summary");
  await expect(summary).toContainText(bought.product.name);
  await expect(summary).not.toContainText(inBag.product.name);
  await expect(page.locator("header.site-header").getByRole("link", { name: /^Bag/ })).toHaveAccessibleName("Bag, item count: 2");

  await page.getByRole("link", { name: "Check out the whole bag instead" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(summary).toContainText(inBag.product.name);
  await expect(summary).toContainText(bought.product.name);
});

test("cash on delivery in the checkout for an Indian address only; a London address is taken as typed", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [product] = (await singleSizeVariants(request)).slice(5, 6);
  if (!product) throw new Error("no product");
  await registerShopper(page, HANSA.name, { phone: HANSA.phone });
  await addToBag(page, product);
  await page.goto("/shopping-cart");

  // A London address: the phone and postcode as British people write them, nothing cut.
  const form = page.locator(".checkout-address-form");
  await expect(form).toBeVisible();
  // The fields come in the order people write an address: after the country, PIN code, then city and state.
  await expect(form.locator(".checkout-field__label")).toHaveText([
    "Full name",
    "Phone",
    "Email",
    "Country",
    "Address line 1",
    "Address line 2 (optional)",
    "PIN code / postcode",
    "Town / City",
    "State",
    "Address type",
  ]);
  await form.getByLabel("Phone").fill("07911123456");
  await form.getByLabel("Country").selectOption("United Kingdom");
  await form.getByLabel("Address line 1").fill("221B Baker Street");
  await form.getByLabel(/pin code/i).fill("NW1 6XE");
  await form.getByLabel(/city/i).fill("London");
  await form.getByLabel("State").fill("Greater London");
  await expect(form.getByLabel("Phone")).toHaveValue("07911123456");
  await form.getByRole("button", { name: /save/i }).click();
  const london = page.getByRole("radio", { name: /221B Baker Street/ });
  await expect(london).toBeChecked();
  const londonId = await london.getAttribute("value");
  await expect(page.locator(".address-choice").filter({ hasText: "221B Baker Street" })).toContainText("NW1 6XE");
  await expect(page.locator(".order-summary")).toContainText("Delivery charges (United Kingdom)");
  await page.getByRole("button", { name: "Next Step" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toHaveCount(0);
  await expect(page.getByText("Cash on delivery is available for delivery addresses in India.")).toBeVisible();
  // From abroad UPI does not work: the transfer is by SWIFT, and no UPI code or link is offered.
  await expect(page.locator(".bank-details")).toContainText("SWIFT (BIC)");
  await expect(page.locator(".bank-details")).not.toContainText("UPI ID");
  await expect(page.getByRole("img", { name: /^UPI QR code/ })).toHaveCount(0);
  await expect(page.getByText(/pay by international bank transfer in Indian rupees/)).toBeVisible();
  await page.screenshot({ path: "test-results/checkout-payment-abroad-phone.png", fullPage: true });
  // /place-order cannot place cash on delivery for London: paying online is chosen instead, and the
  // transfer is a link away.
  await page.goto(`/place-order?address=${londonId}`);
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /Pay online/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Place order and pay" })).toBeEnabled();
  await page.getByRole("link", { name: "Pay by bank transfer" }).click();
  await expect(page).toHaveURL(new RegExp(`/shopping-cart\\?address=${londonId}$`));

  // An Indian address with a mistyped PIN code is refused beside the field, keeping what was typed.
  await page.getByRole("button", { name: "Add New Address" }).click();
  await form.getByLabel("Phone").fill("+91 98250 12345");
  await form.getByLabel("Country").selectOption("India");
  await form.getByLabel("Address line 1").fill("7 Ajrakhpur Road");
  await form.getByLabel(/pin code/i).fill("NW1 6XE");
  await form.getByLabel(/city/i).fill("Bhuj");
  await form.getByLabel("State").selectOption("Gujarat");
  await form.getByRole("button", { name: /save/i }).click();
  await expect(form.getByText("Please enter a valid 6-digit PIN code.")).toBeVisible();
  await expect(form.getByLabel("Address line 1")).toHaveValue("7 Ajrakhpur Road");
  await expect(form.getByLabel("Phone")).toHaveValue("+91 98250 12345");
  await form.getByLabel(/pin code/i).fill("370105");
  await form.getByRole("button", { name: /save/i }).click();
  await expect(page.getByRole("radio", { name: /7 Ajrakhpur Road/ })).toBeChecked();
  await expect(page.locator(".order-summary")).toContainText("Delivery charges (India)");

  // Now cash on delivery is a choice beside the transfer; choosing it needs no payment evidence.
  await page.getByRole("button", { name: "Next Step" }).click();
  const cod = page.getByRole("radio", { name: /Cash on delivery/ });
  await expect(cod).toBeVisible();
  await cod.check();
  await expect(page.getByText("IFSC", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Payment screenshot", { exact: true })).toHaveCount(0);
  const reference = (await page.locator(".pay-amount__reference strong").textContent())?.trim() ?? "";
  await page.screenshot({ path: "test-results/checkout-payment-cod-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Order placed successfully!" })).toBeVisible();
  await expect(page.getByText("Please keep the amount ready in cash")).toBeVisible();
  await expect(page.locator(".checkout-confirmed__number strong")).toHaveText(reference);
  await page.goto(`/orders/${reference}`);
  await expect(page.locator(".order-totals")).toContainText("Cash on delivery");
});
