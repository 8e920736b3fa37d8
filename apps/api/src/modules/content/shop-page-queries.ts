import { eq } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { shopPages } from "#src/db/schema/content.ts";

/** One of the shop's pages by its name, as shoppers read it. */
export async function findShopPage(db: Database, name: string) {
  const [row] = await db
    .select({
      name: shopPages.name,
      layout: shopPages.layout,
      title: shopPages.title,
      intro: shopPages.intro,
      bodyHtml: shopPages.bodyHtml,
      items: shopPages.items,
      updatedAt: shopPages.updatedAt,
    })
    .from(shopPages)
    .where(eq(shopPages.name, name))
    .limit(1);
  return row;
}
