import { z } from "zod";
import { queryId } from "../ids.ts";
import { line, paragraphs } from "./text-fields.ts";

/**
 * The catalog as staff edit it: products with their colourways (variants), each colourway's sizes
 * and the stock of each, prices in rupees. Draft and archived products are the back office's alone.
 */

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Draft",
  active: "Active",
  archived: "Archived",
};

export const CATALOG_MESSAGES = {
  productNotFound: "No such product.",
  categoryUnknown: "Please choose a category.",
  nameRequired: "Please enter the product's name.",
  itemCodeRequired: "Please enter an item code.",
  itemCodeFormat: "Item codes are letters, digits and dashes (up to 40).",
  itemCodeTaken: "Another colourway already has this item code.",
  itemCodeRepeated: "Two colourways of this product have the same item code.",
  colourRequired: "Please enter the colour.",
  priceInvalid: "Please enter a price in rupees, 0 or more.",
  priceTooHigh: "Prices go up to ₹1,00,00,000.",
  salePriceAbovePrice: "The sale price cannot be more than the price.",
  weightInvalid: "Please enter the weight in kg, 0 or more.",
  sizeNameRequired: "Please name the size.",
  sizeRepeated: "This colourway lists the same size twice.",
  stockInvalid: "Please enter the stock as a whole number, 0 or more.",
  stockTooHigh: "A size holds at most 10,00,000 pieces.",
  tooManySizes: "Please list at most 30 sizes.",
  tooManyColourways: "Please keep a product to 40 colourways.",
  hsnInvalid: "An HSN code is 4, 6 or 8 digits.",
  hsnRequired: "Please enter the HSN code before publishing: every invoice line needs one. A draft may leave it empty.",
  readyInDaysInvalid:
    "Please enter the days a piece takes to be made ready: a whole number from 0 to 60 (0 when it is on the shelf).",
  gstInvalid: "Please enter a GST rate between 0 and 40, or leave it empty.",
  variantRequired: "A product needs at least one colourway.",
  variantNotFound: "That colourway is not one of this product's. Please reload the page.",
  saved: "Product saved.",
  created: "Product created.",
  colourwayAdded: "Colourway added below: give it its colour, prices and stock, then save.",
  statusChanged: "Product status changed.",
  importHasErrors: "Nothing was changed: some rows have errors. Please correct them and try again.",
  importApplied: "Import applied.",
  importEmpty: "The file has no rows to import.",
  importCatalogChanged: "The catalog changed while this file was being applied, so nothing was changed. Please apply it again.",
  importTooLarge: "Please import at most 5,000 rows at a time.",
  pictureNotImage: "Please choose a JPEG, PNG or WebP picture.",
  pictureTooLarge: "Please choose a picture under 5 MB.",
  pictureUnknown: "That picture is not one of this colourway's or one just uploaded. Please upload it again.",
} as const;

/**
 * The limits of a colourway, the same for the editor and the CSV import (which checks its cells with
 * these schemas). The price and stock limits also keep paise and pieces inside the database's integers.
 */
const MAX_PRICE_RUPEES = 10_000_000;
const MAX_STOCK_PER_SIZE = 1_000_000;
export const MAX_SIZES_PER_COLOURWAY = 30;
export const MAX_COLOURWAYS_PER_PRODUCT = 40;

const rupees = z
  .number({ error: CATALOG_MESSAGES.priceInvalid })
  .min(0, CATALOG_MESSAGES.priceInvalid)
  .max(MAX_PRICE_RUPEES, CATALOG_MESSAGES.priceTooHigh)
  // Whole paise: at most two decimals.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, CATALOG_MESSAGES.priceInvalid);

const centimetres = z.number({ error: "Please enter a size in cm, 0 or more." }).min(0).max(10_000);

const ITEM_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

const itemCode = z
  .string({ error: CATALOG_MESSAGES.itemCodeRequired })
  .trim()
  .min(1, CATALOG_MESSAGES.itemCodeRequired)
  .regex(ITEM_CODE_PATTERN, CATALOG_MESSAGES.itemCodeFormat)
  .transform((value) => value.toUpperCase());

