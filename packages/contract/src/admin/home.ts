import { z } from "zod";
import { youtubeId } from "../youtube-id.ts";
import { line, paragraphs } from "./text-fields.ts";

/**
 * The home page as staff arrange it: the five collections (colourways picked and ordered by item
 * code), the special product, videos, about text, collection details, customer stories, and the
 * messages of the top strip. Each list is saved whole, in the order given.
 */

export const HOME_COLLECTION_KINDS = ["month", "week", "trending", "most_selling", "most_liked"] as const;
export type HomeCollectionKind = (typeof HOME_COLLECTION_KINDS)[number];

export const HOME_COLLECTION_LABELS: Record<HomeCollectionKind, string> = {
  month: "Collection of the month",
  week: "Collection of the week",
  trending: "Trending",
  most_selling: "Most selling",
  most_liked: "Most liked",
};

export const HOME_BLOCKS = ["special", "videos", "about", "details", "stories", "top-menu"] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

export const HOME_MESSAGES = {
  saved: "Home page saved.",
  itemCodesUnknown: "These item codes are not in the shop: {codes}.",
  itemCodeRequired: "Please enter the item code of the piece.",
  titleRequired: "Please enter a title.",
  videoLink: "Please paste a YouTube link (youtube.com/watch?v=…, youtu.be/… or youtube.com/embed/…).",
  pictureLink: "Please give a picture of the shop (/media/…) or an https:// address.",
  messageRequired: "Please write the message.",
  nameRequired: "Please enter the customer's name.",
  reviewRequired: "Please enter what the customer said.",
} as const;

/** A picture the shop serves itself, or one on another https site. */
const pictureUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (url) => url === "" || /^\/media\/[a-z0-9/_.-]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url),
    HOME_MESSAGES.pictureLink,
  );

const itemCode = z
  .string()
  .trim()
  .min(1, HOME_MESSAGES.itemCodeRequired)
  .max(40)
  .transform((code) => code.toUpperCase());

/** `PUT /api/admin/home/collections/{kind}`. */
export const homeCollectionChange = z.object({
  tittle: line(120, HOME_MESSAGES.titleRequired),
  subTittle: line(200),
  itemCodes: z.array(itemCode).max(24, "Please show at most 24 pieces in a collection."),
});
export type HomeCollectionChange = z.infer<typeof homeCollectionChange>;

export const homeCollectionParams = z.object({ kind: z.enum(HOME_COLLECTION_KINDS) });

const specialItem = z.object({
  tittle: line(120, HOME_MESSAGES.titleRequired),
  subTittle: line(200),
  description: paragraphs(2_000),
  itemCode,
  status: z.boolean(),
});
const videoItem = z.object({
  mainImg: pictureUrl,
  url: z
    .string()
    .trim()
    .max(300)
    .refine((url) => youtubeId(url) !== null, HOME_MESSAGES.videoLink),
  status: z.boolean(),
});
const aboutItem = z.object({
  title: line(120, HOME_MESSAGES.titleRequired),
  subTitle: line(200),
  description: paragraphs(4_000),
  status: z.boolean(),
});
const detailItem = z.object({
  heading: line(120, HOME_MESSAGES.titleRequired),
  subHeading: line(200),
  contents: paragraphs(4_000),
  status: z.boolean(),
});
const storyItem = z.object({
  name: line(80, HOME_MESSAGES.nameRequired),
  place: line(80),
  review: paragraphs(1_000).pipe(z.string().min(1, HOME_MESSAGES.reviewRequired)),
  image: pictureUrl,
});
const topMenuItem = z.object({ message: line(160, HOME_MESSAGES.messageRequired), status: z.boolean() });

const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item).max(24, "Please keep a list to 24 entries.") });

/** `PUT /api/admin/home/{block}`: the block's whole list, in the order shown. */
export const homeBlockChanges = {
  special: list(specialItem),
  videos: list(videoItem),
  about: list(aboutItem),
  details: list(detailItem),
  stories: list(storyItem),
  "top-menu": list(topMenuItem),
} satisfies Record<HomeBlock, z.ZodType>;
export type HomeBlockChange<B extends HomeBlock> = z.infer<(typeof homeBlockChanges)[B]>;

/** `GET /api/admin/home`: everything the editor shows. */
export const homeEditor = z.object({
  collections: z.array(
    z.object({ kind: z.enum(HOME_COLLECTION_KINDS), tittle: z.string(), subTittle: z.string(), itemCodes: z.array(z.string()) }),
  ),
  special: z.array(
    z.object({ tittle: z.string(), subTittle: z.string(), description: z.string(), itemCode: z.string(), status: z.boolean() }),
  ),
  videos: z.array(z.object({ mainImg: z.string(), url: z.string(), status: z.boolean() })),
  about: z.array(z.object({ title: z.string(), subTitle: z.string(), description: z.string(), status: z.boolean() })),
  details: z.array(z.object({ heading: z.string(), subHeading: z.string(), contents: z.string(), status: z.boolean() })),
  stories: z.array(z.object({ name: z.string(), place: z.string(), review: z.string(), image: z.string() })),
  topMenu: z.array(z.object({ message: z.string(), status: z.boolean() })),
});
export type HomeEditor = z.infer<typeof homeEditor>;
