import type { PublicUser } from "@chhaap/contract/accounts";

/** The per-request services the Fastify server hands to React Router (apps/api/src/web/mount-web.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /**
     * Calls the Fastify API in-process (no network hop); forwards the shopper's cookies. Returns a
     * standard Response. Loaders and actions reach it through lib/api.server.ts, never directly.
     * With `stream`, the body comes as the API writes it (downloads); otherwise it is read whole first.
     */
    api(
      path: string,
      init?: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; stream?: boolean },
    ): Promise<Response>;
    /**
     * The session's user and their bag's line count, asked of the API at most once per request: every
     * loader and action of the request shares the answer. A guest is `{ user: null, bagCount: null }`.
     */
    shopper(): Promise<{ user: PublicUser | null; bagCount: number | null }>;
    /** Says a part of this page failed (it rendered without it): the page is then not kept for other shoppers (docs/decisions/0009). */
    partFailed(): void;
    /** CSP nonce for this response: put it on every script React Router renders (ServerRouter nonce, <Scripts nonce>, <ScrollRestoration nonce>). No inline scripts/styles without it. */
    nonce: string;
    /** Absolute origin of the shop, e.g. http://localhost:3000, for canonical URLs and Open Graph. */
    publicUrl: string;
    /**
     * A number that moves on whenever staff change what shoppers see (the API's fresh-answers.ts):
     * answers this app keeps for every page are dropped when it has moved.
     */
    publicAnswersGeneration(): number;
    /**
     * Takes a rendered page's Node stream: the server sends it on as it is, and the Response handed
     * back to React Router carries no body. A web stream between React's Node stream and Fastify's
     * cost every chunk two conversions (5-7% of a page's CPU, docs/performance.md).
     */
    sendPageStream(body: import("node:stream").Readable): void;
  }
}
