import { randomBytes } from "node:crypto";
import {
  CATALOG_MESSAGES,
  type EditableProduct,
  type EditableVariant,
  type ProductForEditing,
  type ProductListItem,
  type ProductStatus,
} from "@chhaap/contract/admin/catalog";
import { isUuid } from "@chhaap/contract/ids";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { products, variants } from "#src/db/schema/catalog.ts";
import { searchDocumentSql } from "#src/db/search-document.ts";
import { slugify } from "#src/db/seed/seo-text.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { lockColourways } from "#src/modules/catalog/colourway-locks.ts";
import { relabelStock } from "#src/modules/catalog/stock-labels.ts";
import { isStoredCatalogPicture } from "#src/modules/media/catalog-pictures.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { rupees } from "#src/money.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import {
  findCategoryName,
  findItemCodesTaken,
  findProductRow,
  findProductTagNames,
  findProductVariants,
  findTagIds,
  listProducts,
  lockProductRow,
  PRODUCT_PAGE_SIZE,
  type ProductFilter,
  type ProductVariantRow,
  replacePictures,
  replaceProductTags,
  replaceSizes,
  slugTaken,
} from "./queries.ts";

export interface CatalogContext {
  db: Database;
  now: () => Date;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
  /** DATA_DIR: where uploaded pictures are kept (media/catalog-pictures.ts). */
  /** Where uploaded catalog pictures are kept. */
  files: FileStore;
}

const productNotFound = () => notFound("admin.product_not_found", CATALOG_MESSAGES.productNotFound);

export async function productList(
  ctx: CatalogContext,
  filter: ProductFilter,
  page: number,
): Promise<{ products: ProductListItem[]; totalPages: number }> {
  const { rows, total } = await listProducts(ctx.db, filter, page, ctx.lowStockThreshold);
  return {
    products: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      category: row.category,
      status: row.status,
      itemCodes: row.itemCodes,
      colourways: row.itemCodes.length,
      stock: Number(row.stock),
      lowestSalePrice: rupees(Number(row.lowestSalePaise)),
      picture: row.picture ?? "",
      updatedAt: row.updatedAt.toISOString(),
    })),
    totalPages: Math.ceil(total / PRODUCT_PAGE_SIZE),
  };
}

export async function productForEditing(ctx: CatalogContext, id: string): Promise<ProductForEditing> {
  const found = await readForEditing(ctx.db, id.toLowerCase());
  if (!found) throw productNotFound();
  return found;
}

async function readForEditing(db: Database | Transaction, id: string): Promise<ProductForEditing | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await findProductRow(db, id);
  if (!row) return undefined;
  const [tagNames, variantRows] = await Promise.all([findProductTagNames(db, id), findProductVariants(db, id)]);
  return {
    _id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    status: row.status,
    description: row.description,
    details: row.details,
    craftStory: row.craftStory,
    careGuide: row.careGuide,
    tags: tagNames,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    readyInDays: row.readyInDays,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    updatedAt: row.updatedAt.toISOString(),
    variants: variantRows.map(editableOf),
  };
}

function editableOf(row: ProductVariantRow): ProductForEditing["variants"][number] {
  return {
    _id: row.id,
    itemCode: row.itemCode,
    colour: row.colour,
    material: row.material,
    weightKg: row.weightKg,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    price: rupees(row.pricePaise),
    salePrice: rupees(row.salePricePaise),
    sizes: row.sizes.map((size) => ({ name: size.sizeName, stock: size.quantity })),
    pictures: row.pictures.map((picture) => ({ url: picture.url, alt: picture.alt })),
  };
}

/** The product's own columns from what staff typed. */
function productColumns(input: EditableProduct, at: Date) {
  return {
    name: input.name,
    categoryId: input.categoryId,
    status: input.status,
    description: input.description,
    details: input.details,
    craftStory: input.craftStory,
    careGuide: input.careGuide,
    hsnCode: input.hsnCode,
    gstRate: input.gstRate,
    // A client without the field (an older editor) leaves the days as they are.
    ...(input.readyInDays === undefined ? {} : { readyInDays: input.readyInDays }),
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    ogTitle: input.ogTitle,
    ogDescription: input.ogDescription,
    updatedAt: at,
  };
}

