import { asc, eq } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import {
  aboutBlocks,
  type HomeCollectionKind,
  happyCustomers,
  homeCollectionDetails,
  homeCollections,
  homeCollectionVariants,
  specialProducts,
  videoItems,
} from "#src/db/schema.ts";

/** A collection block with its variant ids in the shop's order; undefined when the shop has none of that kind. */
export async function findCollection(db: Database, kind: HomeCollectionKind) {
  const rows = await db
    .select({
      id: homeCollections.id,
      tittle: homeCollections.tittle,
      subTittle: homeCollections.subTittle,
      variantId: homeCollectionVariants.variantId,
    })
    .from(homeCollections)
    .leftJoin(homeCollectionVariants, eq(homeCollectionVariants.collectionId, homeCollections.id))
    .where(eq(homeCollections.kind, kind))
    .orderBy(asc(homeCollectionVariants.position), asc(homeCollectionVariants.variantId));
  const [first] = rows;
  if (!first) return undefined;
  const variantIds = rows.flatMap((row) => (row.variantId ? [row.variantId] : []));
  return { id: first.id, tittle: first.tittle, subTittle: first.subTittle, variantIds };
}

// Videos, the collection detail, about and the special product show only while their status is true.

export function listActiveVideos(db: Database) {
  return db
    .select({ id: videoItems.id, mainImg: videoItems.mainImg, url: videoItems.url, status: videoItems.status })
    .from(videoItems)
    .where(eq(videoItems.status, true))
    .orderBy(asc(videoItems.position), asc(videoItems.createdAt));
}

export function listHappyCustomers(db: Database) {
  return db
    .select({
      id: happyCustomers.id,
      name: happyCustomers.name,
      place: happyCustomers.place,
      review: happyCustomers.review,
      image: happyCustomers.image,
    })
    .from(happyCustomers)
    .orderBy(asc(happyCustomers.position), asc(happyCustomers.createdAt));
}

export function listActiveCollectionDetails(db: Database) {
  return db
    .select({
      id: homeCollectionDetails.id,
      heading: homeCollectionDetails.heading,
      subHeading: homeCollectionDetails.subHeading,
      contents: homeCollectionDetails.contents,
      status: homeCollectionDetails.status,
    })
    .from(homeCollectionDetails)
    .where(eq(homeCollectionDetails.status, true))
    .orderBy(asc(homeCollectionDetails.createdAt), asc(homeCollectionDetails.id));
}

export function listActiveAboutBlocks(db: Database) {
  return db
    .select({
      id: aboutBlocks.id,
      title: aboutBlocks.title,
      subTitle: aboutBlocks.subTitle,
      description: aboutBlocks.description,
      status: aboutBlocks.status,
    })
    .from(aboutBlocks)
    .where(eq(aboutBlocks.status, true))
    .orderBy(asc(aboutBlocks.createdAt), asc(aboutBlocks.id));
}

export function listActiveSpecialProducts(db: Database) {
  return db
    .select({
      id: specialProducts.id,
      tittle: specialProducts.tittle,
      subTittle: specialProducts.subTittle,
      description: specialProducts.description,
      variantId: specialProducts.variantId,
      status: specialProducts.status,
    })
    .from(specialProducts)
    .where(eq(specialProducts.status, true))
    .orderBy(asc(specialProducts.createdAt), asc(specialProducts.id));
}
