import { z } from "zod";
import { COLOUR_GROUP_KEYS } from "./colour-groups.ts";
import { isUuid } from "./ids.ts";
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX } from "./review-rules.ts";
import { isCategorySlug, searchTextProblem } from "./search-text.ts";
import { seoFields } from "./seo.ts";
import { sizeChart } from "./size-charts.ts";
import { withoutInvisibleFormatting } from "./text-rules.ts";

/**
 * Catalog and home shapes. Field names are the public contract,
 * spellings included (`varient`, `tittle`, `subTittle`, `item_code`, `meta_title`, ...).
 * Money is INR in rupees.
 */

// ---------------------------------------------------------------- variant

const STOCK_STATUSES = ["in_stock", "low_stock", "out_of_stock"] as const;

const variantImage = z.object({ url: z.string(), alt: z.string() });
const variantSize = z.object({ sizeName: z.string(), inStock: z.boolean() });

const ratingSummary = z.object({
  /** Mean of the ratings, one decimal; 0 when there are none. */
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A colourway of a product as cards, collections and the product page show it. */
export const variant = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), description: z.string(), details: z.string() }),
  price: z.number(),
  salePrice: z.number(),
  /** Whole percent: round((price - salePrice) / price x 100). */
  discount: z.number().int(),
  images: z.array(variantImage),
  size: z.array(variantSize),
  item_code: z.string(),
  stock: z.object({ status: z.enum(STOCK_STATUSES) }),
  /** Weight in kg of one packed piece. */
  attributes: z.object({ color: z.string(), material: z.string(), weight: z.number() }),
  /** Centimetres. */
  dimensions: z.object({ width: z.number(), height: z.number(), length: z.number() }),
  category: z.object({ _id: z.string(), name: z.string() }),
  /** Its reviews' summary: cards show the stars, the product page the summary. */
  rating: ratingSummary,
  ...seoFields,
});
export type Variant = z.infer<typeof variant>;

/**
 * A variant in a search result (`GET /api/variant/search`): what its card shows (name, prices,
 * first picture, colour, stock, stars), plus its sizes and item code, so that a client can offer a
 * size or name the piece without opening it. The description, care details, dimensions and SEO text
 * stay with the variant's own page (decision 0036): twelve cards weigh about a third of twelve variants.
 */
export const variantSummary = variant
  .pick({
    _id: true,
    price: true,
    salePrice: true,
    discount: true,
    images: true,
    size: true,
    item_code: true,
    stock: true,
    rating: true,
  })
  .extend({
    product: variant.shape.product.pick({ _id: true, name: true }),
    attributes: variant.shape.attributes.pick({ color: true }),
    category: variant.shape.category.pick({ name: true }),
  });
export type VariantSummary = z.infer<typeof variantSummary>;

/**
 * `GET /api/variant/{id}`: the variant plus its reviews' summary, the product's other colours and
 * the size chart of its category (null for goods without one: bags, masks).
 */
export const variantDetail = variant.extend({
  /** The product page also tells how the piece was made and how to care for it (empty when not written). */
  product: variant.shape.product.extend({ craftStory: z.string(), careGuide: z.string() }),
  otherColourways: z.array(z.object({ _id: z.string(), color: z.string(), image: z.string() })),
  sizeChart: sizeChart.nullable(),
});
export type VariantDetail = z.infer<typeof variantDetail>;

export const variantIdParams = z.object({ id: z.string() });

export const VARIANT_NOT_FOUND = "Product not found";

/** The most cards one `POST /api/variant/cards` asks for: a wishlist's worth. */
export const VARIANT_CARDS_MAX = 200;

/**
 * `POST /api/variant/cards`: the cards of these colourways (recently viewed, a guest's wishlist), in
 * the order asked; unknown and unlisted ids are left out of the answer. Each id is a uuid.
 */
export const variantCardsRequest = z.object({
  ids: z.array(z.string().trim().refine(isUuid, "That id is not valid.")).min(1).max(VARIANT_CARDS_MAX),
});

// ---------------------------------------------------------------- search

