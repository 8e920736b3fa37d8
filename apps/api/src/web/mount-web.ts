import { existsSync } from "node:fs";
import path from "node:path";
import { pipeline, Readable, Transform } from "node:stream";
import { pathToFileURL } from "node:url";
import { keepForMs } from "@chhaap/contract/caching";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { publicAnswersGeneration } from "#src/fresh-answers.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { internalCallHeaders } from "#src/plugins/internal-call.ts";
import { ownOrigin } from "#src/plugins/origin-check.ts";
import { newNonce, pagePolicy } from "#src/plugins/security.ts";
import { carriesSession } from "#src/plugins/session.ts";
import { acceptsCompression } from "./accepts-compression.ts";
import { type CachedPage, createPageCache, noteFailures, pageBody } from "./page-cache.ts";
import { routeViews } from "./route-views.ts";
import { readShopper, type Shopper } from "./shopper.ts";

/**
 * What the web app's loaders pass to `context.api` (apps/web/app/load-context.ts); `body` may be bytes
 * (multipart uploads); `stream` passes the answer's body on as it is written instead of gathering it.
 */
type ApiInit = { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; stream?: boolean };

/** What a page's form (or React Router's fetcher) posts. */
const PAGE_FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Page forms carry at most a profile picture or payment screenshot (5 MB) plus their fields. */
const PAGE_BODY_LIMIT = 6 * 1024 * 1024;

const HASHED_ASSET_MAX_AGE = "public, max-age=31536000, immutable";

/** Kept pages (decision 0009) take at most this much memory: some 300 product pages. */
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;

/**
 * Serves the React Router build from this process: hashed client assets with long-lived caching,
 * and every other page through server rendering. Loaders reach the API in-process (app.inject),
 * so a page costs no network hop and the web app never imports API internals.
 */
export async function mountWeb(
  app: FastifyInstance,
  opts: {
    buildDir: string;
    /** Canonical links and links in pages. */
    publicUrl: string;
    /** When set, pages asked for by any other host are redirected to this origin (PUBLIC_URL). */
    canonicalOrigin?: string;
  },
) {
  const serverEntry = path.join(opts.buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`The web app is not built: ${serverEntry} is missing (run npm run build).`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // Each page from a view with only the routes its path can match (decision 0064); one handler per view.
  const viewFor = routeViews(build);
  const handlers = new Map<ServerBuild, RequestHandler>();
  const handlerFor = (pathname: string) => {
    const view = viewFor(pathname);
    let handler = handlers.get(view);
    if (!handler) {
      handler = createRequestHandler(view, "production");
      handlers.set(view, handler);
    }
    return handler;
  };
  const pageCache = createPageCache({ maxBytes: PAGE_CACHE_BYTES });

  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, "client"),
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? HASHED_ASSET_MAX_AGE : "public, max-age=3600");
    },
  });

  await app.register(async function pages(scope) {
    // Page forms post to React Router actions, which read the raw body themselves. A form sends one of
    // two types; any other (or none) is refused with 415, before an action fails to read it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(PAGE_FORM_TYPES, (_request, _payload, done) => done(null));
    scope.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        // The API and media keep their JSON 404s: only other paths are pages.
        if (/^\/(api|media)(\/|$)/.test(request.url)) return reply.callNotFound();
        if (request.method === "POST" && request.headers["content-type"] === undefined)
          throw new ApiError(415, "request.unsupported_type", "That content type is not accepted here.");
        // Behind a proxy, the proxy decides the address (and may rewrite Host or end TLS): the page's URL
        // is PUBLIC_URL's as before. Reached directly by another host, the shopper is sent to PUBLIC_URL
        // (308 keeps a form post a post). Without PUBLIC_URL, the page's URL is the address it was asked
        // by, so form posts from a LAN address or another name pass React Router's origin check.
        let origin = ownOrigin(request);
        if (opts.canonicalOrigin) {
          const proxied = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"].some(
            (name) => request.headers[name] !== undefined,
          );
          if (!proxied && request.host !== new URL(opts.canonicalOrigin).host) {
            const code = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
            return reply
              .code(code)
              .header("location", `${opts.canonicalOrigin}/${request.url.replace(/^[/\\]+/, "")}`)
              .send();
          }
          origin = opts.canonicalOrigin;
        }
        if (Number(request.headers["content-length"] ?? 0) > PAGE_BODY_LIMIT) {
          throw new ApiError(413, "request.too_large", "That request is too large.");
        }
        const nonce = newNonce();
        reply.header("content-security-policy", pagePolicy(nonce));
        const cacheKey = pageCache.keyFor(request);
        const kept = cacheKey ? pageCache.get(cacheKey) : undefined;
        if (kept) return sendKeptPage(reply, kept, nonce);
        // Loaders read a failed call as empty data and still answer 200: such a page is not kept.
        let whole = true;
        const partFailed = () => {
          whole = false;
        };
        const api = noteFailures((apiPath: string, init?: ApiInit) => callApi(app, request, apiPath, init), partFailed);
        // Asked once, by the first loader or action that needs it; every other one shares the answer.
        let shopper: Promise<Shopper> | undefined;
        // A rendered page comes as React's Node stream, beside the body-less Response (load-context.ts).
        let pageStream: Readable | undefined;
        // React Router checks a form post's Origin against this URL: it is the address the page was asked by.
        const page = toWebRequest(request, reply, origin);
        const response = await handlerFor(new URL(page.url).pathname)(page, {
          api,
          shopper: () => {
            shopper ??= readShopper(api, carriesSession(request));
            return shopper;
          },
          partFailed,
          nonce,
          publicUrl: opts.publicUrl,
          publicAnswersGeneration,
          sendPageStream: (body: Readable) => {
            pageStream = body;
          },
        });
        // A form posted to a page that takes none: React Router's own answer would name our route
        // files. A browser is sent back to the page itself; a data request gets the envelope.
        if (response.status === 405) {
          if (request.url.split("?")[0]?.endsWith(".data"))
            throw new ApiError(405, "request.form_post_refused", "This page does not take form posts.");
          // One leading slash: `//host/` would send the browser to another site.
          return reply
            .code(303)
            .header("location", `/${request.url.replace(/^[/\\]+/, "")}`)
            .send();
        }
        const keep = cacheKey
          ? (body: Buffer) => {
              if (whole) pageCache.store(cacheKey, { status: response.status, headers: response.headers, body, nonce });
            }
          : undefined;
        return sendWebResponse(reply, response, pageStream, keep);
      },
    });
  });
}

