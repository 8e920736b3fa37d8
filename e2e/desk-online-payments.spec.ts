import { createHmac } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ownerApi, signInAsOwner } from "./back-office-session.ts";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * Orders paid online, on the orders desk. One paid (through the tests' stand-in for Razorpay) and then
 * cancelled owes its money back: staff see the online payment, and "Refund through Razorpay" says the
 * amount before it gives the money back through the gateway. One paid another amount than its total is
 * flagged: the list marks it and narrows to it, and staff settle it on the order with a word on how.
 */

/** The webhook secret the journeys' shop runs with (playwright.config.ts). */
const WEBHOOK_SECRET = "e2e-webhook-secret";

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

interface OnlineOrder {
  order_id: string;
  total_amount: number;
  online_payment: { pay_url: string };
}

/**
 * A new customer's order to be paid online, of one piece in several sizes from the start of the
 * catalogue's third page (the other journeys buy single-size pieces; the statement journey's come from
 * the catalogue's end): the `nth` such piece, so the journeys here do not share one.
 */
async function placeOnlineOrder(customer: APIRequestContext, origin: string, nth: number): Promise<OnlineOrder> {
  const headers = { origin };
  const { cartId, email } = await registerShopper(customer, "Zubeda Khatri", { via: "api", phone: "9825033333" });
  const search: { data: SearchVariant[] } = await (await customer.get("/api/variant/search?limit=48&page=3")).json();
  const variant = search.data.filter((v) => v.size.length >= 2 && v.size.some((s) => s.inStock))[nth];
  const size = variant?.size.find((s) => s.inStock)?.sizeName;
  if (!variant || !size) throw new Error("no piece in stock");
  const added = await customer.post("/api/cart-item", {
    data: { cartId, product_variant_id: variant._id, size, quantity: 1 },
    headers,
  });
  expect(added.status()).toBe(201);
  const placed = await customer.post("/api/order", {
    data: {
      payment_method: "credit_card",
      shipping_address: {
        name: "Zubeda Khatri",
        phone: "9825033333",
        email,
        addressLine1: "3 Bhirandiyara Road",
        city: "Bhuj",
        state: "Gujarat",
        zip: "370001",
        country: "India",
        addressType: "home",
      },
    },
    headers,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as OnlineOrder;
}

test("staff refund a cancelled order paid online through Razorpay, after a dialog naming the amount", async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const customer = await playwright.request.newContext({ baseURL: origin });
  const order = await placeOnlineOrder(customer, origin, 0);

  // The customer pays on the gateway's page and comes back paid.
  await page.goto(order.online_payment.pay_url);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The owner cancels it (the customer changed their mind), then opens it on the desk.
  const owner = await ownerApi(playwright, origin);
  const cancelled = await owner.post(`/api/admin/orders/${order.order_id}/actions`, {
    data: { action: "cancel", reason: "The customer changed their mind." },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signInAsOwner(page, `/admin/orders/${order.order_id}`);
  await expect(page.getByRole("heading", { name: `Order ${order.order_id}` })).toBeVisible();
  await expect(page.getByText("Online (Razorpay), payment paid")).toBeVisible();
  const payment = page.locator(".admin-card").filter({ has: page.getByRole("heading", { name: "Payment" }) });
  await expect(payment).toContainText("Razorpay payment link");
  await expect(payment).toContainText(/Payment id\s*pay_/);
  // Only through the gateway: marking it refunded by hand beside that would give the money back twice.
  await expect(page.getByRole("button", { name: "Mark as refunded" })).toHaveCount(0);

  await waitForHydration(page);
  await page.getByRole("button", { name: "Refund through Razorpay" }).click();
  const dialog = page.getByRole("dialog", { name: "Refund through Razorpay" });
  const amount = `₹${order.total_amount.toLocaleString("en-IN")}`;
  await expect(dialog).toContainText(`Razorpay gives ${amount} back`);
  await dialog.getByRole("button", { name: "Refund through Razorpay" }).click();
  await expect(page.getByRole("status")).toHaveText("Order updated.");
  await expect(payment).toContainText(/Refunded through Razorpay, reference rfnd_\S+/);
  await expect(payment).toContainText(/Refund id\s*\S+/);
  await expect(page.getByRole("button", { name: "Refund through Razorpay" })).toHaveCount(0);
  expect((await (await customer.get(`/api/order/${order.order_id}`)).json()).data.payment_status).toBe("refunded");
});

test("a payment of another amount than the order's is flagged: the list marks it, and staff settle it on the order with a note", async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const customer = await playwright.request.newContext({ baseURL: origin });
  const order = await placeOnlineOrder(customer, origin, 1);
  const owner = await ownerApi(playwright, origin);
  const desk = await (await owner.get(`/api/admin/orders/${order.order_id}`)).json();
  const linkId = desk.data.payment.online.linkId as string;

  // Razorpay's webhook tells of a payment on the order's link, ₹100 short of its total.
  const paise = Math.round(order.total_amount * 100) - 10_000;
  const raw = JSON.stringify({
    event: "payment_link.paid",
    payload: { payment: { entity: { id: `pay_short${Date.now()}`, amount: paise } }, payment_link: { entity: { id: linkId } } },
  });
  // From Razorpay's servers: no session, no browser's origin.
  const razorpay = await playwright.request.newContext({ baseURL: origin });
  const webhook = await razorpay.post("/api/payments/razorpay/webhook", {
    data: raw,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex"),
    },
  });
  expect(webhook.status(), await webhook.text()).toBe(200);

  await signInAsOwner(page, "/admin/orders?flagged=payment");
  await expect(page.getByText(/^Showing the orders with a flagged payment \(\d+\)/)).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: order.order_id }) });
  await expect(row).toContainText("Payment flagged");
  await row.getByRole("link", { name: order.order_id }).click();

  const flagged = page.locator(".admin-card").filter({ has: page.getByRole("heading", { name: "Flagged payments" }) });
  await expect(flagged).toContainText("Paid a different amount than the order's total");
  await expect(flagged.getByRole("radio", { name: /^Refund ₹[\d,.]+ through Razorpay$/ })).toBeVisible();
  // Keeping the money needs a word on how it was settled: refused beside the note, the choice kept.
  await flagged.getByRole("radio", { name: "Keep it: settled another way" }).check();
  await flagged.getByRole("button", { name: "Settle this payment" }).click();
  await expect(flagged.getByLabel("Note")).toHaveAccessibleDescription(/Please say how the payment was settled\.$/);
  await expect(flagged.getByRole("radio", { name: "Keep it: settled another way" })).toBeChecked();
  await flagged.getByLabel("Note").fill("The customer paid the other ₹100 in cash at the shop.");
  await flagged.getByRole("button", { name: "Settle this payment" }).click();
  await expect(flagged).toContainText("Settled: Kept: The customer paid the other ₹100 in cash at the shop.");
  await expect(flagged.getByRole("button", { name: "Settle this payment" })).toHaveCount(0);
});
