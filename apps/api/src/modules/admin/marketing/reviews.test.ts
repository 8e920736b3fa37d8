import { randomUUID } from "node:crypto";
import { adminReview, REVIEW_ADMIN_MESSAGES, reviewedProduct } from "@chhaap/contract/admin/reviews";
import { envelope } from "@chhaap/contract/envelope";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { auditLog } from "#src/db/schema/back-office.ts";
import { reviews } from "#src/db/schema.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createVariant } from "#src/modules/cart/test-support.ts";
import { orderPiece } from "#src/modules/catalog/review-test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

const listAnswer = envelope(z.array(adminReview)).extend({ totalPages: z.number().int() });
const oneAnswer = envelope(adminReview);

let t: TestApp;
let staff: StaffBrowser;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A member of staff, not the owner: moderating reviews is everyday work.
  staff = await signInNewStaff(t, { name: "Salma", email: "reviews-staff@shop.test", password: "review-desk-2026" });
});
afterAll(async () => t?.close());

/** A new product of one colourway, and a review of it by a customer who received it. */
async function reviewedPiece(rating = 4, text = "Soft and even.", name = "Farida") {
  serial += 1;
  const { variantId, productName } = await createVariant(t.database.db, {
    name: `Moderated Ajrakh Stole ${serial}-${randomUUID()}`,
  });
  const author = await registerCustomer(t.app, { name });
  await orderPiece(t.database.db, author.userId, variantId);
  const review = await postReview(author, variantId, rating, text);
  return { variantId, productName, author, reviewId: review._id as string };
}

async function postReview(author: TestCustomer, variantId: string, rating: number, text: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/review",
    headers: author.browser,
    payload: { varient: variantId, rating, review: text },
    remoteAddress: clientAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function adminList(query: string) {
  const res = await t.app.inject({ url: `/api/admin/reviews?${query}`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return listAnswer.parse(res.json());
}

function setHidden(id: string, hidden: boolean) {
  return t.app.inject({ method: "PUT", url: `/api/admin/reviews/${id}/hidden`, headers: staff, payload: { hidden } });
}

async function productIdOf(variantId: string): Promise<string> {
  const { data } = await adminList("");
  const found = data.find((r) => r.product.variantId === variantId);
  if (!found) throw new Error("review not on the first page");
  return found.product._id;
}

async function publicReviews(variantId: string) {
  return (await t.app.inject(`/api/review?varient=${variantId}`)).json().data as { _id: string }[];
}

async function ratingOf(variantId: string) {
  return (await t.app.inject(`/api/variant/${variantId}`)).json().data.rating;
}

function auditOf(reviewId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, "review"), eq(auditLog.recordId, reviewId)))
    .orderBy(auditLog.createdAt);
}

describe("the reviews list", () => {
  it("shows every review newest first with its product, author, rating, text, date and state", async () => {
    const piece = await reviewedPiece(5, "Deep madder, crisp outlines.", "Zoya");
    const { data } = await adminList("");
    expect(data[0]).toMatchObject({
      _id: piece.reviewId,
      product: { name: piece.productName, variantId: piece.variantId },
      author: { _id: piece.author.userId, name: "Zoya", email: piece.author.email },
      rating: 5,
      review: "Deep madder, crisp outlines.",
      verified: true,
      state: "shown",
      hiddenAt: null,
    });
    const times = data.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The demo shop's reviews, by shoppers who never ordered, are listed too, unmarked.
    expect(data.some((r) => !r.verified)).toBe(true);
  });

  it("filters by product, rating and state, and refuses filters it cannot read", async () => {
    const low = await reviewedPiece(1, "Colour ran.");
    const productId = await productIdOf(low.variantId);
    const byProduct = await adminList(`productId=${productId.toUpperCase()}`);
    expect(byProduct.data.map((r) => r._id)).toEqual([low.reviewId]);
    expect(byProduct.totalPages).toBe(1);
    expect((await adminList(`productId=${productId}&rating=1`)).data).toHaveLength(1);
    expect((await adminList(`productId=${productId}&rating=2`)).data).toEqual([]);
    expect((await adminList(`productId=${productId}&state=hidden`)).data).toEqual([]);
    expect((await adminList("rating=1")).data.every((r) => r.rating === 1)).toBe(true);
    expect((await adminList("productId=&rating=&state=")).data.length).toBeGreaterThan(1);
    for (const query of ["productId=abc", "rating=6", "state=gone", "page=0"]) {
      const res = await t.app.inject({ url: `/api/admin/reviews?${query}`, headers: staff });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe("validation.field");
    }
  });

  it("names the products that have reviews, for the filter", async () => {
    const piece = await reviewedPiece();
    const res = await t.app.inject({ url: "/api/admin/reviews/products", headers: staff });
    const products = envelope(z.array(reviewedProduct)).parse(res.json()).data;
    expect(products).toContainEqual({ _id: await productIdOf(piece.variantId), name: piece.productName, reviews: 1 });
  });
});

