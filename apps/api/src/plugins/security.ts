import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers on every response: a CSP without inline
 * script — the server-rendered pages put this request's nonce on React Router's scripts — plus
 * nosniff, a referrer policy and frame-ancestors 'none'.
 */
export const security = fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https://i.ytimg.com"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["https://www.youtube-nocookie.com"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would block the YouTube player the home page opens on demand.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    hsts: false, // TLS ends at the proxy in front of us; it sets HSTS.
  });
});
