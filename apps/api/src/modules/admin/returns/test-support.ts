import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  orderLines,
  orders,
  type RefundDestination,
  type ReturnKind,
  returnEvents,
  returnPhotos,
  returnRequests,
} from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { confirmPaymentReceived, type StaffBrowser } from "#src/modules/admin/test-support.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { diskFileStore } from "#src/modules/storage/disk-store.ts";
import { confirmEmailOf, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

/**
 * Orders moved along the desk as staff do, and customers' return requests written straight into
 * their tables (the shopper's own way of asking has its tests beside it), for the back office's
 * after-sale tests.
 */

export interface PlacedOrder {
  customer: TestCustomer;
  orderNumber: string;
  orderId: string;
  lineId: string;
  variantId: string;
  totalPaise: number;
}

let screenshot: Buffer | undefined;

function picture(format: "png" | "webp"): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 60, channels: 3, background: "#1f2e5c" } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A customer's order of `quantity` pieces of size M (sizes as given, M: 5 and L: 2 by default) at
 * ₹1,500 each, by cash on delivery or bank transfer with a screenshot, delivered to `zip`. The
 * customer's e-mail address is confirmed, so every step mails them.
 */
export async function placeOrder(
  t: TestApp,
  options: {
    method?: "cash_on_delivery" | "bank_transfer";
    sizes?: Record<string, number>;
    quantity?: number;
    zip?: string;
    coupon?: string;
    customer?: TestCustomer;
  } = {},
): Promise<PlacedOrder> {
  const customer = options.customer ?? (await registerCustomer(t.app));
  await confirmEmailOf(t, customer);
  const { variantId } = await createVariant(t.database.db, {
    sizes: options.sizes ?? { M: 5, L: 2 },
    pricePaise: 200_000,
    salePricePaise: 150_000,
  });
  await addToCart(t.app, customer, { variantId, size: "M", quantity: options.quantity ?? 2 });
  const addressId = await saveAddress(t.app, customer, { country: "India", ...(options.zip ? { zip: options.zip } : {}) });
  const coupon: Record<string, string> = options.coupon ? { coupon_code: options.coupon } : {};
  let res: Awaited<ReturnType<typeof t.app.inject>>;
  if (options.method === "bank_transfer") {
    screenshot ??= await picture("png");
    const body = multipartBody(
      { addressId, payment_id: "UTR 4417 2026 1128", ...coupon },
      { field: "payment_snap", name: "paid.png", type: "image/png", content: screenshot },
    );
    res = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: { ...customer.browser, ...body.headers },
      payload: body.payload,
      remoteAddress: clientAddress(),
    });
  } else {
    res = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: customer.browser,
      payload: { addressId, payment_method: "cash_on_delivery", ...coupon },
      remoteAddress: clientAddress(),
    });
  }
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  const orderNumber = res.json().data.order_id as string;
  const [row] = await t.database.db
    .select({ orderId: orders.id, lineId: orderLines.id, totalPaise: orders.totalPaise })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error("no order");
  return { customer, orderNumber, variantId, ...row };
}

/** One step on the orders desk. */
export function deskStep(t: TestApp, staff: StaffBrowser, orderNumber: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: `/api/admin/orders/${orderNumber}/actions`, headers: staff, payload });
}

/** Takes an order through the desk to `until`: confirmed (a transfer's payment checked), packed, shipped or delivered. */
export async function moveOrder(
  t: TestApp,
  staff: StaffBrowser,
  order: PlacedOrder,
  until: "confirmed" | "packed" | "shipped" | "delivered",
): Promise<void> {
  const [row] = await t.database.db
    .select({ method: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.orderNumber, order.orderNumber));
  const steps: Record<string, unknown>[] = [
    { action: "pack" },
    { action: "ship", carrier: "India Post", trackingNumber: "EK123456789IN" },
    { action: "deliver" },
  ];
  const confirmed =
    row?.method === "bank_transfer"
      ? await confirmPaymentReceived(t, staff, order.orderNumber)
      : await deskStep(t, staff, order.orderNumber, { action: "confirm" });
  if (confirmed.statusCode !== 200) throw new Error(`not confirmed: ${confirmed.body}`);
  const count = { confirmed: 0, packed: 1, shipped: 2, delivered: 3 }[until];
  for (const step of steps.slice(0, count)) {
    const res = await deskStep(t, staff, order.orderNumber, step);
    if (res.statusCode !== 200) throw new Error(`${String(step.action)} refused: ${res.body}`);
  }
}

let requestSerial = 0;

/**
 * A customer's request for `quantity` pieces of the order's line, as the shop records it when they
 * ask: state requested, with its first line of history. An exchange asks for `exchangeSize` of the
 * same colourway.
 */
export async function insertReturnRequest(
  t: TestApp,
  order: PlacedOrder,
  request: { kind: ReturnKind; quantity?: number; exchangeSize?: string; refundTo?: RefundDestination },
): Promise<string> {
  requestSerial += 1;
  const number = `${order.orderNumber}-R${requestSerial}`;
  const [row] = await t.database.db
    .insert(returnRequests)
    .values({
      number,
      orderId: order.orderId,
      orderLineId: order.lineId,
      userId: order.customer.userId,
      kind: request.kind,
      reason: request.kind === "exchange" ? "size" : "changed_mind",
      note: "Please collect after 5 pm.",
      quantity: request.quantity ?? 1,
      exchangeVariantId: request.kind === "exchange" ? order.variantId : null,
      exchangeSize: request.kind === "exchange" ? (request.exchangeSize ?? "L") : null,
      refundTo: request.refundTo ?? null,
    })
    .returning({ id: returnRequests.id });
  if (!row) throw new Error("no request");
  await t.database.db.insert(returnEvents).values({ returnRequestId: row.id, state: "requested", actor: null });
  return number;
}

/** A photo sent with a request, stored as the shop keeps them (uploads/returns/ in the app's DATA_DIR). */
export async function insertReturnPhoto(t: TestApp, number: string): Promise<string> {
  const [request] = await t.database.db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.number, number));
  if (!request) throw new Error("no request");
  const webp = await picture("webp");
  const storageKey = `uploads/returns/${request.id.replaceAll("-", "")}.webp`;
  await diskFileStore(t.dataDir).put(storageKey, webp);
  const [photo] = await t.database.db
    .insert(returnPhotos)
    .values({ returnRequestId: request.id, storageKey, mimeType: "image/webp", sizeBytes: webp.length })
    .returning({ id: returnPhotos.id });
  if (!photo) throw new Error("no photo");
  return photo.id;
}
