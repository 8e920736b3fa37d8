import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "./api-error.ts";
import { isInternalCall } from "./internal-call.ts";
import { carriesSessionCookie } from "./session.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests from a cookie session check `Origin`.
 * SameSite=Lax already keeps the cookie off cross-site POSTs in current browsers; this is the second
 * lock for older browsers and same-site subdomains. It applies to pages' form posts as well as to /api.
 *
 * - A request carrying the session cookie must name the shop's own origin (config.allowedOrigins; without
 *   PUBLIC_URL also the origin of the Host it was sent to) in `Origin`,
 *   or failing that in `Referer`; neither, or another origin, gets 403.
 * - A request without the cookie that names another origin also gets 403: a foreign page can neither log
 *   a shopper into an account of its choosing (login CSRF) nor post forms in their name. Non-browser
 *   clients send no Origin and pass.
 * - `Authorization: Bearer` requests are exempt: a browser never adds that header cross-site by itself
 *   (it would need a CORS preflight, which only the shop's origin passes).
 * - The in-process calls of server rendering are exempt: the page request they serve was checked here.
 */
export const originCheck = fp(
  async function originCheck(app: FastifyInstance, options: { allowedOrigins: readonly string[]; acceptOwnHost?: boolean }) {
    const shopOrigins = new Set(options.allowedOrigins);
    const isShopOrigin = (origin: string, request: FastifyRequest) =>
      shopOrigins.has(origin) || (options.acceptOwnHost === true && origin === ownOrigin(request));
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || isInternalCall(request)) return;
      if (/^Bearer\s/i.test(request.headers.authorization ?? "")) return;
      const origin = claimedOrigin(request);
      if (origin !== undefined && isShopOrigin(origin, request)) return;
      if (origin === undefined && !carriesSessionCookie(request)) return;
      request.log.warn(
        { event: "origin_refused", origin: origin ?? null, method: request.method },
        "cross-origin request refused",
      );
      throw new ApiError(403, "request.foreign_origin", ACCOUNT_MESSAGES.forbiddenOrigin);
    });
  },
  { name: "origin-check" },
);

/** The origin this request reached the shop by: a page served from it posts back to it. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") return origin;
  const referer = request.headers.referer;
  if (typeof referer !== "string" || referer === "") return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}
