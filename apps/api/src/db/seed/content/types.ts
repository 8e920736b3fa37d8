/**
 * Shapes of the demo shop's hand-written content. The seeder (../seed-demo.ts) turns these into rows.
 * Images are never downloaded: an image is a key for the local Ajrakh pattern generator
 * (modules/media), written `${palette}-${slug}` where palette is one of PALETTES.
 */
const PALETTES = ["indigo", "madder", "black", "natural", "mustard", "leaf"] as const;
export type Palette = (typeof PALETTES)[number];

export type GarmentKind =
  | "saree"
  | "suit"
  | "dress-material"
  | "dupatta"
  | "kurta"
  | "stole"
  | "bedsheet"
  | "fabric"
  | "shirt"
  | "skirt"
  | "mask"
  | "bag";

export interface HeaderCategoryContent {
  name: string; // e.g. "Women"
  categories: string[]; // category names grouped under it
}

export interface CategoryContent {
  name: string; // "Sarees"
  slug: string;
  garment: GarmentKind;
  isTopCategory: boolean; // shown in the home "Our Collection" carousel
  image: string; // pattern key
  sizeChart?: string; // name of the size chart it uses (written by migration 0017); none for goods without sizes
}

export interface ColourwayContent {
  colour: string; // "Indigo and Madder Red"
  palette: Palette;
  price: number; // INR list price, whole rupees
  salePrice: number; // INR, <= price
  stock: "in_stock" | "low_stock" | "out_of_stock";
  quantity: number; // units across sizes; 0 when out of stock
}

export interface ProductContent {
  name: string; // "Kutch Indigo Ajrakh Modal Silk Saree"
  slug: string;
  category: string; // CategoryContent.name
  material: string; // "Modal silk"
  weightKg: number; // shipping weight of one piece
  dimensionsCm: { length: number; width: number; height: number };
  description: string; // 2-4 sentences of real copy
  details: string; // care / fabric details paragraph
  tags: string[]; // tag names from TagContent
  colourways: ColourwayContent[]; // 2-4 each
}

export interface TagContent {
  tag: string; // "Natural Dyes"
  taglink: string; // search text, e.g. "natural dye"
}

export interface BlogCategoryContent {
  name: string;
  slug: string;
}

export interface BlogPostContent {
  title: string;
  slug: string;
  category: string; // BlogCategoryContent.name
  image: string; // pattern key
  date: string; // ISO date
  uploadBy: string;
  metaDescription: string;
  keywords: string;
  /** Simple HTML: <p>, <h2>, <h3>, <ul>/<li>, <strong>, <em>, <blockquote>. At least 300 words. */
  content: string;
}

export interface CountryContent {
  countryName: string;
  isoCode: string; // "US"
  currencyName: string; // ISO 4217, "USD"
  /** Units of currency per 1 INR. */
  currencyRate: number;
  currencyActive: boolean;
  /** INR per kg; 0 for India (free shipping). */
  shippingChargePerKg: number;
}

export interface HappyCustomerContent {
  name: string;
  place: string;
  review: string;
  image: string;
}

export interface SeoTagContent {
  pageName: string;
  title: string;
  description: string;
}
