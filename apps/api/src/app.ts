import { randomUUID } from "node:crypto";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { type Config, DEFAULT_ONLINE_PAYMENT_MINUTES, loadInvoiceSettings } from "./config.ts";
import type { Database } from "./db/client.ts";
import { type PoolStats, requestMetrics } from "./metrics.ts";
import { accountRoutes } from "./modules/accounts/routes.ts";
import { databaseSessionKeys, fixedSessionKeys } from "./modules/accounts/session-keys.ts";
import { addressRoutes } from "./modules/addresses/routes.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { afterSaleRoutes } from "./modules/after-sales/routes.ts";
import { cartRoutes } from "./modules/cart/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { createSearchGate, defaultSearchLimits, type SearchGate } from "./modules/catalog/search-gate.ts";
import { buildSearchIndex } from "./modules/catalog/search-index.ts";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "./modules/catalog/stock-labels.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { couponRoutes } from "./modules/coupons/routes.ts";
import { warmPinRegistry } from "./modules/delivery/pin-registry.ts";
import { deliveryRoutes } from "./modules/delivery/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { homeRoutes } from "./modules/home/routes.ts";
import { invoiceRoutes } from "./modules/invoices/routes.ts";
import { createLimiters, type Limiters } from "./modules/limits/limiters.ts";
import { routeLimitStore } from "./modules/limits/route-limit-store.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { createMailOutbox, type MailOutbox } from "./modules/mail/outbox.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { orderRoutes } from "./modules/orders/routes.ts";
import { keepUnpaidOrdersExpiring } from "./modules/payments/expire-unpaid.ts";
import { onlinePaymentsOf } from "./modules/payments/online-payments.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { referenceRoutes } from "./modules/reference/routes.ts";
import { shippingRoutes } from "./modules/shipping/routes.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { createShopSettingsReader, initialShopSettings, type ShopSettingsReader } from "./modules/site/shop-settings.ts";
import { diskFileStore } from "./modules/storage/disk-store.ts";
import type { FileStore } from "./modules/storage/file-store.ts";
import { shopperListRoutes } from "./modules/wishlist/routes.ts";
import { cachePolicy } from "./plugins/cache-policy.ts";
import { clientErrorHandler, frameworkErrors } from "./plugins/client-errors.ts";
import { errorHandler } from "./plugins/error-handler.ts";
import { serializeError } from "./plugins/log-errors.ts";
import { openapi } from "./plugins/openapi.ts";
import { originCheck } from "./plugins/origin-check.ts";
import { requestDeadline } from "./plugins/request-deadline.ts";
import { requestLog } from "./plugins/request-log.ts";
import { validatorCompiler } from "./plugins/request-validation.ts";
import { security } from "./plugins/security.ts";
import { session } from "./plugins/session.ts";

export interface AppDependencies {
  db: Database;
  config: Pick<Config, "dataDir" | "publicUrl" | "logLevel" | "trustProxy" | "sessionSecret" | "smtpUrl"> &
    Partial<
      Pick<
        Config,
        | "previousSessionSecrets"
        | "allowedOrigins"
        | "canonicalOrigin"
        | "invoice"
        | "lowStockThreshold"
        | "razorpay"
        | "onlinePaymentMinutes"
      >
    >;
  /** Answers when the database can be reached; /api/ready uses it. */
  pingDatabase: () => Promise<void>;
  /** Redis (REDIS_URL): where rate limits and sign-in lockouts are counted when set (modules/limits/). */
  redis?: Redis;
  /**
   * Where rate limits and sign-in lockouts are counted; by default Redis when given, else the
   * PostgreSQL database, or this process's memory on the embedded database (limits/limiters.ts).
   */
  limiters?: Limiters;
  /**
   * How long public lists (reference data, home blocks) may be served from memory (5 s by default;
   * a staff edit empties them on this instance at once: fresh-answers.ts).
   * Tests that change blocks and read them back pass 0.
   */
  publicCacheMs?: number;
  /** Client addresses no rate limit applies to (the load generator of `npm run bench`). */
  rateLimitAllowList?: string[];
  /** Injected in tests that need a fixed time. */
  now?: () => Date;
  /** Where mail goes; by default .eml files in DATA_DIR/outbox, or SMTP when SMTP_URL is set. */
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go (standard output by default); the bench sends them to /dev/null. */
  logStream?: { write(line: string): void };
  /** How long a client has to send a whole request, body included (REQUEST_TIMEOUT_MS by default). */
  requestTimeoutMs?: number;
  /** What searches pass to reach the database (search-gate.ts); by default one with the limits for its kind. */
  searchGate?: SearchGate;
  /**
   * In one of several workers (workers.ts): told when this process is warm, and asked whether every
   * worker is; until then /api/ready answers 503 here too.
   */
  workerWarmth?: { warmed(): void; everyWorkerWarm(): boolean };
  /**
   * Where uploaded files are kept (modules/storage/): server.ts opens the configured store; by default
   * files go under DATA_DIR on disk.
   */
  files?: FileStore;
  /** The database pool's figures for `GET /metrics` (PostgreSQL; the embedded database has none). */
  poolStats?: () => PoolStats;
  /**
   * Whether this process cancels orders left unpaid online every minute (payments/expire-unpaid.ts);
   * on unless told otherwise. Tests turn it off and run the sweep themselves.
   */
  expireUnpaidOrders?: boolean;
  /**
   * Whether this process looks for due mails every few seconds, and takes back those of dead
   * processes, on its own (mail/outbox.ts); on unless told otherwise. The outbox's own tests turn it
   * off, so that only the senders they make send the mails they write.
   */
  pollMailOutbox?: boolean;
}

