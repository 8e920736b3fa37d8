import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * An order paid online (through the tests' stand-in for Razorpay) and then cancelled owes its money
 * back: on the orders desk staff see the online payment, and "Refund through Razorpay" says the amount
 * before it gives the money back through the gateway; the refund's id is recorded on the order.
 */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

test("staff refund a cancelled order paid online through Razorpay, after a dialog naming the amount", async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const headers = { origin };
  const customer = await playwright.request.newContext({ baseURL: origin });
  const { cartId, email } = await registerShopper(customer, "Zubeda Khatri", { via: "api", phone: "9825033333" });
  // A piece in several sizes from the start of the catalogue's third page: the other journeys buy
  // single-size pieces, and the statement journey's come from the catalogue's end.
  const search: { data: SearchVariant[] } = await (await customer.get("/api/variant/search?limit=48&page=3")).json();
  const variant = search.data.find((v) => v.size.length >= 2 && v.size.some((s) => s.inStock));
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
  const order = (await placed.json()).data as { order_id: string; total_amount: number; online_payment: { pay_url: string } };

  // The customer pays on the gateway's page and comes back paid.
  await page.goto(order.online_payment.pay_url);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The owner cancels it (the customer changed their mind), then opens it on the desk.
  const owner = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await owner.post("/api/staff/session", { data: OWNER })).status()).toBe(200);
  const cancelled = await owner.post(`/api/admin/orders/${order.order_id}/actions`, {
    data: { action: "cancel", reason: "The customer changed their mind." },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.goto(`/admin/orders/${order.order_id}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: `Order ${order.order_id}` })).toBeVisible();
  await expect(page.getByText("Online (Razorpay), payment paid")).toBeVisible();
  const payment = page.locator(".admin-card").filter({ has: page.getByRole("heading", { name: "Payment" }) });
  await expect(payment).toContainText("Razorpay payment link");
  await expect(payment).toContainText(/Payment id\s*pay_/);

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
