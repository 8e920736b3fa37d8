import type { AppLoadContext } from "react-router";
import { callApi } from "#app/lib/api.server.ts";
import {
  type ReviewActionResult,
  type ReviewIntent,
  type ReviewProblem,
  readReviewDraft,
  reviewDraftProblem,
} from "./review-draft.ts";

const INTENTS: readonly ReviewIntent[] = ["create", "update", "delete"];

/** What an API status means to the shopper (401 is 'Login required'). */
const PROBLEMS: Record<number, ReviewProblem> = { 400: "fieldsRequired", 401: "loginRequired", 409: "duplicate", 429: "tooMany" };

/**
 * The product page's review action: `intent` create, update or delete, sent on to `POST /api/review`,
 * `PUT` or `DELETE /api/review/{id}` with the shopper's cookie . The API decides
 * who the author is and whether they may change a review; this only translates its answer.
 */
export async function submitReviewIntent(
  context: AppLoadContext,
  variantId: string,
  form: FormData,
): Promise<{ result: ReviewActionResult; status: number }> {
  const at = Date.now();
  const given = form.get("intent");
  const intent = INTENTS.find((known) => known === given);
  if (!intent) return { result: { ok: false, intent: null, problem: "failed", at }, status: 400 };

  const draft = readReviewDraft(form);
  if (intent !== "delete") {
    const problem = reviewDraftProblem(draft);
    if (problem) return { result: { ok: false, intent, problem, at }, status: 400 };
  }
  const reviewId = form.get("reviewId");
  if (intent !== "create" && (typeof reviewId !== "string" || reviewId === "")) {
    return { result: { ok: false, intent, problem: "failed", at }, status: 400 };
  }

  const path = intent === "create" ? "/api/review" : `/api/review/${encodeURIComponent(String(reviewId))}`;
  const body =
    intent === "create"
      ? { varient: variantId, rating: Number(draft.rating), review: draft.review }
      : intent === "update"
        ? { rating: Number(draft.rating), review: draft.review }
        : undefined;
  const { status, answer } = await callApi(context, path, {
    method: intent === "create" ? "POST" : intent === "update" ? "PUT" : "DELETE",
    json: body,
  });
  if (status >= 200 && status < 300) return { result: { ok: true, intent, at }, status: 200 };
  // A 403 is someone else's review, or a piece the shopper has not received: the code tells which.
  const problem = answer.error?.code === "review.not_received" ? "notReceived" : (PROBLEMS[status] ?? "failed");
  return { result: { ok: false, intent, problem, at }, status };
}
