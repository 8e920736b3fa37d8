import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The content security policy, written once: no inline script or style but what carries the page's
 * nonce, pictures from the shop and YouTube's thumbnails, YouTube's player in a frame, and this shop
 * never framed itself. Helmet would parse its directives and draw nonces on every answer, the API's
 * in-process calls included (2% of a product page's CPU); the API's JSON runs nothing and needs none.
 */
const DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: https://i.ytimg.com",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.youtube-nocookie.com",
  "media-src 'self'",
];
const API_POLICY = DIRECTIVES.join(";");

/** A server-rendered page's policy: its scripts and styles carry `nonce` (see newNonce). */
export function pagePolicy(nonce: string): string {
  return DIRECTIVES.map((directive) =>
    directive === "script-src 'self'" || directive === "style-src 'self'" ? `${directive} 'nonce-${nonce}'` : directive,
  ).join(";");
}

/** A fresh nonce for one page: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Security headers on every response: the policy above (pages replace it with their own nonce's,
 * mount-web.ts), plus nosniff, a referrer policy and frame-ancestors 'none'.
 */
export const security = fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Cross-origin isolation would block the YouTube player the home page opens on demand.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    hsts: false, // TLS ends at the proxy in front of us; it sets HSTS.
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("content-security-policy", API_POLICY);
    done();
  });
});
