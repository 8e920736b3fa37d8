import {
  aboutBlock,
  collectionBlock,
  happyCustomer,
  homeCollectionDetail,
  specialProduct,
  videoItem,
} from "@chhaap/contract/catalog";
import { youtubeId } from "@chhaap/contract/youtube-id";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { cardOf, type ProductCardVariant } from "#app/features/product/index.ts";
import { fetchList } from "#app/lib/api.server.ts";

/** The month's collection as the home page draws it. */
export interface HomeCollection {
  _id: string;
  tittle: string;
  subTittle: string;
  varient: ProductCardVariant[];
}

export interface HomeVideo {
  _id: string;
  mainImg: string;
  videoId: string;
}

/** The shop has one block of each kind (apps/api home routes); an empty block is no block. */
export async function loadCollection(context: AppLoadContext, path: string): Promise<HomeCollection | null> {
  const [block] = await fetchList(context, path, collectionBlock);
  if (!block || block.varient.length === 0) return null;
  return { _id: block._id, tittle: block.tittle, subTittle: block.subTittle, varient: block.varient.map(cardOf) };
}

/** What the server writes of a row the browser fills (collection-row.tsx): its heading. */
export interface HomeRowHeading {
  tittle: string;
  subTittle: string;
}

// The heading and how many pieces: the pieces themselves are the browser's to read.
const rowHeading = collectionBlock.pick({ tittle: true, subTittle: true }).extend({ varient: z.array(z.unknown()) });

/** A row's heading, null when its collection has no pieces (no row, and nothing for the browser to ask). */
export async function loadRowHeading(context: AppLoadContext, path: string): Promise<HomeRowHeading | null> {
  const [block] = await fetchList(context, path, rowHeading);
  if (!block || block.varient.length === 0) return null;
  return { tittle: block.tittle, subTittle: block.subTittle };
}

/** Only active videos, and only those whose link yields an 11-character id. */
export async function loadVideos(context: AppLoadContext): Promise<HomeVideo[]> {
  const videos = await fetchList(context, "/api/iframe", videoItem);
  return videos.flatMap((video) => {
    const videoId = video.status ? youtubeId(video.url) : null;
    return videoId ? [{ _id: video._id, mainImg: video.mainImg, videoId }] : [];
  });
}

/** The home collection detail shows only when its status is true; the first active one leads. */
export async function loadCollectionDetail(context: AppLoadContext) {
  const details = await fetchList(context, "/api/home-coll-detail", homeCollectionDetail);
  return details.find((detail) => detail.status) ?? null;
}

/** About blocks show only when their status is true. */
export async function loadAbout(context: AppLoadContext) {
  const blocks = await fetchList(context, "/api/about", aboutBlock);
  return blocks.find((block) => block.status) ?? null;
}

/** The special-product banner shows only when its status is true. */
export async function loadSpecialProduct(context: AppLoadContext) {
  const products = await fetchList(context, "/api/special-product", specialProduct);
  const active = products.find((entry) => entry.status);
  if (!active) return null;
  return {
    _id: active._id,
    tittle: active.tittle,
    subTittle: active.subTittle,
    description: active.description,
    varient: cardOf(active.varient),
  };
}

export async function loadHappyCustomers(context: AppLoadContext) {
  return fetchList(context, "/api/happy-customer", happyCustomer);
}
