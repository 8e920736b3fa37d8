import { z } from "zod";

/**
 * The reviews page's changes, by `intent`: hide a review from shoppers, show it again, or delete it
 * (the page asks first). Anything else is refused before the API is asked.
 */
export const reviewModerationIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("show"), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1).max(100) }),
]);
export type ReviewModerationIntent = z.infer<typeof reviewModerationIntent>;

/** The staff API call that carries out an intent. */
export function reviewModerationRequest(intent: ReviewModerationIntent): {
  path: string;
  method: "PUT" | "DELETE";
  json?: { hidden: boolean };
} {
  const path = `/api/admin/reviews/${encodeURIComponent(intent.id)}`;
  if (intent.intent === "delete") return { path, method: "DELETE" };
  return { path: `${path}/hidden`, method: "PUT", json: { hidden: intent.intent === "hide" } };
}
