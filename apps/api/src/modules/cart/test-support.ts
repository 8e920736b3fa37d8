import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { App } from "#src/app.ts";
import type { Database } from "#src/db/client.ts";
import { categories, products, variantImages, variantSizes, variants } from "#src/db/schema.ts";
import type { TestCustomer } from "#src/test/app.ts";

/** Helpers shared by the cart, coupon and order tests: each test makes its own products, bags and addresses. */

export interface TestVariant {
  variantId: string;
  productName: string;
}

/** A fresh product with one variant and the given stock per size (prices in paise, weight in kg). */
export async function createVariant(
  db: Database,
  options: {
    sizes?: Record<string, number>;
    pricePaise?: number;
    salePricePaise?: number;
    weightKg?: number;
    name?: string;
  } = {},
): Promise<TestVariant> {
  const suffix = randomBytes(4).toString("hex");
  const productName = options.name ?? `Test Ajrakh Stole ${suffix}`;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const categoryId =
    category?.id ??
    (
      await db
        .insert(categories)
        .values({ name: `Test ${suffix}`, slug: `test-${suffix}`, imageKey: "test" })
        .returning()
    )[0]?.id;
  if (!categoryId) throw new Error("no category");
  const [product] = await db
    .insert(products)
    .values({ name: productName, slug: `test-${suffix}`, categoryId })
    .returning({ id: products.id });
  if (!product) throw new Error("no product");
  const [variant] = await db
    .insert(variants)
    .values({
      productId: product.id,
      itemCode: `T-${suffix}`,
      weightKg: options.weightKg ?? 0.5,
      pricePaise: options.pricePaise ?? 200_000,
      salePricePaise: options.salePricePaise ?? 150_000,
      searchDocument: sql`to_tsvector('english', ${productName})`,
    })
    .returning({ id: variants.id });
  if (!variant) throw new Error("no variant");
  const sizes = Object.entries(options.sizes ?? { M: 10 });
  await db
    .insert(variantSizes)
    .values(sizes.map(([sizeName, quantity], position) => ({ variantId: variant.id, sizeName, quantity, position })));
  await db.insert(variantImages).values({ variantId: variant.id, url: `/media/test-${suffix}.webp`, alt: productName });
  return { variantId: variant.id, productName };
}

export async function stockOf(db: Database, variantId: string, size: string): Promise<number | undefined> {
  const rows = await db
    .select({ quantity: variantSizes.quantity, sizeName: variantSizes.sizeName })
    .from(variantSizes)
    .where(eq(variantSizes.variantId, variantId));
  return rows.find((r) => r.sizeName === size)?.quantity;
}

export function addToCart(app: App, customer: TestCustomer, line: { variantId: string; size: string; quantity?: number }) {
  return app.inject({
    method: "POST",
    url: "/api/cart-item",
    headers: customer.browser,
    payload: { cartId: customer.cartId, product_variant_id: line.variantId, size: line.size, quantity: line.quantity ?? 1 },
  });
}

/** Saves an address through the API and answers its id. */
export async function saveAddress(app: App, customer: TestCustomer, overrides: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/address",
    headers: customer.browser,
    payload: {
      name: "Asha Khatri",
      // An Indian mobile; written with its country code it is a valid phone for an address anywhere.
      phone: (overrides.country ?? "India") === "India" ? "9876543210" : "+91 98765 43210",
      email: customer.email,
      addressLine1: "12 Block Printers' Lane",
      city: "Bhuj",
      state: "Gujarat",
      zip: "370001",
      country: "India",
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`address not saved: ${res.body}`);
  return res.json().data._id;
}
