import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ErrorBody } from "@chhaap/contract/envelope";
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat, type MediaWidth } from "@chhaap/contract/media";
import type { FastifyInstance } from "fastify";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { catalogPictureFile } from "./catalog-pictures.ts";
import { MEDIA_TYPES, renderAjrakh } from "./render-image.ts";

export interface MediaRoutesOptions {
  /** Where drawn pictures are kept between requests and restarts (DATA_DIR/media). */
  cacheDir: string;
  /** Where the pictures staff uploaded are kept (catalog-pictures.ts). */
  files: FileStore;
  /**
   * Optional gate: when given, only keys it accepts are drawn, so a client cannot make the
   * server draw and store pictures for made-up keys.
   */
  isKnownKey?: (key: string) => Promise<boolean>;
}

/** Bump the version when the drawing changes, so pictures cached on disk under the old look are not served. */
export const DRAWINGS_DIR = "ajrakh-v3";

const MAX_KEY_LENGTH = 120;
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{3,4})\.([a-z]{4})$/;

const NOT_FOUND: ErrorBody = { status: false, message: "Image not found", code: "file.not_found" };

/**
 * GET /media/ajrakh/{key}-{width}.{webp|avif}: a product picture drawn from its key
 * (see ajrakh-pattern.ts), drawn once and then served from disk. A picture never changes
 * for a URL, so browsers and CDNs may keep it for a year.
 */
export async function mediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions) {
  const pictures = pictureStore(path.join(opts.cacheDir, DRAWINGS_DIR));

  // A wildcard rather than `:file`: the router refuses parameters over 100 characters, and
  // keys may be 120. It also catches `a/b` and `..` paths, which then fail the name check.
  app.get<{ Params: { "*": string } }>("/media/ajrakh/*", async (request, reply) => {
    const picture = parseFileName(request.params["*"]);
    if (!picture || (opts.isKnownKey && !(await opts.isKnownKey(picture.key)))) {
      return reply.code(404).send(NOT_FOUND);
    }
    const bytes = await pictures.get(picture);
    const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
    reply
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("ETag", etag)
      .header("X-Content-Type-Options", "nosniff");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type(MEDIA_TYPES[picture.format]).send(bytes);
  });

  // GET /media/catalog/{name}-{width}.{webp|avif}: a picture staff uploaded; its name is new for every upload.
  app.get<{ Params: { "*": string } }>("/media/catalog/*", async (request, reply) => {
    const found = catalogPictureFile(request.params["*"]);
    const file = found && (await opts.files.get(found.key));
    if (!found || !file) return reply.code(404).send(NOT_FOUND);
    return reply
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Length", file.size)
      .header("X-Content-Type-Options", "nosniff")
      .type(MEDIA_TYPES[found.format])
      .send(file.body);
  });
}

interface Picture {
  key: string;
  width: MediaWidth;
  format: MediaFormat;
}

function parseFileName(name: string): Picture | null {
  if (name.length > MAX_KEY_LENGTH + "-1200.webp".length) return null;
  const match = FILE_NAME.exec(name);
  if (!match?.[1] || match[1].length > MAX_KEY_LENGTH) return null;
  const width = MEDIA_WIDTHS.find((allowed) => String(allowed) === match[2]);
  const format = MEDIA_FORMATS.find((allowed) => allowed === match[3]);
  return width && format ? { key: match[1], width, format } : null;
}

/**
 * Drawn pictures on disk. A first request draws and stores; concurrent first requests for the
 * same picture in this process share one drawing, and the write goes to a temporary file that
 * is renamed into place, so another process never reads half a file.
 */
function pictureStore(dir: string) {
  const drawing = new Map<string, Promise<Buffer>>();
  let made: Promise<unknown> | undefined;

  async function draw(file: string, { key, width, format }: Picture): Promise<Buffer> {
    const bytes = await renderAjrakh(key, width, format);
    made ??= mkdir(dir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await made;
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch {
      // A full or read-only disk costs a redraw next time, never the answer.
      made = undefined;
      await rm(temp, { force: true });
    }
    return bytes;
  }

  return {
    async get(picture: Picture): Promise<Buffer> {
      const name = `${picture.key}-${picture.width}.${picture.format}`;
      const file = path.join(dir, name);
      try {
        return await readFile(file);
      } catch {
        let pending = drawing.get(name);
        if (!pending) {
          pending = draw(file, picture).finally(() => drawing.delete(name));
          drawing.set(name, pending);
        }
        return pending;
      }
    },
  };
}