/** 12 per page; larger pages are capped so one request stays cheap. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE_MAX = 48;
/** Pages past this are empty anyway (48 million results); the cap keeps offsets in range. */
const SEARCH_PAGE_MAX = 1_000_000;
/** A search text within the bounds of search-text.ts. */
const searchText = z.string({ error: "search must be text." }).superRefine((text, ctx) => {
  const problem = searchTextProblem(text);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** A query parameter sent twice counts once (the first); an empty one (`page=`) counts as absent, as older clients send them. */
function singleValue(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() === "" ? undefined : first;
}

/** A parameter that may be sent several times (`category=a&category=b`), as a list; empty ones are dropped. */
function manyValues(value: unknown): unknown {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((each) => !(typeof each === "string" && each.trim() === ""));
}

/** Categories one search may name: a shopper picks a few, never the whole menu. */
const SEARCH_CATEGORIES_MAX = 20;

/** Values one facet filter may name, and the length of each. */
const SEARCH_FACET_VALUES_MAX = 20;
const SEARCH_FACET_VALUE_MAX = 40;

/** `1`/`true` is on; `0`/`false` or absent is off; anything else is refused. */
function flagParam(name: string) {
  return z.preprocess(
    singleValue,
    z
      .enum(["1", "true", "0", "false"], { error: `${name} must be 1 or 0.` })
      .optional()
      .transform((flag) => flag === "1" || flag === "true"),
  );
}

/** A category's slug as the shop writes them (lower-case letters, digits and single dashes). */
const categorySlug = z.string().refine(isCategorySlug, "category must be a category's slug.");

function numberParam(name: string) {
  return z.preprocess(singleValue, z.coerce.number({ error: `${name} must be a number.` }).optional());
}

function priceParam(name: string) {
  return z.preprocess(
    singleValue,
    z.coerce
      .number({ error: `${name} must be a number.` })
      .min(0, `${name} must be 0 or more.`)
      .optional(),
  );
}

function clampInteger(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Ids per page of `GET /api/variant/ids`: one sitemap file's worth, well under the 50,000 URLs the
 * sitemap protocol allows a file.
 */
export const VARIANT_IDS_PAGE_SIZE = 40_000;

/** `GET /api/variant/ids`: every variant shoppers see, in id order; `limit` (at most a page) is for clients that want less. */
export const variantIdsQuery = z.object({
  limit: numberParam("limit").transform((n) =>
    n === undefined ? VARIANT_IDS_PAGE_SIZE : clampInteger(n, 1, VARIANT_IDS_PAGE_SIZE),
  ),
  page: numberParam("page").transform((n) => (n === undefined ? 1 : clampInteger(n, 1, SEARCH_PAGE_MAX))),
});

/**
 * `GET /api/variant/search`. Out-of-range page and limit are clamped; text that is not a
 * number where one is expected is refused with 400.
 */
export const variantSearchQuery = z.object({
  limit: numberParam("limit").transform((n) => (n === undefined ? SEARCH_PAGE_SIZE : clampInteger(n, 1, SEARCH_PAGE_SIZE_MAX))),
  page: numberParam("page").transform((n) => (n === undefined ? 1 : clampInteger(n, 1, SEARCH_PAGE_MAX))),
  search: z.preprocess(singleValue, searchText.transform((s) => s.trim()).optional()),
  /** Rupees, compared with the sale price. */
  minPrice: priceParam("minPrice"),
  maxPrice: priceParam("maxPrice"),
  /** 1 cheapest first, -1 dearest first; anything else keeps relevance order. */
  sortToPrice: numberParam("sortToPrice").transform((n): 1 | -1 | undefined => (n === 1 || n === -1 ? n : undefined)),
  /** Ours (decision 0047): only pieces in one of these categories, by slug; a slug the shop lacks matches nothing. */
  category: z.preprocess(
    manyValues,
    z.array(categorySlug).max(SEARCH_CATEGORIES_MAX, `At most ${SEARCH_CATEGORIES_MAX} categories.`),
  ),
  /** Ours (facet filters): colourways offering one of these sizes, named as the shop writes them ("M", "Free Size"). */
  size: z.preprocess(
    manyValues,
    z
      .array(z.string().trim().max(SEARCH_FACET_VALUE_MAX, `A size has at most ${SEARCH_FACET_VALUE_MAX} characters.`))
      .max(SEARCH_FACET_VALUES_MAX, `At most ${SEARCH_FACET_VALUES_MAX} sizes.`),
  ),
  /** Ours: colourways in one of these colour groups (colour-groups.ts). */
  color: z.preprocess(
    manyValues,
    z
      .array(z.enum(COLOUR_GROUP_KEYS, { error: "color must be a colour group's key." }))
      .max(COLOUR_GROUP_KEYS.length, `At most ${COLOUR_GROUP_KEYS.length} colours.`),
  ),
  /** Ours: colourways of one of these materials, compared lower-cased and trimmed ("modal silk"). */
  material: z.preprocess(
    manyValues,
    z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .max(SEARCH_FACET_VALUE_MAX, `A material has at most ${SEARCH_FACET_VALUE_MAX} characters.`),
      )
      .max(SEARCH_FACET_VALUES_MAX, `At most ${SEARCH_FACET_VALUES_MAX} materials.`),
  ),
  /** Ours: `1`/`true` lists only colourways with a size in stock (with `size`, that size in stock). */
  inStock: flagParam("inStock"),
  /** Ours: `1`/`true` adds the `facets` block (list pages ask; other callers need not pay for it). */
  facets: flagParam("facets"),
});

/** A facet's value and how many colourways match with it (every other filter applied, not its own). */
const facetCount = z.object({ value: z.string(), count: z.number().int() });
const labelledFacetCount = facetCount.extend({ label: z.string() });

/**
 * `facets` of `GET /api/variant/search?facets=1`. A selected value is always listed (count 0 when
 * nothing matches); other values only when they match something.
 */
export const searchFacets = z.object({
  /** XS S M L XL XXL XXXL, Free Size, then the rest A to Z. */
  size: z.array(facetCount),
  /** COLOUR_GROUPS order; values are its keys. */
  color: z.array(facetCount),
  /** Most colourways first; values lower-case, labels as shoppers read them. */
  material: z.array(labelledFacetCount),
  /** Menu order; values are slugs. */
  category: z.array(labelledFacetCount),
  /** Matching colourways with a size in stock (every filter but inStock applied). */
  inStock: z.number().int(),
  /** Rupees: the sale prices of the matches without a price bound (0 and 0 when nothing matches). */
  price: z.object({ min: z.number(), max: z.number() }),
});
export type SearchFacets = z.infer<typeof searchFacets>;

/** `GET /api/variant/search`'s answer: a page of cards, and the facets when asked for. */
export const variantSearchAnswer = z.object({
  status: z.boolean(),
  totalPages: z.number().int(),
  data: z.array(variantSummary),
  facets: searchFacets.optional(),
});

export const RELATED_VARIANTS_MAX = 8;

// ---------------------------------------------------------------- home blocks

/** Month, week, trending, most selling and most liked: one block of each, variants in the shop's order. */
export const collectionBlock = z.object({
  _id: z.string(),
  tittle: z.string(),
  subTittle: z.string(),
  varient: z.array(variant),
});
export type CollectionBlock = z.infer<typeof collectionBlock>;

export const videoItem = z.object({ _id: z.string(), mainImg: z.string(), url: z.string(), status: z.boolean() });

export const happyCustomer = z.object({
  _id: z.string(),
  name: z.string(),
  place: z.string(),
  review: z.string(),
  image: z.string(),
});
export type HappyCustomer = z.infer<typeof happyCustomer>;

/** Paragraphs of `contents` and `description` below are separated by a blank line. */
export const homeCollectionDetail = z.object({
  _id: z.string(),
  heading: z.string(),
  subHeading: z.string(),
  contents: z.string(),
  status: z.boolean(),
});
export type HomeCollectionDetail = z.infer<typeof homeCollectionDetail>;

export const aboutBlock = z.object({
  _id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  status: z.boolean(),
});
export type AboutBlock = z.infer<typeof aboutBlock>;

export const specialProduct = z.object({
  _id: z.string(),
  tittle: z.string(),
  subTittle: z.string(),
  description: z.string(),
  varient: variant,
  status: z.boolean(),
});

// ---------------------------------------------------------------- tags

export const productTag = z.object({ _id: z.string(), tag: z.string(), taglink: z.string() });
export type ProductTag = z.infer<typeof productTag>;

export const seoTag = z.object({ _id: z.string(), pageName: z.string(), title: z.string(), description: z.string() });
export type SeoTag = z.infer<typeof seoTag>;

// ---------------------------------------------------------------- reviews

/** Only what a shopper may see of another shopper. */
const reviewAuthor = z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() });

