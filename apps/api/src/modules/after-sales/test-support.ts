import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { orderLines, orders } from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { confirmEmailOf, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

/** Helpers of the customer's after-sale tests (cancelling, returns and exchanges): each test makes its own orders. */

export interface PlacedOrder {
  customer: TestCustomer;
  orderNumber: string;
  orderId: string;
  lineId: string;
  variantId: string;
}

/** A small picture in the format asked for, as a phone would send it. */
export function picture(format: "png" | "jpeg" | "webp"): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 60, channels: 3, background: "#1f2e5c" } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A customer's order of `quantity` pieces of size M (stock as `sizes` says, M: 5 and L: 2 by default),
 * by cash on delivery or by bank transfer with a screenshot; the customer's address is confirmed, so
 * they are mailed.
 */
export async function placeOrder(
  t: TestApp,
  options: {
    method?: "cash_on_delivery" | "bank_transfer";
    sizes?: Record<string, number>;
    quantity?: number;
    coupon?: string;
    customer?: TestCustomer;
  } = {},
): Promise<PlacedOrder> {
  const customer = options.customer ?? (await registerCustomer(t.app));
  await confirmEmailOf(t, customer);
  const { variantId } = await createVariant(t.database.db, { sizes: options.sizes ?? { M: 5, L: 2 } });
  await addToCart(t.app, customer, { variantId, size: "M", quantity: options.quantity ?? 2 });
  const addressId = await saveAddress(t.app, customer);
  const coupon: Record<string, string> = options.coupon ? { coupon_code: options.coupon } : {};
  let payload: Buffer | Record<string, string>;
  let headers: Record<string, string> = customer.browser;
  if (options.method === "bank_transfer") {
    const body = multipartBody(
      { addressId, payment_id: "UTR 4417 2026 1128", ...coupon },
      { field: "payment_snap", name: "paid.png", type: "image/png", content: await picture("png") },
    );
    payload = body.payload;
    headers = { ...headers, ...body.headers };
  } else {
    payload = { addressId, payment_method: "cash_on_delivery", ...coupon };
  }
  const res = await t.app.inject({ method: "POST", url: "/api/order", headers, payload, remoteAddress: clientAddress() });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  const orderNumber: string = res.json().data.order_id;
  const [row] = await t.database.db
    .select({ orderId: orders.id, lineId: orderLines.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error("placed order not found");
  return { customer, orderNumber, variantId, ...row };
}

/** Delivered at `at`, as the desk's deliver step records it. */
export async function markDelivered(t: TestApp, orderId: string, at: Date): Promise<void> {
  await t.database.db.update(orders).set({ status: "delivered", deliveredAt: at }).where(eq(orders.id, orderId));
}

/** A multipart form with any number of files, as a browser posts it. */
function multipartForm(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; content: Buffer }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----chhaap${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** `POST /api/order/{orderNumber}/returns` as the order page's form sends it, photos as files. */
export function askForReturn(
  t: TestApp,
  customer: TestCustomer,
  orderNumber: string,
  fields: Record<string, string>,
  photos: Buffer[] = [],
) {
  const body = multipartForm(
    fields,
    photos.map((content, index) => ({ field: "photos", name: `photo-${index}.png`, type: "image/png", content })),
  );
  return t.app.inject({
    method: "POST",
    url: `/api/order/${orderNumber}/returns`,
    headers: { ...customer.browser, ...body.headers },
    payload: body.payload,
    remoteAddress: clientAddress(),
  });
}

/** `POST /api/order/{orderNumber}/cancel`. */
export function cancel(t: TestApp, customer: TestCustomer, orderNumber: string, body: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: `/api/order/${orderNumber}/cancel`,
    headers: customer.browser,
    payload: body,
    remoteAddress: clientAddress(),
  });
}
