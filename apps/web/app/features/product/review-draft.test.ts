import type { Review } from "@chhaap/contract/catalog";
import { describe, expect, it } from "vitest";
import { ownReview, readReviewDraft, reviewDraftProblem, reviewFormNotice } from "./review-draft.ts";

describe("reviewDraftProblem", () => {
  it("asks for every field: a whole rating from 1 to 5 and text that is not blank", () => {
    for (const rating of ["", "0", "6", "2.5", "five"]) {
      expect(reviewDraftProblem({ rating, review: "Lovely" }), rating).toBe("fieldsRequired");
    }
    expect(reviewDraftProblem({ rating: "4", review: " \n\t " })).toBe("fieldsRequired");
    expect(reviewDraftProblem({ rating: "1", review: "Fine" })).toBeNull();
    expect(reviewDraftProblem({ rating: "5", review: "Fine" })).toBeNull();
  });

  it("caps the trimmed text at 2000 characters", () => {
    expect(reviewDraftProblem({ rating: "3", review: ` ${"x".repeat(2000)} ` })).toBeNull();
    expect(reviewDraftProblem({ rating: "3", review: "x".repeat(2001) })).toBe("tooLong");
  });
});

describe("readReviewDraft", () => {
  it("reads missing fields as empty text", () => {
    const form = new FormData();
    form.set("review", "Soft");
    expect(readReviewDraft(form)).toEqual({ rating: "", review: "Soft" });
  });
});

describe("ownReview", () => {
  const review = (id: string, userId: string): Review => ({
    _id: id,
    user: { _id: userId, name: "A", image: null },
    varient: "v",
    rating: 4,
    review: "x",
    createdAt: "2026-01-01T00:00:00.000Z",
    verified: false,
  });
  it("finds the viewer's review, and none for a guest", () => {
    const list = [review("1", "u1"), review("2", "u2")];
    expect(ownReview(list, "u2")?._id).toBe("2");
    expect(ownReview(list, "u3")).toBeNull();
    expect(ownReview(list, undefined)).toBeNull();
  });
});

describe("reviewFormNotice", () => {
  it("offers the form to those who received the piece or have a public review of it, and says why not to the others", () => {
    expect(reviewFormNotice({ received: true, own: "none" })).toBeNull();
    expect(reviewFormNotice({ received: true, own: "shown" })).toBeNull();
    // A review from before the rule stays its author's to change.
    expect(reviewFormNotice({ received: false, own: "shown" })).toBeNull();
    expect(reviewFormNotice({ received: false, own: "none" })).toBe("reviewOnlyReceived");
    expect(reviewFormNotice({ received: true, own: "hidden" })).toBe("reviewHiddenByShop");
    expect(reviewFormNotice(null)).toBeNull();
  });
});