/**
 * A whole request, headers and body, must arrive within this time: a client trickling its body one
 * byte at a time would otherwise hold a connection (and its memory) for ever. A 6 MB form over a slow
 * mobile link (1 Mbit/s) takes about 50 s.
 */
const REQUEST_TIMEOUT_MS = 60_000;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * How long a process that has just started waits for its first search index before it calls itself
 * ready anyway (the index takes 2.5-5 s to build at 100,000 variants, longer with two workers on two cores).
 */
const FIRST_INDEX_WAIT_MS = 30_000;

/** Builds the API (no listening, no web pages): server.ts and the tests both start here. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const requestTimeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
            serializers: { err: serializeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // Keep a sane incoming id so a proxy's trace follows the request; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Fastify's two lines per request are replaced by one (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Headers that never finish are Node's to time out (headersTimeout, 60 s); bodies are requestDeadline's.
    requestTimeout: requestTimeoutMs,
    return503OnClosing: true,
    clientErrorHandler,
    frameworkErrors,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route as registered, read by tests that must cover them all (the back office's guard, say).
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  // The API takes JSON, and multipart where a route says so. Fastify also reads text/plain, which
  // reached the schemas as a string ("expected object"): refused with 415 like any other type.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(requestLog);
  await app.register(errorHandler);
  await app.register(requestDeadline, { timeoutMs: requestTimeoutMs });
  await app.register(security);
  // Compression in one piece on the event loop (syncThreshold: pages are sent whole, web/mount-web.ts)
  // rather than a stream on the thread pool, at brotli quality 2 and gzip level 1: a product page costs
  // 0-6% more CPU compressed where brotli 4 as a stream cost 78%, for 12.2 kB instead of 11.4 kB.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 1024 * 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 1 },
  });
  // The routes' limits are counted where the sign-in lockouts are: shared by every worker and instance.
  const limiters = deps.limiters ?? createLimiters({ db: deps.db, redis: deps.redis });
  app.addHook("onClose", async () => limiters.close());
  await app.register(rateLimit, {
    global: false,
    allowList: deps.rateLimitAllowList ?? [],
    store: routeLimitStore(limiters),
    // A store that cannot be reached (Redis gone) lets requests through uncounted rather than refusing
    // every limited route: browsing, bags and orders go on. Sign-in lockouts do refuse meanwhile.
    skipOnError: true,
  });
  await app.register(openapi);

  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const publicCacheMs = deps.publicCacheMs ?? 5_000;
  // One mailer for the whole app (one SMTP transport when SMTP_URL is set): the outbox sends through it.
  const mailer = deps.mailer ?? createMailer(config);
  // Every mail is written to the outbox with the change that causes it and sent from there (mail/outbox.ts).
  const outbox = createMailOutbox({ db, mailer, now, log: app.log });
  app.decorate("mailOutbox", outbox);
  if (deps.pollMailOutbox !== false) outbox.start();
  // Closing stops claiming mails and waits for the sends under way (after the requests have drained).
  app.addHook("onClose", async () => outbox.stop());
  const files = deps.files ?? diskFileStore(config.dataDir);
  // The keys sessions are signed with: SESSION_SECRET, or the database's, shared by every instance.
  const sessionKeys = config.sessionSecret
    ? fixedSessionKeys(config.sessionSecret, config.previousSessionSecrets)
    : await databaseSessionKeys(db, { dataDir: config.dataDir, now: () => now().getTime() });
  app.addHook("onClose", async () => sessionKeys.close());
  await app.register(session, { db, keys: sessionKeys, publicUrl: config.publicUrl, now });
  await app.register(requestMetrics, { pool: deps.poolStats });
  await app.register(cachePolicy);
  await app.register(originCheck, {
    allowedOrigins: config.allowedOrigins ?? [new URL(config.publicUrl).origin],
    // A server started without PUBLIC_URL (its config lists loopback origins and no canonical one) is
    // reached by addresses nobody could list in advance: a phone on the same Wi-Fi, say.
    acceptOwnHost: config.allowedOrigins !== undefined && config.canonicalOrigin === undefined,
  });
  // The search index built once the server listens (below): until it is (or FIRST_INDEX_WAIT_MS has
  // passed), this process is not ready.
  let firstIndex: Promise<unknown> | undefined;
  const warmingUp = () => firstIndex !== undefined || (deps.workerWarmth !== undefined && !deps.workerWarmth.everyWorkerWarm());
  await app.register(healthRoutes, { pingDatabase: deps.pingDatabase, warmingUp });
  // Tests and tools that build the app without a whole configuration get the demo shop's invoice details.
  const invoiceSettings = config.invoice ?? loadInvoiceSettings();
  // The shop's details live in one row, first written from the configuration (SHOP_*) and shop.ts.
  app.decorate("shopSettings", createShopSettingsReader(db, initialShopSettings(invoiceSettings.seller), publicCacheMs));
  await app.register(referenceRoutes, { db, cacheMs: publicCacheMs });
  await app.register(siteRoutes, { onlinePayment: config.razorpay !== undefined });
  const searchGate = deps.searchGate ?? createSearchGate(defaultSearchLimits(db));
  await app.register(catalogRoutes, { db, cacheMs: publicCacheMs, searchGate });
  await app.register(homeRoutes, { db, cacheMs: publicCacheMs });
  await app.register(newsletterRoutes, { db });
  await app.register(contentRoutes, { db, now, outbox });
  await app.register(shippingRoutes, { db });
  await app.register(deliveryRoutes, { db, now });
  // The PIN code registry is read, and the search index built (2.5 s at 100,000 variants, when
  // searches go to PostgreSQL), in the background once the server listens, not at the first shopper's
  // search after a restart (tests that only inject skip both).
  app.addHook("onListen", async () => {
    warmPinRegistry();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_INDEX_WAIT_MS);
      timer.unref();
    });
    firstIndex = Promise.race([buildSearchIndex(db), waited]).finally(() => {
      clearTimeout(timer);
      firstIndex = undefined;
      deps.workerWarmth?.warmed();
    });
  });
  await app.register(accountRoutes, { db, now, config, files, sessionKeys, limiters, outbox });
  await app.register(addressRoutes, { db, now });
  await app.register(cartRoutes, { db, now });
  await app.register(couponRoutes, { db, now });
  await app.register(shopperListRoutes, { db, now, outbox, publicUrl: config.publicUrl });
  const lowStockThreshold = config.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const onlinePaymentMinutes = config.onlinePaymentMinutes ?? DEFAULT_ONLINE_PAYMENT_MINUTES;
  // Paying online exists only with the gateway's keys (RAZORPAY_*); without them it is not offered.
  const gateway = onlinePaymentsOf(config.razorpay, onlinePaymentMinutes);
  const payments = gateway && {
    ...gateway,
    db,
    now,
    outbox,
    publicUrl: config.publicUrl,
    invoiceSettings,
    lowStockThreshold,
  };
  if (payments) {
    await app.register(paymentRoutes, payments);
    if (deps.expireUnpaidOrders !== false) {
      const stopExpiring = keepUnpaidOrdersExpiring(payments);
      app.addHook("onClose", async () => stopExpiring());
    }
  }
  await app.register(orderRoutes, {
    db,
    now,
    config: { ...config, onlinePaymentMinutes },
    files,
    outbox,
    lowStockThreshold,
    payments,
  });
  await app.register(afterSaleRoutes, { db, now, files, outbox, publicUrl: config.publicUrl });
  await app.register(invoiceRoutes, { db, now, settings: invoiceSettings });
  await app.register(mediaRoutes, { cacheDir: `${deps.config.dataDir}/media`, files });
  await app.register(adminRoutes, {
    db,
    now,
    sessionKeys,
    secureCookies: new URL(config.publicUrl).protocol === "https:",
    limiters,
    outbox,
    publicUrl: config.publicUrl,
    files,
    invoiceSettings,
    lowStockThreshold,
    payments,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: readonly { method: string; url: string }[];
    /** The shop's details in force: seller, bank, contact and social links (modules/site/shop-settings.ts). */
    shopSettings: ShopSettingsReader;
    /** The mail outbox: tests await `deliverDue()` to see the mails a request caused. */
    mailOutbox: MailOutbox;
  }
}
