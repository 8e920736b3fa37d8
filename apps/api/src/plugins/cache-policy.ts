import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { carriesSession } from "./session.ts";

const PERSONAL = "private, no-store";

/**
 * Who may keep an answer. Anything answered to a request with a session (cookie or Bearer token) is
 * the client's own, `private, no-store`, unless its route declared it `public` (the same for every
 * shopper: catalogue lists, pictures, scripts). That is the default, so a new personal page or route
 * cannot forget it. Without a session: API answers are `no-store` and pages `no-cache` unless their
 * route says otherwise.
 */
export const cachePolicy = fp(
  async function cachePolicy(app: FastifyInstance) {
    app.addHook("onSend", async (request, reply, payload) => {
      const declared = reply.getHeader("cache-control");
      const isPublic = typeof declared === "string" && /(^|,)\s*public\b/.test(declared);
      if (carriesSession(request) && !isPublic) reply.header("cache-control", PERSONAL);
      else if (declared === undefined) reply.header("cache-control", request.url.startsWith("/api/") ? "no-store" : "no-cache");
      return payload;
    });
  },
  { name: "cache-policy", dependencies: ["session"] },
);
