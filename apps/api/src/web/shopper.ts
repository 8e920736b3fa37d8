import { type PublicUser, publicUser } from "@chhaap/contract/accounts";
import { envelope } from "@chhaap/contract/envelope";
import { z } from "zod";

/** Who a page request belongs to, and how many lines their bag holds (null: a guest, or the count failed). */
export interface Shopper {
  user: PublicUser | null;
  bagCount: number | null;
}

type Api = (path: string) => Promise<Response>;

// The API's serializer has checked both answers against these schemas already: checking again costs
// render time in production and only catches our own mistakes, which development and tests do.
const checkAnswers = process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test";
const sessionAnswer = envelope(publicUser.nullable());
const countAnswer = envelope(z.number().int());

/**
 * Asks the API for the page's shopper: the session's user, then their bag's line count. A request
 * without a session cookie or token is a guest and costs no call (a shopper's preference cookies, or
 * the guest bag's, are no session). Any failure reads as a guest (the page
 * still renders; the account pages send the shopper to log in).
 */
export async function readShopper(api: Api, hasCredentials: boolean): Promise<Shopper> {
  if (!hasCredentials) return { user: null, bagCount: null };
  const user = await dataOf(api, "/api/users/session", sessionAnswer);
  if (!user?.cartId) return { user: user ?? null, bagCount: user ? 0 : null };
  const bagCount = await dataOf(api, `/api/cart-item/count/${encodeURIComponent(user.cartId)}`, countAnswer);
  return { user, bagCount: bagCount ?? null };
}

async function dataOf<T>(api: Api, path: string, schema: z.ZodType<{ status: boolean; data?: T }>): Promise<T | undefined> {
  try {
    const response = await api(path);
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const answer = checkAnswers ? schema.parse(body) : (body as { status: boolean; data?: T });
    return answer.status ? answer.data : undefined;
  } catch (error) {
    console.warn(`[web] GET ${path} failed`, error);
    return undefined;
  }
}
