import { randomBytes } from "node:crypto";
import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import sharp from "sharp";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError } from "#src/plugins/api-error.ts";

/**
 * Profile pictures: JPEG, PNG or WebP judged by content, never by name or
 * declared type; re-encoded to WebP, which also drops every metadata block (EXIF location included);
 * stored under a random name under uploads/profile in the file store, served to its owner only.
 */
const PROFILE_PICTURE_URL_PREFIX = "/uploads/profile/";
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const SIDE = 512;
/** Refuses decompression bombs: a tiny file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const FILE_NAME = /^[0-9a-f]{32}\.webp$/;

export async function storeProfilePicture(files: FileStore, upload: Buffer): Promise<string> {
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
  await files.put(profileKey(name), webp);
  return PROFILE_PICTURE_URL_PREFIX + name;
}

/** Removes a replaced picture; a file already gone is not an error. */
export async function deleteProfilePicture(files: FileStore, url: string | null): Promise<void> {
  const name = url?.startsWith(PROFILE_PICTURE_URL_PREFIX) ? url.slice(PROFILE_PICTURE_URL_PREFIX.length) : undefined;
  if (name && FILE_NAME.test(name)) await files.delete(profileKey(name));
}

/** The store's key for a requested name, or undefined for any name this module cannot have written. */
export function profilePictureKey(name: string): string | undefined {
  return FILE_NAME.test(name) ? profileKey(name) : undefined;
}

function profileKey(name: string): string {
  return `uploads/profile/${name}`;
}