const stock = z
  .number({ error: CATALOG_MESSAGES.stockInvalid })
  .int(CATALOG_MESSAGES.stockInvalid)
  .min(0, CATALOG_MESSAGES.stockInvalid)
  .max(MAX_STOCK_PER_SIZE, CATALOG_MESSAGES.stockTooHigh);

const sizeName = line(20, CATALOG_MESSAGES.sizeNameRequired);
const colour = line(40, CATALOG_MESSAGES.colourRequired);

/** A colourway's fields that the CSV import writes too, checked by the same rules as in the editor. */
export const colourwayFields = { itemCode, colour, sizeName, stock, price: rupees } as const;

const editableSize = z.object({
  name: sizeName,
  stock,
});

/** A colourway as staff edit it; `_id` absent for a new one. */
const editableVariant = z
  .object({
    _id: z.string().optional(),
    itemCode,
    colour,
    material: line(60),
    weightKg: z.number({ error: CATALOG_MESSAGES.weightInvalid }).min(0, CATALOG_MESSAGES.weightInvalid).max(1000),
    lengthCm: centimetres,
    widthCm: centimetres,
    heightCm: centimetres,
    price: rupees,
    salePrice: rupees,
    sizes: z.array(editableSize).max(MAX_SIZES_PER_COLOURWAY, CATALOG_MESSAGES.tooManySizes),
    /**
     * The colourway's pictures in order, the first the main one: each already the colourway's or just
     * uploaded (`POST /api/admin/pictures`). Absent leaves them as they are.
     */
    pictures: z
      .array(z.object({ url: z.string().max(300), alt: line(200) }))
      .max(12, "Please keep a colourway to 12 pictures.")
      .optional(),
  })
  .superRefine((variant, ctx) => {
    if (variant.salePrice > variant.price)
      ctx.addIssue({ code: "custom", path: ["salePrice"], message: CATALOG_MESSAGES.salePriceAbovePrice });
    const seen = new Set<string>();
    variant.sizes.forEach((size, index) => {
      const key = size.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["sizes", index, "name"], message: CATALOG_MESSAGES.sizeRepeated });
      seen.add(key);
    });
  });
export type EditableVariant = z.infer<typeof editableVariant>;

/**
 * `POST /api/admin/products` and `PUT /api/admin/products/{id}`: the whole product, as its page shows it.
 * An active product has its HSN code, which its invoice lines print; a draft may still lack it.
 */
export const editableProduct = z
  .object({
    name: line(120, CATALOG_MESSAGES.nameRequired),
    categoryId: z.string({ error: CATALOG_MESSAGES.categoryUnknown }).min(1, CATALOG_MESSAGES.categoryUnknown),
    status: z.enum(PRODUCT_STATUSES, { error: "Please choose draft, active or archived." }),
    description: paragraphs(5_000),
    details: paragraphs(5_000),
    craftStory: paragraphs(5_000),
    careGuide: paragraphs(5_000),
    /** Tag names; unknown ones are refused (tags are the shop's list). */
    tags: z.array(line(40)).max(20, "Please choose at most 20 tags."),
    hsnCode: z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})?$/, CATALOG_MESSAGES.hsnInvalid),
    gstRate: z
      .number({ error: CATALOG_MESSAGES.gstInvalid })
      .min(0, CATALOG_MESSAGES.gstInvalid)
      .max(40, CATALOG_MESSAGES.gstInvalid)
      .nullable(),
    /**
     * Dispatch days a piece takes to be made ready before it leaves (made to order), added to the
     * delivery promise. Left out, an edit keeps the product's days and a new product has none.
     */
    readyInDays: z.coerce
      .number({ error: CATALOG_MESSAGES.readyInDaysInvalid })
      .int(CATALOG_MESSAGES.readyInDaysInvalid)
      .min(0, CATALOG_MESSAGES.readyInDaysInvalid)
      .max(60, CATALOG_MESSAGES.readyInDaysInvalid)
      .optional(),
    metaTitle: line(120),
    metaDescription: line(300),
    ogTitle: line(120),
    ogDescription: line(300),
    variants: z
      .array(editableVariant)
      .min(1, CATALOG_MESSAGES.variantRequired)
      .max(MAX_COLOURWAYS_PER_PRODUCT, CATALOG_MESSAGES.tooManyColourways),
  })
  .superRefine((product, ctx) => {
    if (product.status === "active" && product.hsnCode === "")
      ctx.addIssue({ code: "custom", path: ["hsnCode"], message: CATALOG_MESSAGES.hsnRequired });
    const seen = new Set<string>();
    product.variants.forEach((variant, index) => {
      if (seen.has(variant.itemCode))
        ctx.addIssue({ code: "custom", path: ["variants", index, "itemCode"], message: CATALOG_MESSAGES.itemCodeRepeated });
      seen.add(variant.itemCode);
    });
  });