function variantColumns(input: EditableVariant) {
  return {
    itemCode: input.itemCode,
    colour: input.colour,
    material: input.material || "Unknown",
    weightKg: input.weightKg,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    pricePaise: Math.round(input.price * 100),
    salePricePaise: Math.round(input.salePrice * 100),
  };
}

/** Refuses a category or tag the shop does not have, and item codes other products use; returns the tags' ids. */
async function checkReferences(tx: Transaction, input: EditableProduct, productId?: string): Promise<string[]> {
  if (!isUuid(input.categoryId) || !(await findCategoryName(tx, input.categoryId)))
    throw new ApiError(400, "admin.category_unknown", CATALOG_MESSAGES.categoryUnknown, {
      errors: { categoryId: CATALOG_MESSAGES.categoryUnknown },
    });
  const tagIds = await findTagIds(tx, input.tags);
  const unknownTag = input.tags.find((tag) => !tagIds.has(tag));
  if (unknownTag !== undefined)
    throw new ApiError(400, "admin.tag_unknown", `“${unknownTag}” is not one of the shop's tags.`, {
      params: { tag: unknownTag },
    });
  const taken = await findItemCodesTaken(
    tx,
    input.variants.map((variant) => variant.itemCode),
    productId,
  );
  const index = input.variants.findIndex((variant) => taken.has(variant.itemCode));
  const clash = input.variants[index];
  if (clash)
    throw new ApiError(409, "admin.item_code_taken", `Another colourway already has the item code ${clash.itemCode}.`, {
      params: { itemCode: clash.itemCode },
      errors: { [`variants.${index}.itemCode`]: CATALOG_MESSAGES.itemCodeTaken },
    });
  return [...new Set(input.tags)].map((tag) => tagIds.get(tag) as string);
}

/**
 * Every colourway of the product: listed when the product is active, and its search document
 * rewritten from the product's name, category and tags as they now are.
 */
async function refreshColourways(tx: Transaction, productId: string, ctx: CatalogContext, at: Date): Promise<void> {
  const product = await findProductRow(tx, productId);
  if (!product) return;
  const [categoryName, tagNames, rows] = await Promise.all([
    findCategoryName(tx, product.categoryId),
    findProductTagNames(tx, productId),
    findProductVariants(tx, productId),
  ]);
  for (const row of rows) {
    await tx
      .update(variants)
      .set({
        listed: product.status === "active",
        searchDocument: searchDocumentSql({
          productName: product.name,
          categoryName: categoryName ?? "",
          tagNames,
          colour: row.colour,
          material: row.material,
        }),
      })
      .where(eq(variants.id, row.id));
  }
  await relabelStock(
    tx,
    rows.map((row) => row.id),
    ctx.lowStockThreshold,
    at,
  );
}

/**
 * The colourways as typed: existing ones updated in place, new ones (no `_id`) added; sizes replaced,
 * and pictures too when given (each one the colourway already had, or one just uploaded).
 */
async function writeColourways(
  ctx: CatalogContext,
  tx: Transaction,
  productId: string,
  existing: readonly ProductVariantRow[],
  input: readonly EditableVariant[],
  at: Date,
): Promise<void> {
  const known = new Map(existing.map((row) => [row.id, row]));
  for (const [index, variant] of input.entries()) {
    const id = variant._id?.toLowerCase();
    if (id !== undefined && !known.has(id)) throw notFound("admin.colourway_not_found", CATALOG_MESSAGES.variantNotFound);
    const own = new Set(id === undefined ? [] : (known.get(id)?.pictures ?? []).map((picture) => picture.url));
    for (const picture of variant.pictures ?? []) {
      if (own.has(picture.url) || (await isStoredCatalogPicture(ctx.files, picture.url))) continue;
      throw new ApiError(400, "admin.picture_unknown", CATALOG_MESSAGES.pictureUnknown, {
        errors: { [`variants.${index}.pictures`]: CATALOG_MESSAGES.pictureUnknown },
      });
    }
  }
  // Codes move between colourways of one product in two steps, so the unique index never sees a clash midway.
  for (const variant of input) {
    if (variant._id === undefined) continue;
    await tx
      .update(variants)
      .set({ itemCode: `~${randomBytes(8).toString("hex")}` })
      .where(eq(variants.id, variant._id.toLowerCase()));
  }
  for (const variant of input) {
    let id = variant._id?.toLowerCase();
    if (id === undefined) {
      const [row] = await tx
        .insert(variants)
        .values({
          ...variantColumns(variant),
          productId,
          searchDocument: searchDocumentSql(emptyDocument),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: variants.id });
      id = row?.id as string;
    } else {
      await tx
        .update(variants)
        .set({ ...variantColumns(variant), updatedAt: at })
        .where(eq(variants.id, id));
    }
    await replaceSizes(tx, id, variant.sizes);
    if (variant.pictures) await replacePictures(tx, id, variant.pictures);
  }
}

