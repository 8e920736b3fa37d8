import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "chhaap-config-"));

describe("loadConfig", () => {
  it("has working defaults for a fresh machine", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", dataDir, publicUrl: "http://localhost:3000", trustProxy: false });
    expect(config.databaseUrl).toBeUndefined();
  });

  it("takes SESSION_SECRET, the previous ones it replaced, and treats blank variables as unset", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SESSION_SECRET: "s".repeat(40),
      SESSION_SECRET_PREVIOUS: ` ${"p".repeat(40)}, ,${"q".repeat(40)}`,
      DATABASE_URL: "",
      PORT: "",
    });
    expect(config.sessionSecret).toBe("s".repeat(40));
    expect(config.previousSessionSecrets).toEqual(["p".repeat(40), "q".repeat(40)]);
    expect(loadConfig({ DATA_DIR: tempDir() }).sessionSecret).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it("runs one worker on the embedded database, WEB_CONCURRENCY (or one per core) with PostgreSQL, with or without Redis", () => {
    const url = "postgres://postgres@127.0.0.1:5432/test";
    const redis = "redis://127.0.0.1:6379";
    expect(loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: "4" }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url, REDIS_URL: redis, WEB_CONCURRENCY: "3" }).workers).toBe(3);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url, REDIS_URL: redis }).workers).toBe(availableParallelism());
    // Without Redis the workers share their limits through the database.
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url, WEB_CONCURRENCY: "2" }).workers).toBe(2);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("reads the rate-limit allow-list as comma-separated addresses", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_ALLOWLIST: " 127.0.0.1, 10.0.0.5 ,," }).rateLimitAllowList).toEqual([
      "127.0.0.1",
      "10.0.0.5",
    ]);
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimitAllowList).toEqual([]);
  });

  it("strips a trailing slash from PUBLIC_URL and accepts only its origin for browser writes", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: "https://chhaap.shop/" });
    expect(config.publicUrl).toBe("https://chhaap.shop");
    expect(config.allowedOrigins).toEqual(["https://chhaap.shop"]);
  });

  it("accepts every loopback name of the local shop when PUBLIC_URL is unset", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "4000" }).allowedOrigins).toEqual([
      "http://localhost:4000",
      "http://127.0.0.1:4000",
      "http://[::1]:4000",
    ]);
  });

  it("reads the low-stock threshold, 3 pieces unless set, and refuses one that is not a whole number", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).lowStockThreshold).toBe(3);
    expect(loadConfig({ DATA_DIR: tempDir(), LOW_STOCK_THRESHOLD: "10" }).lowStockThreshold).toBe(10);
    expect(() => loadConfig({ DATA_DIR: tempDir(), LOW_STOCK_THRESHOLD: "a few" })).toThrow(/LOW_STOCK_THRESHOLD/);
  });

  it("takes an S3-compatible bucket from all four S3_* variables, and refuses a partial set naming what is missing", () => {
    const bucket = {
      S3_ENDPOINT: "https://s3.example.test",
      S3_BUCKET: "shop-uploads",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig({ DATA_DIR: tempDir() }).bucket).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), ...bucket }).bucket).toEqual({
      endpoint: "https://s3.example.test",
      bucket: "shop-uploads",
      accessKeyId: "key",
      secretAccessKey: "secret",
      region: "us-east-1",
      forcePathStyle: false,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...bucket, S3_REGION: "ap-south-1", S3_FORCE_PATH_STYLE: "true" }).bucket,
    ).toMatchObject({
      region: "ap-south-1",
      forcePathStyle: true,
    });
    const partial = () => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: bucket.S3_ENDPOINT, S3_BUCKET: bucket.S3_BUCKET });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: a bucket needs all of/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...bucket, S3_ENDPOINT: "s3.example.test" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...bucket, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it("offers paying online only with all three Razorpay keys, and refuses a partial set naming what is missing", () => {
    const keys = { RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "hook" };
    const fresh = loadConfig({ DATA_DIR: tempDir() });
    expect(fresh.razorpay).toBeUndefined();
    expect(fresh.onlinePaymentMinutes).toBe(30);
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys, ONLINE_PAYMENT_MINUTES: "45" })).toMatchObject({
      razorpay: { keyId: "rzp_test_1", keySecret: "secret", webhookSecret: "hook", apiUrl: "https://api.razorpay.com" },
      onlinePaymentMinutes: 45,
    });
    const partial = () => loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: "rzp_test_1" });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: online payment needs all of/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...keys, ONLINE_PAYMENT_MINUTES: "10" })).toThrow(/ONLINE_PAYMENT_MINUTES/);
  });

  it("names every bad variable at once", () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SESSION_SECRET: "short",
        REDIS_URL: "http://x",
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "SESSION_SECRET", "REDIS_URL"]) expect(message).toContain(name);
    }
  });
});

describe("invoice settings", () => {
  it("default to the demo shop in Gujarat with the garment band of 5% up to ₹2,500 and 18% above", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).invoice).toEqual({
      seller: {
        legalName: "Chhaap Hand Block Prints LLP",
        address: "Plot 27, Ajrakhpur, Bhuj-Bhachau Road, near Kukma, Bhuj, Kutch 370105",
        state: "Gujarat",
        stateCode: "24",
        gstin: "24AAKFC1234M1ZJ",
      },
      prefix: "CH",
      lutReference: undefined,
      garmentBand: { limitPaise: 250_000, lowRate: 5, highRate: 18 },
    });
  });

  it("take the shop's own, and refuse a GSTIN that is malformed or from another state", () => {
    const own = loadConfig({
      DATA_DIR: tempDir(),
      SHOP_STATE: "maharashtra",
      SHOP_GSTIN: "27aapfu0939f1zv",
      INVOICE_PREFIX: "MUM",
      GST_LUT_REFERENCE: "AD270326000123X",
    }).invoice;
    expect(own).toMatchObject({ seller: { state: "Maharashtra", stateCode: "27", gstin: "27AAPFU0939F1ZV" }, prefix: "MUM" });
    expect(() => loadConfig({ DATA_DIR: tempDir(), SHOP_GSTIN: "24AAKFC1234M1ZK" })).toThrow(/SHOP_GSTIN/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SHOP_STATE: "Kerala" })).toThrow(/SHOP_GSTIN must begin/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SHOP_STATE: "Bavaria" })).toThrow(/SHOP_STATE/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), INVOICE_PREFIX: "INVOICE" })).toThrow(/INVOICE_PREFIX/);
  });
});