export const review = z.object({
  _id: z.string(),
  user: reviewAuthor,
  /** The reviewed variant's id. */
  varient: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  createdAt: z.string(),
  /** Its author received this colourway: an order of theirs holding it was delivered. */
  verified: z.boolean(),
});
export type Review = z.infer<typeof review>;

/**
 * `GET /api/review/eligibility?varient=`: what the session's user may do about a colourway's reviews,
 * so the product page offers the form only to those the API will take it from.
 */
export const reviewEligibility = z.object({
  /** An order of theirs holding this colourway was delivered: they may post a review of it. */
  received: z.boolean(),
  /** Their own review of it: none, public, or hidden by the shop (kept, and still theirs to delete). */
  own: z.enum(["none", "shown", "hidden"]),
});
export type ReviewEligibility = z.infer<typeof reviewEligibility>;

export const reviewEligibilityQuery = z.object({
  varient: z.preprocess(singleValue, z.string({ error: REVIEW_MESSAGES.fieldsRequired }).max(100)),
});

const REVIEW_PAGE_SIZE_MAX = 100;

export const reviewListQuery = z.object({
  /** A variant id; reviews of every variant when absent. */
  varient: z.preprocess(singleValue, z.string({ error: "varient must be text." }).max(100).optional()),
  limit: numberParam("limit").transform((n) =>
    n === undefined ? REVIEW_PAGE_SIZE_MAX : clampInteger(n, 1, REVIEW_PAGE_SIZE_MAX),
  ),
  page: numberParam("page").transform((n) => (n === undefined ? 1 : clampInteger(n, 1, SEARCH_PAGE_MAX))),
});

