import type { ProductForEditing, ProductStatus } from "@chhaap/contract/admin/catalog";

/**
 * The product editor's form as typed: every field as text, so a refused save shows exactly what was
 * typed, and nothing is lost. Fields are named flat (`v0.price`, `v0.s1.stock`) so the form posts
 * without scripts; this module turns a product into a draft, a posted form into a draft, and a draft
 * into the body the API takes.
 */

const PRODUCT_TEXT_FIELDS = [
  "name",
  "categoryId",
  "status",
  "description",
  "details",
  "craftStory",
  "careGuide",
  "readyInDays",
  "hsnCode",
  "gstRate",
  "metaTitle",
  "metaDescription",
  "ogTitle",
  "ogDescription",
] as const;

const VARIANT_TEXT_FIELDS = [
  "itemCode",
  "colour",
  "material",
  "weightKg",
  "lengthCm",
  "widthCm",
  "heightCm",
  "price",
  "salePrice",
] as const;

type ProductField = (typeof PRODUCT_TEXT_FIELDS)[number];
type VariantField = (typeof VARIANT_TEXT_FIELDS)[number];

interface SizeDraft {
  name: string;
  stock: string;
}

export interface ColourwayDraft {
  /** Absent for a colourway not saved yet. */
  _id?: string;
  fields: Record<VariantField, string>;
  sizes: SizeDraft[];
  pictures: { url: string; alt: string }[];
}

export interface ProductDraft {
  fields: Record<ProductField, string>;
  tags: string[];
  colourways: ColourwayDraft[];
}

export function draftOf(product: ProductForEditing): ProductDraft {
  return {
    fields: {
      name: product.name,
      categoryId: product.categoryId,
      status: product.status,
      description: product.description,
      details: product.details,
      craftStory: product.craftStory,
      careGuide: product.careGuide,
      readyInDays: String(product.readyInDays),
      hsnCode: product.hsnCode,
      gstRate: product.gstRate === null ? "" : String(product.gstRate),
      metaTitle: product.metaTitle,
      metaDescription: product.metaDescription,
      ogTitle: product.ogTitle,
      ogDescription: product.ogDescription,
    },
    tags: product.tags,
    colourways: product.variants.map((variant) => ({
      _id: variant._id,
      fields: {
        itemCode: variant.itemCode,
        colour: variant.colour,
        material: variant.material,
        weightKg: String(variant.weightKg),
        lengthCm: String(variant.lengthCm),
        widthCm: String(variant.widthCm),
        heightCm: String(variant.heightCm),
        price: String(variant.price),
        salePrice: String(variant.salePrice),
      },
      sizes: variant.sizes.map((size) => ({ name: size.name, stock: String(size.stock) })),
      pictures: variant.pictures,
    })),
  };
}

/** A new product: one empty colourway with the sizes most pieces come in. */
export function emptyDraft(status: ProductStatus = "draft"): ProductDraft {
  const fields = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((name) => [name, ""])) as Record<ProductField, string>;
  fields.status = status;
  fields.readyInDays = "0";
  const variantFields = Object.fromEntries(VARIANT_TEXT_FIELDS.map((name) => [name, ""])) as Record<VariantField, string>;
  return {
    fields,
    tags: [],
    colourways: [
      {
        fields: { ...variantFields, weightKg: "0.5", lengthCm: "0", widthCm: "0", heightCm: "0" },
        sizes: [{ name: "Free", stock: "0" }],
        pictures: [],
      },
    ],
  };
}

/**
 * Another colourway like the last one (material, weight, measures, prices and sizes, no stock) with
 * the next free-looking item code, for staff to fill in before saving.
 */
