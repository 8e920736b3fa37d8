import {
  COUPON_ADMIN_MESSAGES,
  COUPON_PAGE_SIZE,
  type CouponForEditing,
  type CouponState,
  type EditableCoupon,
} from "@chhaap/contract/admin/coupons";
import { isUuid } from "@chhaap/contract/ids";
import type { Database, Transaction } from "#src/db/client.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { rupees } from "#src/money.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import {
  type CouponFilter,
  type CouponRow,
  couponCodeTaken,
  findCoupon,
  insertCoupon,
  listCoupons,
  lockCoupon,
  updateCoupon,
} from "./coupons-queries.ts";

/*
 * No public answer kept in memory or by browsers names a coupon (a coupon is judged afresh on every
 * apply, bag summary and order), so a change here has no caches to empty.
 */

export interface CouponsContext {
  db: Database;
  now: () => Date;
}

const couponNotFound = () => notFound("admin.coupon_not_found", COUPON_ADMIN_MESSAGES.couponNotFound);

/** Rupees typed by staff as integer paise, rounding once so 10.1 rupees is 1010 paise, not 1009.9999. */
function paiseOf(rupeeAmount: number): number {
  return Math.round(rupeeAmount * 100);
}

function stateOf(row: CouponRow, now: Date): CouponState {
  if (!row.active) return "disabled";
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return "expired";
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return "scheduled";
  return "active";
}

function couponOf(row: CouponRow, now: Date): CouponForEditing {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === "percent" ? row.value : rupees(row.value),
    maxDiscount: row.maxDiscountPaise === null ? null : rupees(row.maxDiscountPaise),
    minOrder: rupees(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    state: stateOf(row, now),
    timesUsed: row.timesUsed,
    codeLocked: row.onOrders,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a coupon: its terms as staff see them, not its use. */
function auditView(coupon: CouponForEditing) {
  const { state: _state, timesUsed: _timesUsed, codeLocked: _codeLocked, createdAt: _createdAt, ...terms } = coupon;
  return terms;
}

/** The columns for what staff typed: a flat amount and every rupee amount as paise. */
function columnsOf(input: EditableCoupon) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === "percent" ? input.value : paiseOf(input.value),
    maxDiscountPaise: input.maxDiscount === null ? null : paiseOf(input.maxDiscount),
    minOrderPaise: paiseOf(input.minOrder),
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    totalLimit: input.totalLimit,
    perCustomerLimit: input.perCustomerLimit,
  };
}

function codeTaken(code: string): ApiError {
  return new ApiError(409, "admin.coupon_code_taken", `Another coupon already has the code ${code}.`, {
    params: { code },
    errors: { code: COUPON_ADMIN_MESSAGES.codeTaken },
  });
}

export async function couponList(
  ctx: CouponsContext,
  filter: CouponFilter,
  page: number,
): Promise<{ coupons: CouponForEditing[]; totalPages: number }> {
  const now = ctx.now();
  const { rows, total } = await listCoupons(ctx.db, filter, page, COUPON_PAGE_SIZE, now);
  return { coupons: rows.map((row) => couponOf(row, now)), totalPages: Math.ceil(total / COUPON_PAGE_SIZE) };
}

async function readCoupon(db: Database | Transaction, id: string, now: Date): Promise<CouponForEditing | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await findCoupon(db, id);
  return row ? couponOf(row, now) : undefined;
}

export async function readCouponForEditing(ctx: CouponsContext, rawId: string): Promise<CouponForEditing> {
  const found = await readCoupon(ctx.db, rawId.toLowerCase(), ctx.now());
  if (!found) throw couponNotFound();
  return found;
}

/** A new coupon, enabled; its id. */
export async function createCoupon(ctx: CouponsContext, actor: StaffUser, input: EditableCoupon): Promise<string> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (await couponCodeTaken(tx, input.code)) throw codeTaken(input.code);
    const id = await insertCoupon(tx, columnsOf(input), at);
    if (!id) throw codeTaken(input.code);
    const after = await readCoupon(tx, id, at);
    await auditChange(tx, actor, {
      action: "coupon.create",
      recordType: "coupon",
      recordId: id,
      before: null,
      after: after ? auditView(after) : null,
      at,
    });
    return id;
  });
}

/**
 * The coupon's terms as typed, with the row locked. Its code stays once an order names it, so past
 * orders, invoices and the audit log keep reading the code the shopper used.
 */
export async function saveCoupon(ctx: CouponsContext, actor: StaffUser, rawId: string, input: EditableCoupon): Promise<void> {
  const id = rawId.toLowerCase();
  if (!isUuid(id)) throw couponNotFound();
  const at = ctx.now();
  try {
    await ctx.db.transaction((tx) => writeCoupon(tx, actor, id, input, at));
  } catch (error) {
    // Two coupons renamed to one code at once: the unique index on the code decides.
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
}

async function writeCoupon(tx: Transaction, actor: StaffUser, id: string, input: EditableCoupon, at: Date): Promise<void> {
  if (!(await lockCoupon(tx, id))) throw couponNotFound();
  const before = await readCoupon(tx, id, at);
  if (!before) throw couponNotFound();
  // Capitals alone are no new code: the shop matches codes whatever their capitals.
  if (before.code.toUpperCase() !== input.code) {
    if (before.codeLocked)
      throw new ApiError(
        409,
        "admin.coupon_code_locked",
        `Coupon ${before.code} is on past orders, so its code stays as it is.`,
        {
          params: { code: before.code },
          errors: { code: COUPON_ADMIN_MESSAGES.codeLocked },
        },
      );
    if (await couponCodeTaken(tx, input.code, id)) throw codeTaken(input.code);
  }
  await updateCoupon(tx, id, columnsOf(input));
  const after = await readCoupon(tx, id, at);
  await auditChange(tx, actor, {
    action: "coupon.update",
    recordType: "coupon",
    recordId: id,
    before: auditView(before),
    after: after ? auditView(after) : null,
    at,
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Disabled, shoppers' applies and orders are refused at once; its bags let it go on their next look. */
export async function setCouponActive(ctx: CouponsContext, actor: StaffUser, rawId: string, active: boolean): Promise<void> {
  const id = rawId.toLowerCase();
  if (!isUuid(id)) throw couponNotFound();
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCoupon(tx, id))) throw couponNotFound();
    const before = await readCoupon(tx, id, at);
    if (!before) throw couponNotFound();
    if (before.active === active) return;
    await updateCoupon(tx, id, { active });
    await auditChange(tx, actor, {
      action: active ? "coupon.enable" : "coupon.disable",
      recordType: "coupon",
      recordId: id,
      before: { active: before.active },
      after: { active },
      at,
    });
  });
}
