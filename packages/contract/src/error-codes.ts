import { z } from "zod";

/**
 * Every code an error answer can carry, with the values its message names (`params`). A code is
 * `area.reason` in lower snake case; once published it never changes meaning, so a client can
 * translate or branch on it while the English `message` beside it stays free to be reworded.
 * Adding a code here makes the web app's build fail until the code has a translation.
 */
const none = z.object({});

export const errorParams = {
  // The request itself: refused before or by validation, whatever the route.
  "validation.field": z.object({ field: z.string() }),
  "request.malformed": none,
  "request.invalid_json": none,
  "request.empty_body": none,
  "request.bad_url": none,
  "request.not_found": z.object({ method: z.string(), path: z.string() }),
  "request.too_large": none,
  "request.unsupported_type": none,
  "request.headers_too_large": none,
  "request.timeout": none,
  "request.form_post_refused": none,
  "request.rate_limited": none,
  "request.foreign_origin": none,
  "upload.file_not_taken": none,
  "upload.form_malformed": none,
  // The shop's side.
  "server.error": none,
  "server.unavailable": none,
  "server.too_slow": none,
  "server.database_unreachable": none,
  // Shopper sign-in and account.
  "auth.login_required": none,
  "auth.invalid_credentials": none,
  "auth.too_many_attempts": none,
  "auth.reset_link_invalid": none,
  "account.exists": none,
  "account.own_profile_only": none,
  "account.current_password_wrong": none,
  "account.picture_not_image": none,
  "account.picture_too_large": none,
  "file.not_found": none,
  // Addresses.
  "address.own_only": none,
  "address.limit": z.object({ limit: z.number() }),
  "address.not_found": none,
  // Catalog and reviews.
  "catalog.variant_not_found": none,
  "review.login_required": none,
  "review.duplicate": none,
  "review.not_found": none,
  "review.not_yours": none,
  "review.too_many": none,
  "blog.category_not_found": none,
  "blog.post_not_found": none,
  "shipping.country_invalid": none,
  // The bag.
  "cart.own_only": none,
  "cart.size_unknown": none,
  "cart.out_of_stock": none,
  "cart.only_left": z.object({ count: z.number(), size: z.string() }),
  "cart.line_limit": z.object({ limit: z.number() }),
  "cart.duplicate": none,
  "cart.line_not_found": none,
  "cart.empty": none,
  "cart.no_shipping": none,
  // Coupons.
  "coupon.invalid": none,
  "coupon.not_started": none,
  "coupon.expired": none,
  "coupon.empty_bag": none,
  "coupon.minimum_order": z.object({ amount: z.string() }),
  "coupon.used_up": none,
  "coupon.already_used": none,
  "coupon.own_only": none,
  "coupon.too_many_attempts": none,
  // Orders.
  "order.login_required": none,
  "order.own_only": none,
  "order.not_found": none,
  "order.address_required": none,
  "order.address_not_found": none,
  "order.idempotency_key_invalid": none,
  "order.idempotency_key_reused": none,
  "order.cash_on_delivery_india_only": none,
  "order.card_unavailable": none,
  "order.no_longer_available": z.object({ name: z.string(), size: z.string() }),
  "order.payment_evidence_required": none,
  "order.payment_snap_not_image": none,
  "order.payment_snap_too_large": none,
  "order.new_evidence_not_wanted": none,
  "order.track_not_found": none,
  "invoice.not_issued": none,
  // The back office.
  "admin.sign_in_required": none,
  "admin.staff_only": none,
  "admin.owner_only": none,
  "admin.password_change_required": none,
  "admin.two_factor_required": none,
  "admin.invalid_credentials": none,
  "admin.too_many_attempts": none,
  "admin.code_required": none,
  "admin.code_invalid": none,
  "admin.current_password_wrong": none,
  "admin.two_factor_already_on": none,
  "admin.two_factor_still_required": none,
  "admin.two_factor_own_first": none,
  "admin.staff_exists": none,
  "admin.staff_not_found": none,
  "admin.not_yourself": none,
  "admin.last_owner": none,
  "admin.enquiry_not_found": none,
  "admin.enquiry_answered": none,
  "admin.order_not_found": none,
  "admin.order_step_not_allowed": none,
  "admin.no_payment_screenshot": none,
  "admin.product_not_found": none,
  "admin.category_unknown": none,
  "admin.tag_unknown": z.object({ tag: z.string() }),
  "admin.item_code_taken": z.object({ itemCode: z.string() }),
  "admin.colourway_not_found": none,
  "upload.picture_not_image": none,
  "upload.picture_too_large": none,
  "admin.picture_unknown": none,
  "admin.blog_post_not_found": none,
  "admin.blog_category_not_found": none,
  "admin.blog_category_exists": none,
  "admin.blog_category_order_mismatch": none,
  "admin.blog_slug_taken": none,
  "admin.blog_date_not_future": none,
  "admin.blog_cover_unknown": none,
} satisfies Record<string, z.ZodObject>;

export type ErrorCode = keyof typeof errorParams;
/** The values a code's message names, e.g. `{ limit: 50 }` for `cart.line_limit`. */
export type ErrorParams<C extends ErrorCode = ErrorCode> = z.infer<(typeof errorParams)[C]>;

export const ERROR_CODES = Object.keys(errorParams) as [ErrorCode, ...ErrorCode[]];
