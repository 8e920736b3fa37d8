import { randomUUID } from "node:crypto";
import { review, variantDetail } from "@chhaap/contract/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { REVIEW_MESSAGES } from "@chhaap/contract/review-rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews, variants } from "#src/db/schema.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";
import { orderPiece } from "./review-test-support.ts";

const reviewAnswer = envelope(review);

let t: TestApp;
let variantIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  // These tests count reviews they write themselves: start without the demo shop's.
  await t.database.db.delete(reviews);
  variantIds = (await t.database.db.select({ id: variants.id }).from(variants).limit(6)).map((v) => v.id);
  if (variantIds.length < 6) throw new Error("the demo shop has fewer than six variants");
});
afterAll(async () => t?.close());

let addressSerial = 0;
/** Each test writes from client addresses of its own, so the per-address limit of one never trips another. */
function clientAddress(): string {
  addressSerial += 1;
  return `10.91.${Math.floor(addressSerial / 250)}.${(addressSerial % 250) + 1}`;
}

function variantAt(index: number): string {
  const id = variantIds[index];
  if (!id) throw new Error(`no variant at ${index}`);
  return id;
}

type Headers = Record<string, string>;

function post(headers: Headers, payload: unknown, remoteAddress = clientAddress()) {
  return t.app.inject({ method: "POST", url: "/api/review", headers, payload: payload as object, remoteAddress });
}
function put(headers: Headers, id: string, payload: unknown) {
  return t.app.inject({
    method: "PUT",
    url: `/api/review/${id}`,
    headers,
    payload: payload as object,
    remoteAddress: clientAddress(),
  });
}
function del(headers: Headers, id: string) {
  return t.app.inject({ method: "DELETE", url: `/api/review/${id}`, headers, remoteAddress: clientAddress() });
}

/** A customer who received these colourways (an order of theirs holding each was delivered). */
async function receiver(variants: string[], details: { name?: string } = {}): Promise<TestCustomer> {
  const customer = await registerCustomer(t.app, details);
  for (const variant of variants) await orderPiece(t.database.db, customer.userId, variant);
  return customer;
}

async function writeReview(customer: TestCustomer, variant: string, rating = 4, text = "Even colour, soft cotton.") {
  const res = await post(customer.browser, { varient: variant, rating, review: text });
  expect(res.statusCode, res.body).toBe(201);
  return reviewAnswer.parse(res.json()).data;
}

async function ratingOf(variant: string) {
  const res = await t.app.inject(`/api/variant/${variant}`);
  return envelope(variantDetail).parse(res.json()).data.rating;
}

