import { type PublicUser, publicUser } from "@chhaap/contract/accounts";
import { type AppLoadContext, redirect } from "react-router";
import { fetchData } from "./api.server.ts";
import { type ApiAnswer, readAnswer } from "./api-body.ts";

/**
 * The shopper's session as the pages see it. The session itself is the API's httpOnly cookie
 * (ARCHITECTURE "Identity and trust"): pages never read or store the token, they ask the API whose
 * cookie it is and pass the API's Set-Cookie headers on to the browser.
 */

/** The logged-in user of this request, or null for a guest (GET /api/users/session). */
export async function readSessionUser(context: AppLoadContext): Promise<PublicUser | null> {
  return fetchData(context, "/api/users/session", publicUser.nullable());
}

/** Spec 6: account pages need a logged-in user; guests go to /login and come back afterwards. */
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

export interface ApiResult {
  status: number;
  answer: ApiAnswer;
  /** The raw body, for callers that need `data` (parsed with a contract schema). */
  body: unknown;
  /** The API's Set-Cookie headers, to be passed on with the page's answer. */
  cookies: string[];
}

/** A JSON (or, for uploads, multipart) call to the API on behalf of the page's shopper. */
export async function callApi(
  context: AppLoadContext,
  path: string,
  init: { method: string; json?: unknown; multipart?: FormData },
): Promise<ApiResult> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: string | Uint8Array | undefined;
  if (init.multipart) {
    // Let the platform write the multipart body and its boundary, then hand the bytes on.
    const encoded = new Request("http://localhost/", { method: "POST", body: init.multipart });
    headers["content-type"] = encoded.headers.get("content-type") ?? "multipart/form-data";
    body = new Uint8Array(await encoded.arrayBuffer());
  } else if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  try {
    const response = await context.api(path, { method: init.method, headers, body });
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, answer: readAnswer(parsed), body: parsed, cookies: response.headers.getSetCookie() };
  } catch (error) {
    console.warn(`[web] ${init.method} ${path} failed`, error);
    return {
      status: 502,
      answer: { ok: false, message: null, code: null, params: null, fieldErrors: {} },
      body: null,
      cookies: [],
    };
  }
}

/** Response headers carrying the API's Set-Cookie lines (session started, renewed or cleared). */
export function withCookies(cookies: string[], init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

/** Account pages show personal data: never kept by a shared cache (ARCHITECTURE "Identity and trust"). */
export const PRIVATE_PAGE_HEADERS = { "cache-control": "private, no-store" } as const;
