import { availableParallelism } from "node:os";
import path from "node:path";
import { gstState, isValidGstin } from "@chhaap/contract/gst-states";
import { z } from "zod";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "./modules/catalog/stock-labels.ts";

/** How long an order paid online waits for its payment unless ONLINE_PAYMENT_MINUTES says otherwise. */
export const DEFAULT_ONLINE_PAYMENT_MINUTES = 30;

/** Every setting the server reads, with its default. The README's configuration table mirrors this. */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The internal port of `GET /metrics` (metrics.ts); unset, no metrics are served. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where the metrics port listens: this machine only unless told otherwise. */
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** Worker processes serving the shop (workers.ts); unset: one per core with DATABASE_URL, else one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1, "WEB_CONCURRENCY must be 1 or more").max(64).optional(),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL")
    .optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /** Secrets that signed sessions before SESSION_SECRET changed, comma-separated: still accepted until removed. */
  SESSION_SECRET_PREVIOUS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Proxies in front of the shop whose X-Forwarded-For is believed (Fastify trustProxy syntax). */
  TRUST_PROXY: z.string().optional(),
  /** Client addresses exempt from rate limits: uptime monitors, load tests, the browser journeys. */
  RATE_LIMIT_ALLOWLIST: z.string().optional(),
  /** Pieces over all sizes of a colourway at or below which it reads "low stock". */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(DEFAULT_LOW_STOCK_THRESHOLD),
  /** An S3-compatible bucket for uploaded files (modules/storage/): all four of these, or none. */
  S3_ENDPOINT: z.url("S3_ENDPOINT must be an http:// or https:// URL").optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Bucket in the path (endpoint/bucket/key) rather than the host name: what MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "S3_FORCE_PATH_STYLE must be true or false").default("false"),
  /** Razorpay's keys (modules/payments/): all three, or none, and the shop offers no online payment. */
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Where Razorpay's API is reached: its own host, or a stand-in in tests. */
  RAZORPAY_API_URL: z.url("RAZORPAY_API_URL must be an http:// or https:// URL").default("https://api.razorpay.com"),
  /** Minutes an order paid online waits for its payment before it is cancelled; Razorpay's links live 15 minutes at least. */
  ONLINE_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(15, "ONLINE_PAYMENT_MINUTES must be 15 or more")
    .max(1440)
    .default(DEFAULT_ONLINE_PAYMENT_MINUTES),
});

const BUCKET_VARIABLES = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const RAZORPAY_VARIABLES = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

const percent = z.coerce.number().min(0).max(40);

/** What tax invoices say about the seller, how they are numbered, and the garment price band. */
const invoiceEnvironment = z
  .object({
    SHOP_LEGAL_NAME: z.string().trim().min(1).default("Chhaap Hand Block Prints LLP"),
    SHOP_ADDRESS: z.string().trim().min(1).default("Plot 27, Ajrakhpur, Bhuj-Bhachau Road, near Kukma, Bhuj, Kutch 370105"),
    SHOP_STATE: z
      .string()
      .default("Gujarat")
      .refine((state) => gstState(state) !== undefined, "SHOP_STATE must be an Indian state or union territory"),
    // A made-up GSTIN with a valid check character; a real shop sets its own.
    SHOP_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .default("24AAKFC1234M1ZJ")
      .refine(isValidGstin, "SHOP_GSTIN must be a valid 15-character GSTIN"),
    INVOICE_PREFIX: z
      .string()
      .regex(
        /^[A-Z0-9]{1,3}$/,
        "INVOICE_PREFIX must be 1 to 3 capital letters or digits (invoice numbers stay within 16 characters)",
      )
      .default("CH"),
    GST_LUT_REFERENCE: z.string().trim().max(40).optional(),
    GST_GARMENT_LIMIT: z.coerce.number().int().min(1).default(2500),
    GST_GARMENT_RATE_LOW: percent.default(5),
    GST_GARMENT_RATE_HIGH: percent.default(18),
  })
  .refine((e) => gstState(e.SHOP_STATE)?.code === e.SHOP_GSTIN.slice(0, 2), {
    message: "SHOP_GSTIN must begin with SHOP_STATE's GST code",
    path: ["SHOP_GSTIN"],
  });

export interface InvoiceSettings {
  seller: { legalName: string; address: string; state: string; stateCode: string; gstin: string };
  /** The first part of every invoice number. */
  prefix: string;
  /** The acknowledgement of the Letter of Undertaking that lets exports go without IGST; printed on export invoices. */
  lutReference?: string;
  /**
   * Garments and made-ups bear the lower rate while their value per piece, before tax, is at most
   * the limit, and the higher rate above it.
   */
  garmentBand: { limitPaise: number; lowRate: number; highRate: number };
}

