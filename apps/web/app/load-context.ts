/** The per-request services the Fastify server hands to React Router (ARCHITECTURE.md: one Node process). */
declare module "react-router" {
  interface AppLoadContext {
    /** Calls the Fastify API in-process (no network hop); forwards the shopper's cookies. Returns a standard Response. */
    api(
      path: string,
      init?: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array },
    ): Promise<Response>;
    /** Says a part of this page failed (it rendered without it): the page is then not kept for other shoppers (decision 0009). */
    partFailed(): void;
    /** CSP nonce for this response: put it on every script React Router renders (ServerRouter nonce, <Scripts nonce>, <ScrollRestoration nonce>). No inline scripts/styles without it. */
    nonce: string;
    /** Absolute origin of the shop, e.g. http://localhost:3000, for canonical URLs and Open Graph. */
    publicUrl: string;
  }
}

export {};