describe("hiding a review", () => {
  it("takes it from shoppers and the rating, keeps it, and shows it again; each change audited once", async () => {
    const piece = await reviewedPiece(2, "Not for me.");
    const other = await registerCustomer(t.app);
    await orderPiece(t.database.db, other.userId, piece.variantId);
    await postReview(other, piece.variantId, 4, "Lovely.");
    expect(await ratingOf(piece.variantId)).toEqual({ average: 3, count: 2 });

    const hidden = await setHidden(piece.reviewId, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(oneAnswer.parse(hidden.json())).toMatchObject({
      message: REVIEW_ADMIN_MESSAGES.hidden,
      data: { _id: piece.reviewId, state: "hidden", hiddenAt: expect.any(String) },
    });
    expect((await publicReviews(piece.variantId)).map((r) => r._id)).not.toContain(piece.reviewId);
    expect((await t.app.inject("/api/review?limit=100")).body).not.toContain(piece.reviewId);
    expect(await ratingOf(piece.variantId)).toEqual({ average: 4, count: 1 });
    // Kept: the author still has it (and is told so on the product page).
    expect(await t.database.db.select().from(reviews).where(eq(reviews.id, piece.reviewId))).toHaveLength(1);
    const mine = await t.app.inject({ url: `/api/review/eligibility?varient=${piece.variantId}`, headers: piece.author.browser });
    expect(mine.json().data).toEqual({ received: true, own: "hidden" });
    expect((await adminList("state=hidden")).data.map((r) => r._id)).toContain(piece.reviewId);

    // Pressing hide again changes nothing and logs nothing.
    expect((await setHidden(piece.reviewId, true)).statusCode).toBe(200);
    const shown = await setHidden(piece.reviewId, false);
    expect(oneAnswer.parse(shown.json())).toMatchObject({
      message: REVIEW_ADMIN_MESSAGES.shown,
      data: { state: "shown", hiddenAt: null },
    });
    expect((await publicReviews(piece.variantId)).map((r) => r._id)).toContain(piece.reviewId);
    expect(await ratingOf(piece.variantId)).toEqual({ average: 3, count: 2 });

    const entries = await auditOf(piece.reviewId);
    expect(entries.map((e) => [e.action, e.staffName, e.before, e.after])).toEqual([
      ["review.hide", "Salma", { hidden: false }, { hidden: true }],
      ["review.show", "Salma", { hidden: true }, { hidden: false }],
    ]);
  });

  it("answers 404 for an unknown or malformed id and 400 without true or false", async () => {
    for (const id of [randomUUID(), "42"]) {
      const res = await setHidden(id, true);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        status: false,
        message: REVIEW_ADMIN_MESSAGES.reviewNotFound,
        code: "admin.review_not_found",
      });
    }
    const piece = await reviewedPiece();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/reviews/${piece.reviewId}/hidden`,
      headers: staff,
      payload: { hidden: "yes" },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("deleting a review", () => {
  it("removes it for good, answers it as it was, and the audit log keeps what it said", async () => {
    const piece = await reviewedPiece(3, "Shrank a size.");
    const res = await t.app.inject({ method: "DELETE", url: `/api/admin/reviews/${piece.reviewId}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    expect(oneAnswer.parse(res.json())).toMatchObject({
      message: REVIEW_ADMIN_MESSAGES.deleted,
      data: { _id: piece.reviewId, review: "Shrank a size." },
    });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.id, piece.reviewId))).toEqual([]);
    expect(await publicReviews(piece.variantId)).toEqual([]);
    expect(await ratingOf(piece.variantId)).toEqual({ average: 0, count: 0 });

    const [entry] = await auditOf(piece.reviewId);
    expect(entry).toMatchObject({ action: "review.delete", staffName: "Salma", after: null });
    expect(entry?.before).toMatchObject({ rating: 3, review: "Shrank a size.", author: { name: "Farida" } });
    expect(JSON.stringify(entry?.before)).not.toContain(piece.author.email);

    const again = await t.app.inject({ method: "DELETE", url: `/api/admin/reviews/${piece.reviewId}`, headers: staff });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("admin.review_not_found");
    // The author may review the piece afresh.
    await postReview(piece.author, piece.variantId, 4, "Second look.");
  });
});
