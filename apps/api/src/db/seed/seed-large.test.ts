import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import { products } from "#src/db/schema.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { seedLargeCatalog } from "./seed-large.ts";

describe("the synthetic catalogue (npm run seed -- --variants N)", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });

  afterAll(async () => {
    await database?.close();
  });

  test("leaves fresh planner statistics on every table it wrote", async () => {
    const written = ["products", "product_tags", "variants", "variant_images", "variant_sizes"];
    const analysed = async () => {
      const rows = await database.db
        .select({ table: sql<string>`relname` })
        .from(sql`pg_stat_user_tables`)
        .where(sql`last_analyze is not null`);
      return rows.map((row) => row.table).filter((table) => written.includes(table));
    };
    // A database copied from its template starts with no statistics of its own.
    expect(await analysed()).toEqual([]);
    expect(await seedLargeCatalog(database.db, { variants: 30 })).toEqual({ products: 10, variants: 30 });
    expect((await analysed()).sort()).toEqual([...written].sort());
    // Active like the demo's, so each has the HSN code an invoice line prints.
    const withoutHsn = await database.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.status, "active"), eq(products.hsnCode, "")));
    expect(withoutHsn).toEqual([]);
  });
});
