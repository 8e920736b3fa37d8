import { randomBytes } from "node:crypto";
import { emailKey } from "@chhaap/contract/email";
import { count, sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import type { HomeCollectionKind } from "#src/db/schema.ts";
import * as t from "#src/db/schema.ts";
import { searchDocumentSql } from "#src/db/search-document.ts";
import { hashPassword } from "#src/modules/accounts/password.ts";
import { sanitizeBlogHtml } from "#src/modules/content/sanitize-blog-html.ts";
import { patternImageUrl } from "#src/modules/media/media-url.ts";
import type { CollectionBlockContent, CollectionBlockName } from "./content/home.ts";
import type { ProductContent } from "./content/types.ts";
import { type DemoContent, demoContent } from "./demo-content.ts";
import { garmentCode, gstClassOf, readyInDaysOf, sizesFor, spreadStock } from "./garments.ts";
import { metaDescription, slugify } from "./seo-text.ts";

export const DEMO_CUSTOMER = { email: "demo@chhaap.shop", password: "ajrakh-demo-2026", name: "Meera", lastName: "Joshi" };

/** Any constant shared by every process that may seed; serialises concurrent first starts. */
const SEED_LOCK = 7_240_901;
const IMAGES_PER_VARIANT = 3;
/** Multi-paragraph home texts are stored as plain text, paragraphs separated by a blank line. */
const PARAGRAPH_BREAK = "\n\n";

export interface SeedDemoOptions {
  /** The clock, so coupon validity windows are stable in tests. */
  now?: Date;
  content?: DemoContent;
}

/**
 * Fills an empty database with the demo Ajrakh shop. Does nothing and
 * returns false when the catalog already has products, so it is safe on every start.
 */
export async function seedDemoShop(db: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const content = options.content ?? demoContent;
  if (await hasProducts(db)) return false;
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  // Demo reviewers never log in: their password is random and thrown away.
  const reviewerHash = await hashPassword(randomBytes(24).toString("base64url"));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasProducts(tx)) return false;
    const firstVariantOf = await insertCatalog(tx, content);
    await insertHome(tx, content, firstVariantOf);
    await insertReference(tx, content);
    await insertBlog(tx, content);
    await insertAccountsAndCoupons(tx, passwordHash, now);
    await insertReviews(tx, content, firstVariantOf, reviewerHash, now);
    return true;
  });
}

async function hasProducts(db: Database | Transaction): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.products);
  return (row?.n ?? 0) > 0;
}