const emptyDocument = { productName: "", categoryName: "", tagNames: [], colour: "", material: "" };

/** A new product with its colourways; its id. */
export async function createProduct(ctx: CatalogContext, actor: StaffUser, input: EditableProduct): Promise<string> {
  const at = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const tagIds = await checkReferences(tx, input);
    const slug = await freeSlug(tx, input.name);
    const [row] = await tx
      .insert(products)
      .values({ ...productColumns(input, at), slug, createdAt: at })
      .returning({ id: products.id });
    const productId = row?.id as string;
    await replaceProductTags(tx, productId, tagIds);
    await writeColourways(ctx, tx, productId, [], input.variants, at);
    await refreshColourways(tx, productId, ctx, at);
    await auditChange(tx, actor, {
      action: "product.create",
      recordType: "product",
      recordId: productId,
      before: null,
      after: await readForEditing(tx, productId),
      at,
    });
    return productId;
  });
  forgetPublicAnswers();
  return id;
}

/** The whole product as its page sends it, in one transaction with the product row locked. */
export async function saveProduct(ctx: CatalogContext, actor: StaffUser, rawId: string, input: EditableProduct): Promise<void> {
  const id = rawId.toLowerCase();
  if (!isUuid(id)) throw productNotFound();
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockProductRow(tx, id))) throw productNotFound();
    const before = await readForEditing(tx, id);
    const tagIds = await checkReferences(tx, input, id);
    await tx.update(products).set(productColumns(input, at)).where(eq(products.id, id));
    await replaceProductTags(tx, id, tagIds);
    // Item codes are a unique key the save may rewrite: the strong lock, from the start.
    await lockColourways(tx, eq(variants.productId, id), "update");
    await writeColourways(ctx, tx, id, await findProductVariants(tx, id), input.variants, at);
    await refreshColourways(tx, id, ctx, at);
    await auditChange(tx, actor, {
      action: "product.update",
      recordType: "product",
      recordId: id,
      before,
      after: await readForEditing(tx, id),
      at,
    });
  });
  forgetPublicAnswers();
}

/** Draft, active or archived: shoppers see a product only while it is active. */
export async function changeProductStatus(
  ctx: CatalogContext,
  actor: StaffUser,
  rawId: string,
  status: ProductStatus,
): Promise<void> {
  const id = rawId.toLowerCase();
  if (!isUuid(id)) throw productNotFound();
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockProductRow(tx, id);
    if (!row) throw productNotFound();
    if (row.status === status) return;
    // Shoppers can buy an active product, and each piece sold is an invoice line that prints its HSN code.
    if (status === "active" && row.hsnCode === "")
      throw new ApiError(400, "admin.hsn_required", CATALOG_MESSAGES.hsnRequired, {
        errors: { hsnCode: CATALOG_MESSAGES.hsnRequired },
      });
    await tx.update(products).set({ status, updatedAt: at }).where(eq(products.id, id));
    await lockColourways(tx, eq(variants.productId, id));
    await refreshColourways(tx, id, ctx, at);
    await auditChange(tx, actor, {
      action: "product.status",
      recordType: "product",
      recordId: id,
      before: { status: row.status },
      after: { status },
      at,
    });
  });
  forgetPublicAnswers();
}

/** A slug from the name, with a short random tail when another product has it. */
async function freeSlug(tx: Transaction, name: string): Promise<string> {
  const base = slugify(name).slice(0, 80) || "product";
  if (!(await slugTaken(tx, base))) return base;
  return `${base}-${randomBytes(3).toString("hex")}`;
}
