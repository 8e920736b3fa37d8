import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { variants } from "#src/db/schema/catalog.ts";
import {
  aboutBlocks,
  type HomeCollectionKind,
  happyCustomers,
  homeCollectionDetails,
  homeCollections,
  homeCollectionVariants,
  specialProducts,
  topMenuMessages,
  videoItems,
} from "#src/db/schema/home.ts";

type Db = Database | Transaction;

/** Every collection with the item codes of its colourways, in the shop's order. */
export async function readCollections(db: Db) {
  const rows = await db
    .select({
      kind: homeCollections.kind,
      tittle: homeCollections.tittle,
      subTittle: homeCollections.subTittle,
      itemCode: variants.itemCode,
    })
    .from(homeCollections)
    .leftJoin(homeCollectionVariants, eq(homeCollectionVariants.collectionId, homeCollections.id))
    .leftJoin(variants, eq(variants.id, homeCollectionVariants.variantId))
    .orderBy(asc(homeCollections.kind), asc(homeCollectionVariants.position));
  const byKind = new Map<HomeCollectionKind, { tittle: string; subTittle: string; itemCodes: string[] }>();
  for (const row of rows) {
    const entry = byKind.get(row.kind) ?? { tittle: row.tittle, subTittle: row.subTittle, itemCodes: [] };
    if (row.itemCode) entry.itemCodes.push(row.itemCode);
    byKind.set(row.kind, entry);
  }
  return byKind;
}

/** Variant ids by item code (compared in capitals); codes not in the shop are absent. */
export async function findVariantIdsByCode(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, itemCode: variants.itemCode })
    .from(variants)
    .where(inArray(sql`upper(${variants.itemCode})`, [...codes]));
  return new Map(rows.map((row) => [row.itemCode.toUpperCase(), row.id]));
}

/** The collection of `kind` becomes exactly this title and these colourways, in order. */
export async function writeCollection(
  tx: Transaction,
  kind: HomeCollectionKind,
  collection: { tittle: string; subTittle: string; variantIds: readonly string[] },
): Promise<void> {
  const [row] = await tx
    .insert(homeCollections)
    .values({ kind, tittle: collection.tittle, subTittle: collection.subTittle })
    .onConflictDoUpdate({ target: homeCollections.kind, set: { tittle: collection.tittle, subTittle: collection.subTittle } })
    .returning({ id: homeCollections.id });
  const collectionId = row?.id as string;
  await tx.delete(homeCollectionVariants).where(eq(homeCollectionVariants.collectionId, collectionId));
  if (collection.variantIds.length > 0)
    await tx
      .insert(homeCollectionVariants)
      .values(collection.variantIds.map((variantId, position) => ({ collectionId, variantId, position })));
}

/** Lists kept in the order staff gave: by position where the table has one, else by when they were written. */
export function readBlocks(db: Db) {
  return Promise.all([
    db
      .select({
        tittle: specialProducts.tittle,
        subTittle: specialProducts.subTittle,
        description: specialProducts.description,
        itemCode: variants.itemCode,
        status: specialProducts.status,
      })
      .from(specialProducts)
      .innerJoin(variants, eq(variants.id, specialProducts.variantId))
      .orderBy(asc(specialProducts.createdAt), asc(specialProducts.id)),
    db
      .select({ mainImg: videoItems.mainImg, url: videoItems.url, status: videoItems.status })
      .from(videoItems)
      .orderBy(asc(videoItems.position), asc(videoItems.createdAt)),
    db
      .select({
        title: aboutBlocks.title,
        subTitle: aboutBlocks.subTitle,
        description: aboutBlocks.description,
        status: aboutBlocks.status,
      })
      .from(aboutBlocks)
      .orderBy(asc(aboutBlocks.createdAt), asc(aboutBlocks.id)),
    db
      .select({
        heading: homeCollectionDetails.heading,
        subHeading: homeCollectionDetails.subHeading,
        contents: homeCollectionDetails.contents,
        status: homeCollectionDetails.status,
      })
      .from(homeCollectionDetails)
      .orderBy(asc(homeCollectionDetails.createdAt), asc(homeCollectionDetails.id)),
    db
      .select({
        name: happyCustomers.name,
        place: happyCustomers.place,
        review: happyCustomers.review,
        image: happyCustomers.image,
      })
      .from(happyCustomers)
      .orderBy(asc(happyCustomers.position), asc(happyCustomers.createdAt)),
    db
      .select({ message: topMenuMessages.message, status: topMenuMessages.status })
      .from(topMenuMessages)
      .orderBy(asc(topMenuMessages.position), asc(topMenuMessages.createdAt)),
  ]);
}

/**
 * Each block's table, replaced whole. Tables without a position keep the order by the time written:
 * rows are written a millisecond apart, in order.
 */
export async function replaceSpecial(
  tx: Transaction,
  items: readonly { tittle: string; subTittle: string; description: string; variantId: string; status: boolean }[],
  at: Date,
) {
  await tx.delete(specialProducts);
  if (items.length > 0)
    await tx.insert(specialProducts).values(items.map((item, n) => ({ ...item, createdAt: new Date(at.getTime() + n) })));
}

export async function replaceVideos(tx: Transaction, items: readonly { mainImg: string; url: string; status: boolean }[]) {
  await tx.delete(videoItems);
  if (items.length > 0) await tx.insert(videoItems).values(items.map((item, position) => ({ ...item, position })));
}

export async function replaceAbout(
  tx: Transaction,
  items: readonly { title: string; subTitle: string; description: string; status: boolean }[],
  at: Date,
) {
  await tx.delete(aboutBlocks);
  if (items.length > 0)
    await tx.insert(aboutBlocks).values(items.map((item, n) => ({ ...item, createdAt: new Date(at.getTime() + n) })));
}

export async function replaceDetails(
  tx: Transaction,
  items: readonly { heading: string; subHeading: string; contents: string; status: boolean }[],
  at: Date,
) {
  await tx.delete(homeCollectionDetails);
  if (items.length > 0)
    await tx.insert(homeCollectionDetails).values(items.map((item, n) => ({ ...item, createdAt: new Date(at.getTime() + n) })));
}

export async function replaceStories(
  tx: Transaction,
  items: readonly { name: string; place: string; review: string; image: string }[],
) {
  await tx.delete(happyCustomers);
  if (items.length > 0) await tx.insert(happyCustomers).values(items.map((item, position) => ({ ...item, position })));
}

export async function replaceTopMenu(tx: Transaction, items: readonly { message: string; status: boolean }[]) {
  await tx.delete(topMenuMessages);
  if (items.length > 0) await tx.insert(topMenuMessages).values(items.map((item, position) => ({ ...item, position })));
}