describe("POST /api/review", () => {
  it("needs a session: 401 'Login required' before the body is even validated", async () => {
    for (const payload of [{ varient: variantAt(0), rating: 5, review: "Lovely" }, { rating: 99 }]) {
      const res = await post({}, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: REVIEW_MESSAGES.loginRequired, code: "review.login_required" });
    }
  });

  it("stores the review as the session's user, who may name themselves; another user's id is refused and nothing is stored", async () => {
    const author = await receiver([variantAt(0)], { name: "Meera" });
    const other = await registerCustomer(t.app);
    const impersonating = await post(author.browser, { user: other.userId, varient: variantAt(0), rating: 1, review: "Awful" });
    expect(impersonating.statusCode).toBe(403);
    expect(impersonating.json()).toEqual({
      status: false,
      message: REVIEW_MESSAGES.asYourselfOnly,
      code: "review.not_yours",
    });
    const res = await post(author.browser, {
      user: author.userId.toUpperCase(),
      varient: variantAt(0).toUpperCase(),
      rating: 5,
      review: "  Deep indigo, crisp print.  ",
    });
    expect(res.statusCode).toBe(201);
    const body = reviewAnswer.parse(res.json());
    expect(body.message).toBe("Review submitted!");
    expect(body.data).toMatchObject({
      user: { _id: author.userId, name: "Meera", image: null },
      varient: variantAt(0),
      rating: 5,
      review: "Deep indigo, crisp print.",
      verified: true,
    });
    const list = await t.app.inject(`/api/review?varient=${variantAt(0)}`);
    expect(list.json().data.map((r: { user: { _id: string }; rating: number }) => [r.user._id, r.rating])).toEqual([
      [author.userId, 5],
    ]);
  });

  it("works for Bearer clients too", async () => {
    const customer = await receiver([variantAt(1)]);
    const res = await post(customer.bearer, { varient: variantAt(1), rating: 3, review: "Fine." });
    expect(res.statusCode).toBe(201);
  });

  it('takes a rating only as a JSON number: "5", true and [5] are not coerced', async () => {
    const customer = await registerCustomer(t.app);
    for (const rating of ["5", true, [5]]) {
      const res = await post(customer.browser, { varient: variantAt(2), rating, review: "Nice" });
      expect(res.statusCode, JSON.stringify(rating)).toBe(400);
      expect(res.json().errors, JSON.stringify(rating)).toEqual({ rating: REVIEW_MESSAGES.ratingInvalid });
    }
  });

  it("refuses a missing or bad rating and empty or overlong text with per-field messages", async () => {
    const customer = await registerCustomer(t.app);
    const cases: [unknown, Record<string, string>][] = [
      [{ varient: variantAt(2), review: "Nice" }, { rating: REVIEW_MESSAGES.fieldsRequired }],
      [{ varient: variantAt(2), rating: "", review: "Nice" }, { rating: REVIEW_MESSAGES.fieldsRequired }],
      [{ varient: variantAt(2), rating: 0, review: "Nice" }, { rating: REVIEW_MESSAGES.ratingInvalid }],
      [{ varient: variantAt(2), rating: 6, review: "Nice" }, { rating: REVIEW_MESSAGES.ratingInvalid }],
      [{ varient: variantAt(2), rating: 4.5, review: "Nice" }, { rating: REVIEW_MESSAGES.ratingInvalid }],
      [{ varient: variantAt(2), rating: "four", review: "Nice" }, { rating: REVIEW_MESSAGES.ratingInvalid }],
      [{ varient: variantAt(2), rating: 4, review: "   " }, { review: REVIEW_MESSAGES.fieldsRequired }],
      [{ varient: variantAt(2), rating: 4 }, { review: REVIEW_MESSAGES.fieldsRequired }],
      [{ varient: variantAt(2), rating: 4, review: "x".repeat(2001) }, { review: REVIEW_MESSAGES.textTooLong }],
      [{ rating: 4, review: "Nice" }, { varient: REVIEW_MESSAGES.fieldsRequired }],
    ];
    for (const [payload, errors] of cases) {
      const res = await post(customer.browser, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, errors });
    }
    // Ten refused attempts used up this account's posts for the window: the longest text comes from another.
    const patient = await receiver([variantAt(2)]);
    expect((await post(patient.browser, { varient: variantAt(2), rating: 4, review: "x".repeat(2000) })).statusCode).toBe(201);
  });

  it("answers 404 for an unknown or malformed variant", async () => {
    const customer = await registerCustomer(t.app);
    for (const varient of [randomUUID(), "not-a-variant", "' OR 1=1 --"]) {
      const res = await post(customer.browser, { varient, rating: 4, review: "Nice" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: false, message: "Product not found", code: "catalog.variant_not_found" });
    }
  });

  it("takes one review per shopper per variant: 409 for a second, even two at once", async () => {
    const customer = await receiver([variantAt(3)]);
    await writeReview(customer, variantAt(3));
    const again = await post(customer.browser, { varient: variantAt(3), rating: 2, review: "Changed my mind" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: REVIEW_MESSAGES.duplicate, code: "review.duplicate" });

    const racer = await receiver([variantAt(3)]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(racer.browser, { varient: variantAt(3), rating: 5, review: "Twice?" })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it("updates the variant's count and average", async () => {
    const variant = variantAt(4);
    expect(await ratingOf(variant)).toEqual({ average: 0, count: 0 });
    const [a, b] = [await receiver([variant]), await receiver([variant])];
    const first = await writeReview(a, variant, 5);
    await writeReview(b, variant, 2);
    expect(await ratingOf(variant)).toEqual({ average: 3.5, count: 2 });
    expect((await put(a.browser, first._id, { rating: 4, review: "Still good" })).statusCode).toBe(200);
    expect(await ratingOf(variant)).toEqual({ average: 3, count: 2 });
    expect((await del(a.browser, first._id)).statusCode).toBe(200);
    expect(await ratingOf(variant)).toEqual({ average: 2, count: 1 });
  });
});

describe("who may review", () => {
  /** Two listed colourways of one product, from the demo shop. */
  async function twoColourways(): Promise<[string, string]> {
    const rows = await t.database.db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(eq(variants.listed, true));
    const byProduct = new Map<string, { id: string }[]>();
    // Colourways the other tests count reviews of are left to them.
    for (const row of rows.filter((r) => !variantIds.includes(r.id)))
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    const pair = [...byProduct.values()].find((list) => list.length >= 2);
    if (!pair?.[0] || !pair[1]) throw new Error("the demo shop has no product with two colourways");
    return [pair[0].id, pair[1].id];
  }

  it("refuses with 403 anyone who has not received the colourway, and stores nothing", async () => {
    const [colourway, sibling] = await twoColourways();
    const refused = { status: false, message: REVIEW_MESSAGES.notReceived, code: "review.not_received" };
    const customer = await registerCustomer(t.app);
    const attempt = () => post(customer.browser, { varient: colourway, rating: 5, review: "Never wore it" });

    // Never ordered it; then ordered but still on its way; then received another colourway of the design.
    expect((await attempt()).json()).toEqual(refused);
    for (const status of ["placed", "confirmed", "shipped", "cancelled"] as const) {
      await orderPiece(t.database.db, customer.userId, colourway, status);
      const res = await attempt();
      expect(res.statusCode, status).toBe(403);
      expect(res.json(), status).toEqual(refused);
    }
    await orderPiece(t.database.db, customer.userId, sibling);
    expect((await attempt()).statusCode).toBe(403);
    const stored = await t.database.db.select().from(reviews).where(eq(reviews.userId, customer.userId));
    expect(stored).toEqual([]);

    // Delivered: now they may, and the review says so.
    await orderPiece(t.database.db, customer.userId, colourway);
    const res = await attempt();
    expect(res.statusCode, res.body).toBe(201);
    expect(reviewAnswer.parse(res.json()).data).toMatchObject({ varient: colourway, verified: true });
  });

  it("keeps reviews written before the rule, unmarked, and their authors may still change them", async () => {
    const author = await registerCustomer(t.app, { name: "Kavita" });
    const [earlier] = await t.database.db
      .insert(reviews)
      .values({ userId: author.userId, variantId: variantAt(2), rating: 5, review: "From the old days." })
      .returning({ id: reviews.id });
    if (!earlier) throw new Error("no review");
    const listed = await t.app.inject(`/api/review?varient=${variantAt(2)}`);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ _id: earlier.id, review: "From the old days.", verified: false }),
    );
    const changed = await put(author.browser, earlier.id, { rating: 4, review: "Still lovely." });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(reviewAnswer.parse(changed.json()).data).toMatchObject({ rating: 4, verified: false });
  });
});

