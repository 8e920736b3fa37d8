import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskFileStore } from "#src/modules/storage/disk-store.ts";
import { DYE } from "./ajrakh-inks.ts";
import { ajrakhSvg } from "./ajrakh-pattern.ts";
import { DRAWINGS_DIR, mediaRoutes } from "./routes.ts";

const PALETTE_GROUNDS = {
  indigo: DYE.indigo,
  madder: DYE.madder,
  black: DYE.black,
  natural: DYE.natural,
  mustard: DYE.mustard,
  leaf: DYE.leaf,
};

describe("ajrakhSvg", () => {
  it("draws the same cloth for the same key", () => {
    expect(ajrakhSvg("indigo-kutch-saree-1", 800)).toBe(ajrakhSvg("indigo-kutch-saree-1", 800));
  });

  it("draws different cloth for different products and different views", () => {
    const drawings = new Set<string>();
    for (const product of ["indigo-kutch-saree", "indigo-bagh-dupatta", "madder-kutch-saree", "leaf-silk-stole"]) {
      for (const view of [1, 2, 3]) drawings.add(ajrakhSvg(`${product}-${view}`, 800));
    }
    expect(drawings.size).toBe(12);
  });

  it("is one picture at every width, framed 4:5", () => {
    const small = ajrakhSvg("madder-mashru-kurta-2", 320);
    const large = ajrakhSvg("madder-mashru-kurta-2", 1200);
    expect(small).toContain('width="320" height="400"');
    expect(large).toContain('width="1200" height="1500"');
    expect(small.replace('width="320" height="400"', "")).toBe(large.replace('width="1200" height="1500"', ""));
  });

  it("dyes the ground in the palette the key opens with, indigo when unknown", () => {
    for (const [palette, ground] of Object.entries(PALETTE_GROUNDS)) {
      expect(ajrakhSvg(`${palette}-test-cloth-1`, 480)).toContain(ground);
    }
    expect(ajrakhSvg("saffron-test-cloth-1", 480)).toContain(DYE.indigo);
  });

  it("never writes the key into the drawing", () => {
    expect(ajrakhSvg("indigo-script-onload-alert-1", 480)).not.toMatch(/script|onload|alert/);
  });
});

describe("GET /media/ajrakh/:file", () => {
  let app: FastifyInstance;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), "chhaap-media-"));
    app = Fastify();
    await app.register(mediaRoutes, { cacheDir, files: diskFileStore(cacheDir) });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("answers a WebP picture of the asked width, cacheable forever", async () => {
    const res = await app.inject("/media/ajrakh/indigo-kutch-ajrakh-modal-silk-saree-indigo-and-madder-1-480.webp");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 600]);
  });

  it("answers the same picture as AVIF, in fewer bytes", async () => {
    const name = "indigo-kutch-ajrakh-modal-silk-saree-indigo-and-madder-1-800";
    const avif = await app.inject(`/media/ajrakh/${name}.avif`);
    const webp = await app.inject(`/media/ajrakh/${name}.webp`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(avif.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(avif.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 800, 1000]);
    expect(meta.compression).toBe("av1");
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length * 0.75);
    const stored = await readdir(path.join(cacheDir, DRAWINGS_DIR));
    expect(stored).toEqual(expect.arrayContaining([`${name}.avif`, `${name}.webp`]));
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const url = "/media/ajrakh/leaf-block-print-stole-2-320.webp";
    const first = await app.inject(url);
    const again = await app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("draws once, then serves the stored file", async () => {
    const url = "/media/ajrakh/madder-bagh-dupatta-3-320.webp";
    const first = await app.inject(url);
    const stored = path.join(cacheDir, DRAWINGS_DIR, "madder-bagh-dupatta-3-320.webp");
    expect(await readFile(stored)).toEqual(first.rawPayload);

    // Put other (valid) bytes in the store: the next answer must be them, not a redraw.
    const marked = await sharp({ create: { width: 4, height: 5, channels: 3, background: "#A3262A" } })
      .webp()
      .toBuffer();
    await writeFile(stored, marked);
    const second = await app.inject(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(marked);
  });

  it("shares one drawing between concurrent first requests and leaves no temporary files", async () => {
    const url = "/media/ajrakh/black-ajrakh-stole-1-320.webp";
    const answers = await Promise.all([app.inject(url), app.inject(url), app.inject(url)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    const files = await readdir(path.join(cacheDir, DRAWINGS_DIR));
    expect(files.filter((file) => file.startsWith("black-ajrakh-stole-1-"))).toEqual(["black-ajrakh-stole-1-320.webp"]);
    expect(files.some((file) => file.endsWith(".tmp"))).toBe(false);
  });

  it("takes keys up to 120 characters", async () => {
    const key = `indigo-${"a".repeat(113)}`;
    expect(key).toHaveLength(120);
    expect((await app.inject(`/media/ajrakh/${key}-320.webp`)).statusCode).toBe(200);
    expect((await app.inject(`/media/ajrakh/${key}b-320.webp`)).statusCode).toBe(404);
  });

  it.each([
    "indigo-kutch-saree-640.webp",
    "indigo-kutch-saree-0800.webp",
    "indigo-kutch-saree.webp",
    "indigo-kutch-saree-800.png",
    "indigo-kutch-saree-800.webp.png",
    "indigo-kutch-saree-800.jpeg",
    "indigo-kutch-saree-800.AVIF",
    "indigo-kutch-saree-800.avif.webp.avif",
    "Indigo-kutch-saree-800.webp",
    "indigo_kutch-800.webp",
    "indigo--kutch-800.webp",
    "-indigo-800.webp",
    "-800.webp",
    "indigo kutch-800.webp",
    "",
  ])("answers 404 for the name %j", async (name) => {
    const res = await app.inject(`/media/ajrakh/${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: "Image not found", code: "file.not_found" });
  });

  it.each([
    "/media/ajrakh/../../etc/passwd",
    "/media/ajrakh/..%2F..%2Fetc%2Fpasswd",
    "/media/ajrakh/%2e%2e%2findigo-saree-800.webp",
    "/media/ajrakh/..%5Cindigo-saree-800.webp",
    "/media/ajrakh/sub/indigo-saree-800.webp",
    "/media/ajrakh/indigo-saree-800.webp%00.png",
  ])("answers 404 for the path %s", async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toBe("image/webp");
  });

  it("draws only keys the shop knows when given a gate", async () => {
    const gated = Fastify();
    await gated.register(mediaRoutes, {
      cacheDir,
      files: diskFileStore(cacheDir),
      isKnownKey: async (key) => key === "indigo-known-saree-1",
    });
    const known = await gated.inject("/media/ajrakh/indigo-known-saree-1-320.webp");
    const unknown = await gated.inject("/media/ajrakh/indigo-made-up-1-320.webp");
    await gated.close();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: "Image not found", code: "file.not_found" });
  });
});
