import { randomBytes } from "node:crypto";
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat } from "@chhaap/contract/media";
import sharp from "sharp";
import type { FileStore } from "#src/modules/storage/file-store.ts";

/**
 * Product pictures staff upload: JPEG, PNG or WebP judged by content, never by name or declared
 * type; turned upright, cropped to the shop's 4:5 portrait and re-encoded (which drops every metadata
 * block, EXIF location included) into the same widths and formats as the generated pictures, so pages
 * offer them the same srcset and AVIF source. Stored under a random name under media/catalog in the
 * file store and served publicly at /media/catalog/{name}-{width}.{format}.
 */
const CATALOG_PICTURE_PREFIX = "/media/catalog/";
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Refuses decompression bombs: a tiny file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
export const CATALOG_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const WEBP = { quality: 72, effort: 4 } as const;
const AVIF = { quality: 45, effort: 2 } as const;
const NAME = /^[0-9a-f]{24}$/;
const FILE_NAME = /^([0-9a-f]{24})-(\d{3,4})\.(webp|avif)$/;

export class NotAPicture extends Error {}

function catalogPictureKey(file: string): string {
  return `media/catalog/${file}`;
}

/** Stores every width and format of the upload; the URL of its 800 px WebP (what the shop stores). */
export async function storeCatalogPicture(files: FileStore, upload: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAPicture();
  const name = randomBytes(12).toString("hex");
  const encoded: { key: string; bytes: Buffer }[] = [];
  try {
    const upright = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer();
    for (const width of MEDIA_WIDTHS) {
      const resized = sharp(upright).resize(width, Math.round((width * 5) / 4), { fit: "cover" });
      for (const encoding of MEDIA_FORMATS) {
        const bytes = await (encoding === "avif" ? resized.clone().avif(AVIF) : resized.clone().webp(WEBP)).toBuffer();
        encoded.push({ key: catalogPictureKey(`${name}-${width}.${encoding}`), bytes });
      }
    }
  } catch {
    // A header that parses over a body that does not (a truncated or crafted file).
    throw new NotAPicture();
  }
  // Every size or none: a store that fails halfway leaves no partial picture behind.
  try {
    for (const { key, bytes } of encoded) await files.put(key, bytes);
  } catch (error) {
    await Promise.all(encoded.map(({ key }) => files.delete(key).catch(() => undefined)));
    throw error;
  }
  return `${CATALOG_PICTURE_PREFIX}${name}-800.webp`;
}

/** Whether `url` is a picture this module stored (and it is still there). */
export async function isStoredCatalogPicture(files: FileStore, url: string): Promise<boolean> {
  if (!url.startsWith(CATALOG_PICTURE_PREFIX)) return false;
  const file = url.slice(CATALOG_PICTURE_PREFIX.length);
  const match = FILE_NAME.exec(file);
  if (!match?.[1] || !NAME.test(match[1])) return false;
  return files.has(catalogPictureKey(file));
}

/** The store's key for a requested name and its format, or undefined for any name this module cannot have written. */
export function catalogPictureFile(name: string): { key: string; format: MediaFormat } | undefined {
  const match = FILE_NAME.exec(name);
  const width = MEDIA_WIDTHS.find((allowed) => String(allowed) === match?.[2]);
  const format = MEDIA_FORMATS.find((allowed) => allowed === match?.[3]);
  if (!match || !width || !format) return undefined;
  return { key: catalogPictureKey(name), format };
}
