/**
 * The whole database schema, one file per domain under ./schema/. Code imports tables from here;
 * a domain's file imports only the other domains' tables it references.
 */
export * from "./schema/after-sales.ts";
export * from "./schema/back-office.ts";
export * from "./schema/cart.ts";
export * from "./schema/catalog.ts";
export * from "./schema/content.ts";
export * from "./schema/coupons.ts";
export * from "./schema/delivery.ts";
export * from "./schema/home.ts";
export * from "./schema/identity.ts";
export * from "./schema/invoices.ts";
export * from "./schema/mail-outbox.ts";
export * from "./schema/orders.ts";
export * from "./schema/payments.ts";
export * from "./schema/rate-limits.ts";
export * from "./schema/reports.ts";
export * from "./schema/reviews.ts";
export * from "./schema/shipping.ts";
export * from "./schema/shop-settings.ts";
export * from "./schema/shopper-lists.ts";
export * from "./schema/size-charts.ts";
export * from "./schema/stored-files.ts";