describe("GET /api/review/eligibility", () => {
  function eligibility(headers: Headers, varient: string) {
    return t.app.inject({ url: `/api/review/eligibility?varient=${encodeURIComponent(varient)}`, headers });
  }

  it("tells a customer whether they received the colourway and where their own review stands", async () => {
    const variant = variantAt(4);
    const stranger = await registerCustomer(t.app);
    const owner = await receiver([variant]);
    expect((await eligibility(stranger.browser, variant)).json().data).toEqual({ received: false, own: "none" });
    expect((await eligibility(owner.bearer, variant.toUpperCase())).json().data).toEqual({ received: true, own: "none" });
    await writeReview(owner, variant);
    const res = await eligibility(owner.browser, variant);
    expect(res.json()).toEqual({ status: true, data: { received: true, own: "shown" } });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    for (const id of [randomUUID(), "not-a-variant"])
      expect((await eligibility(owner.browser, id)).json().data).toEqual({ received: false, own: "none" });
  });

  it("needs a session", async () => {
    const res = await eligibility({}, variantAt(0));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("review.login_required");
  });
});

describe("PUT and DELETE /api/review/{id}", () => {
  it("let the author change and then delete their review", async () => {
    const author = await receiver([variantAt(5)], { name: "Ravi" });
    const written = await writeReview(author, variantAt(5), 3, "Good");
    const changed = await put(author.browser, written._id, { rating: 5, review: " Better after a wash " });
    expect(changed.statusCode).toBe(200);
    expect(reviewAnswer.parse(changed.json())).toMatchObject({
      message: "Review updated!",
      data: { _id: written._id, rating: 5, review: "Better after a wash", user: { _id: author.userId } },
    });

    const deleted = await del(author.browser, written._id.toUpperCase());
    expect(deleted.statusCode).toBe(200);
    expect(reviewAnswer.parse(deleted.json())).toMatchObject({ message: "Review deleted.", data: { _id: written._id } });
    expect((await del(author.browser, written._id)).statusCode).toBe(404);
    expect((await put(author.browser, written._id, { rating: 5, review: "Back?" })).statusCode).toBe(404);
  });

  it("refuse everyone else with 403 and leave the review untouched", async () => {
    const author = await receiver([variantAt(5)]);
    const stranger = await receiver([variantAt(5)]);
    const written = await writeReview(author, variantAt(5), 4, "Mine");
    const edit = await put(stranger.browser, written._id, { rating: 1, review: "Hijacked" });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ status: false, message: REVIEW_MESSAGES.notYours, code: "review.not_yours" });
    const removal = await del(stranger.bearer, written._id);
    expect(removal.statusCode).toBe(403);
    const list = await t.app.inject(`/api/review?varient=${variantAt(5)}`);
    expect(list.json().data).toContainEqual(expect.objectContaining({ _id: written._id, rating: 4, review: "Mine" }));
  });

  it("answer 401 to guests and 404 for unknown or malformed ids", async () => {
    const customer = await registerCustomer(t.app);
    expect((await put({}, randomUUID(), { rating: 4, review: "x" })).statusCode).toBe(401);
    expect((await del({}, randomUUID())).statusCode).toBe(401);
    for (const id of [randomUUID(), "42", "%27%20OR%201%3D1"]) {
      const edit = await put(customer.browser, id, { rating: 4, review: "x" });
      expect(edit.statusCode, id).toBe(404);
      expect(edit.json()).toEqual({ status: false, message: REVIEW_MESSAGES.notFound, code: "review.not_found" });
      expect((await del(customer.browser, id)).statusCode, id).toBe(404);
    }
  });

  it("validate the new rating and text", async () => {
    const author = await receiver([variantAt(1)]);
    const written = await writeReview(author, variantAt(1));
    const res = await put(author.browser, written._id, { rating: 9, review: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { rating: REVIEW_MESSAGES.ratingInvalid, review: REVIEW_MESSAGES.fieldsRequired },
    });
  });
});

describe("rate limits on posting", () => {
  it("hold per client address, across accounts", async () => {
    const address = clientAddress();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const customer = await registerCustomer(t.app);
      codes.push((await post(customer.browser, { varient: randomUUID(), rating: 4, review: "x" }, address)).statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes[10]).toBe(429);
  });

  it("hold per account, across client addresses", async () => {
    const customer = await registerCustomer(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await post(customer.browser, { varient: randomUUID(), rating: 4, review: "x" })).statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes[10]).toBe(429);
  });
});