/** Inserts categories, tags, products and their colourways; returns each product's first variant id by product slug. */
async function insertCatalog(tx: Transaction, content: DemoContent): Promise<Map<string, string>> {
  const headerRows = await tx
    .insert(t.headerCategories)
    .values(content.headerCategories.map((h, i) => ({ name: h.name, sortOrder: i })))
    .returning({ id: t.headerCategories.id, name: t.headerCategories.name });
  const headerOf = new Map<string, string>();
  for (const header of content.headerCategories) {
    const id = headerRows.find((r) => r.name === header.name)?.id;
    for (const name of header.categories) if (id) headerOf.set(name, id);
  }

  // The shop's size charts are written by the migrations; a category names the one it uses.
  const chartRows = await tx.select({ id: t.sizeCharts.id, name: t.sizeCharts.name }).from(t.sizeCharts);
  const chartId = new Map(chartRows.map((r) => [r.name, r.id]));
  const categoryRows = await tx
    .insert(t.categories)
    .values(
      content.categories.map((c, i) => ({
        name: c.name,
        slug: c.slug,
        imageKey: c.image,
        isTopCategory: c.isTopCategory,
        headerCategoryId: headerOf.get(c.name) ?? null,
        sizeChartId: c.sizeChart ? required(chartId, c.sizeChart, "size chart") : null,
        sortOrder: i,
      })),
    )
    .returning({ id: t.categories.id, name: t.categories.name });
  const categoryId = new Map(categoryRows.map((r) => [r.name, r.id]));
  const garmentOf = new Map(content.categories.map((c) => [c.name, c.garment]));

  const tagRows = await tx
    .insert(t.tags)
    .values(content.tags.map((tag, i) => ({ tag: tag.tag, taglink: tag.taglink, sortOrder: i })))
    .returning({ id: t.tags.id, tag: t.tags.tag });
  const tagId = new Map(tagRows.map((r) => [r.tag, r.id]));

  const productRows = await tx
    .insert(t.products)
    .values(
      content.products.map((p) => ({
        ...productColumns(p),
        ...gstClassOf(required(garmentOf, p.category, "category"), p.material),
        readyInDays: readyInDaysOf(required(garmentOf, p.category, "category")),
        categoryId: required(categoryId, p.category, "category"),
      })),
    )
    .returning({ id: t.products.id, slug: t.products.slug });
  const productId = new Map(productRows.map((r) => [r.slug, r.id]));

  const productTagRows = content.products.flatMap((p) =>
    p.tags.map((tag) => ({ productId: required(productId, p.slug, "product"), tagId: required(tagId, tag, "tag") })),
  );
  if (productTagRows.length > 0) await tx.insert(t.productTags).values(productTagRows);

  const serials = new Map<string, number>();
  const planned = content.products.flatMap((p) => {
    const garment = required(garmentOf, p.category, "category");
    const code = garmentCode(garment);
    const serial = (serials.get(code) ?? 0) + 1;
    serials.set(code, serial);
    const usedColourCodes = new Set<string>();
    return p.colourways.map((colourway) => {
      let colourCode = colourway.palette.slice(0, 2).toUpperCase();
      for (let n = 2; usedColourCodes.has(colourCode); n++) colourCode = `${colourway.palette.slice(0, 2).toUpperCase()}${n}`;
      usedColourCodes.add(colourCode);
      const colourSlug = slugify(colourway.colour);
      const images = Array.from({ length: IMAGES_PER_VARIANT }, (_, i) => ({
        url: patternImageUrl(`${colourway.palette}-${p.slug}-${colourSlug}-${i + 1}`),
        alt: `${p.name} in ${colourway.colour}, view ${i + 1}`,
        position: i,
      }));
      const sizes = sizesFor(garment);
      const stock = spreadStock(colourway.stock === "out_of_stock" ? 0 : colourway.quantity, sizes.length);
      return {
        productSlug: p.slug,
        images,
        sizes: sizes.map((sizeName, i) => ({ sizeName, position: i, quantity: stock[i] ?? 0 })),
        row: {
          productId: required(productId, p.slug, "product"),
          itemCode: `AJ-${code}-${String(serial).padStart(4, "0")}-${colourCode}`,
          colour: colourway.colour,
          material: p.material,
          weightKg: p.weightKg,
          lengthCm: p.dimensionsCm.length,
          widthCm: p.dimensionsCm.width,
          heightCm: p.dimensionsCm.height,
          pricePaise: Math.round(colourway.price * 100),
          salePricePaise: Math.round(colourway.salePrice * 100),
          stockStatus: colourway.stock,
          ...variantSeo(p, colourway.colour, images[0]?.url ?? ""),
          searchDocument: searchDocumentSql({
            productName: p.name,
            categoryName: p.category,
            tagNames: p.tags,
            colour: colourway.colour,
            material: p.material,
          }),
        },
      };
    });
  });

  const variantRows = await tx
    .insert(t.variants)
    .values(planned.map((v) => v.row))
    .returning({ id: t.variants.id, itemCode: t.variants.itemCode });
  const variantIdByCode = new Map(variantRows.map((r) => [r.itemCode, r.id]));
  const firstVariantOf = new Map<string, string>();
  const withIds = planned.map((v) => ({ ...v, id: required(variantIdByCode, v.row.itemCode, "variant") }));
  for (const v of withIds) if (!firstVariantOf.has(v.productSlug)) firstVariantOf.set(v.productSlug, v.id);

  await tx.insert(t.variantImages).values(withIds.flatMap((v) => v.images.map((img) => ({ ...img, variantId: v.id }))));
  await tx.insert(t.variantSizes).values(withIds.flatMap((v) => v.sizes.map((size) => ({ ...size, variantId: v.id }))));
  return firstVariantOf;
}

function productColumns(p: ProductContent) {
  const title = `${p.name} | Buy Ajrakh ${p.category} Online | Chhaap`;
  const description = metaDescription(p.description);
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    details: p.details,
    metaTitle: title,
    metaDescription: description,
    keywords: keywordsOf(p),
    ogTitle: p.name,
    ogDescription: description,
    ogType: "product",
    ogImage: patternImageUrl(`${p.colourways[0]?.palette ?? "indigo"}-${p.slug}-${slugify(p.colourways[0]?.colour ?? "")}-1`),
  };
}

