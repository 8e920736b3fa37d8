import { asc, sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The whole domain of spec section 3 in one schema, so later work only adds.
 * Conventions: uuid keys (opaque `_id` strings at the API edge), snake_case columns,
 * money as integer paise (ARCHITECTURE "Money"), times as timestamptz.
 * Public spellings of the spec (`tittle`, `varient`, ...) live only at the API edge,
 * except for the home-block titles whose column names keep the spec's words.
 */

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Open Graph and meta fields shared by products, variants and blog posts (spec 3). */
const seoColumns = () => ({
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  keywords: text("keywords").notNull().default(""),
  ogTitle: text("og_title").notNull().default(""),
  ogDescription: text("og_description").notNull().default(""),
  ogType: text("og_type").notNull().default("website"),
  ogImage: text("og_image").notNull().default(""),
});

// ---------------------------------------------------------------- catalog

export const headerCategories = pgTable("header_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull().unique(),
    slug: text("slug").notNull().unique(),
    imageKey: text("image_key").notNull(),
    isTopCategory: boolean("is_top_category").notNull().default(false),
    headerCategoryId: uuid("header_category_id").references(() => headerCategories.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("categories_header_category_id_idx").on(t.headerCategoryId)],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    details: text("details").notNull().default(""),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest products of a category (related products) straight from the index; also serves the foreign key.
    index("products_category_created_at_idx").on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id),
    // Typo-tolerant search suggestions (ARCHITECTURE "search": pg_trgm).
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const STOCK_STATUSES = ["in_stock", "low_stock", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** A colourway of a product: what the spec calls a variant, with its own price, stock and images. */
export const variants = pgTable(
  "variants",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemCode: text("item_code").notNull().unique(),
    colour: text("colour").notNull().default("Unknown"),
    material: text("material").notNull().default("Unknown"),
    weightKg: numeric("weight_kg", { precision: 8, scale: 3, mode: "number" }).notNull(),
    lengthCm: numeric("length_cm", { precision: 8, scale: 1, mode: "number" }).notNull().default(0),
    widthCm: numeric("width_cm", { precision: 8, scale: 1, mode: "number" }).notNull().default(0),
    heightCm: numeric("height_cm", { precision: 8, scale: 1, mode: "number" }).notNull().default(0),
    pricePaise: integer("price_paise").notNull(),
    salePricePaise: integer("sale_price_paise").notNull(),
    stockStatus: text("stock_status").$type<StockStatus>().notNull().default("in_stock"),
    ...seoColumns(),
    /** Written by the application on every insert/update from product, category, tags, colour, material (see search-document.ts). */
    searchDocument: tsvector("search_document").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A product's colourways in the order they were added: the first one stands for the product in
    // related products, and the detail page lists the others (modules/catalog/variant-queries.ts).
    index("variants_product_created_at_idx").on(t.productId, t.createdAt, t.itemCode),
    // Search orders (modules/catalog/search-queries.ts): by price with id as tie-break, or newest first.
    index("variants_sale_price_id_idx").on(t.salePricePaise, t.id),
    index("variants_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("variants_search_document_idx").using("gin", t.searchDocument),
    check(
      "variants_price_check",
      sql`${t.pricePaise} >= 0 and ${t.salePricePaise} >= 0 and ${t.salePricePaise} <= ${t.pricePaise}`,
    ),
    check("variants_stock_status_check", sql`${t.stockStatus} in ('in_stock', 'low_stock', 'out_of_stock')`),
    check("variants_weight_check", sql`${t.weightKg} >= 0`),
  ],
);

export const variantImages = pgTable(
  "variant_images",
  {
    id: id(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("variant_images_variant_id_idx").on(t.variantId, t.position)],
);

/** Sizes offered for a variant and the stock held in each (spec 3 `size[] {sizeName}`). */
export const variantSizes = pgTable(
  "variant_sizes",
  {
    id: id(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    sizeName: text("size_name").notNull(),
    position: integer("position").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    uniqueIndex("variant_sizes_variant_size_idx").on(t.variantId, t.sizeName),
    // Never below zero: orders decrement conditionally (ARCHITECTURE "Placing an order").
    check("variant_sizes_quantity_check", sql`${t.quantity} >= 0`),
  ],
);

export const tags = pgTable("tags", {
  id: id(),
  tag: text("tag").notNull().unique(),
  taglink: text("taglink").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const productTags = pgTable(
  "product_tags",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag_id_idx").on(t.tagId)],
);

// ---------------------------------------------------------------- home blocks (spec 2 "Home page", spec 3)

export const HOME_COLLECTION_KINDS = ["month", "week", "trending", "most_selling", "most_liked"] as const;
export type HomeCollectionKind = (typeof HOME_COLLECTION_KINDS)[number];

export const homeCollections = pgTable(
  "home_collections",
  {
    id: id(),
    kind: text("kind").$type<HomeCollectionKind>().notNull().unique(),
    tittle: text("tittle").notNull(),
    subTittle: text("sub_tittle").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [check("home_collections_kind_check", sql`${t.kind} in ('month', 'week', 'trending', 'most_selling', 'most_liked')`)],
);

export const homeCollectionVariants = pgTable(
  "home_collection_variants",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => homeCollections.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.variantId] }),
    index("home_collection_variants_variant_id_idx").on(t.variantId),
  ],
);

export const homeCollectionDetails = pgTable("home_collection_details", {
  id: id(),
  heading: text("heading").notNull(),
  subHeading: text("sub_heading").notNull().default(""),
  contents: text("contents").notNull().default(""),
  status: boolean("status").notNull().default(true),
  createdAt: createdAt(),
});

export const videoItems = pgTable("video_items", {
  id: id(),
  mainImg: text("main_img").notNull(),
  url: text("url").notNull(),
  status: boolean("status").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const happyCustomers = pgTable("happy_customers", {
  id: id(),
  name: text("name").notNull(),
  place: text("place").notNull().default(""),
  review: text("review").notNull(),
  image: text("image").notNull().default(""),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const aboutBlocks = pgTable("about_blocks", {
  id: id(),
  title: text("title").notNull(),
  subTitle: text("sub_title").notNull().default(""),
  description: text("description").notNull().default(""),
  status: boolean("status").notNull().default(true),
  createdAt: createdAt(),
});

export const specialProducts = pgTable(
  "special_products",
  {
    id: id(),
    tittle: text("tittle").notNull(),
    subTittle: text("sub_tittle").notNull().default(""),
    description: text("description").notNull().default(""),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    status: boolean("status").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("special_products_variant_id_idx").on(t.variantId)],
);

export const topMenuMessages = pgTable("top_menu_messages", {
  id: id(),
  message: text("message").notNull(),
  status: boolean("status").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The shop's own words (category and menu names, the scrolling strip, home headings) in the other
 * interface languages, keyed by the English text they translate: one translation serves every place
 * the text appears, and text without a translation shows in English.
 */
export const shopTextTranslations = pgTable(
  "shop_text_translations",
  {
    source: text("source").notNull(),
    language: text("language").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.source] })],
);

// ---------------------------------------------------------------- countries, currencies, shipping

export const countries = pgTable("countries", {
  id: id(),
  countryName: text("country_name").notNull().unique(),
  isoCode: text("iso_code").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Display currency of a country; conversion applies only while active (spec 4 "Country"). */
export const currencies = pgTable("currencies", {
  id: id(),
  countryId: uuid("country_id")
    .notNull()
    .unique()
    .references(() => countries.id, { onDelete: "cascade" }),
  currencyName: text("currency_name").notNull(),
  /** Units of this currency per 1 INR. */
  currencyRate: numeric("currency_rate", { precision: 18, scale: 8 }).notNull(),
  status: boolean("status").notNull().default(true),
});

export const shippingCharges = pgTable(
  "shipping_charges",
  {
    id: id(),
    countryId: uuid("country_id")
      .notNull()
      .unique()
      .references(() => countries.id, { onDelete: "cascade" }),
    /** INR paise per kg of packed weight (spec 9 "Shipping cost"). */
    perKgPaise: integer("per_kg_paise").notNull(),
  },
  (t) => [check("shipping_charges_per_kg_check", sql`${t.perKgPaise} >= 0`)],
);

// ---------------------------------------------------------------- identity

export const USER_ROLES = ["customer", "staff", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    /** The address as accounts are found by (`emailKey` of the contract): unique per account. */
    emailKey: text("email_key").notNull(),
    number: text("number").notNull().default(""),
    address: text("address").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    image: text("image"),
    gender: text("gender"),
    role: text("role").$type<UserRole>().notNull().default("customer"),
    /** Tokens issued before this instant stop working (ARCHITECTURE "Identity"). */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key_idx").on(t.emailKey),
    check("users_role_check", sql`${t.role} in ('customer', 'staff', 'admin')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember: boolean("remember").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Only a hash is stored; the token itself travels in the e-mailed link. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

// ---------------------------------------------------------------- cart and addresses

export const carts = pgTable("carts", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The coupon the shopper applied to this bag; kept until removed or it stops applying. */
  couponCode: text("coupon_code"),
  /**
   * The number the bag's next order will carry, shown at checkout before the order exists so that the
   * bank transfer and the order share one reference.
   */
  nextOrderNumber: text("next_order_number").unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // A second add of the same variant and size is a duplicate (spec 7: HTTP 409).
    uniqueIndex("cart_lines_cart_variant_size_idx").on(t.cartId, t.variantId, t.size),
    index("cart_lines_variant_id_idx").on(t.variantId),
    check("cart_lines_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

export const ADDRESS_TYPES = ["home", "work", "other"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    addressType: text("address_type").$type<AddressType>().notNull().default("home"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user_id_idx").on(t.userId),
    check("addresses_type_check", sql`${t.addressType} in ('home', 'work', 'other')`),
  ],
);

// ---------------------------------------------------------------- coupons

export const COUPON_KINDS = ["percent", "flat"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    kind: text("kind").$type<CouponKind>().notNull(),
    /** Whole percent for `percent`, paise for `flat`. */
    value: integer("value").notNull(),
    maxDiscountPaise: integer("max_discount_paise"),
    minOrderPaise: integer("min_order_paise").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    totalLimit: integer("total_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_lower_idx").on(sql`lower(${t.code})`),
    check("coupons_kind_check", sql`${t.kind} in ('percent', 'flat')`),
    check("coupons_value_check", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);

// ---------------------------------------------------------------- orders

export const ORDER_STATUSES = ["placed", "payment_pending", "confirmed", "packed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ["bank_transfer", "cash_on_delivery", "credit_card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the order was shipped or billed to, frozen at order time. */
export interface AddressSnapshot {
  name: string;
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  addressType: AddressType;
}

export const orders = pgTable(
  "orders",
  {
    id: id(),
    orderNumber: text("order_number").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    shippingPaise: integer("shipping_paise").notNull().default(0),
    discountPaise: integer("discount_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    weightKg: numeric("weight_kg", { precision: 10, scale: 3, mode: "number" }).notNull().default(0),
    /** Display currency and its rate at order time; amounts above are always INR (ARCHITECTURE "Money"). */
    currencyCode: text("currency_code").notNull().default("INR"),
    currencyRate: numeric("currency_rate", { precision: 18, scale: 8 }).notNull().default("1"),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>(),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    idempotencyKey: text("idempotency_key"),
    /** Digest of the request that made the order: a reused key with another request is refused. */
    idempotencyRequestHash: text("idempotency_request_hash"),
    locationLat: doublePrecision("location_lat"),
    locationLng: doublePrecision("location_lng"),
    deliveryEstimate: date("delivery_estimate", { mode: "string" }),
    /** Set when the order is shipped: who carries it and the number to track it by. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Why staff turned down the payment evidence; the customer sees it on their order. */
    paymentRejection: text("payment_rejection"),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_id_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_coupon_id_idx").on(t.couponId),
    // One order per repeated submit (ARCHITECTURE "Placing an order"); NULL keys never collide.
    uniqueIndex("orders_user_idempotency_key_idx").on(t.userId, t.idempotencyKey),
    check(
      "orders_status_check",
      sql`${t.status} in ('placed', 'payment_pending', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check("orders_payment_method_check", sql`${t.paymentMethod} in ('bank_transfer', 'cash_on_delivery', 'credit_card')`),
    check("orders_payment_status_check", sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'refunded')`),
    check(
      "orders_amounts_check",
      sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id").references(() => variants.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    itemCode: text("item_code").notNull().default(""),
    colour: text("colour").notNull().default(""),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    unitSalePricePaise: integer("unit_sale_price_paise").notNull(),
  },
  (t) => [
    index("order_lines_order_id_idx").on(t.orderId),
    index("order_lines_variant_id_idx").on(t.variantId),
    check("order_lines_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/** Each status an order has been in and when (the timeline of `/orders` and track order). */
/**
 * Timeline order for status events: by time, and for steps stored together in one transaction
 * ("placed", then "payment_pending"), by their place in ORDER_STATUSES.
 */
export const statusEventOrder = () => [
  asc(orderStatusEvents.createdAt),
  asc(sql`array_position(${sql.raw(`array[${ORDER_STATUSES.map((s) => `'${s}'`).join(",")}]`)}, ${orderStatusEvents.status})`),
];

export const orderStatusEvents = pgTable(
  "order_status_events",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    /** The staff member who moved the order (their name, kept as it was); null for the shop itself. */
    actor: text("actor"),
    /** A reason or detail shown beside the step (payment turned down, cancelled, shipped with...). */
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_status_events_order_id_idx").on(t.orderId, t.createdAt),
    check(
      "order_status_events_status_check",
      sql`${t.status} in ('placed', 'payment_pending', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    discountPaise: integer("discount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId)],
);

/** Bank-transfer evidence (spec 2 checkout step 2): a screenshot, a reference id, or both. */
export const paymentProofs = pgTable(
  "payment_proofs",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storageKey: text("storage_key"),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    paymentId: text("payment_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_proofs_order_id_idx").on(t.orderId),
    // The owner check of `GET /uploads/payments/<file>` finds the proof by its file.
    uniqueIndex("payment_proofs_storage_key_idx").on(t.storageKey),
    check("payment_proofs_evidence_check", sql`${t.storageKey} is not null or ${t.paymentId} is not null`),
  ],
);

// ---------------------------------------------------------------- reviews

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    review: text("review").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_variant_id_idx").on(t.variantId),
    // One review per shopper per variant (issue 3); it also serves lookups by user, as its first column.
    uniqueIndex("reviews_user_variant_idx").on(t.userId, t.variantId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- blog, SEO, enquiries

export const blogCategories = pgTable("blog_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => blogCategories.id),
    image: text("image").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** Sanitised on write (ARCHITECTURE "Stored HTML"). */
    contentHtml: text("content_html").notNull(),
    uploadBy: text("upload_by").notNull(),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_category_date_idx").on(t.categoryId, t.date)],
);

export const seoTags = pgTable("seo_tags", {
  id: id(),
  pageName: text("page_name").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
});

export const contactEnquiries = pgTable("contact_enquiries", {
  id: id(),
  email: text("email").notNull(),
  fullName: text("full_name").notNull(),
  number: text("number").notNull(),
  subject: text("subject").notNull(),
  enquiry: text("enquiry").notNull(),
  /** When staff marked it answered, and who (their name as it was). */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  answeredBy: text("answered_by"),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`)],
);