export function withAnotherColourway(draft: ProductDraft): ProductDraft {
  const last = draft.colourways.at(-1);
  const base = (last?.fields.itemCode ?? "").replace(/-\d+$/, "") || "NEW";
  const taken = new Set(draft.colourways.map((c) => c.fields.itemCode.toUpperCase()));
  let n = draft.colourways.length + 1;
  while (taken.has(`${base}-${n}`.toUpperCase())) n++;
  const fields = { ...(last?.fields ?? emptyDraft().colourways[0]?.fields), itemCode: `${base}-${n}`, colour: "" } as Record<
    VariantField,
    string
  >;
  const sizes = (last?.sizes ?? []).filter((size) => size.name.trim() !== "").map((size) => ({ name: size.name, stock: "0" }));
  return { ...draft, colourways: [...draft.colourways, { fields, sizes, pictures: [] }] };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Counts come from the form itself; a forged one cannot make the page read more than the API would take. */
function countOf(form: FormData, name: string, max: number): number {
  const n = Number(text(form, name));
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : 0;
}

/**
 * The draft a posted editor form holds. A size row with no name is the empty row for adding one and
 * is left out, as is a size or picture ticked "Remove"; pictures are put in the order of their
 * "Position" numbers. A new picture's file is not part of the draft (the action uploads it).
 */
export function draftFromForm(form: FormData): ProductDraft {
  const fields = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((name) => [name, text(form, name)])) as Record<ProductField, string>;
  const tags = form.getAll("tags").filter((tag): tag is string => typeof tag === "string");
  const colourways: ColourwayDraft[] = [];
  for (let i = 0; i < countOf(form, "colourways", 40); i++) {
    const id = text(form, `v${i}._id`) || undefined;
    const sizes: SizeDraft[] = [];
    for (let j = 0; j < countOf(form, `v${i}.sizes`, 31); j++) {
      const name = text(form, `v${i}.s${j}.name`);
      const stock = text(form, `v${i}.s${j}.stock`);
      if (form.get(`v${i}.s${j}.remove`) === "on") continue;
      if (name.trim() === "" && (stock.trim() === "" || stock.trim() === "0")) continue;
      sizes.push({ name, stock });
    }
    const pictures: (ColourwayDraft["pictures"][number] & { position: number; n: number })[] = [];
    for (let j = 0; j < countOf(form, `v${i}.pictures`, 12); j++) {
      const url = text(form, `v${i}.p${j}.url`);
      if (url === "" || form.get(`v${i}.p${j}.remove`) === "on") continue;
      const position = Number(text(form, `v${i}.p${j}.position`));
      pictures.push({ url, alt: text(form, `v${i}.p${j}.alt`), position: Number.isFinite(position) ? position : j + 1, n: j });
    }
    pictures.sort((a, b) => a.position - b.position || a.n - b.n);
    colourways.push({
      _id: id,
      fields: Object.fromEntries(VARIANT_TEXT_FIELDS.map((name) => [name, text(form, `v${i}.${name}`)])) as Record<
        VariantField,
        string
      >,
      sizes,
      pictures: pictures.map(({ url, alt }) => ({ url, alt })),
    });
  }
  return { fields, tags, colourways };
}

/** A number typed in a field: blank or not a number is NaN, which the contract refuses with the field's message. */
function numberOf(typed: string): number {
  const cleaned = typed.replace(/[,₹\s]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** The API's body for a draft; the contract's schema judges it. */
export function editableOf(draft: ProductDraft) {
  const { fields } = draft;
  return {
    ...fields,
    gstRate: fields.gstRate.trim() === "" ? null : numberOf(fields.gstRate),
    // Blank is a piece ready at once.
    readyInDays: numberOf(fields.readyInDays || "0"),
    tags: draft.tags,
    variants: draft.colourways.map((colourway) => ({
      ...(colourway._id ? { _id: colourway._id } : {}),
      itemCode: colourway.fields.itemCode,
      colour: colourway.fields.colour,
      material: colourway.fields.material,
      weightKg: numberOf(colourway.fields.weightKg),
      lengthCm: numberOf(colourway.fields.lengthCm || "0"),
      widthCm: numberOf(colourway.fields.widthCm || "0"),
      heightCm: numberOf(colourway.fields.heightCm || "0"),
      price: numberOf(colourway.fields.price),
      salePrice: numberOf(colourway.fields.salePrice),
      sizes: colourway.sizes.map((size) => ({ name: size.name, stock: numberOf(size.stock) })),
      pictures: colourway.pictures,
    })),
  };
}

/**
 * The form field a message of the contract or the API is about: `variants.0.sizes.1.stock` is the
 * field named `v0.s1.stock`; `variants` alone (no colourway at all) is shown by the first colourway.
 */
export function fieldNameOf(path: string): string {
  const match = /^variants\.(\d+)(?:\.sizes\.(\d+))?(?:\.(\w+))?/.exec(path);
  if (!match) return path === "variants" ? "v0.itemCode" : path;
  const [, i, j, field] = match;
  if (j !== undefined) return `v${i}.s${j}.${field ?? "name"}`;
  return `v${i}.${field ?? "itemCode"}`;
}