function variantSeo(p: ProductContent, colour: string, imageUrl: string) {
  const description = metaDescription(`${colour}. ${p.description}`);
  return {
    metaTitle: `${p.name} in ${colour} | Chhaap`,
    metaDescription: description,
    keywords: keywordsOf(p, colour),
    ogTitle: `${p.name} in ${colour}`,
    ogDescription: description,
    ogType: "product",
    ogImage: imageUrl,
  };
}

function keywordsOf(p: ProductContent, colour?: string): string {
  const words = ["Ajrakh", p.category, p.material, ...(colour ? [colour] : []), ...p.tags];
  return [...new Set(words.map((w) => w.toLowerCase()))].join(", ");
}

const COLLECTION_KINDS: Record<CollectionBlockName, HomeCollectionKind> = {
  month: "month",
  week: "week",
  trending: "trending",
  mostSelling: "most_selling",
  mostLiked: "most_liked",
};

/** Every home block, so the home page shows no empty section. */
async function insertHome(tx: Transaction, content: DemoContent, firstVariantOf: Map<string, string>): Promise<void> {
  const home = content.home;
  for (const [name, block] of Object.entries(home.collections) as [CollectionBlockName, CollectionBlockContent][]) {
    const [row] = await tx
      .insert(t.homeCollections)
      .values({ kind: COLLECTION_KINDS[name], tittle: block.tittle, subTittle: block.subTittle })
      .returning({ id: t.homeCollections.id });
    if (!row) throw new Error(`Home collection "${name}" was not created`);
    const variantIds = [...new Set(block.productSlugs.map((slug) => required(firstVariantOf, slug, "product")))];
    await tx
      .insert(t.homeCollectionVariants)
      .values(variantIds.map((variantId, position) => ({ collectionId: row.id, variantId, position })));
  }
  const detail = home.collectionDetail;
  await tx.insert(t.homeCollectionDetails).values({
    heading: detail.heading,
    subHeading: detail.subHeading,
    contents: detail.contents.join(PARAGRAPH_BREAK),
    status: detail.status,
  });
  await tx
    .insert(t.videoItems)
    .values(home.videos.map((v, position) => ({ mainImg: patternImageUrl(v.mainImg), url: v.url, status: v.status, position })));
  await tx
    .insert(t.happyCustomers)
    .values(content.happyCustomers.map((c, position) => ({ ...c, image: patternImageUrl(c.image), position })));
  await tx.insert(t.aboutBlocks).values({
    title: home.about.title,
    subTitle: home.about.subTitle,
    description: home.about.description.join(PARAGRAPH_BREAK),
    status: home.about.status,
  });
  const special = home.specialProduct;
  await tx.insert(t.specialProducts).values({
    tittle: special.tittle,
    subTittle: special.subTittle,
    description: special.description,
    variantId: required(firstVariantOf, special.productSlug, "product"),
    status: special.status,
  });
  await tx
    .insert(t.topMenuMessages)
    .values(home.topMenuMessages.map((m, position) => ({ message: m.message, status: m.status, position })));
}

/** Countries with their display currencies and per-kg shipping charges, and SEO tags. */
async function insertReference(tx: Transaction, content: DemoContent): Promise<void> {
  const countryRows = await tx
    .insert(t.countries)
    .values(content.countries.map((c, sortOrder) => ({ countryName: c.countryName, isoCode: c.isoCode, sortOrder })))
    .returning({ id: t.countries.id, isoCode: t.countries.isoCode });
  const countryId = new Map(countryRows.map((r) => [r.isoCode, r.id]));
  await tx.insert(t.currencies).values(
    content.countries.map((c) => ({
      countryId: required(countryId, c.isoCode, "country"),
      currencyName: c.currencyName,
      currencyRate: String(c.currencyRate),
      status: c.currencyActive,
    })),
  );
  await tx.insert(t.shippingCharges).values(
    content.countries.map((c) => ({
      countryId: required(countryId, c.isoCode, "country"),
      perKgPaise: Math.round(c.shippingChargePerKg * 100),
    })),
  );
  await tx.insert(t.seoTags).values(content.seoTags.map((s) => ({ ...s })));
  const translations = Object.entries(content.shopText).flatMap(([source, byLanguage]) =>
    Object.entries(byLanguage).map(([language, text]) => ({ source, language, text })),
  );
  if (translations.length > 0) await tx.insert(t.shopTextTranslations).values(translations);
}

