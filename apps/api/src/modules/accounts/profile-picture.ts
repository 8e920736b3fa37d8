import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import sharp from "sharp";
import { ApiError } from "#src/plugins/api-error.ts";

/**
 * Profile pictures: JPEG, PNG or WebP judged by content, never by name or
 * declared type; re-encoded to WebP, which also drops every metadata block (EXIF location included);
 * stored under a random name in DATA_DIR/uploads/profile, outside anything served as-is.
 */
const PROFILE_PICTURE_URL_PREFIX = "/uploads/profile/";
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const SIDE = 512;
/** Refuses decompression bombs: a tiny file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const FILE_NAME = /^[0-9a-f]{32}\.webp$/;

export async function storeProfilePicture(dataDir: string, upload: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new ApiError(415, "account.picture_not_image", ACCOUNT_MESSAGES.pictureNotImage);
  let webp: Buffer;
  try {
    webp = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the camera's orientation before the metadata that carries it is dropped
      .resize(SIDE, SIDE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (truncated or crafted files).
    throw new ApiError(415, "account.picture_not_image", ACCOUNT_MESSAGES.pictureNotImage);
  }
  const name = `${randomBytes(16).toString("hex")}.webp`;
  const folder = profileFolder(dataDir);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), webp, { mode: 0o600 });
  return PROFILE_PICTURE_URL_PREFIX + name;
}

/** Removes a replaced picture; a file already gone is not an error. */
export async function deleteProfilePicture(dataDir: string, url: string | null): Promise<void> {
  const file = url?.startsWith(PROFILE_PICTURE_URL_PREFIX) ? url.slice(PROFILE_PICTURE_URL_PREFIX.length) : undefined;
  if (file && FILE_NAME.test(file)) await rm(path.join(profileFolder(dataDir), file), { force: true });
}

/** The stored file for a requested name, or undefined for any name this module cannot have written. */
export function profilePictureFile(dataDir: string, name: string): string | undefined {
  return FILE_NAME.test(name) ? path.join(profileFolder(dataDir), name) : undefined;
}

function profileFolder(dataDir: string): string {
  return path.join(dataDir, "uploads", "profile");
}
