import { asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { type ShopPageItemValue, shopPages } from "#src/db/schema/content.ts";

type Db = Database | Transaction;

export type ShopPageRecord = typeof shopPages.$inferSelect;

/** Every page, in the order of the shop's policy menu. */
export function listShopPages(db: Db) {
  return db
    .select({
      name: shopPages.name,
      layout: shopPages.layout,
      title: shopPages.title,
      items: shopPages.items,
      updatedAt: shopPages.updatedAt,
    })
    .from(shopPages)
    .orderBy(asc(shopPages.position), asc(shopPages.name));
}

export async function findShopPageRow(db: Db, name: string): Promise<ShopPageRecord | undefined> {
  const [row] = await db.select().from(shopPages).where(eq(shopPages.name, name)).limit(1);
  return row;
}

export async function lockShopPageRow(tx: Transaction, name: string): Promise<ShopPageRecord | undefined> {
  const [row] = await tx.select().from(shopPages).where(eq(shopPages.name, name)).for("update");
  return row;
}

export async function updateShopPage(
  tx: Transaction,
  name: string,
  values: { title: string; intro: string; bodyHtml: string; items: ShopPageItemValue[] },
  at: Date,
): Promise<void> {
  await tx
    .update(shopPages)
    .set({ ...values, updatedAt: at })
    .where(eq(shopPages.name, name));
}
