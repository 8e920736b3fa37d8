import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/db/client.ts";
import { variantSizes, variants } from "#src/db/schema.ts";
import { createTestDatabase } from "#src/test/database.ts";

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase({ seeded: true });
  db = database.db;
  close = () => database.close();
});
afterAll(async () => close?.());

/** Colourways whose kept count differs from their sizes' sum. */
async function miscounted() {
  return db
    .select({ id: variants.id, kept: variants.piecesLeft })
    .from(variants)
    .where(
      sql`${variants.piecesLeft} <> (select coalesce(sum(s.quantity), 0) from ${variantSizes} s where s.variant_id = ${variants.id})`,
    );
}

const piecesOf = async (id: string) => (await db.select().from(variants).where(eq(variants.id, id)))[0]?.piecesLeft;

describe("a colourway's pieces left (variants.pieces_left) follow its sizes", () => {
  it("as seeded, and through adding, changing, moving and removing sizes, in one statement or many", async () => {
    expect(await miscounted()).toEqual([]);
    const [first, second, third] = await db.select({ id: variants.id }).from(variants).limit(3);
    if (!first || !second || !third) throw new Error("the demo shop has colourways");
    const ids = [first.id, second.id, third.id];

    await db
      .update(variantSizes)
      .set({ quantity: sql`${variantSizes.quantity} + 4` })
      .where(inArray(variantSizes.variantId, ids));
    await db.insert(variantSizes).values(ids.map((variantId) => ({ variantId, sizeName: "Test size", quantity: 9 })));
    await db.update(variantSizes).set({ quantity: 0 }).where(eq(variantSizes.variantId, first.id));
    expect(await piecesOf(first.id)).toBe(0);
    // A size moved to another colourway takes its pieces with it.
    await db
      .update(variantSizes)
      .set({ variantId: third.id, sizeName: "Moved size" })
      .where(sql`${variantSizes.variantId} = ${second.id} and ${variantSizes.sizeName} = 'Test size'`);
    await db.delete(variantSizes).where(sql`${variantSizes.variantId} = ${third.id} and ${variantSizes.sizeName} = 'Test size'`);
    expect(await miscounted()).toEqual([]);

    await db.delete(variantSizes).where(eq(variantSizes.variantId, second.id));
    expect(await piecesOf(second.id)).toBe(0);
    expect(await miscounted()).toEqual([]);
  });

  it("leaves colourways alone when a statement changes no quantity", async () => {
    const [row] = await db.select({ id: variants.id }).from(variants).limit(1);
    if (!row) throw new Error("the demo shop has colourways");
    const version = () => db.select({ xmin: sql<string>`xmin::text` }).from(variants).where(eq(variants.id, row.id));
    const before = await version();
    await db
      .update(variantSizes)
      .set({ position: sql`${variantSizes.position}` })
      .where(eq(variantSizes.variantId, row.id));
    // The row was not written again (no lock taken on it for an order's other sizes).
    expect(await version()).toEqual(before);
  });
});
