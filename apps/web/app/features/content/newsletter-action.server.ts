import { type AppLoadContext, data } from "react-router";
import { z } from "zod";
import { callApi } from "#app/lib/api.server.ts";

/** The footer's one intent: a subscription. The API checks the address and stores it once. */
const newsletterIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("subscribe"), email: z.string().trim().max(320).default("") }),
]);

export interface NewsletterAnswer {
  ok: boolean;
  /** The API's status; 0 when it gave no answer. */
  status: number;
  message: string | null;
  /** The message for the address field (a 400). */
  fieldError: string | null;
  at: number;
}

export async function runNewsletterIntent(context: AppLoadContext, form: FormData): Promise<NewsletterAnswer> {
  const parsed = newsletterIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: "This form cannot be read." }, { status: 400 });
  const result = await callApi(context, "/api/newsletter", { method: "POST", json: { email: parsed.data.email } });
  const unanswered = result.status === 502 && result.body === null;
  return {
    ok: result.answer.ok,
    status: unanswered ? 0 : result.status,
    message: result.answer.message,
    fieldError: result.status === 400 ? (result.answer.fieldErrors.email ?? result.answer.message) : null,
    at: Date.now(),
  };
}