export type EditableProduct = z.infer<typeof editableProduct>;

const picture = z.object({ url: z.string(), alt: z.string() });

/** `GET /api/admin/products/{id}`: what the editor shows. */
export const productForEditing = z.object({
  _id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  description: z.string(),
  details: z.string(),
  craftStory: z.string(),
  careGuide: z.string(),
  tags: z.array(z.string()),
  hsnCode: z.string(),
  gstRate: z.number().nullable(),
  readyInDays: z.number().int(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  updatedAt: z.string(),
  variants: z.array(
    z.object({
      _id: z.string(),
      itemCode: z.string(),
      colour: z.string(),
      material: z.string(),
      weightKg: z.number(),
      lengthCm: z.number(),
      widthCm: z.number(),
      heightCm: z.number(),
      price: z.number(),
      salePrice: z.number(),
      sizes: z.array(z.object({ name: z.string(), stock: z.number().int() })),
      pictures: z.array(picture),
    }),
  ),
});
export type ProductForEditing = z.infer<typeof productForEditing>;

export const productIdParams = z.object({ id: z.string() });

const STOCK_FILTERS = ["low", "out"] as const;

/** `GET /api/admin/products`: 25 a page. */
export const productListQuery = z.object({
  search: line(100).optional(),
  categoryId: queryId,
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** low: a colourway at or below the shop's low-stock threshold; out: a colourway with none left. */
  stock: z.enum(STOCK_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const productListItem = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  itemCodes: z.array(z.string()),
  colourways: z.number().int(),
  /** Pieces in stock over all colourways and sizes. */
  stock: z.number().int(),
  lowestSalePrice: z.number(),
  picture: z.string(),
  updatedAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItem>;

export const productStatusChange = z.object({ status: z.enum(PRODUCT_STATUSES) });

// ---------------------------------------------------------------- bulk stock and prices

/** The columns of the catalog's CSV, export and import alike: one row per colourway and size. */
export const CATALOG_CSV_COLUMNS = ["item_code", "product", "colour", "size", "stock", "price", "sale_price"] as const;

export const IMPORT_MAX_ROWS = 5_000;
/** About 60 bytes a row. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** `POST /api/admin/catalog/import`: the CSV's text; `apply` false previews. */
export const catalogImportRequest = z.object({
  csv: z.string().min(1, CATALOG_MESSAGES.importEmpty).max(IMPORT_MAX_BYTES, "Please import a file under 1 MB."),
  apply: z.boolean(),
});

const importChange = z.object({
  /** The row in the file, counting the header as row 1. */
  row: z.number().int(),
  itemCode: z.string(),
  size: z.string(),
  /** What changes: "stock", "price", "sale price", "new size" or "new colourway". */
  what: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ImportChange = z.infer<typeof importChange>;

const importRowError = z.object({ row: z.number().int(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const catalogImportResult = z.object({
  rows: z.number().int(),
  changes: z.array(importChange),
  errors: z.array(importRowError),
  applied: z.boolean(),
});
export type CatalogImportResult = z.infer<typeof catalogImportResult>;
