import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { coupons } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp, type TestCustomer } from "#src/test/app.ts";

const NOW = new Date("2026-06-01T06:30:00Z");
let t: TestApp;
let staff: { cookie: string; origin: string };
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const member = { name: "Salma", email: "coupon-staff@shop.test", password: "coupon-staff-2026" };
  const ctx = { db: t.database.db, now: () => NOW, log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...member, role: "staff", mustChangePassword: false });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: member,
    remoteAddress: clientAddress(),
  });
  staff = { cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
});
afterAll(async () => t?.close());

/** A coupon as the editor sends it, with a code of its own. */
function newCoupon(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    code: `T${NOW.getTime().toString(36).toUpperCase()}-${serial}`,
    kind: "percent",
    value: 10,
    maxDiscount: 250.5,
    minOrder: 1000,
    startsAt: "2026-06-01T00:00:00+05:30",
    endsAt: "2026-07-01T00:00:00+05:30",
    totalLimit: 100,
    perCustomerLimit: 1,
    ...overrides,
  };
}

function post(body: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/admin/coupons", headers: staff, payload: body });
}

function put(id: string, body: Record<string, unknown>) {
  return t.app.inject({ method: "PUT", url: `/api/admin/coupons/${id}`, headers: staff, payload: body });
}

function setActive(id: string, active: boolean) {
  return t.app.inject({ method: "PUT", url: `/api/admin/coupons/${id}/active`, headers: staff, payload: { active } });
}

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

async function read(id: string) {
  const res = await t.app.inject({ url: `/api/admin/coupons/${id}`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A customer with one ₹2,000 piece in the bag and an Indian address (cash on delivery). */
async function shopperWithBag(): Promise<TestCustomer & { addressId: string }> {
  const customer = await registerCustomer(t.app);
  const { variantId } = await createVariant(t.database.db, { sizes: { M: 5 }, pricePaise: 200_000, salePricePaise: 200_000 });
  const added = await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  return { ...customer, addressId: await saveAddress(t.app, customer, { country: "India" }) };
}

function applyCoupon(customer: TestCustomer, code: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/couponcode/applyCoupon",
    headers: customer.browser,
    payload: { code },
    remoteAddress: clientAddress(),
  });
}

describe("who may keep coupons", () => {
  it("answers 401 without a staff session and 403 to a customer's, and changes nothing", async () => {
    expect((await t.app.inject({ url: "/api/admin/coupons" })).statusCode).toBe(401);
    const body = newCoupon();
    expect((await t.app.inject({ method: "POST", url: "/api/admin/coupons", payload: body })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/coupons", headers: customer.browser, payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("admin.staff_only");
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, body.code))).toEqual([]);
  });
});

