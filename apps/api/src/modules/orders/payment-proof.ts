import { randomBytes } from "node:crypto";
import { ORDER_MESSAGES } from "@chhaap/contract/orders";
import sharp from "sharp";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError } from "#src/plugins/api-error.ts";

/**
 * Bank-transfer screenshots, handled like profile pictures: JPEG, PNG or WebP
 * judged by content; re-encoded to WebP (which drops EXIF and every other metadata block); stored under
 * a random name under uploads/payments in the file store, never served without the owner check. Unlike a profile picture it
 * keeps its resolution (bounded to 2000 px): staff must read the transaction details on it.
 */
export const PAYMENT_PROOF_URL_PREFIX = "/uploads/payments/";
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const MAX_SIDE = 2000;
/** Refuses decompression bombs: a tiny file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const FILE_NAME = /^[0-9a-f]{32}\.webp$/;

/** Checks and re-encodes the upload; nothing is written yet (the order may still be refused). */
export async function preparePaymentProof(upload: Buffer): Promise<Buffer> {
  const webp = await reencodePrivatePicture(upload);
  if (!webp) throw new ApiError(415, "order.payment_snap_not_image", ORDER_MESSAGES.paymentSnapNotImage);
  return webp;
}

/**
 * A private picture a customer sends (a payment screenshot, a return's photo) as the shop keeps it:
 * WebP without metadata (a phone's photo carries where it was taken), at most 2000 px a side; or
 * undefined when the upload is not a JPEG, PNG or WebP image, whatever its name or type claims.
 */
export async function reencodePrivatePicture(upload: Buffer): Promise<Buffer | undefined> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (truncated or crafted files).
    return undefined;
  }
}

/** Writes a prepared proof and answers its file name (what the order records). */
export async function writePaymentProof(files: FileStore, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await files.put(proofKey(name), webp);
  return name;
}

/** Removes a proof whose order was refused after it was written. */
export async function removePaymentProof(files: FileStore, name: string): Promise<void> {
  if (FILE_NAME.test(name)) await files.delete(proofKey(name));
}

/** The store's key for a requested name, or undefined for any name this module cannot have written. */
export function paymentProofKey(name: string): string | undefined {
  return FILE_NAME.test(name) ? proofKey(name) : undefined;
}

function proofKey(name: string): string {
  return `uploads/payments/${name}`;
}
