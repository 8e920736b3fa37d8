import { randomBytes } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat } from "@chhaap/contract/media";
import sharp from "sharp";

/**
 * Product pictures staff upload: JPEG, PNG or WebP judged by content, never by name or declared
 * type; turned upright, cropped to the shop's 4:5 portrait and re-encoded (which drops every metadata
 * block, EXIF location included) into the same widths and formats as the generated pictures, so pages
 * offer them the same srcset and AVIF source. Stored under a random name in DATA_DIR/media/catalog and
 * served publicly at /media/catalog/{name}-{width}.{format}.
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

function catalogPictureFolder(dataDir: string): string {
  return path.join(dataDir, "media", "catalog");
}

/** Stores every width and format of the upload; the URL of its 800 px WebP (what the shop stores). */
export async function storeCatalogPicture(dataDir: string, upload: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAPicture();
  const name = randomBytes(12).toString("hex");
  const folder = catalogPictureFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const written: string[] = [];
  try {
    const upright = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer();
    for (const width of MEDIA_WIDTHS) {
      const resized = sharp(upright).resize(width, Math.round((width * 5) / 4), { fit: "cover" });
      for (const encoding of MEDIA_FORMATS) {
        const bytes = await (encoding === "avif" ? resized.clone().avif(AVIF) : resized.clone().webp(WEBP)).toBuffer();
        const file = path.join(folder, `${name}-${width}.${encoding}`);
        // Written aside, then renamed: a request never reads half a picture.
        await writeFile(`${file}.tmp`, bytes);
        await rename(`${file}.tmp`, file);
        written.push(file);
      }
    }
  } catch {
    // A header that parses over a body that does not (a truncated or crafted file).
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw new NotAPicture();
  }
  return `${CATALOG_PICTURE_PREFIX}${name}-800.webp`;
}

/** Whether `url` is a picture this module stored (and it is still there). */
export async function isStoredCatalogPicture(dataDir: string, url: string): Promise<boolean> {
  if (!url.startsWith(CATALOG_PICTURE_PREFIX)) return false;
  const file = url.slice(CATALOG_PICTURE_PREFIX.length);
  const match = FILE_NAME.exec(file);
  if (!match?.[1] || !NAME.test(match[1])) return false;
  try {
    await access(path.join(catalogPictureFolder(dataDir), file));
    return true;
  } catch {
    return false;
  }
}

/** The stored file for a requested name and its format, or undefined for any name this module cannot have written. */
export function catalogPictureFile(dataDir: string, name: string): { file: string; format: MediaFormat } | undefined {
  const match = FILE_NAME.exec(name);
  const width = MEDIA_WIDTHS.find((allowed) => String(allowed) === match?.[2]);
  const format = MEDIA_FORMATS.find((allowed) => allowed === match?.[3]);
  if (!match || !width || !format) return undefined;
  return { file: path.join(catalogPictureFolder(dataDir), name), format };
}