describe("a coupon's terms", () => {
  it("are kept in paise and read back in rupees, with one audit entry", async () => {
    const body = newCoupon({ code: `mixed-Case-${serial}` });
    const id = await create(body);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({
      code: body.code.toUpperCase(),
      kind: "percent",
      value: 10,
      maxDiscountPaise: 25_050,
      minOrderPaise: 100_000,
    });
    expect(row?.startsAt?.toISOString()).toBe("2026-05-31T18:30:00.000Z");
    expect(await read(id)).toMatchObject({
      code: body.code.toUpperCase(),
      value: 10,
      maxDiscount: 250.5,
      minOrder: 1000,
      startsAt: "2026-05-31T18:30:00.000Z",
      totalLimit: 100,
      perCustomerLimit: 1,
      active: true,
      state: "active",
      timesUsed: 0,
      codeLocked: false,
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, "coupon"), eq(auditLog.recordId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "coupon.create", staffName: "Salma", before: null });
    expect(entries[0]?.after).toMatchObject({ code: body.code.toUpperCase(), maxDiscount: 250.5 });

    const flat = await create(newCoupon({ kind: "flat", value: 199.99, maxDiscount: null, minOrder: 0, totalLimit: null }));
    const [flatRow] = await t.database.db.select().from(coupons).where(eq(coupons.id, flat));
    expect(flatRow).toMatchObject({ value: 19_999, maxDiscountPaise: null, minOrderPaise: 0, totalLimit: null });
    expect(await read(flat)).toMatchObject({ kind: "flat", value: 199.99 });
  });

  it("are refused with a message per field", async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const res = await post(newCoupon(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    expect((await refused({ code: "AB" })).code).toBe("A code is 3 to 20 letters, digits or dashes.");
    expect((await refused({ code: "SUMMER SALE" })).code).toBe("A code is 3 to 20 letters, digits or dashes.");
    expect((await refused({ code: "A".repeat(21) })).code).toBe("A code is 3 to 20 letters, digits or dashes.");
    expect((await refused({ code: "   " })).code).toBe("Please enter the code shoppers type.");
    expect((await refused({ value: 0 })).value).toBe("Please enter a whole percent from 1 to 100.");
    expect((await refused({ value: 101 })).value).toBe("Please enter a whole percent from 1 to 100.");
    expect((await refused({ value: 12.5 })).value).toBe("Please enter a whole percent from 1 to 100.");
    expect((await refused({ kind: "flat", value: 0 })).value).toBe("Please enter the amount off in rupees, more than 0.");
    expect((await refused({ kind: "flat", value: 10.005 })).value).toBe("Please enter the amount off in rupees, more than 0.");
    expect((await refused({ kind: "gift" })).kind).toBe("Please choose percent off or a flat amount off.");
    expect((await refused({ maxDiscount: -1 })).maxDiscount).toMatch(/^Please enter the largest discount in rupees/);
    expect((await refused({ minOrder: -5 })).minOrder).toMatch(/^Please enter the minimum order in rupees/);
    expect((await refused({ endsAt: "2026-06-01T00:00:00+05:30" })).endsAt).toBe("The end must be after the start.");
    expect((await refused({ startsAt: "tomorrow" })).startsAt).toBe("Please enter a date and time, or leave it empty.");
    expect((await refused({ totalLimit: 0 })).totalLimit).toMatch(/^Please enter a whole number, 1 or more/);
    expect((await refused({ perCustomerLimit: 1.5 })).perCustomerLimit).toMatch(/^Please enter a whole number, 1 or more/);
  });

  it("need a code no other coupon has, whatever its capitals (409)", async () => {
    const body = newCoupon();
    await create(body);
    const again = await post(newCoupon({ code: body.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: false,
      code: "admin.coupon_code_taken",
      params: { code: body.code },
      errors: { code: "Another coupon already has this code (capitals do not make a new one)." },
    });
    // A demo coupon's code too, and through an edit.
    expect((await post(newCoupon({ code: "welcome10" }))).statusCode).toBe(409);
    const other = await create(newCoupon());
    expect((await put(other, newCoupon({ code: "Welcome10" }))).json().code).toBe("admin.coupon_code_taken");
  });

  it("are edited with the before and after in the audit log; an unknown id is 404", async () => {
    const body = newCoupon();
    const id = await create(body);
    const renamed = `${body.code}-B`;
    const res = await put(id, { ...body, code: renamed.toLowerCase(), value: 25, totalLimit: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Coupon saved.", data: { code: renamed, value: 25, totalLimit: null } });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, id), eq(auditLog.action, "coupon.update")));
    expect(entry?.before).toMatchObject({ code: body.code, value: 10, totalLimit: 100 });
    expect(entry?.after).toMatchObject({ code: renamed, value: 25, totalLimit: null });

    const unknown = await put("00000000-0000-4000-8000-000000000000", body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("admin.coupon_not_found");
    expect((await t.app.inject({ url: "/api/admin/coupons/not-an-id", headers: staff })).statusCode).toBe(404);
  });
});

describe("a coupon in use", () => {
  it("counts each order that redeemed it, keeps its code, and once disabled is refused to shoppers", async () => {
    const body = newCoupon({ minOrder: 0, maxDiscount: null, perCustomerLimit: null, totalLimit: null });
    const id = await create(body);
    const shopper = await shopperWithBag();
    expect((await applyCoupon(shopper, body.code.toLowerCase())).json()).toMatchObject({ status: true, discount: 200 });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: shopper.browser,
      payload: { addressId: shopper.addressId, couponCode: body.code },
      remoteAddress: clientAddress(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.discount).toBe(200);

    expect(await read(id)).toMatchObject({ timesUsed: 1, codeLocked: true });
    const listed = await t.app.inject({ url: `/api/admin/coupons?search=${body.code.toLowerCase()}`, headers: staff });
    expect(listed.json().data).toEqual([expect.objectContaining({ _id: id, timesUsed: 1 })]);

    // The code of a used coupon stays; its other terms may change.
    const renamed = await put(id, { ...body, code: `${body.code}-X` });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: "admin.coupon_code_locked", params: { code: body.code } });
    expect(renamed.json().errors.code).toMatch(/its code stays as it is/);
    expect((await put(id, { ...body, code: body.code.toLowerCase(), value: 15 })).statusCode).toBe(200);

    const disabled = await setActive(id, false);
    expect(disabled.json()).toMatchObject({
      message: "Coupon disabled: shoppers can no longer apply it.",
      data: { state: "disabled" },
    });
    const next = await shopperWithBag();
    const refused = await applyCoupon(next, body.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "coupon.invalid", message: "Invalid Coupon Code" });
    const order = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: next.browser,
      payload: { addressId: next.addressId, couponCode: body.code },
      remoteAddress: clientAddress(),
    });
    expect(order.statusCode).toBe(400);

    expect((await setActive(id, true)).json().data.state).toBe("active");
    expect((await applyCoupon(next, body.code)).statusCode).toBe(200);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, id))
      .orderBy(auditLog.createdAt, auditLog.action);
    expect(actions.map((a) => a.action).sort()).toEqual(["coupon.create", "coupon.disable", "coupon.enable", "coupon.update"]);
  });
});

describe("the coupon list", () => {
  it("searches by code and filters by where each coupon stands", async () => {
    const tag = `L${serial}${NOW.getTime().toString(36).slice(-3).toUpperCase()}`;
    const running = await create(newCoupon({ code: `${tag}-RUN` }));
    const later = await create(newCoupon({ code: `${tag}-LATER`, startsAt: "2026-06-20T10:00:00+05:30" }));
    const over = await create(
      newCoupon({ code: `${tag}-OVER`, startsAt: "2026-05-01T00:00:00+05:30", endsAt: "2026-05-31T00:00:00+05:30" }),
    );
    const off = await create(newCoupon({ code: `${tag}-OFF` }));
    await setActive(off, false);
    const ids = async (query: string) => {
      const res = await t.app.inject({ url: `/api/admin/coupons?search=${tag.toLowerCase()}${query}`, headers: staff });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { _id: string }[]).map((c) => c._id).sort();
    };
    expect(await ids("")).toEqual([running, later, over, off].sort());
    expect(await ids("&state=active")).toEqual([running]);
    expect(await ids("&state=scheduled")).toEqual([later]);
    expect(await ids("&state=expired")).toEqual([over]);
    expect(await ids("&state=disabled")).toEqual([off]);
    expect((await t.app.inject({ url: "/api/admin/coupons?state=gone", headers: staff })).statusCode).toBe(400);
    const all = await t.app.inject({ url: "/api/admin/coupons", headers: staff });
    expect(all.json().totalPages).toBeGreaterThanOrEqual(1);
  });
});