export interface Config {
  port: number;
  /** `GET /metrics` on this internal port and host; none when the port is unset. */
  metrics?: { port: number; host: string };
  /** How many worker processes serve the shop: 1 on the embedded database, which one process owns. */
  workers: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  /**
   * PUBLIC_URL's origin when it is set: pages reached by any other host are redirected to it.
   * Unset, the shop answers on whatever address it is reached by (127.0.0.1, a LAN address from a phone).
   */
  canonicalOrigin?: string;
  /** Origins whose state-changing browser requests are accepted (plugins/origin-check.ts). */
  allowedOrigins: string[];
  smtpUrl?: string;
  redisUrl?: string;
  /**
   * SESSION_SECRET: signs sessions and device marks when set, with SESSION_SECRET_PREVIOUS (comma-
   * separated) still accepted; unset, the keys live in the database (modules/accounts/session-keys.ts).
   */
  sessionSecret?: string;
  previousSessionSecrets?: string[];
  logLevel: z.infer<typeof environment>["LOG_LEVEL"];
  trustProxy: boolean | string;
  rateLimitAllowList: string[];
  invoice: InvoiceSettings;
  lowStockThreshold: number;
  /** Where uploaded files go when S3_* is set; otherwise PostgreSQL with DATABASE_URL, else disk. */
  bucket?: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
    forcePathStyle: boolean;
  };
  /** Razorpay's keys when RAZORPAY_* is set: only then is paying online offered. */
  razorpay?: RazorpaySettings;
  /** Minutes an order paid online waits for its payment before it is cancelled and its stock released. */
  onlinePaymentMinutes: number;
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or the tests' stand-in. */
  apiUrl: string;
}

export class ConfigError extends Error {}

/**
 * Worker processes: WEB_CONCURRENCY, by default one per core, with DATABASE_URL, where the workers share
 * their rate limits and sign-in lockouts through Redis or the database (modules/limits/). Always one on
 * the embedded database: one process owns it.
 */
function workerCount(e: z.infer<typeof environment>): number {
  if (!e.DATABASE_URL) return 1;
  return e.WEB_CONCURRENCY ?? availableParallelism();
}

/** Reads the environment; throws ConfigError listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = blankToUndefined(env);
  const parsed = environment.safeParse(given);
  const invoice = invoiceEnvironment.safeParse(given);
  if (!parsed.success || !invoice.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(invoice.error?.issues ?? [])];
    const lines = issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const bucketVariables = BUCKET_VARIABLES.filter((name) => e[name] !== undefined);
  if (bucketVariables.length > 0 && bucketVariables.length < BUCKET_VARIABLES.length) {
    const missing = BUCKET_VARIABLES.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(", ")}: a bucket needs all of ${BUCKET_VARIABLES.join(", ")} (or none of them)`,
    );
  }
  const razorpayVariables = RAZORPAY_VARIABLES.filter((name) => e[name] !== undefined);
  if (razorpayVariables.length > 0 && razorpayVariables.length < RAZORPAY_VARIABLES.length) {
    const missing = RAZORPAY_VARIABLES.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(", ")}: online payment needs all of ${RAZORPAY_VARIABLES.join(", ")} (or none of them)`,
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    workers: workerCount(e),
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    publicUrl,
    canonicalOrigin: e.PUBLIC_URL ? new URL(publicUrl).origin : undefined,
    // Without a configured PUBLIC_URL any loopback name is ours, and so is whatever host a request
    // reached the shop by (origin-check.ts compares it with the request's own Host).
    allowedOrigins: e.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    previousSessionSecrets: (e.SESSION_SECRET_PREVIOUS ?? "")
      .split(",")
      .map((secret) => secret.trim())
      .filter((secret) => secret.length > 0),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitAllowList: (e.RATE_LIMIT_ALLOWLIST ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    invoice: invoiceSettings(invoice.data),
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    bucket:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          }
        : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ""),
          }
        : undefined,
    onlinePaymentMinutes: e.ONLINE_PAYMENT_MINUTES,
  };
}

/** The invoice settings of an environment (the defaults for an empty one); throws ConfigError when bad. */
export function loadInvoiceSettings(env: NodeJS.ProcessEnv = {}): InvoiceSettings {
  const parsed = invoiceEnvironment.safeParse(blankToUndefined(env));
  if (!parsed.success)
    throw new ConfigError(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  return invoiceSettings(parsed.data);
}

function invoiceSettings(e: z.infer<typeof invoiceEnvironment>): InvoiceSettings {
  const state = gstState(e.SHOP_STATE);
  if (!state) throw new ConfigError("SHOP_STATE must be an Indian state or union territory");
  return {
    seller: {
      legalName: e.SHOP_LEGAL_NAME,
      address: e.SHOP_ADDRESS,
      state: state.name,
      stateCode: state.code,
      gstin: e.SHOP_GSTIN,
    },
    prefix: e.INVOICE_PREFIX,
    lutReference: e.GST_LUT_REFERENCE,
    garmentBand: { limitPaise: e.GST_GARMENT_LIMIT * 100, lowRate: e.GST_GARMENT_RATE_LOW, highRate: e.GST_GARMENT_RATE_HIGH },
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  return value;
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
}
