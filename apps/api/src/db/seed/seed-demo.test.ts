import { and, count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import * as t from "#src/db/schema.ts";
import { verifyPassword } from "#src/modules/accounts/password.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { DEMO_CUSTOMER, seedDemoShop } from "./seed-demo.ts";

const NOW = new Date("2026-03-01T10:00:00Z");

describe("demo shop seed", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await seedDemoShop(database.db, { now: NOW })).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  async function rowCount(table: PgTable): Promise<number> {
    const [row] = await database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  }

  test("fills the catalogue: 60+ products, 150+ variants, 3+ images and sizes each", async () => {
    expect(await rowCount(t.products)).toBeGreaterThanOrEqual(60);
    expect(await rowCount(t.variants)).toBeGreaterThanOrEqual(150);
    expect(await rowCount(t.headerCategories)).toBeGreaterThanOrEqual(3);
    expect(await rowCount(t.categories)).toBeGreaterThanOrEqual(12);
    const thin = await database.db
      .select({ id: t.variants.id })
      .from(t.variants)
      .leftJoin(t.variantImages, eq(t.variantImages.variantId, t.variants.id))
      .groupBy(t.variants.id)
      .having(sql`count(${t.variantImages.id}) < 3`);
    expect(thin).toEqual([]);
    const sizeless = await database.db
      .select({ id: t.variants.id })
      .from(t.variants)
      .leftJoin(t.variantSizes, eq(t.variantSizes.variantId, t.variants.id))
      .groupBy(t.variants.id)
      .having(sql`count(${t.variantSizes.id}) = 0`);
    expect(sizeless).toEqual([]);
  });

  test("every active product has an HSN code, which its invoice lines print", async () => {
    const rows = await database.db.select({ status: t.products.status, hsnCode: t.products.hsnCode }).from(t.products);
    const active = rows.filter((row) => row.status === "active");
    expect(active.length).toBeGreaterThanOrEqual(60);
    expect(active.filter((row) => !/^(\d{4}|\d{6}|\d{8})$/.test(row.hsnCode))).toEqual([]);
  });

  test("demo shoppers have reviewed pieces across the catalogue, mostly warmly", async () => {
    const rows = await database.db.select({ variantId: t.reviews.variantId, rating: t.reviews.rating }).from(t.reviews);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.variantId)).size).toBeGreaterThanOrEqual(12);
    const average = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
    expect(average).toBeGreaterThan(4);
    // The home block "Pieces with the warmest reviews" shows reviewed pieces.
    const liked = await database.db
      .select({ variantId: t.homeCollectionVariants.variantId })
      .from(t.homeCollectionVariants)
      .innerJoin(t.homeCollections, eq(t.homeCollections.id, t.homeCollectionVariants.collectionId))
      .innerJoin(t.reviews, eq(t.reviews.variantId, t.homeCollectionVariants.variantId))
      .where(eq(t.homeCollections.kind, "most_liked"));
    expect(liked.length).toBeGreaterThan(0);
  });

  test("stock labels agree with the units held per size", async () => {
    const rows = await database.db
      .select({ status: t.variants.stockStatus, units: sql<number>`sum(${t.variantSizes.quantity})::int` })
      .from(t.variants)
      .innerJoin(t.variantSizes, eq(t.variantSizes.variantId, t.variants.id))
      .groupBy(t.variants.id);
    const statuses = new Set(rows.map((r) => r.status));
    expect(statuses).toEqual(new Set(["in_stock", "low_stock", "out_of_stock"]));
    for (const row of rows) if (row.status === "out_of_stock") expect(row.units).toBe(0);
    for (const row of rows) if (row.status !== "out_of_stock") expect(row.units).toBeGreaterThan(0);
  });

  test("image urls are keys of the local pattern generator", async () => {
    const [image] = await database.db.select({ url: t.variantImages.url }).from(t.variantImages).limit(1);
    expect(image?.url).toMatch(/^\/media\/ajrakh\/(indigo|madder|black|natural|mustard|leaf)-[a-z0-9-]+-[1-3]-800\.webp$/);
    const [variant] = await database.db.select({ itemCode: t.variants.itemCode }).from(t.variants).limit(1);
    expect(variant?.itemCode).toMatch(/^AJ-[A-Z]{3}-\d{4}-[A-Z]{2}\d*$/);
  });

  test("the search document finds variants by product, colour and material words", async () => {
    const [row] = await database.db
      .select({ n: count() })
      .from(t.variants)
      .where(sql`${t.variants.searchDocument} @@ websearch_to_tsquery('english', 'indigo sarees')`);
    expect(row?.n).toBeGreaterThan(0);
    const [similar] = await database.db.select({ n: count() }).from(t.products).where(sql`${"ajrak sare"} <% ${t.products.name}`);
    expect(similar?.n).toBeGreaterThan(0);
  });

  test("reference data: 15+ countries with US, free shipping within India", async () => {
    expect(await rowCount(t.countries)).toBeGreaterThanOrEqual(15);
    const [us] = await database.db.select({ id: t.countries.id }).from(t.countries).where(eq(t.countries.countryName, "US"));
    expect(us).toBeDefined();
    const [india] = await database.db
      .select({ perKg: t.shippingCharges.perKgPaise })
      .from(t.shippingCharges)
      .innerJoin(t.countries, eq(t.countries.id, t.shippingCharges.countryId))
      .where(eq(t.countries.isoCode, "IN"));
    expect(india?.perKg).toBe(0);
  });

  test("blog, SEO tags for every page name, and every home block", async () => {
    expect(await rowCount(t.blogPosts)).toBeGreaterThanOrEqual(12);
    const pages = (await database.db.select({ pageName: t.seoTags.pageName }).from(t.seoTags)).map((r) => r.pageName);
    for (const page of [
      "contact-us",
      "track-order",
      "how-to-order",
      "payment-options",
      "faq",
      "refund-policy",
      "return-policy",
      "privacy-policy",
      "terms-and-conditions",
      "forgot-password",
    ]) {
      expect(pages).toContain(page);
    }
    const kinds = await database.db
      .select({ kind: t.homeCollections.kind, n: count(t.homeCollectionVariants.variantId) })
      .from(t.homeCollections)
      .leftJoin(t.homeCollectionVariants, eq(t.homeCollectionVariants.collectionId, t.homeCollections.id))
      .groupBy(t.homeCollections.kind);
    expect(kinds.map((k) => k.kind).sort()).toEqual(["month", "most_liked", "most_selling", "trending", "week"]);
    for (const k of kinds) expect(k.n).toBeGreaterThan(0);
    for (const table of [
      t.homeCollectionDetails,
      t.videoItems,
      t.happyCustomers,
      t.aboutBlocks,
      t.specialProducts,
      t.topMenuMessages,
    ]) {
      expect(await rowCount(table)).toBeGreaterThan(0);
    }
  });

  test("the demo customer signs in with the README password and has an empty cart", async () => {
    const [user] = await database.db
      .select({ id: t.users.id, hash: t.users.passwordHash, name: t.users.name })
      .from(t.users)
      .where(eq(t.users.emailKey, DEMO_CUSTOMER.email));
    expect(user?.name).toBe("Meera");
    expect(await verifyPassword(DEMO_CUSTOMER.password, user?.hash ?? "")).toBe(true);
    const [cart] = await database.db
      .select({ id: t.carts.id })
      .from(t.carts)
      .where(eq(t.carts.userId, user?.id ?? ""));
    expect(cart).toBeDefined();
    const [lines] = await database.db
      .select({ n: count() })
      .from(t.cartLines)
      .where(eq(t.cartLines.cartId, cart?.id ?? ""));
    expect(lines?.n).toBe(0);
  });

  test("coupons: WELCOME10 10% capped at ₹500, OLDMONSOON expired", async () => {
    const [welcome] = await database.db
      .select()
      .from(t.coupons)
      .where(eq(sql`lower(${t.coupons.code})`, "welcome10"));
    expect(welcome).toMatchObject({ kind: "percent", value: 10, maxDiscountPaise: 50_000, minOrderPaise: 0, active: true });
    const [expired] = await database.db
      .select({ code: t.coupons.code })
      .from(t.coupons)
      .where(and(eq(t.coupons.code, "OLDMONSOON"), sql`${t.coupons.endsAt} < ${NOW.toISOString()}`));
    expect(expired).toBeDefined();
  });

  test("seeding again changes nothing", async () => {
    const before = await Promise.all([rowCount(t.products), rowCount(t.variants), rowCount(t.users), rowCount(t.coupons)]);
    expect(await seedDemoShop(database.db, { now: NOW })).toBe(false);
    const after = await Promise.all([rowCount(t.products), rowCount(t.variants), rowCount(t.users), rowCount(t.coupons)]);
    expect(after).toEqual(before);
  });
});
