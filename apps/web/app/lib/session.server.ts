import type { PublicUser } from "@chhaap/contract/accounts";
import { type AppLoadContext, redirect } from "react-router";

/**
 * The shopper's session as the pages see it. The session itself is the API's httpOnly cookie: pages
 * never read or store the token, they ask the API whose cookie it is and pass the API's Set-Cookie
 * headers on to the browser.
 */

/** The logged-in user of this request, or null for a guest: asked of the API once per request, shared by every loader. */
export async function readSessionUser(context: AppLoadContext): Promise<PublicUser | null> {
  return (await context.shopper()).user;
}

/** Account pages need a logged-in user; guests go to /login and come back afterwards. */
export async function requireSessionUser(request: Request, context: AppLoadContext): Promise<PublicUser> {
  const user = await readSessionUser(context);
  if (!user) throw redirect(loginPathFor(request));
  return user;
}

/** /login with the current page as `redirectTo`. */
function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  return `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

/** Account pages show personal data: never kept by a shared cache . */
export const PRIVATE_PAGE_HEADERS = { "cache-control": "private, no-store" } as const;