/** A whole number of stars, sent as a JSON number ("5" is refused, not read as 5); missing is not given. */
const ratingField = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? REVIEW_MESSAGES.fieldsRequired : REVIEW_MESSAGES.ratingInvalid,
    })
    .int(REVIEW_MESSAGES.ratingInvalid)
    .min(1, REVIEW_MESSAGES.ratingInvalid)
    .max(5, REVIEW_MESSAGES.ratingInvalid),
);

/**
 * Trimmed, non-empty text of at most REVIEW_TEXT_MAX characters; shown to every shopper as
 * text, never HTML, and without invisible formatting that could disguise it.
 */
const reviewText = z.preprocess(
  (value) => (typeof value === "string" ? withoutInvisibleFormatting(value).trim() : value),
  z
    .string({ error: REVIEW_MESSAGES.fieldsRequired })
    .min(1, REVIEW_MESSAGES.fieldsRequired)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
);

/** `PUT /api/review/{id}`: new rating and text. */
export const reviewUpdate = z.object({ rating: ratingField, review: reviewText });
export type ReviewUpdate = z.output<typeof reviewUpdate>;

/**
 * `POST /api/review` (user, varient, rating, review). The author is always the session's user: a
 * `user` in the body may only name them (another user's id is refused with 403).
 */
export const reviewCreate = reviewUpdate.extend({
  varient: z.string({ error: REVIEW_MESSAGES.fieldsRequired }).trim().min(1, REVIEW_MESSAGES.fieldsRequired).max(100),
  user: z.string().max(100).optional(),
});
export type ReviewCreate = z.output<typeof reviewCreate>;

export const reviewIdParams = z.object({ id: z.string() });
