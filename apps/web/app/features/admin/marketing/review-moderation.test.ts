import { describe, expect, it } from "vitest";
import { reviewModerationIntent, reviewModerationRequest } from "./review-moderation.ts";

describe("the reviews page's intents", () => {
  it("hide and show set the review's hidden flag; delete deletes it", () => {
    const id = "0b7e7f5e-6c1a-4c57-9d8e-2f1f5b0c9a11";
    expect(reviewModerationRequest({ intent: "hide", id })).toEqual({
      path: `/api/admin/reviews/${id}/hidden`,
      method: "PUT",
      json: { hidden: true },
    });
    expect(reviewModerationRequest({ intent: "show", id })).toEqual({
      path: `/api/admin/reviews/${id}/hidden`,
      method: "PUT",
      json: { hidden: false },
    });
    expect(reviewModerationRequest({ intent: "delete", id })).toEqual({ path: `/api/admin/reviews/${id}`, method: "DELETE" });
  });

  it("keep an id inside its path segment and refuse anything else", () => {
    expect(reviewModerationRequest({ intent: "delete", id: "../coupons" }).path).toBe("/api/admin/reviews/..%2Fcoupons");
    for (const fields of [{ intent: "publish", id: "x" }, { intent: "hide" }, { intent: "delete", id: "" }])
      expect(reviewModerationIntent.safeParse(fields).success, JSON.stringify(fields)).toBe(false);
  });
});