/** Fastify's body limit does not cover page posts (React Router reads them): cut chunked bodies off too. */
function limitedBody(raw: Readable): Readable {
  let seen = 0;
  return raw.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        done(seen > PAGE_BODY_LIMIT ? new ApiError(413, "request.too_large", "That request is too large.") : null, chunk);
      },
    }),
  );
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  // `//host/path` resolved against the origin would name another host: the path keeps one slash.
  const url = new URL(`${origin}/${request.url.replace(/^[/\\]+/, "")}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // Stop rendering when the shopper goes away before the answer is sent. Not on the request's own
  // "close": that fires as soon as a posted body has been read, and would abort every form post.
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(limitedBody(request.raw)) as ReadableStream, duplex: "half" } : {}),
  });
}

async function callApi(app: FastifyInstance, page: FastifyRequest, apiPath: string, init: ApiInit = {}): Promise<Response> {
  if (!apiPath.startsWith("/api/")) throw new Error(`api() takes an /api/ path, got ${apiPath}`);
  const forwarded: Record<string, string> = { "x-request-id": page.id, ...internalCallHeaders() };
  if (page.headers.cookie) forwarded.cookie = page.headers.cookie;
  if (page.headers["user-agent"]) forwarded["user-agent"] = page.headers["user-agent"];
  const res = await app.inject({
    method: (init.method ?? "GET") as "GET",
    url: apiPath,
    headers: { ...forwarded, ...init.headers },
    payload: typeof init.body === "object" ? Buffer.from(init.body) : init.body,
    remoteAddress: page.ip,
    payloadAsStream: init.stream,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  // A download (the catalog's CSV is 30 MB at 100,000 colourways) goes on in pieces, never whole in memory.
  const body = init.stream ? (Readable.toWeb(res.stream()) as ReadableStream) : res.rawPayload;
  return new Response(res.statusCode === 204 ? null : body, { status: res.statusCode, headers });
}

/**
 * Sends the response's own body, or else the page React rendered into `pageStream`; `keep` receives the
 * whole body once the render has ended (not when the shopper left early or it failed).
 */
async function sendWebResponse(reply: FastifyReply, response: Response, pageStream?: Readable, keep?: (body: Buffer) => void) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Surrogate-Control is for this server's page cache only.
    if (name === "set-cookie" || name === "surrogate-control") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const body = response.body ? Readable.fromWeb(response.body as import("node:stream/web").ReadableStream) : pageStream;
  if (!body) return reply.send();
  const keeping = keepForMs(response.headers.get("surrogate-control")) === 0 ? undefined : keep;
  // A page to compress is sent whole: the compressor (never flushed) held a streamed page's bytes until
  // its blocks filled or the page ended anyway, and compressing one buffer in place (syncThreshold,
  // app.ts) costs a fifth of a compression stream's work on the thread pool (docs/performance.md).
  if (acceptsCompression(reply.request.headers["accept-encoding"])) {
    const whole = Buffer.concat(await body.toArray());
    if (keeping) keepPage(reply, whole, keeping);
    return reply.send(whole);
  }
  if (!keeping) return reply.send(body);
  const chunks: Buffer[] = [];
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      keepPage(reply, Buffer.concat(chunks), keeping);
      done();
    },
  });
  // pipeline, not pipe: a render that fails midway ends the answer instead of leaving it open.
  return reply.send(pipeline(body, copy, () => {}));
}

function keepPage(reply: FastifyReply, body: Buffer, keep: (body: Buffer) => void) {
  try {
    keep(body);
  } catch (error) {
    // The shopper still gets the page; the next one renders it again.
    reply.log.error({ err: error }, "could not keep a page");
  }
}

function sendKeptPage(reply: FastifyReply, page: CachedPage, nonce: string) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("age", String(Math.floor((Date.now() - page.storedAt) / 1000)));
  return reply.send(pageBody(page, nonce));
}
