import { keepForMs } from "@chhaap/contract/caching";
import { countryHints } from "@chhaap/contract/country-hints";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { generationWatch } from "#src/fresh-answers.ts";
import { countCacheLookup } from "#src/metrics.ts";
import { carriesSession } from "#src/plugins/session.ts";

/**
 * Pages every anonymous shopper sees alike (docs/decisions/0009). A route that may be shared says so with
 * `Surrogate-Control: max-age=N` (we are its surrogate: the header never leaves the server); the
 * page is then kept whole for N seconds per URL and cookies, and served again with this response's
 * CSP nonce in place of the one it was rendered with. Shoppers with a session (or an Authorization
 * header) always get a fresh render: their pages show their name, their cart, their reviews.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The page's bytes cut at each occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  storedAt: number;
  bytes: number;
}

export interface PageCache {
  /** Null when this request must be rendered for the shopper alone. */
  keyFor(request: FastifyRequest): string | null;
  get(key: string): CachedPage | undefined;
  /** Keeps a rendered page when its headers allow it; `body` is the whole page as sent. */
  store(key: string, page: { status: number; headers: Headers; body: Buffer; nonce: string }): void;
}

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE_HEADERS = new Set(["set-cookie", "date", "surrogate-control", "content-length", "transfer-encoding"]);

export function createPageCache(options: { maxBytes: number; now?: () => number }): PageCache {
  const now = options.now ?? Date.now;
  // Least recently served pages go first when the byte budget is full; each page keeps its own max-age.
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttlResolution: options.now ? 0 : 1,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });

  const staffChanged = generationWatch();
  return {
    keyFor(request) {
      if (request.method !== "GET") return null;
      if (carriesSession(request)) return null;
      const cookie = request.headers.cookie ?? "";
      // Crawlers get the whole document in one piece, shoppers a streamed one (entry.server.tsx).
      const reader = isbot(request.headers["user-agent"] ?? "") ? "bot" : "shopper";
      // The shopper's country and language cookies change the page; any other cookie only splits the cache.
      // Before a country is chosen, the browser's languages choose it (root.tsx): they are part of the key.
      const firstVisit = /(^|;\s*)country-name=/.test(cookie)
        ? ""
        : (countryHints(request.headers["accept-language"]).slice(0, 1)[0] ?? "");
      return `${reader}\n${cookie}\n${firstVisit}\n${request.url}`;
    },

    get(key) {
      // A staff edit since the pages were kept: shoppers see it on their next page.
      if (staffChanged()) pages.clear();
      const page = pages.get(key);
      countCacheLookup("pages", page !== undefined);
      return page;
    },

    store(key, { status, headers, body, nonce }) {
      const sharedForMs = keepForMs(headers.get("surrogate-control"));
      if (status !== 200 || sharedForMs === 0 || headers.has("set-cookie") || body.length > options.maxBytes) return;
      const time = now();
      const page: CachedPage = {
        status,
        headers: [...headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
        parts: splitAt(body, Buffer.from(nonce)),
        storedAt: time,
        bytes: body.length,
      };
      pages.set(key, page, { ttl: sharedForMs });
    },
  };
}

/**
 * The loaders' API, calling `failed` when a call throws or answers 5xx or 429. Loaders render such a
 * part as empty and the page still answers 200; it must not be kept for the next shopper.
 */
export function noteFailures<A extends unknown[]>(
  api: (...args: A) => Promise<Response>,
  failed: () => void,
): (...args: A) => Promise<Response> {
  return async (...args) => {
    let answer: Response;
    try {
      answer = await api(...args);
    } catch (error) {
      failed();
      throw error;
    }
    if (answer.status >= 500 || answer.status === 429) failed();
    return answer;
  };
}

/** The kept page as this response sends it: with its own nonce. Bytes, not text: nothing to encode again. */
export function pageBody(page: CachedPage, nonce: string): Buffer {
  const separator = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));
}

function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}
