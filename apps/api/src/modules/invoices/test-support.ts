import { eq } from "drizzle-orm";
import sharp from "sharp";
import { addresses, products, variants } from "#src/db/schema.ts";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

/** Orders for the tests of invoices and credit notes. */

export interface Piece {
  salePricePaise: number;
  quantity: number;
  hsnCode: string;
  gstRate: number | null;
}

/** A customer's cash-on-delivery order (bank transfer when abroad) of the given pieces, delivered to `address`. */
export async function placeOrder(
  t: TestApp,
  pieces: Piece[],
  address: Record<string, string> = {},
  coupon?: string,
  /** The state as an earlier version of the shop stored it, typed by hand and never checked. */
  savedState?: string,
): Promise<{ customer: TestCustomer; orderNumber: string }> {
  const customer = await registerCustomer(t.app);
  for (const piece of pieces) {
    const { variantId } = await createVariant(t.database.db, {
      sizes: { M: 10 },
      pricePaise: piece.salePricePaise,
      salePricePaise: piece.salePricePaise,
    });
    const [variant] = await t.database.db
      .select({ productId: variants.productId })
      .from(variants)
      .where(eq(variants.id, variantId));
    await t.database.db
      .update(products)
      .set({ hsnCode: piece.hsnCode, gstRate: piece.gstRate })
      .where(eq(products.id, variant?.productId ?? ""));
    await addToCart(t.app, customer, { variantId, size: "M", quantity: piece.quantity });
  }
  const addressId = await saveAddress(t.app, customer, address);
  if (savedState !== undefined)
    await t.database.db.update(addresses).set({ state: savedState }).where(eq(addresses.id, addressId));
  const abroad = (address.country ?? "India") !== "India";
  const fields = { addressId, ...(coupon ? { coupon_code: coupon } : {}) };
  const res = abroad
    ? await (async () => {
        const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#1f2e5c" } })
          .png()
          .toBuffer();
        const body = multipartBody(fields, { field: "payment_snap", name: "paid.png", type: "image/png", content: png });
        return t.app.inject({
          method: "POST",
          url: "/api/order",
          headers: { ...customer.browser, ...body.headers },
          payload: body.payload,
          remoteAddress: clientAddress(),
        });
      })()
    : await t.app.inject({
        method: "POST",
        url: "/api/order",
        headers: customer.browser,
        payload: { ...fields, payment_method: "cash_on_delivery" },
        remoteAddress: clientAddress(),
      });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { customer, orderNumber: res.json().data.order_id as string };
}

export const STOLE: Piece = { salePricePaise: 189_900, quantity: 2, hsnCode: "6214", gstRate: null };
export const SHIRT: Piece = { salePricePaise: 329_900, quantity: 1, hsnCode: "6205", gstRate: null };
export const FABRIC: Piece = { salePricePaise: 68_950, quantity: 3, hsnCode: "5208", gstRate: 5 };