async function insertBlog(tx: Transaction, content: DemoContent): Promise<void> {
  const categoryRows = await tx
    .insert(t.blogCategories)
    .values(content.blogCategories.map((c, sortOrder) => ({ name: c.name, slug: c.slug, sortOrder })))
    .returning({ id: t.blogCategories.id, name: t.blogCategories.name });
  const categoryId = new Map(categoryRows.map((r) => [r.name, r.id]));
  await tx.insert(t.blogPosts).values(
    content.blogPosts.map((post) => {
      const image = patternImageUrl(post.image);
      return {
        title: post.title,
        slug: post.slug,
        categoryId: required(categoryId, post.category, "blog category"),
        image,
        date: post.date.slice(0, 10),
        publishedAt: new Date(`${post.date.slice(0, 10)}T00:00:00Z`),
        contentHtml: sanitizeBlogHtml(post.content),
        uploadBy: post.uploadBy,
        metaTitle: `${post.title} | Chhaap Journal`,
        metaDescription: post.metaDescription,
        keywords: post.keywords,
        ogTitle: post.title,
        ogDescription: post.metaDescription,
        ogType: "article",
        ogImage: image,
      };
    }),
  );
}

const DAY_MS = 86_400_000;

/** The demo customer of the README, with an empty cart, and the coupons a shopper can try. */
async function insertAccountsAndCoupons(tx: Transaction, passwordHash: string, now: Date): Promise<void> {
  const [user] = await tx
    .insert(t.users)
    .values({
      name: DEMO_CUSTOMER.name,
      lastName: DEMO_CUSTOMER.lastName,
      email: DEMO_CUSTOMER.email,
      emailKey: emailKey(DEMO_CUSTOMER.email),
      number: "9825012345",
      passwordHash,
      gender: "female",
      // The demo shop's own accounts: their addresses need no confirming.
      emailConfirmedAt: now,
    })
    .returning({ id: t.users.id });
  if (!user) throw new Error("Demo customer was not created");
  await tx.insert(t.carts).values({ userId: user.id });
  await tx.insert(t.coupons).values([
    { code: "WELCOME10", kind: "percent", value: 10, maxDiscountPaise: 50_000, minOrderPaise: 0 },
    { code: "FLAT200", kind: "flat", value: 20_000, minOrderPaise: 150_000 },
    { code: "BIG15", kind: "percent", value: 15, minOrderPaise: 500_000 },
    {
      // Expired: shows how an out-of-date code is refused.
      code: "OLDMONSOON",
      kind: "percent",
      value: 20,
      minOrderPaise: 0,
      startsAt: new Date(now.getTime() - 120 * DAY_MS),
      endsAt: new Date(now.getTime() - 30 * DAY_MS),
    },
  ]);
}

/** Demo shoppers and their reviews, dated over the last months so the newest come first. */
async function insertReviews(
  tx: Transaction,
  content: DemoContent,
  firstVariantOf: Map<string, string>,
  reviewerHash: string,
  now: Date,
): Promise<void> {
  if (content.reviews.length === 0) return;
  const reviewerRows = await tx
    .insert(t.users)
    .values(
      content.reviewers.map((r, i) => ({
        name: r.name,
        lastName: r.lastName,
        email: r.email,
        emailKey: emailKey(r.email),
        number: `98250${String(10_000 + i).padStart(5, "0")}`,
        passwordHash: reviewerHash,
        emailConfirmedAt: now,
      })),
    )
    .returning({ id: t.users.id, email: t.users.email });
  const reviewerId = new Map(reviewerRows.map((r) => [r.email, r.id]));
  await tx.insert(t.reviews).values(
    content.reviews.map((r, i) => {
      const reviewer = content.reviewers[r.reviewer];
      if (!reviewer) throw new Error(`Review ${i} names no reviewer`);
      const at = new Date(now.getTime() - (3 + i * 4) * DAY_MS);
      return {
        userId: required(reviewerId, reviewer.email, "reviewer"),
        variantId: required(firstVariantOf, r.productSlug, "product"),
        rating: r.rating,
        review: r.review,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

function required<K, V>(map: Map<K, V | undefined>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo content refers to unknown ${what} "${String(key)}"`);
  return value;
}
